import type { MarketConfig } from "#app/markets/config.ts";

/** One cart per market: prices are in the market's currency (docs/decisions/0009). */
export const CART_COOKIES = { us: "tailwise-cart", ca: "tailwise-cart-ca" } as const satisfies Record<MarketConfig["region"], string>;
/** Renewed by every cart change, so it lapses only after 30 days without one. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
