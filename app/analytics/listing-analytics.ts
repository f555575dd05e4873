import type { ListInput, ProductInput } from "#analytics/index.ts";
import type { CardView, ListingView } from "#app/listing/view.ts";

// What a listing page reports (spec §3 product record "as collected", list context), built from the
// view the page renders. Pure, so it tests without a browser. Only analytics jobs call these, so
// they load with the analytics layer (page-analytics.ts PageAnalytics), not with the page;
// the ids the page renders itself are in ./listing-ids.ts.

/** The list a listing's cards are reported in; its id is the page's own (listing-ids.ts listIdFor). */
export function listFor(view: ListingView, listId: string): ListInput {
  return {
    list_id: listId,
    category: view.title,
    resultCount: view.total,
    "list-page-number": view.pagination.page,
    ...(view.kind === "search" && view.term ? { searchInputKeyword: view.term, searchOutputKeyword: view.suggestion ?? view.term } : {}),
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
