import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH } from "./term";

// spec §3 "Sort options".
export const SORT_OPTIONS = [
  "byPopularity",
  "byName",
  "byLowestPrice",
  "byHighestPrice",
  "byNewest",
  "byRating",
  "byRatingCount",
  "bySaleRelevance",
  "byRelevance",
  "byId",
] as const;
export const SortOption = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof SortOption>;

// spec §3 "Search facet identifiers" (categoryId travels as groupId / the c: prefix).
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
export const FacetKey = z.enum(FACET_KEYS);
export type FacetKey = z.infer<typeof FacetKey>;
/** spec §3: the category facet prefix in `rh`. */
export const CATEGORY_FACET_PREFIX = "c";

export const FacetFilter = z.object({
  key: FacetKey,
  value: z.string().min(1).max(200),
  facetId: z.union([z.string(), z.number()]).optional(),
  id: z.string().optional(),
});
export type FacetFilter = z.infer<typeof FacetFilter>;

/** spec §9: page size 36 on the web, 20 in the native app. */
export const PAGE_SIZE_WEB = 36;
export const PAGE_SIZE_APP = 20;
export const MAX_COUNT = 100;

// spec §3 "Search request".
export const SearchRequest = z
  .object({
    catalogId: z.union([z.string(), z.number()]).optional(),
    groupId: z.string().regex(/^\d+$/, "groupId must be a numeric category id").optional(),
    term: z.string().trim().min(1).max(MAX_SEARCH_TERM_LENGTH).optional(),
    from: z.number().int().min(0).max(100_000).default(0),
    sort: SortOption.optional(),
    count: z.number().int().min(1).max(MAX_COUNT).default(PAGE_SIZE_WEB),
    facetFilters: z.array(FacetFilter).max(50).default([]),
    customerEligiblePromotions: z.array(z.string()).optional(),
    supplementalFilters: z.array(z.string()).optional(),
    catalogEntryId: z.union([z.string(), z.number()]).optional(),
    groupResults: z.boolean().default(true),
    includeItems: z.boolean().optional(),
    omitNullEntries: z.boolean().optional(),
  })
  .strict();
export type SearchRequest = z.infer<typeof SearchRequest>;
export type SearchRequestInput = z.input<typeof SearchRequest>;
