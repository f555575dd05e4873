// The home page's JSON-LD (issue #27): who the store is (Organization) and how to search it
// (WebSite with a SearchAction, Google's sitelinks search box), per market. Pure builders, like
// ./product-structured-data.ts; the home loader renders them for the server's render only.
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { buildSearchUrl } from "#app/urls/listing-url.ts";
import { SCHEMA_ORG_CONTEXT, STORE_NAME } from "./product-structured-data";
/** The store's logo: the mark the header shows beside the name (app/layout/site-header.tsx). */
const LOGO_PATH = "/favicon.svg";
/** The name of the SearchAction's one input; the URL template carries it in braces. */
const SEARCH_TERM = "search_term_string";

/** The store as an Organization: its name, home and logo (absolute URLs on the configured origin). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": SCHEMA_ORG_CONTEXT,
    "@type": "Organization",
    name: STORE_NAME,
    url: new URL("/", origin).href,
    logo: new URL(LOGO_PATH, origin).href,
  };
}

/**
 * The search page's URL template for a market: the search URL builder's own address for a query
 * (app/urls/listing-url.ts, the one owner of its shape) with the query's value as `{search_term_string}`.
 */
export function searchUrlTemplate(origin: string, market: MarketConfig): string {
  const url = new URL(buildSearchUrl(market, { query: SEARCH_TERM }), origin).href;
  const at = url.indexOf(`=${SEARCH_TERM}`);
  // The builder writes the term as given (no characters to escape); anything else is a change to check here.
  if (at < 0 || url.indexOf(`=${SEARCH_TERM}`, at + 1) >= 0) throw new Error(`The search URL ${url} does not carry the query once`);
  return `${url.slice(0, at + 1)}{${SEARCH_TERM}}${url.slice(at + 1 + SEARCH_TERM.length)}`;
}

/** The market's site with a SearchAction whose target is the market's search page. */
export function webSiteJsonLd(origin: string, market: MarketConfig): Record<string, unknown> {
  return {
    "@context": SCHEMA_ORG_CONTEXT,
    "@type": "WebSite",
    name: STORE_NAME,
    url: new URL(withMarketPrefix("/", market), origin).href,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: searchUrlTemplate(origin, market) },
      "query-input": `required name=${SEARCH_TERM}`,
    },
  };
}
