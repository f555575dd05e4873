// The addresses every page's header needs (the search form and its field's name, the deals link,
// the cart), apart from the listing's URL parser and builder (./listing-url.ts, ~2.6 KB gzip): a
// product page, the cart and the home page load no listing code before they are interactive (issue
// #28, JavaScript). listing-url.ts reads these from here, so each is declared once; one small module
// rather than two is one file fewer in every page's JavaScript.
import { stripMarketPrefix, withMarketPrefix, type MarketOrPrefix } from "#app/markets/prefix.ts";

/**
 * The cart's path inside a market: the page that shows it and the address every cart change is
 * posted to (remix.config.js registers the route under it; robots.txt keeps crawlers out of it).
 */
export const CART_PATH = "/app/cart";

/** The cart's address in a market: `/app/cart` in the US, `/ca/app/cart` in Canada (spec §2 prefix rule). */
export function cartPath(market: MarketOrPrefix): string {
  return withMarketPrefix(CART_PATH, market);
}

/** spec §2: the search route. */
export const SEARCH_PATH = "/s";
/** spec §2: search query parameters. */
export const LISTING_PARAMS = { query: "query", page: "page", sort: "sort", rh: "rh" } as const;
/**
 * spec §2 "{token} : Today's Deals": the deals catalog's Today's Deal group (2723), linked from the
 * header. Written out rather than built: the builder is listing-url.ts's `buildCategoryPath`, whose
 * answer for it listing-url.test.ts compares with this.
 */
export const TODAYS_DEALS_PATH = "/deals/todays-deal_c2723";

/** Whether a market-free path is the search listing's (`/s`, `/s/`). */
export const isSearchRoutePath = (path: string): boolean => path === SEARCH_PATH || path === `${SEARCH_PATH}/`;

/** Whether a path (with or without its market prefix) is the search listing's (`/s`, `/ca/s/`). */
export const isSearchPath = (pathname: string): boolean => isSearchRoutePath(stripMarketPrefix(pathname).path);
