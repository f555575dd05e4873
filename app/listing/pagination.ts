import { PAGE_SIZE_WEB } from "#app/search/request.ts";
import { buildListingHref, parseListingQuery, toListingState, type ListingStateInput } from "#app/urls/listing-url.ts";

/**
 * spec §5: page number from offset is offset / 36 + 1 (page size 36 on the web, 20 in the native
 * app), rounded down. A negative or non-numeric offset is page 1.
 */
export function pageFromOffset(offset: number, pageSize: number = PAGE_SIZE_WEB): number {
  assertPageSize(pageSize);
  if (!Number.isFinite(offset) || offset < 0) return 1;
  return Math.floor(offset / pageSize) + 1;
}

/** The offset (`from` in the search request) of the first product on `page`. Pages below 1 are page 1. */
export function offsetFromPage(page: number, pageSize: number = PAGE_SIZE_WEB): number {
  assertPageSize(pageSize);
  if (!Number.isFinite(page) || page < 1) return 0;
  return (Math.floor(page) - 1) * pageSize;
}

/**
 * The group's maximum page count for `total` results. Decision: a listing with no results still
 * has page 1 (the no-results page), so the minimum is 1.
 */
export function maxPage(total: number, pageSize: number = PAGE_SIZE_WEB): number {
  assertPageSize(pageSize);
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** spec §5: a page is out of range when it exceeds the group's maximum page count ("page exceeds the maximum" redirect). */
export function isPageOutOfRange(page: number, maxPageCount: number): boolean {
  return page > maxPageCount;
}

function assertPageSize(pageSize: number): void {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a whole number from 1, got ${pageSize}`);
}

export interface PaginationLinksInput {
  /**
   * The unpaginated base path, market prefix included: `/ca/b/dog-food_c288` (pages become `_p{N}`)
   * or `/s` (pages become `page=N`). See {@link buildListingHref}.
   */
  basePath: string;
  page: number;
  totalPages: number;
  /**
   * The rest of the listing state kept on every link (query, rh, sort), as a state or as the
   * current query string; any page in it is replaced.
   */
  query?: Omit<ListingStateInput, "page"> | URLSearchParams | string;
  /** The page's own link builder when it has one (a high-value facet page's: app/urls/listing-url.ts listingUrlBuilder); else basePath + query. */
  hrefFor?: (page: number) => string;
}

export interface PaginationLinks {
  prev?: string;
  next?: string;
  /** spec §2: the pagination canonical applies only when the page number is above 1. */
  canonical?: string;
}

/**
 * spec §5: the next-page link is absent on the last page; the previous-page link is absent on page 1;
 * page 2 links to the unpaginated base. spec §2: the pagination canonical applies when page > 1
 * (on page 1 the category or search canonical applies instead).
 *
 * Decision: past the last page (an out-of-range page the loader has not redirected yet) there is no
 * next link and prev points at the last page.
 */
export function paginationLinks({ basePath, page, totalPages, query = {}, hrefFor }: PaginationLinksInput): PaginationLinks {
  const state: ListingStateInput = typeof query === "string" || query instanceof URLSearchParams ? toListingState(parseListingQuery(query)) : query;
  const { page: _ignored, ...rest } = state;
  const href = hrefFor ?? ((n: number) => buildListingHref(basePath, { ...rest, page: n }));
  const links: PaginationLinks = {};
  if (page > 1) {
    links.prev = href(Math.min(page - 1, Math.max(totalPages, 1)));
    links.canonical = href(page);
  }
  if (page < totalPages) links.next = href(page + 1);
  return links;
}

export const PAGE_WINDOW_GAP = "gap" as const;
export type PageWindowItem = number | typeof PAGE_WINDOW_GAP;

/**
 * Numbered pagination: the first and last page, the current page with `siblings` pages either side,
 * and a gap marker where pages are left out (page 5 of 20: 1 … 4 5 6 … 20). A gap that would hide a
 * single page shows that page instead (1 2 3 4 … 20 rather than 1 … 3 4 … 20). The current page is
 * clamped into 1..totalPages; with no pages the window is empty.
 */
export function pageWindow(page: number, totalPages: number, siblings = 1): PageWindowItem[] {
  if (!Number.isFinite(totalPages) || totalPages < 1) return [];
  const last = Math.floor(totalPages);
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), last);
  const shown = new Set<number>([1, last]);
  for (let n = current - siblings; n <= current + siblings; n++) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push(previous + 1);
    else if (n - previous > 2) items.push(PAGE_WINDOW_GAP);
    items.push(n);
    previous = n;
  }
  return items;
}
