import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { buildProductPath } from "#app/catalogue/product-path.ts";
import { SLUG_MAX_LENGTH } from "#app/catalogue/slug.ts";
import { robotsTxt } from "./robots-txt";
import {
  lastmodOfKind,
  pageCount,
  pageSlice,
  parseSitemapFileName,
  PRODUCT_BLOCK_IDS,
  productIdsOfBlock,
  SITEMAP_PAGE_SIZE,
  SITEMAP_PROTOCOL_LIMITS,
  sitemapDate,
  sitemapIndexXml,
  urlSetXml,
  type ListedSitemapKind,
} from "./sitemap";

const ORIGIN = "https://www.tailwise.example";

const listed = (counts: Partial<Record<ListedSitemapKind, number>>) => ({ pages: 0, categories: 0, brands: 0, facets: 0, ...counts });

describe("sitemaps", () => {
  it("index every file of each market: listing kinds paged by the page size, a kind with no page left out, then the product files", () => {
    const index = sitemapIndexXml({
      siteOrigin: ORIGIN,
      catalogueDate: "2026-11-28",
      contents: {
        us: { listed: listed({ pages: 9, categories: 140, facets: SITEMAP_PAGE_SIZE + 1 }), productBlocks: [51, 52] },
        ca: { listed: listed({ pages: 9, categories: 140, brands: 20, facets: 3 }), productBlocks: [51, 52] },
      },
    });
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/us-pages-1.xml`,
      `${ORIGIN}/sitemaps/us-categories-1.xml`,
      `${ORIGIN}/sitemaps/us-facets-1.xml`,
      `${ORIGIN}/sitemaps/us-facets-2.xml`,
      `${ORIGIN}/sitemaps/us-products-51.xml`,
      `${ORIGIN}/sitemaps/us-products-52.xml`,
      `${ORIGIN}/sitemaps/ca-pages-1.xml`,
      `${ORIGIN}/sitemaps/ca-categories-1.xml`,
      `${ORIGIN}/sitemaps/ca-brands-1.xml`,
      `${ORIGIN}/sitemaps/ca-facets-1.xml`,
      `${ORIGIN}/sitemaps/ca-products-51.xml`,
      `${ORIGIN}/sitemaps/ca-products-52.xml`,
    ]);
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it("date every file the catalogue makes with the catalogue's date, and the pages file (managed content) with none", () => {
    const index = sitemapIndexXml({
      siteOrigin: ORIGIN,
      catalogueDate: "2026-11-28",
      contents: { us: { listed: listed({ pages: 1, brands: 1 }), productBlocks: [1] }, ca: { listed: listed({}), productBlocks: [] } },
    });
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/us-pages-1.xml</loc></sitemap>`);
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/us-brands-1.xml</loc><lastmod>2026-11-28</lastmod></sitemap>`);
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/us-products-1.xml</loc><lastmod>2026-11-28</lastmod></sitemap>`);
    expect(lastmodOfKind("products", null)).toBeNull();
  });

  it("take the catalogue's date only when it is a date", () => {
    expect(sitemapDate("2026-11-28")).toBe("2026-11-28");
    for (const value of [null, undefined, "", "reseeded", "2026-13-45", "2026-11-28T10:00:00Z"]) expect(sitemapDate(value), String(value)).toBeNull();
  });

  it("list each page in its market with its lastmod, its twin and x-default (hreflang), a page without a twin alone", () => {
    const xml = urlSetXml({
      siteOrigin: ORIGIN,
      market: CA_MARKET,
      paths: ["/b/dog_c288", "/f/maple-dog_c288_f1104v0a0b0c"],
      inOtherMarket: (p) => p.startsWith("/b/"),
      lastmod: "2026-11-28",
    });
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/ca/b/dog_c288</loc><lastmod>2026-11-28</lastmod><xhtml:link rel="alternate" hreflang="en-CA" href="${ORIGIN}/ca/b/dog_c288"/><xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/b/dog_c288"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/b/dog_c288"/></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/ca/f/maple-dog_c288_f1104v0a0b0c</loc><lastmod>2026-11-28</lastmod><xhtml:link rel="alternate" hreflang="en-CA" href="${ORIGIN}/ca/f/maple-dog_c288_f1104v0a0b0c"/></url>`,
    );
    expect(urlSetXml({ siteOrigin: ORIGIN, market: US_MARKET, paths: ["/"], inOtherMarket: () => true, lastmod: null })).toContain(
      `<url><loc>${ORIGIN}/</loc><xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/"/>`,
    );
  });

  it("cut a listing kind into pages and escape what XML must", () => {
    const paths = Array.from({ length: SITEMAP_PAGE_SIZE + 2 }, (_, i) => `/b/x_c${i + 1}`);
    expect(pageSlice(paths, 2)).toEqual([`/b/x_c${SITEMAP_PAGE_SIZE + 1}`, `/b/x_c${SITEMAP_PAGE_SIZE + 2}`]);
    expect([pageCount(0), pageCount(1), pageCount(SITEMAP_PAGE_SIZE), pageCount(SITEMAP_PAGE_SIZE + 1)]).toEqual([0, 1, 1, 2]);
    expect(urlSetXml({ siteOrigin: ORIGIN, market: US_MARKET, paths: ["/s?a=1&b=2"], inOtherMarket: () => false, lastmod: null })).toContain("/s?a=1&amp;b=2");
  });

  it("file products by blocks of ids, so no file can pass the protocol's 50,000 URLs", () => {
    expect(PRODUCT_BLOCK_IDS).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMITS.urls);
    expect(SITEMAP_PAGE_SIZE).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMITS.urls);
    expect(productIdsOfBlock(1)).toEqual({ first: 0, last: 9_999 });
    expect(productIdsOfBlock(51)).toEqual({ first: 500_000, last: 509_999 });
    const { last } = productIdsOfBlock(7);
    expect(productIdsOfBlock(8).first).toBe(last + 1);
  });

  it("keep a product file under the protocol's 50 MB even with the longest slugs and ids, on a long origin", () => {
    const longest = Array.from({ length: PRODUCT_BLOCK_IDS }, (_, i) =>
      buildProductPath({ slug: "x".repeat(SLUG_MAX_LENGTH), catalogEntryId: 999_999_990_000 + i }),
    );
    const xml = urlSetXml({
      siteOrigin: `https://${"w".repeat(80)}.example`,
      market: CA_MARKET,
      paths: longest,
      inOtherMarket: () => true,
      lastmod: "2026-11-28",
    });
    expect(new TextEncoder().encode(xml).length).toBeLessThan(SITEMAP_PROTOCOL_LIMITS.bytes / 4);
  });

  it("are named by market, kind and page (products by block); anything else names no file", () => {
    expect(parseSitemapFileName("ca-facets-2.xml")).toEqual({ market: CA_MARKET, kind: "facets", page: 2 });
    expect(parseSitemapFileName("us-pages-1.xml")).toEqual({ market: US_MARKET, kind: "pages", page: 1 });
    expect(parseSitemapFileName("us-products-51.xml")).toEqual({ market: US_MARKET, kind: "products", page: 51 });
    expect(parseSitemapFileName("ca-products-99999999.xml")).toEqual({ market: CA_MARKET, kind: "products", page: 99_999_999 });
    for (const name of [
      "ca-facets-0.xml",
      "uk-facets-1.xml",
      "us-products-0.xml",
      "us-products-100000000.xml",
      "us-brands-1.xml.gz",
      "../us-brands-1.xml",
      "us-brands-01.xml",
    ]) {
      expect(parseSitemapFileName(name), name).toBeNull();
    }
  });
});

describe("robots.txt", () => {
  it("names the sitemap on the site origin and keeps crawlers out of carts, checkout and the APIs in both markets", () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/app/cart", "/ca/app/cart", "/app/checkout", "/plp/api/", "/ca/plp/api/", "/v1/"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/s\b|Disallow: \/b\//);
  });
});
