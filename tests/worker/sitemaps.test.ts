import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, SITE_ORIGIN, startWorker } from "./worker-harness";

let mf: Miniflare;
beforeAll(async () => {
  mf = startWorker();
  await mf.ready;
});
afterAll(() => mf?.dispose());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("robots.txt and the sitemaps (issue #9)", () => {
  it("robots.txt names the sitemap on the configured origin", async () => {
    const res = await get(mf, "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it("the index names every market's files, and each file lists pages that answer 200 in that market", async () => {
    const index = await get(mf, "/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toContain("application/xml");
    const files = locs(await index.text());
    for (const name of ["us-categories-1.xml", "us-brands-1.xml", "us-facets-1.xml", "ca-categories-1.xml", "ca-brands-1.xml", "ca-facets-1.xml"]) {
      expect(files).toContain(`${SITE_ORIGIN}/sitemaps/${name}`);
    }
    for (const file of files) {
      const res = await get(mf, new URL(file).pathname);
      expect(res.status, file).toBe(200);
      const pages = locs(await res.text());
      expect(pages.length, file).toBeGreaterThan(0);
      const market = file.includes("/ca-") ? "/ca/" : "/";
      expect(pages.every((page) => page.startsWith(`${SITE_ORIGIN}${market}`) && (market === "/ca/" || !page.startsWith(`${SITE_ORIGIN}/ca/`)))).toBe(true);
      // a sample of each file is served as listed: 200, no redirect, indexable
      for (const page of [pages[0], pages[pages.length - 1]]) {
        const html = await (await get(mf, new URL(page).pathname)).text();
        expect(html, page).toContain('<meta name="robots" content="index,follow"/>');
        expect(html, page).toContain(`<link rel="canonical" href="${page}"/>`);
      }
    }
  });

  it("lists the Dog category with its twin in the other market, and answers 404 for a file it does not have", async () => {
    const xml = await (await get(mf, "/sitemaps/ca-categories-1.xml")).text();
    expect(xml).toContain(
      `<url><loc>${SITE_ORIGIN}/ca/b/dog_c288</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${SITE_ORIGIN}/ca/b/dog_c288"/><xhtml:link rel="alternate" hreflang="en-US" href="${SITE_ORIGIN}/b/dog_c288"/>`,
    );
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/ca/sp/grain-free-dog-food</loc>`);
    expect((await get(mf, "/sitemaps/us-categories-9.xml")).status).toBe(404);
    expect((await get(mf, "/sitemaps/us-products-1.xml")).status).toBe(404);
  });
});
