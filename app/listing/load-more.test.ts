import { describe, expect, it } from "vitest";
import { cardsInPlace, listingIdentity, loadMoreState, MAX_CARDS_IN_PLACE } from "./load-more";
import type { CardView, ListingView } from "./view";
import type { ListingRoute, ListingState } from "#app/urls/listing-url.ts";

const card = (id: number) => ({ id: String(id) }) as CardView;
const cards = (from: number, n: number) => Array.from({ length: n }, (_, i) => card(from + i + 1));
const route: ListingRoute = { kind: "category", catalogPrefix: "b", slug: "dog", groupId: "288", legacy: false };
const page = (n: number, state: Partial<ListingState> = {}) => ({
  route,
  state: { page: n, facets: [], ...state },
  from: (n - 1) * 36,
  cards: cards((n - 1) * 36, 36),
  // every page's grid has ads; only the first page shows its own
  ads: [card(1000 + n)],
  ...(n === 1 && { educational: { slot: 5 } as ListingView["educational"], zone19: { slot: 2 } }),
});

describe("Load More (spec §4)", () => {
  it("appends the next page to the cards shown so far", () => {
    const first = page(1);
    const shown = cardsInPlace(first, null);
    const state = loadMoreState(first, shown)!;
    const second = cardsInPlace(page(2), state);
    expect(second.from).toBe(0);
    expect(second.cards.map((c) => c.id)).toEqual(cards(0, 72).map((c) => c.id));
    const third = cardsInPlace(page(3), loadMoreState(page(2), second));
    expect(third.cards).toHaveLength(108);
  });

  it("keeps the first page's ads, educational widget and zone 19 card in a list grown from it, so nothing on screen moves", () => {
    const first = cardsInPlace(page(1), null, ["zone1"]);
    expect(first.first).toEqual({ ads: [card(1001)], educational: { slot: 5 }, zone19: { slot: 2 }, zones: ["zone1"] });
    const second = cardsInPlace(page(2), loadMoreState(page(1), first), ["postPaginationZones"]);
    expect(second.first).toEqual(first.first);
    expect(cardsInPlace(page(3), loadMoreState(page(2), second)).first).toEqual(first.first);
    // a page loaded on its own starts after the first page: none of its tiles
    expect(cardsInPlace(page(2), null).first).toBeUndefined();
  });

  it("ignores cards carried from another listing (a filter, sort or search changed) or that do not end where the page starts", () => {
    const state = loadMoreState(page(1), cardsInPlace(page(1), null));
    expect(cardsInPlace(page(2, { sort: "byName" }), state).cards).toHaveLength(36);
    expect(cardsInPlace(page(3), state).cards).toHaveLength(36);
    expect(cardsInPlace(page(2), { loadMore: "garbage" }).cards).toHaveLength(36);
  });

  it("is the same listing whatever its page, another one with another filter", () => {
    expect(listingIdentity(page(1))).toBe(listingIdentity(page(7)));
    expect(listingIdentity(page(1))).not.toBe(listingIdentity(page(1, { facets: [{ key: "rating", value: "4" }] })));
  });

  it("stops growing in place at the cap: the next page is then a plain page", () => {
    expect(loadMoreState(page(10), { cards: cards(0, MAX_CARDS_IN_PLACE), from: 0 })).toBeNull();
  });
});
