// spec §4 "Scroll target is none, top of page, or top of listing content" (issue #9): where the page
// goes when a listing changes in place. Pure: the page applies it (./components/use-listing-scroll.ts).

export type ScrollTarget = "none" | "page" | "listing";
export type ListingChange = "filter" | "sort" | "page" | "load-more";

/**
 * Filters, sorts and page numbers show a new list: the shopper is taken to where it starts (not the
 * top of the page, above the header and banner; not left mid-grid, among products of the old list).
 * Load More adds to the list the shopper is reading: nothing moves.
 */
export const SCROLL_TARGETS: Readonly<Record<ListingChange, ScrollTarget>> = {
  filter: "listing",
  sort: "listing",
  page: "listing",
  "load-more": "none",
};

/** What a change carries in the history entry's state. */
export interface ScrollState {
  scrollTarget: ScrollTarget;
}

export const scrollStateFor = (change: ListingChange): ScrollState => ({ scrollTarget: SCROLL_TARGETS[change] });

export function isListingChange(value: string | undefined): value is ListingChange {
  return value !== undefined && Object.hasOwn(SCROLL_TARGETS, value);
}

/**
 * The vertical position to scroll to, or null to stay: the top of the listing only when the shopper
 * is below it (someone who can already see it is not moved).
 */
export function scrollYFor(target: ScrollTarget | undefined, listingTop: number, scrollY: number): number | null {
  if (target === "page") return scrollY > 0 ? 0 : null;
  if (target === "listing") return scrollY > listingTop ? Math.max(0, listingTop) : null;
  return null;
}
