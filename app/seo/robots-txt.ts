import { CART_PATH } from "#app/urls/site-paths.ts";
import { MARKETS } from "#app/markets/config.ts";

// robots.txt (issues #9, #27; decision 0067): everything may be crawled but the shopper's own pages
// and the machine endpoints, in every market, and the sitemap is named by its absolute address on the
// configured site origin (never the Host header).
// Listing pages that should not be indexed (filters `?rh=`, sorts, searches) are crawlable on purpose:
// their `noindex,follow` must be read (docs/decisions/0022), so nothing here names a query.

/** Paths no crawler needs, within a market: the shopper's own pages, the JSON and GraphQL endpoints, the analytics collector. */
const NOT_FOR_CRAWLERS = [CART_PATH, "/app/checkout", "/app/notify-me", "/app/rest/", "/app/dev/", "/plp/api/", "/api/", "/graphql", "/v1/", "/ads/v1/"];

/** Where crawlers read it (the Worker answers it itself). */
export const ROBOTS_TXT_PATH = "/robots.txt";

export function robotsTxt(siteOrigin: string): string {
  // One list, under each market's prefix ("" for the US, "/ca" for Canada).
  const disallowed = MARKETS.flatMap((market) => NOT_FOR_CRAWLERS.map((path) => market.pathPrefix + path));
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${siteOrigin}/sitemap.xml`, ""].join("\n");
}
