import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { robotsTxt } from "./robots-txt";
import { pageCount, parseSitemapFileName, SITEMAP_PAGE_SIZE, sitemapIndexXml, urlSetXml } from "./sitemap";

const ORIGIN = "https://www.tailwise.example";

describe("sitemaps", () => {
  it("index every file of each market and kind, paged by the page size", () => {
    const index = sitemapIndexXml(ORIGIN, {
      us: { categories: 140, brands: 0, facets: SITEMAP_PAGE_SIZE + 1 },
      ca: { categories: 140, brands: 20, facets: 3 },
    });
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/us-categories-1.xml`,
      `${ORIGIN}/sitemaps/us-brands-1.xml`,
      `${ORIGIN}/sitemaps/us-facets-1.xml`,
      `${ORIGIN}/sitemaps/us-facets-2.xml`,
      `${ORIGIN}/sitemaps/ca-categories-1.xml`,
      `${ORIGIN}/sitemaps/ca-brands-1.xml`,
      `${ORIGIN}/sitemaps/ca-facets-1.xml`,
    ]);
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it("list each page in its market with its twin and x-default (hreflang), a page without a twin alone", () => {
    const xml = urlSetXml({
      siteOrigin: ORIGIN,
      market: CA_MARKET,
      page: 1,
      paths: ["/b/dog_c288", "/f/maple-dog_c288_f1104v0a0b0c"],
      inOtherMarket: (p) => p.startsWith("/b/"),
    });
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/ca/b/dog_c288</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${ORIGIN}/ca/b/dog_c288"/><xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/b/dog_c288"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/b/dog_c288"/></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/ca/f/maple-dog_c288_f1104v0a0b0c</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${ORIGIN}/ca/f/maple-dog_c288_f1104v0a0b0c"/></url>`,
    );
  });

  it("cut the list into pages and escape what XML must", () => {
    const paths = Array.from({ length: SITEMAP_PAGE_SIZE + 2 }, (_, i) => `/b/x_c${i + 1}`);
    const second = urlSetXml({ siteOrigin: ORIGIN, market: US_MARKET, page: 2, paths, inOtherMarket: () => false });
    expect(second.match(/<url>/g)).toHaveLength(2);
    expect(pageCount(0)).toBe(1);
    expect(urlSetXml({ siteOrigin: ORIGIN, market: US_MARKET, page: 1, paths: ["/s?a=1&b=2"], inOtherMarket: () => false })).toContain("/s?a=1&amp;b=2");
  });

  it("are named by market, kind and page; anything else names no file", () => {
    expect(parseSitemapFileName("ca-facets-2.xml")).toEqual({ market: CA_MARKET, kind: "facets", page: 2 });
    for (const name of ["ca-facets-0.xml", "uk-facets-1.xml", "us-products-1.xml", "us-brands-1.xml.gz", "../us-brands-1.xml", "us-brands-01.xml"]) {
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
