// spec §3 "Search facet identifiers": the keys of the search facets, in spec order (which is also
// the order of the catalogue's facet value ids and of filter groups). The rest of each facet's row
// is ./facets.ts, which the browser does not need: its URL parser only checks keys (issue #8's
// JavaScript budget). Plain data, no schema library: the search API builds its zod schemas from
// FACET_KEYS.

export const FACET_KEYS = [
  "AnsEligible",
  "price_d",
  "rating",
  "brand_facet",
  "BreedSize",
  "FoodFlavor",
  "FoodForm",
  "HealthFeature",
  "Lifestage",
  "PackagingType",
  "SpecialDiet",
  "onSpecial",
  "dealsId",
  "nationalbrand",
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export const isFacetKey = (value: unknown): value is FacetKey => (FACET_KEYS as readonly unknown[]).includes(value);
