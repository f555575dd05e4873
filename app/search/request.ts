import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH } from "./term";
import { FACET_KEYS, MAX_COUNT, MAX_FACET_FILTERS, MAX_FACET_VALUE_LENGTH, PAGE_SIZE_WEB, SORT_OPTIONS } from "./vocabulary";

// The search API's request schema (spec §3), built from the vocabulary (./vocabulary.ts).

export { CATEGORY_FACET_PREFIX, FACET_KEYS, MAX_COUNT, PAGE_SIZE_APP, PAGE_SIZE_WEB, SORT_OPTIONS } from "./vocabulary";

export const SortOption = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof SortOption>;

export const FacetKey = z.enum(FACET_KEYS);
export type FacetKey = z.infer<typeof FacetKey>;

export const FacetFilter = z.object({
  key: FacetKey,
  value: z.string().min(1).max(MAX_FACET_VALUE_LENGTH),
  facetId: z.union([z.string(), z.number()]).optional(),
  id: z.string().optional(),
});
export type FacetFilter = z.infer<typeof FacetFilter>;

// spec §3 "Search request".
export const SearchRequest = z
  .object({
    catalogId: z.union([z.string(), z.number()]).optional(),
    groupId: z.string().regex(/^\d+$/, "groupId must be a numeric category id").optional(),
    term: z.string().trim().min(1).max(MAX_SEARCH_TERM_LENGTH).optional(),
    from: z.number().int().min(0).max(100_000).default(0),
    sort: SortOption.optional(),
    count: z.number().int().min(1).max(MAX_COUNT).default(PAGE_SIZE_WEB),
    facetFilters: z.array(FacetFilter).max(MAX_FACET_FILTERS).default([]),
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
