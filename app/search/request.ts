import { z } from "zod";
import { MAX_SEARCH_TERM_LENGTH } from "./term";
import {
  CATEGORY_FACET_ID,
  FACET_KEYS,
  MAX_COUNT,
  MAX_FACET_FILTERS,
  MAX_FACET_VALUE_LENGTH,
  PAGE_SIZE_WEB,
  SORT_OPTIONS,
} from "#app/catalogue/search-vocabulary.ts";

// The search API's request schema (spec §3), built from the vocabulary (./vocabulary.ts).

export { FACET_KEYS, PAGE_SIZE_APP, PAGE_SIZE_WEB, SORT_OPTIONS } from "#app/catalogue/search-vocabulary.ts";

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

const GROUP_ID = /^\d+$/;

/**
 * What POST {market}/plp/api/search and /plp/api/facets read (spec §7): the search request, where a
 * facet filter may also name the category by spec §3's `categoryId` identifier. Such a filter is the
 * request's groupId (the catalogue searches a category by its group, not as a facet; decision 0036):
 * `{"facetFilters":[{"key":"categoryId","value":"288"}]}` is `{"groupId":"288"}`. A categoryId that
 * is not a category id, or that names another category than groupId or another categoryId, is a 400
 * naming the filter.
 */
export const SearchApiRequest = SearchRequest.extend({
  facetFilters: z
    .array(FacetFilter.extend({ key: z.enum([...FACET_KEYS, CATEGORY_FACET_ID]) }))
    .max(MAX_FACET_FILTERS)
    .default([]),
}).transform((request, ctx): SearchRequest => {
  let groupId = request.groupId;
  const facetFilters: FacetFilter[] = [];
  request.facetFilters.forEach((filter, index) => {
    if (filter.key !== CATEGORY_FACET_ID) {
      facetFilters.push({ ...filter, key: filter.key });
      return;
    }
    const path = ["facetFilters", index, "value"];
    if (!GROUP_ID.test(filter.value)) ctx.addIssue({ code: "custom", path, message: "a categoryId filter's value is a category id (digits)" });
    else if (groupId !== undefined && groupId !== filter.value)
      ctx.addIssue({ code: "custom", path, message: `categoryId ${filter.value} is another category than ${groupId}` });
    else groupId = filter.value;
  });
  return { ...request, ...(groupId !== undefined && { groupId }), facetFilters };
});
