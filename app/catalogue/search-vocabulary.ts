// The search vocabulary of spec §3 as plain data: sorts, facet keys, page sizes: what a shopper,
// a listing URL or a caller may ask the catalogue for. It sits with the catalogue, below its users:
// the URL parser (app/urls/listing-url.ts), the sort control and the search engines. The browser
// needs it, so this module has no schema library in it; the zod schemas of the search API
// (app/search/request.ts) are built from the same lists.
import { isFacetKey, type FacetKey } from "./facet-keys";

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
export type SortOption = (typeof SORT_OPTIONS)[number];
export const isSortOption = (value: unknown): value is SortOption => (SORT_OPTIONS as readonly unknown[]).includes(value);

// spec §3 "Search facet identifiers": declared once, in the catalogue's facet table (its keys).
export { FACET_KEYS, type FacetKey } from "./facet-keys";
/** spec §3: the category facet prefix in `rh`. */
export const CATEGORY_FACET_PREFIX = "c";
/**
 * spec §3 "Search facet identifiers" lists categoryId too: the category as a facet. It names the
 * same thing as `c:` (the listing's group), so `rh=categoryId:288` reads as `rh=c:288` and a search
 * request's `{key: "categoryId", value: "288"}` filter as its groupId (decision 0036). Links are
 * always written with `c:`.
 */
export const CATEGORY_FACET_ID = "categoryId";
/** Whether an rh key names the category (`c` or `categoryId`) rather than a facet. */
export const isCategoryRhKey = (key: string): boolean => key === CATEGORY_FACET_PREFIX || key === CATEGORY_FACET_ID;
/** The longest facet value the search request accepts. */
export const MAX_FACET_VALUE_LENGTH = 200;
/** A facet selection as the URL and the search request carry it. */
export interface FacetSelection {
  key: FacetKey;
  value: string;
}
/** Whether a key and value make a facet selection the search request accepts. */
export const isFacetSelection = (key: string, value: string): boolean => isFacetKey(key) && value.length >= 1 && value.length <= MAX_FACET_VALUE_LENGTH;

/** spec §9: page size 36 on the web, 20 in the native app. */
export const PAGE_SIZE_WEB = 36;
export const PAGE_SIZE_APP = 20;
export const MAX_COUNT = 100;
/** The most facet filters one search request carries. */
export const MAX_FACET_FILTERS = 50;

/** spec §3 "Breadcrumb entry" types. */
export const BREADCRUMB_TYPES = ["category", "search", "facet"] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];
