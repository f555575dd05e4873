// spec §3 "Search facet identifiers": the one table of the search facets. Its keys, in spec order,
// are ./facet-keys.ts (the browser's URL parser needs the keys and nothing else, issue #8's
// JavaScript budget); each key's details are here, in a record the compiler checks against the
// keys (none missing, none extra). Every other list, set and type of facets derives from the two:
// the keys the search request and the URL accept, the facet list's display order and value order
// (the search answer), the keys with one value per product (the SQL engine's pair counts), the
// attribute facets and each facet's id and label (the catalogue generator, which writes them into
// D1's facet_values, where the UI reads them).
//
// categoryId is no row here: the category travels as groupId / the `c:` pair in rh.
import { FACET_KEYS, type FacetKey } from "./facet-keys";

export { FACET_KEYS, isFacetKey, type FacetKey } from "./facet-keys";

/**
 * Where a facet's values come from (the generator): a yes/no flag ("true"), the price buckets of
 * each market, star ratings, brand names, deal ids, or an item attribute's values.
 */
type FacetKind = "flag" | "price" | "rating" | "brand" | "deal" | "attribute";

interface FacetDefinition {
  /** spec §3 identifier: also the key of an rh `key:value` pair in URLs and of a search request's facet filter */
  key: string;
  /** the catalogue's facet id (facet_values.facet_id) */
  facetId: number;
  /** the facet's heading in the facet list (facet_values.facet_name) */
  label: string;
  kind: FacetKind;
  /** position in the facet list, from 1 */
  display: number;
  /** "catalogue": values keep the catalogue's order (price, stars, life stages); "count": by count, then label */
  valueOrder: "catalogue" | "count";
  /**
   * a product has at most one value of it (per market), so pair counts of several values add up;
   * price: one per bucket edition (the catalogue indexes v1 and v2, ./facet-values.ts)
   */
  singleValued: boolean;
}

/** Each facet's details, by its key (./facet-keys.ts: the keys and their order, for the browser too). */
const FACET_DETAILS = {
  AnsEligible: { facetId: 1101, label: "Autoship", kind: "flag", display: 6, valueOrder: "count", singleValued: true },
  price_d: { facetId: 1102, label: "Price", kind: "price", display: 4, valueOrder: "catalogue", singleValued: true },
  rating: { facetId: 1103, label: "Rating", kind: "rating", display: 5, valueOrder: "catalogue", singleValued: false },
  brand_facet: { facetId: 1104, label: "Brand", kind: "brand", display: 3, valueOrder: "count", singleValued: true },
  BreedSize: { facetId: 1105, label: "Breed Size", kind: "attribute", display: 11, valueOrder: "catalogue", singleValued: false },
  FoodFlavor: { facetId: 1106, label: "Flavor", kind: "attribute", display: 8, valueOrder: "count", singleValued: false },
  FoodForm: { facetId: 1107, label: "Food Form", kind: "attribute", display: 9, valueOrder: "count", singleValued: false },
  HealthFeature: { facetId: 1108, label: "Health Feature", kind: "attribute", display: 12, valueOrder: "count", singleValued: false },
  Lifestage: { facetId: 1109, label: "Lifestage", kind: "attribute", display: 10, valueOrder: "catalogue", singleValued: false },
  PackagingType: { facetId: 1110, label: "Packaging Type", kind: "attribute", display: 13, valueOrder: "count", singleValued: false },
  SpecialDiet: { facetId: 1111, label: "Special Diet", kind: "attribute", display: 7, valueOrder: "count", singleValued: false },
  onSpecial: { facetId: 1112, label: "On Special", kind: "flag", display: 2, valueOrder: "count", singleValued: true },
  dealsId: { facetId: 1113, label: "Deals", kind: "deal", display: 1, valueOrder: "count", singleValued: true },
  nationalbrand: { facetId: 1114, label: "Canadian National Brand", kind: "flag", display: 14, valueOrder: "count", singleValued: true },
} as const satisfies { readonly [K in FacetKey]: Omit<FacetDefinition, "key"> };

type Details = typeof FACET_DETAILS;
type FacetRow<K extends FacetKey> = { readonly key: K } & Details[K];

/** The table, in spec order (which is also the order of the catalogue's facet value ids and of filter groups). */
export const FACETS = FACET_KEYS.map(<K extends FacetKey>(key: K): FacetRow<K> => ({ key, ...FACET_DETAILS[key] })) as readonly {
  [K in FacetKey]: FacetRow<K>;
}[FacetKey][];

/** The facets whose values are an item attribute's (the generator's product types name them). */
export type AttributeFacetKey = { [K in FacetKey]: Details[K]["kind"] extends "attribute" ? K : never }[FacetKey];

/** Each facet's row by key. */
export const FACET_BY_KEY = Object.fromEntries(FACETS.map((f) => [f.key, f])) as { readonly [K in FacetKey]: FacetRow<K> };

/** The facet list's order. */
export const FACET_DISPLAY_ORDER: readonly FacetKey[] = [...FACETS].sort((a, b) => a.display - b.display).map((f) => f.key);
/** Keys a product has at most one value of (per market). */
export const SINGLE_VALUED_FACET_KEYS: ReadonlySet<string> = new Set(FACETS.filter((f) => f.singleValued).map((f) => f.key));
