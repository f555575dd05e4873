import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { memoryPages, validateXML } from "xmllint-wasm";
import { useWorker } from "./use-worker";
import { get, SITE_ORIGIN } from "./worker-harness";

// The sitemaps (issues #9, #27, docs/decisions/0062) as a crawler reads them from the built worker:
// every file valid against the sitemaps.org schemas (xmllint), every product that has a page listed
// once per market, the catalogue's date as lastmod, and the pages listed answering as listed.

const worker = useWorker();

const require = createRequire(import.meta.url);
/** The `sitemap` package's copy of the protocol's urlset schema (its exports name only package.json). */
const PROTOCOL_URLSET_XSD = path.join(path.dirname(require.resolve("sitemap/package.json")), "schema", "sitemap.xsd");

const schemaFile = (name: string, file = path.resolve("tests/worker/sitemap-schemas", name)) => ({ fileName: name, contents: readFileSync(file, "utf8") });
const SCHEMAS = {
  index: { schema: schemaFile("siteindex.xsd"), preload: [] },
  urlset: {
    schema: schemaFile("urlset.xsd"),
    // The protocol's own urlset schema as the `sitemap` package ships it, beside the hreflang link's.
    preload: [schemaFile("sitemap.xsd", PROTOCOL_URLSET_XSD), schemaFile("xhtml-link.xsd")],
  },
};

/** xmllint's complaints about a document against the index's or a file's schema (none when it is valid). */
async function schemaErrors(xml: string, kind: keyof typeof SCHEMAS): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: `${kind}.xml`, contents: xml },
    ...SCHEMAS[kind],
    // A product file is megabytes; xmllint's default 32 MiB is not enough to hold it.
    maxMemoryPages: 512 * memoryPages.MiB,
  });
  return result.errors.map((e) => e.rawMessage);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const lastmods = (xml: string) => [...xml.matchAll(/<(?:url|sitemap)><loc>[^<]+<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => m[1] ?? null);
const alternates = (xml: string, loc: string) =>
  [...(new RegExp(`<url><loc>${loc}</loc>(.*?)</url>`).exec(xml)?.[1] ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
const marketOf = (file: string) => (new URL(file).pathname.startsWith("/sitemaps/ca-") ? "ca" : "us");
const isProductUrl = (url: string) => /\/dp\/\d+$/.test(url);

interface SitemapFileRead {
  url: string;
  xml: string;
  pages: string[];
}

let indexXml: string;
let files: SitemapFileRead[];
let seededOn: string;
beforeAll(async () => {
  const index = await get(worker.mf, "/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toContain("application/xml");
  indexXml = await index.text();
  files = [];
  for (const url of locs(indexXml)) {
    const res = await get(worker.mf, new URL(url).pathname);
    expect(res.status, url).toBe(200);
    const xml = await res.text();
    files.push({ url, xml, pages: locs(xml) });
  }
  seededOn = (await worker.db.prepare("SELECT value FROM catalogue_meta WHERE key = 'seeded_on'").first<{ value: string }>())!.value;
}, 120_000);

describe("robots.txt and the sitemaps (issues #9, #27)", () => {
  it("robots.txt names the sitemap on the configured origin", async () => {
    const res = await get(worker.mf, "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it("the schemas refuse what the protocol does not allow (so a pass means something)", async () => {
    const bad = [
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>2026-11-28</lastmod></url></urlset>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE_ORIGIN}/</loc><lastmod>yesterday</lastmod></url></urlset>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>${SITE_ORIGIN}/</loc><xhtml:link rel="alternate" href="${SITE_ORIGIN}/"/></url></urlset>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`,
    ];
    for (const xml of bad) expect((await schemaErrors(xml, "urlset")).length, xml).toBeGreaterThan(0);
    expect(
      await schemaErrors(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><lastmod>2026-11-28</lastmod></sitemap></sitemapindex>`,
        "index",
      ),
    ).not.toEqual([]);
  });

  it("the index and every file it names are valid against the sitemaps.org schemas", { timeout: 120_000 }, async () => {
    expect(await schemaErrors(indexXml, "index")).toEqual([]);
    for (const file of files) expect(await schemaErrors(file.xml, "urlset"), file.url).toEqual([]);
  });

  it("the index names each market's pages, listings and product files, every file within the protocol's limits", () => {
    const names = files.map((file) => new URL(file.url).pathname);
    for (const market of ["us", "ca"]) {
      for (const kind of ["pages", "categories", "brands", "facets"]) expect(names).toContain(`/sitemaps/${market}-${kind}-1.xml`);
      expect(names.some((name) => name.startsWith(`/sitemaps/${market}-products-`))).toBe(true);
    }
    for (const file of files) {
      expect(file.pages.length, file.url).toBeGreaterThan(0);
      expect(file.pages.length, file.url).toBeLessThanOrEqual(50_000);
      expect(new TextEncoder().encode(file.xml).length, file.url).toBeLessThanOrEqual(50 * 1024 * 1024);
    }
  });

  it("every product that has a page is listed once in each market's product files, and nothing else is", async () => {
    // The rule written out again, independently of app/product/product-has-page.ts: published, with a published item.
    const { results } = await worker.db
      .prepare("SELECT id FROM products WHERE published = 1 AND id IN (SELECT product_id FROM items WHERE published = 1) ORDER BY id")
      .all<{ id: number }>();
    const expected = results.map((row) => String(row.id));
    expect(expected.length).toBeGreaterThan(1000);
    for (const market of ["us", "ca"]) {
      const productFiles = files.filter((file) => marketOf(file.url) === market && file.url.includes("-products-"));
      const listed = productFiles.flatMap((file) => file.pages);
      expect(listed.every(isProductUrl)).toBe(true);
      const ids = listed.map((url) => /\/dp\/(\d+)$/.exec(url)![1]);
      expect(ids.length, market).toBe(expected.length);
      expect(ids, market).toEqual(expected);
      // No product page in the listing files.
      expect(files.filter((file) => !file.url.includes("-products-")).some((file) => file.pages.some(isProductUrl))).toBe(false);
    }
  });

  it("dates every file and URL the catalogue makes with the catalogue's load date, never the request's; the pages file has none", () => {
    for (const file of files) {
      const expected = file.url.includes("-pages-") ? null : seededOn;
      expect(new Set(lastmods(file.xml)), file.url).toEqual(new Set([expected]));
      expect(new RegExp(`<loc>${file.url}</loc>${expected ? `<lastmod>${expected}</lastmod>` : "</sitemap>"}`).test(indexXml), file.url).toBe(true);
    }
  });

  it("lists the home page and each file's pages in its own market only", () => {
    expect(files.find((file) => file.url.endsWith("/us-pages-1.xml"))!.pages).toContain(`${SITE_ORIGIN}/`);
    expect(files.find((file) => file.url.endsWith("/ca-pages-1.xml"))!.pages).toContain(`${SITE_ORIGIN}/ca`);
    const inCanada = (page: string) => page === `${SITE_ORIGIN}/ca` || page.startsWith(`${SITE_ORIGIN}/ca/`);
    for (const file of files)
      expect(
        file.pages.every((page) => inCanada(page) === (marketOf(file.url) === "ca")),
        file.url,
      ).toBe(true);
  });

  it(
    "pages sampled from every file answer 200, are their own canonical, are not noindex, and name the twins the sitemap names",
    { timeout: 120_000 },
    async () => {
      for (const file of files) {
        const step = Math.max(1, Math.floor(file.pages.length / 4));
        const sample = [...new Set([...file.pages.filter((_, i) => i % step === 0), file.pages[file.pages.length - 1]])];
        for (const page of sample) {
          const res = await get(worker.mf, new URL(page).pathname);
          expect(res.status, page).toBe(200);
          const html = await res.text();
          expect(html, page).toContain(`<link rel="canonical" href="${page}"/>`);
          expect(html, page).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
          const twins = alternates(file.xml, page);
          expect(twins.length, page).toBeGreaterThan(0);
          for (const [language, href] of twins) expect(html, `${page} ${language}`).toContain(`<link rel="alternate" hrefLang="${language}" href="${href}"/>`);
          // A product's page is in both markets: its own first, then its twin, then x-default.
          if (isProductUrl(page)) {
            expect(twins.map(([language]) => language)).toEqual(
              marketOf(file.url) === "ca" ? ["en-CA", "en-US", "x-default"] : ["en-US", "en-CA", "x-default"],
            );
          }
        }
      }
    },
  );

  it("lists the Dog category with its twin in the other market, and answers 404 for a file it does not have", async () => {
    const xml = files.find((file) => file.url.endsWith("/ca-categories-1.xml"))!.xml;
    expect(xml).toContain(
      `<url><loc>${SITE_ORIGIN}/ca/b/dog_c288</loc><lastmod>${seededOn}</lastmod><xhtml:link rel="alternate" hreflang="en-CA" href="${SITE_ORIGIN}/ca/b/dog_c288"/><xhtml:link rel="alternate" hreflang="en-US" href="${SITE_ORIGIN}/b/dog_c288"/>`,
    );
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/ca/sp/grain-free-dog-food</loc>`);
    for (const missing of ["/sitemaps/us-categories-9.xml", "/sitemaps/us-products-1.xml", "/sitemaps/us-products-9999.xml", "/sitemaps/us-products-0.xml"]) {
      expect((await get(worker.mf, missing)).status, missing).toBe(404);
    }
  });
});
