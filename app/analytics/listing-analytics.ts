import type { ListInput, ProductInput, PromotionInput } from "#analytics/index.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import type { CardView, ListingView } from "#app/listing/view.ts";

// What a listing page reports (spec §3 product record "as collected", list context, promotion), built
// from the view the page renders. Pure, so it tests without a browser.

/** The grid of search results is one list; a category grid is named by its canonical path. */
export function listIdFor(view: Pick<ListingView, "kind" | "canonical">): string {
  if (view.kind === "search") return "search";
  const path = view.canonical.replace(/^[a-z]+:\/\/[^/]+/i, "").split(/[?#]/)[0];
  return stripMarketPrefix(path).path;
}

export function listFor(view: ListingView): ListInput {
  return {
    list_id: listIdFor(view),
    category: view.title,
    resultCount: view.total,
    "list-page-number": view.pagination.page,
    ...(view.kind === "search" && view.term
      ? { searchInputKeyword: view.term, searchOutputKeyword: view.suggestion ?? view.term }
      : {}),
  };
}

export function productFor(card: CardView, position: number, pageNumber?: number): ProductInput {
  return {
    id: card.id,
    partNumber: card.partNumber,
    sku: card.partNumber,
    product_id: card.partNumber,
    name: card.name,
    brand: card.brand,
    price: card.priceValue,
    position,
    inStockFlag: card.inStock,
    autoshipEligible: card.autoshipPrice !== undefined,
    ...(pageNumber !== undefined && { pageNumber }),
  };
}

/** Products Searched: the term the shopper typed and the one the results are for (a suggestion). */
export function searchedFor(view: ListingView): { query: string; properties: Record<string, unknown> } | null {
  if (view.kind !== "search" || !view.term) return null;
  return {
    query: view.term,
    properties: { resultCount: view.total, searchInputKeyword: view.term, searchOutputKeyword: view.suggestion ?? view.term },
  };
}

/** The welcome-offer banner of the listing pages, one promotion per market. */
export function welcomeOfferPromotion(market: MarketConfig): PromotionInput {
  return { promotion_id: `welcome-offer-${market.region}`, name: "Welcome offer", creative: "listing-banner", position: 1 };
}
