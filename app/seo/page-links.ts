import type { AppLoadContext } from "@remix-run/cloudflare";
import { MARKETS, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";

/*
 * A page's canonical and alternate (hreflang) links (STYLE: SEO built by small pure helpers that
 * return data the route renders). Absolute URLs come from the configured site origin (SITE_ORIGIN),
 * never from the request's Host header (issue #8).
 */

/** Every page exists at the same path in both markets (spec §2: routes twice, once under /ca). */
const X_DEFAULT_MARKET = US_MARKET;

/** `https://www.tailwise.com` + `/ca/b/dog_c288` (a path already carrying its market prefix). */
export function absoluteUrl(siteOrigin: string, marketPath: string): string {
  return siteOrigin + marketPath;
}

/** A page's canonical address: the configured origin and the path with its market prefix (`/ca/b/dog_c288`). */
export interface PageAddress {
  siteOrigin: string;
  path: string;
}

/** What a loader returns for its page's links: `path` is the page's canonical path inside the market. */
function pageAddress(context: Pick<AppLoadContext, "cloudflare" | "market">, path: string): PageAddress {
  return { siteOrigin: context.cloudflare.env.SITE_ORIGIN, path: withMarketPrefix(path, context.market) };
}

/** A `<link>` as a Remix meta descriptor (a type, not an interface, so it fits MetaDescriptor). */
export type LinkTag = {
  tagName: "link";
  rel: "canonical" | "alternate";
  hrefLang?: string;
  href: string;
};

/**
 * The links a loader returns for its page's meta (`links: pageLinksFor(context, path)`): built on the
 * server, so the browser's bundle does not carry this module (issue #8 budget); meta spreads them.
 */
export function pageLinksFor(context: Pick<AppLoadContext, "cloudflare" | "market">, path: string): LinkTag[] {
  return pageLinks(pageAddress(context, path));
}

/** The canonical link of a page, and one alternate per market plus x-default (the US page). */
export function pageLinks(input: PageAddress): LinkTag[] {
  const { market: own, path: inMarket } = stripMarketPrefix(input.path);
  const href = (market: MarketConfig) => absoluteUrl(input.siteOrigin, withMarketPrefix(inMarket, market));
  return [
    { tagName: "link", rel: "canonical", href: href(own) },
    ...MARKETS.map((market): LinkTag => ({ tagName: "link", rel: "alternate", hrefLang: market.language, href: href(market) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(X_DEFAULT_MARKET) },
  ];
}
