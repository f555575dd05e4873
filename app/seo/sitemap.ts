import { CA_MARKET, MARKETS, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { absoluteUrl } from "./page-links";

// The sitemaps (issue #9, issue #27, docs/decisions/0062): an index at /sitemap.xml naming, per
// market, the files /sitemaps/{market}-{kind}-{n}.xml; each URL with its twin in the other market
// (hreflang) and the catalogue's date as lastmod. Listing kinds are paged by count; products are
// filed by blocks of ids, so one file is one bounded read. Pure: XML from lists of market-free paths
// (app/seo/sitemap.server.ts reads them from the catalogue).

/** Kinds listed from a list of paths, cut into pages of SITEMAP_PAGE_SIZE. */
export const LISTED_SITEMAP_KINDS = ["pages", "categories", "brands", "facets"] as const;
export type ListedSitemapKind = (typeof LISTED_SITEMAP_KINDS)[number];
export type SitemapKind = ListedSitemapKind | "products";

/** The protocol's limits per file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_PROTOCOL_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

/** URLs per listing file (well under the protocol's 50,000: smaller files are quicker to fetch and read). */
export const SITEMAP_PAGE_SIZE = 10_000;

/**
 * Product ids per product file: file n lists the products whose id is in [(n-1)·10,000, n·10,000),
 * so no file can hold more than 10,000 URLs, a product stays in its file across reloads, and each
 * file is one read of an id range.
 */
export const PRODUCT_BLOCK_IDS = 10_000;

// Listing pages up to 99,999; product blocks up to 12-digit ids (the product route's own bound).
const SITEMAP_FILE = /^(us|ca)-(?:(pages|categories|brands|facets)-([1-9]\d{0,4})|products-([1-9]\d{0,7}))\.xml$/;

export interface SitemapFile {
  market: MarketConfig;
  kind: SitemapKind;
  page: number;
}

/** `{market}-{kind}-{n}.xml`; the product feed's files are named as the product sitemaps (app/seo/product-feed.ts). */
export function sitemapFileName(file: SitemapFile): string {
  return `${file.market.region}-${file.kind}-${file.page}.xml`;
}

/** The file a `/sitemaps/{name}` address names, or null when it names none. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = SITEMAP_FILE.exec(name);
  if (!match) return null;
  const market = match[1] === "ca" ? CA_MARKET : US_MARKET;
  return match[4] === undefined
    ? { market, kind: match[2] as ListedSitemapKind, page: Number(match[3]) }
    : { market, kind: "products", page: Number(match[4]) };
}

/** A listing kind's files: none when it has no URL (the protocol's urlset holds at least one). */
export const pageCount = (urls: number) => Math.ceil(urls / SITEMAP_PAGE_SIZE);

/** A listing file's share of its kind's paths. */
export const pageSlice = <T>(paths: readonly T[], page: number): T[] => paths.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);

/** The ids a product file lists, both ends included. */
export const productIdsOfBlock = (block: number) => ({ first: (block - 1) * PRODUCT_BLOCK_IDS, last: block * PRODUCT_BLOCK_IDS - 1 });

/** A lastmod the protocol takes (W3C date, `YYYY-MM-DD`), or null: the catalogue's date is data, not trusted to be one. */
export function sitemapDate(value: string | null | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * A file's lastmod: the catalogue's load date for what the catalogue makes; none for the pages file
 * (home, brands directory, content pages), which changes with managed content whose publish date the
 * Worker does not read: no date rather than a wrong one, and never the request's time.
 */
export const lastmodOfKind = (kind: SitemapKind, catalogueDate: string | null): string | null => (kind === "pages" ? null : catalogueDate);

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
const lastmodXml = (lastmod: string | null) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : "");

/** What the index is made of, per market: how many URLs each listing kind has, and the product files that hold any. */
export type SitemapContents = Record<MarketConfig["region"], { listed: Record<ListedSitemapKind, number>; productBlocks: readonly number[] }>;

/** The index: every file of every market, each with its lastmod (lastmodOfKind; omitted when unknown). */
export function sitemapIndexXml(input: { siteOrigin: string; contents: SitemapContents; catalogueDate: string | null }): string {
  const { siteOrigin, contents, catalogueDate } = input;
  const files = MARKETS.flatMap((market): SitemapFile[] => [
    ...LISTED_SITEMAP_KINDS.flatMap((kind) =>
      Array.from({ length: pageCount(contents[market.region].listed[kind]) }, (_, i) => ({ market, kind, page: i + 1 })),
    ),
    ...contents[market.region].productBlocks.map((page) => ({ market, kind: "products" as const, page })),
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (file) => `<sitemap><loc>${xml(`${siteOrigin}/sitemaps/${sitemapFileName(file)}`)}</loc>${lastmodXml(lastmodOfKind(file.kind, catalogueDate))}</sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * One file: `paths` (market-free, e.g. `/b/dog_c288`) in `market`, each with the catalogue's date and
 * its alternates: the market's own page, the other market's when `inOtherMarket` has the path, and
 * x-default (the US page) when the US has it.
 */
export function urlSetXml(input: {
  siteOrigin: string;
  market: MarketConfig;
  paths: readonly string[];
  inOtherMarket: (path: string) => boolean;
  lastmod: string | null;
}): string {
  const { siteOrigin, market, lastmod } = input;
  const other = market === US_MARKET ? CA_MARKET : US_MARKET;
  const url = (path: string, m: MarketConfig) => xml(absoluteUrl(siteOrigin, withMarketPrefix(path, m)));
  const entry = (path: string) => {
    const twins = input.inOtherMarket(path) ? [market, other] : [market];
    const alternates = twins
      .map((m) => `<xhtml:link rel="alternate" hreflang="${m.language}" href="${url(path, m)}"/>`)
      .concat(twins.includes(US_MARKET) ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, US_MARKET)}"/>`] : []);
    return `<url><loc>${url(path, market)}</loc>${lastmodXml(lastmod)}${alternates.join("")}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...input.paths.map(entry),
    "</urlset>",
    "",
  ].join("\n");
}
