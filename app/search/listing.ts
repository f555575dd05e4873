import { z } from "zod";
import { ProductCard } from "#app/catalogue/product-card.ts";
import { BREADCRUMB_TYPES } from "#app/catalogue/search-vocabulary.ts";

// spec §3 "Listing data".

const FacetValue = z.object({
  value: z.string(),
  /** facet value id (hex); URLs use its first 6 characters */
  id: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
type FacetValue = z.infer<typeof FacetValue>;

export const Facet = z.object({
  /** facet key, one of FACET_KEYS */
  key: z.string(),
  /** spec §3 "facets (name)": same as key */
  name: z.string(),
  facetId: z.number().int(),
  /** display label, e.g. "Brand" */
  label: z.string(),
  values: z.array(FacetValue),
});
export type Facet = z.infer<typeof Facet>;

const BreadcrumbType = z.enum(BREADCRUMB_TYPES);
export const Breadcrumb = z.object({
  breadcrumbText: z.string(),
  type: BreadcrumbType,
  groupId: z.string().optional(),
  urlSlug: z.string().optional(),
  catalogPrefix: z.string().optional(),
  facetKey: z.string().optional(),
  facetValue: z.string().optional(),
});
export type Breadcrumb = z.infer<typeof Breadcrumb>;

const CatalogDescendent = z.object({
  groupId: z.string(),
  name: z.string(),
  urlSlug: z.string(),
  catalogPrefix: z.string(),
  count: z.number().int(),
});
type CatalogDescendent = z.infer<typeof CatalogDescendent>;

export const Catalog = z.object({
  /** catalog id: 1004 / 1006 / 1007 / 10022 */
  id: z.string(),
  /** requested group (category) id, or null for a whole-catalogue search */
  groupId: z.string().nullable(),
  /** the group when given; for a term search, the primary category most common on the page */
  inferredGroupId: z.string().nullable(),
  name: z.string(),
  shortDescription: z.string(),
  urlSlug: z.string(),
  /** 'search' for a term search without a group, else the group's catalog prefix */
  type: z.string(),
  catalogPrefix: z.string().nullable(),
  /** child categories with their published product counts */
  descendents: z.array(CatalogDescendent),
  published: z.boolean(),
  replacementGroupId: z.string().nullable(),
  parentGroupId: z.string().nullable(),
});
export type Catalog = z.infer<typeof Catalog>;

export const ListingData = z.object({
  products: z.array(ProductCard),
  recordSetTotal: z.number().int(),
  catalog: Catalog,
  facets: z.array(Facet),
  breadcrumbs: z.array(Breadcrumb),
  suggestions: z.array(z.string()),
  noResults: z.boolean(),
  /** the term as the shopper typed it (also when results come from a suggestion) */
  searchTerm: z.string().nullable(),
  /** the words of the term the results match, when no product matched them all (close matches, ./close-matches.ts) */
  closeMatchTerm: z.string().optional(),
  /** the requested group is replaced by catalog.replacementGroupId */
  isReplacement: z.boolean().default(false),
  isSortable: z.boolean().default(true),
  hvfMetadata: z.object({ contentTitle: z.string() }).nullable().default(null),
  purchaseHistory: z.unknown().nullable().default(null),
  marketCustomerWarmingData: z.unknown().nullable().default(null),
  /** a plain category page: a group, no term, no facet filter */
  baseCategoryPage: z.boolean().default(false),
  /** base URL of the retailer site ('' = same origin) */
  baseUrl: z.string().default(""),
  /** offset and page size the products answer */
  from: z.number().int(),
  count: z.number().int(),
  /** the sort actually applied */
  sort: z.string(),
});
export type ListingData = z.infer<typeof ListingData>;

/** The listing's category and its ancestors, from its breadcrumbs (none for a search over everything). */
export function categoryIdsOf(listing: Pick<ListingData, "breadcrumbs">): string[] {
  return listing.breadcrumbs.flatMap((crumb) => (crumb.type === "category" && crumb.groupId ? [crumb.groupId] : []));
}
