import { CA_MARKET, MARKETS, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { absoluteUrl } from "./page-links";

// The sitemaps (issue #9): an index at /sitemap.xml naming, per market and kind, paged sitemaps at
// /sitemaps/{market}-{kind}-{n}.xml; each URL with its twin in the other market (hreflang). Pure:
// XML from lists of market-free paths (app/seo/sitemap.server.ts reads them from the catalogue).

export const SITEMAP_KINDS = ["categories", "brands", "facets"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** URLs per sitemap file (the protocol allows 50,000; smaller files are quicker to fetch and read). */
export const SITEMAP_PAGE_SIZE = 10_000;

const SITEMAP_FILE = /^(us|ca)-(categories|brands|facets)-([1-9]\d{0,4})\.xml$/;

export interface SitemapFile {
  market: MarketConfig;
  kind: SitemapKind;
  page: number;
}

function sitemapFileName(file: SitemapFile): string {
  return `${file.market.region}-${file.kind}-${file.page}.xml`;
}

/** The file a `/sitemaps/{name}` address names, or null when it names none. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = SITEMAP_FILE.exec(name);
  if (!match) return null;
  return { market: match[1] === "ca" ? CA_MARKET : US_MARKET, kind: match[2] as SitemapKind, page: Number(match[3]) };
}

export const pageCount = (urls: number) => Math.max(1, Math.ceil(urls / SITEMAP_PAGE_SIZE));

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The index: every file of every market and kind, `counts` saying how many URLs each kind has per market. */
export function sitemapIndexXml(siteOrigin: string, counts: Record<MarketConfig["region"], Record<SitemapKind, number>>): string {
  const files = MARKETS.flatMap((market) =>
    SITEMAP_KINDS.flatMap((kind) => Array.from({ length: pageCount(counts[market.region][kind]) }, (_, i) => sitemapFileName({ market, kind, page: i + 1 }))),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((name) => `<sitemap><loc>${xml(`${siteOrigin}/sitemaps/${name}`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * One file: the page's slice of `paths` (market-free, e.g. `/b/dog_c288`) in `market`, each with its
 * alternates: the market's own page, the other market's when `inOtherMarket` has the path, and
 * x-default (the US page) when the US has it.
 */
export function urlSetXml(input: {
  siteOrigin: string;
  market: MarketConfig;
  page: number;
  paths: readonly string[];
  inOtherMarket: (path: string) => boolean;
}): string {
  const { siteOrigin, market, page } = input;
  const slice = input.paths.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
  const other = market === US_MARKET ? CA_MARKET : US_MARKET;
  const url = (path: string, m: MarketConfig) => xml(absoluteUrl(siteOrigin, withMarketPrefix(path, m)));
  const entry = (path: string) => {
    const twins = input.inOtherMarket(path) ? [market, other] : [market];
    const alternates = twins
      .map((m) => `<xhtml:link rel="alternate" hreflang="${m.language}" href="${url(path, m)}"/>`)
      .concat(twins.includes(US_MARKET) ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, US_MARKET)}"/>`] : []);
    return `<url><loc>${url(path, market)}</loc>${alternates.join("")}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...slice.map(entry),
    "</urlset>",
    "",
  ].join("\n");
}
