import type { CardView, ListingView } from "./view";

// Load More (spec §4 "Load More appends products to the list", issue #9): the next page's URL is
// visited with the cards shown so far in the history entry's state, so the list grows in place,
// the address names the last page loaded (shareable, crawlable as plain pagination), and going
// back to it restores every card (and, with Remix's scroll restoration, the position). Pure.

/**
 * What only a first page's grid has besides its products (spec §3 tile kinds): the ads, the
 * educational widget and zone 19's card. A list grown from page 1 keeps them where they were, so
 * no card already on screen moves or swaps columns (issue #26).
 */
type FirstPageTiles = Pick<ListingView, "ads" | "educational" | "zone19"> & {
  /** the CMS zones the first page has (the loader's `zones`): zones 1-3 above the grid stay too */
  zones?: readonly string[];
};

/** The cards a list shows in place, from offset `from`, with the first page's tiles when it starts at the first page. */
export interface CardsInPlace {
  cards: CardView[];
  from: number;
  first?: FirstPageTiles;
}

/** What a Load More visit carries in `location.state`. */
export interface LoadMoreState {
  loadMore: {
    /** the listing the cards belong to (everything in its URL but the page) */
    listing: string;
    /** offset of the first card carried */
    from: number;
    cards: CardView[];
    first?: FirstPageTiles;
  };
}

/**
 * A listing grows to at most this many cards in place (10 pages): past it Load More is the plain
 * next-page link, so neither the page nor the history entry grows without bound.
 */
export const MAX_CARDS_IN_PLACE = 360;

/** The listing apart from its page: a filter, sort or search change makes another listing. */
export function listingIdentity(view: Pick<ListingView, "route" | "state">): string {
  const { page: _page, ...rest } = view.state;
  const route = view.route;
  const where = route.kind === "search" ? "" : route.kind === "landing" || route.kind === "sponsored" ? route.slug : route.groupId;
  return JSON.stringify([route.kind, where, rest]);
}

/**
 * The cards to show: those carried from earlier pages when they belong to this listing and end
 * exactly where this page starts (anything else, e.g. an old entry after a reseed, is ignored),
 * then this page's own.
 */
export function cardsInPlace(
  view: Pick<ListingView, "route" | "state" | "cards" | "from" | "ads" | "educational" | "zone19">,
  locationState: unknown,
  zones?: readonly string[],
): CardsInPlace {
  const carried = (locationState as Partial<LoadMoreState> | null)?.loadMore;
  if (carried && carried.listing === listingIdentity(view) && Array.isArray(carried.cards) && carried.from + carried.cards.length === view.from) {
    // A product that moved between the pages meanwhile (a reseed) is shown once, where it is now.
    const onThisPage = new Set(view.cards.map((card) => card.id));
    return { cards: [...carried.cards.filter((card) => !onThisPage.has(card.id)), ...view.cards], from: carried.from, first: carried.first };
  }
  return { cards: view.cards, from: view.from, first: view.from ? undefined : { ads: view.ads, educational: view.educational, zone19: view.zone19, zones } };
}

/** The state a Load More visit to the next page carries, or null when the list should not grow in place any more. */
export function loadMoreState(view: Pick<ListingView, "route" | "state">, shown: CardsInPlace): LoadMoreState | null {
  if (shown.cards.length >= MAX_CARDS_IN_PLACE) return null;
  return { loadMore: { listing: listingIdentity(view), ...shown } };
}
