import type { CardView, ListingView } from "./view";

// Load More (spec §4 "Load More appends products to the list", issue #9): the next page's URL is
// visited with the cards shown so far in the history entry's state, so the list grows in place,
// the address names the last page loaded (shareable, crawlable as plain pagination), and going
// back to it restores every card (and, with Remix's scroll restoration, the position). Pure.

/** What a Load More visit carries in `location.state`. */
export interface LoadMoreState {
  loadMore: {
    /** the listing the cards belong to (everything in its URL but the page) */
    listing: string;
    /** offset of the first card carried */
    from: number;
    cards: CardView[];
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
export function cardsInPlace(view: Pick<ListingView, "route" | "state" | "cards" | "from">, locationState: unknown): { cards: CardView[]; from: number } {
  const carried = (locationState as Partial<LoadMoreState> | null)?.loadMore;
  if (carried && carried.listing === listingIdentity(view) && Array.isArray(carried.cards) && carried.from + carried.cards.length === view.from) {
    // A product that moved between the pages meanwhile (a reseed) is shown once, where it is now.
    const onThisPage = new Set(view.cards.map((card) => card.id));
    return { cards: [...carried.cards.filter((card) => !onThisPage.has(card.id)), ...view.cards], from: carried.from };
  }
  return { cards: view.cards, from: view.from };
}

/** The state a Load More visit to the next page carries, or null when the list should not grow in place any more. */
export function loadMoreState(view: Pick<ListingView, "route" | "state">, shown: { cards: CardView[]; from: number }): LoadMoreState | null {
  if (shown.cards.length >= MAX_CARDS_IN_PLACE) return null;
  return { loadMore: { listing: listingIdentity(view), from: shown.from, cards: shown.cards } };
}
