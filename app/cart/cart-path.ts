import { withMarketPrefix, type MarketOrPrefix } from "#app/markets/prefix.ts";

/**
 * The cart's path inside a market: the page that shows it and the address every cart change is
 * posted to (remix.config.js registers the route under it; robots.txt keeps crawlers out of it).
 */
export const CART_PATH = "/app/cart";

/** The cart's address in a market: `/app/cart` in the US, `/ca/app/cart` in Canada (spec §2 prefix rule). */
export function cartPath(market: MarketOrPrefix): string {
  return withMarketPrefix(CART_PATH, market);
}
