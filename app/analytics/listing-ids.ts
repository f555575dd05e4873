import type { PromotionInput } from "#analytics/index.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import type { ListingView } from "#app/listing/view.ts";

// The names a listing page renders as well as reports (the add-to-cart form's list, the banner's
// promotion id), so they are part of the page's own code; ./listing-analytics.ts builds the rest.

/** The grid of search results is one list; a category grid is named by its canonical path. */
export function listIdFor(view: Pick<ListingView, "kind" | "canonical">): string {
  if (view.kind === "search") return "search";
  const path = view.canonical.replace(/^[a-z]+:\/\/[^/]+/i, "").split(/[?#]/)[0];
  return stripMarketPrefix(path).path;
}

/** The welcome-offer banner of the listing pages, one promotion per market. */
export function welcomeOfferPromotion(market: MarketConfig): PromotionInput {
  return { promotion_id: `welcome-offer-${market.region}`, name: "Welcome offer", creative: "listing-banner", position: 1 };
}
