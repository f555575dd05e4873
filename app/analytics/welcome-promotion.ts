import type { PromotionInput } from "#analytics/index.ts";
import type { MarketConfig } from "#app/markets/config.ts";

// The promotion the welcome banner (app/listing/components/welcome-promo.tsx) renders as well as
// reports (Promotion Viewed / Clicked).

/** The welcome-offer banner of the listing pages, one promotion per market. */
export function welcomeOfferPromotion(market: MarketConfig): PromotionInput {
  return { promotion_id: `welcome-offer-${market.region}`, name: "Welcome offer", creative: "listing-banner", position: 1 };
}
