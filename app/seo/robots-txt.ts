import { CART_PATH } from "#app/cart/cart-path.ts";

// robots.txt (issue #9): everything may be crawled but the shopper's own pages and the APIs, and the
// sitemap is named by its absolute address on the configured site origin (never the Host header).
// Listing pages that should not be indexed are crawlable on purpose: their `noindex,follow` must be
// read (docs/decisions/0022).

/** Paths no crawler needs, in each market (the Canadian ones under /ca). */
const NOT_FOR_CRAWLERS = [CART_PATH, "/app/checkout", "/app/notify-me", "/app/rest/", "/plp/api/", "/api/"];

/** Where crawlers read it (the Worker answers it itself). */
export const ROBOTS_TXT_PATH = "/robots.txt";

export function robotsTxt(siteOrigin: string): string {
  const disallowed = NOT_FOR_CRAWLERS.flatMap((path) => [path, `/ca${path}`]);
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "Disallow: /v1/", "", `Sitemap: ${siteOrigin}/sitemap.xml`, ""].join(
    "\n",
  );
}
