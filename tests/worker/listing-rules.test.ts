import { readFileSync } from "node:fs";
import { describe, expect, it, beforeAll } from "vitest";
import { publishContent } from "#scripts/content/ops.ts";
import { DEFAULT_CONTENT_FILE } from "#scripts/content/cli.ts";
import { REDIRECT_REASON_HEADER, redirectCacheControl } from "#redirects/headers.ts";
import { get, inHtml, SITE_ORIGIN } from "./worker-harness";
import { useWorker } from "./use-worker";

// Issue #24's "remaining partial rules" of the listing: pills name what they filter, categoryId is
// the category, a filtered listing with nothing says so and the way back, a category with nothing to
// sell sends the shopper on (zero inventory), and page metadata's canonical takes priority.

const MARKETS = [
  { market: "US", p: "" },
  { market: "Canada", p: "/ca" },
] as const;

const page = async (mf: Parameters<typeof get>[0], path: string) => {
  const res = await get(mf, path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const pillsOf = (html: string) =>
  [...html.matchAll(/<a class="pill" href="[^"]*"(?: rel="nofollow")?>([^<]*)<span class="visually-hidden">/g)].map((m) => m[1]);
const resultCount = (html: string) => /data-testid="result-count">([\d,]+) results?/.exec(html)?.[1];
const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="([^"]+)")? href="([^"]+)"\/>/g)].map((m) =>
    m[2] ? `${m[1]} ${m[2]} ${m[3]}` : `${m[1]} ${m[3]}`,
  );
const post = (mf: Parameters<typeof get>[0], path: string, body: unknown) =>
  get(mf, path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

interface FacetAnswer {
  recordSetTotal: number;
  facets: { key: string; values: { value: string; label: string; count: number }[] }[];
}

describe("listing rules on the seeded catalogue", () => {
  const worker = useWorker();

  describe.each(MARKETS)("in the $market market", ({ p }) => {
    it("a deal in rh shows the deal's name as its pill, never its id (rh=dealsId:41005)", async () => {
      const html = await page(worker.mf, `${p}/b/dog_c288?rh=dealsId:41005`);
      expect(pillsOf(html)).toEqual([inHtml("Buy 1, Get 1 50% Off")]);
      expect(html).not.toMatch(/<a class="pill"[^>]*>41005/);
    });

    it("every facet's pill shows its value's label (each key, a value whose label is not its value)", async () => {
      const answer = (await (await post(worker.mf, `${p}/plp/api/facets`, { groupId: "288" })).json()) as FacetAnswer;
      const checked: string[] = [];
      for (const facet of answer.facets) {
        const value = facet.values.find((v) => v.label !== v.value) ?? facet.values[0];
        const html = await page(worker.mf, `${p}/b/dog_c288?rh=${encodeURIComponent(`${facet.key}:${value.value}`)}`);
        expect(pillsOf(html), `${facet.key}:${value.value}`).toEqual([inHtml(value.label)]);
        checked.push(facet.key);
      }
      expect(checked).toEqual(expect.arrayContaining(["dealsId", "price_d", "rating", "AnsEligible", "onSpecial", "brand_facet"]));
    });

    it("rh=categoryId:{id} is the category, as c:{id} is; the page's canonical names it c:", async () => {
      const byId = await page(worker.mf, `${p}/s?query=toys&rh=categoryId:288`);
      const byC = await page(worker.mf, `${p}/s?query=toys&rh=c:288`);
      expect(resultCount(byId)).toBeDefined();
      expect(resultCount(byId)).toBe(resultCount(byC));
      expect(pillsOf(byId)).toEqual([]);
      expect(linksOf(byId)[0]).toBe(inHtml(`canonical ${SITE_ORIGIN}${p}/s?query=toys&rh=c%3A288`));
    });

    it("the search and facet-refresh APIs take a categoryId filter as the category, and refuse a bad one", async () => {
      for (const api of ["/plp/api/search", "/plp/api/facets"]) {
        const byId = (await (
          await post(worker.mf, `${p}${api}`, {
            facetFilters: [
              { key: "categoryId", value: "288" },
              { key: "rating", value: "4" },
            ],
          })
        ).json()) as FacetAnswer;
        const byGroup = (await (await post(worker.mf, `${p}${api}`, { groupId: "288", facetFilters: [{ key: "rating", value: "4" }] })).json()) as FacetAnswer;
        expect(byId.recordSetTotal).toBeGreaterThan(0);
        expect(byId.recordSetTotal).toBe(byGroup.recordSetTotal);
        const bad = await post(worker.mf, `${p}${api}`, { groupId: "288", facetFilters: [{ key: "categoryId", value: "325" }] });
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as { error: string }).error).toBe(
          "Invalid search request: facetFilters.0.value: categoryId 325 is another category than 288",
        );
      }
    });

    it("a filtered listing with no results says so and offers the way back: remove the last filter, or all", async () => {
      const html = await page(worker.mf, `${p}/b/cat_c325?rh=rating:4,BreedSize:Giant%20Breed`);
      expect(resultCount(html)).toBe("0");
      expect(html).toContain("No products match these filters.");
      // (still a filtered page: a crawler does not follow it; clearing them leads to the category, which it does)
      expect(html).toContain(`<a href="${p}/b/cat_c325?rh=rating%3A4" rel="nofollow">${inHtml("Remove the “Giant Breed” filter")}</a>`);
      expect(html).toContain(`<a href="${p}/b/cat_c325">Clear all filters</a>`);
      // the spec's no-results copy is the search's
      expect(html).not.toContain(inHtml("We couldn't sniff that out."));
      // the filters stay on the page to change
      expect(pillsOf(html)).toEqual(["4 Stars &amp; Up", "Giant Breed"]);
    });

    it("a search with no results is still the no-results page, and a listing with results has no such message", async () => {
      expect(await page(worker.mf, `${p}/s?query=zzzxqq`)).toContain(inHtml("We couldn't sniff that out."));
      expect(await page(worker.mf, `${p}/b/cat_c325?rh=rating:4`)).not.toContain("No products match these filters.");
    });

    it("a category with something to sell is served, whatever this page of it shows", async () => {
      expect((await get(worker.mf, `${p}/b/cat-urinary-care-diets_c20956`)).status).toBe(200);
    });
  });
});

describe("zero inventory (spec §2): a category with nothing to sell", () => {
  const worker = useWorker({ scratch: true });
  beforeAll(async () => {
    // Every product of Cat Urinary Care Diets (20956, under Cat Vet Diets 20951) and of the
    // Tailwise brand (30063) sold out; the catalogue's version changes, as with any load.
    await worker.db.batch([
      worker.db.prepare(`UPDATE items SET inventory = 0 WHERE product_id IN (SELECT product_id FROM product_categories WHERE category_id IN (20956, 30063))`),
      worker.db.prepare(`INSERT OR REPLACE INTO catalogue_meta (key, value) VALUES ('test', 'zero-inventory')`),
    ]);
  });

  it.each(MARKETS)("goes to its parent category for now (302), filters and sort kept ($market)", async ({ p }) => {
    const res = await get(worker.mf, `${p}/b/cat-urinary-care-diets_c20956_p2?rh=rating:3&sort=byLowestPrice`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${p}/b/cat-vet-diets_c20951?rh=rating%3A3&sort=byLowestPrice`);
    expect(res.headers.get(REDIRECT_REASON_HEADER)).toBe("zero-inventory");
    expect(res.headers.get("cache-control")).toBe(redirectCacheControl(302));
    // the parent has other products to sell: it is served
    expect((await get(worker.mf, `${p}/b/cat-vet-diets_c20951`)).status).toBe(200);
  });

  it.each(MARKETS)("a brand's page with nothing to sell goes to all brands ($market)", async ({ p }) => {
    const res = await get(worker.mf, `${p}/brands/tailwise_c30063`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${p}/brands`);
  });

  it("a search finding only those products is not redirected: it shows them, out of stock", async () => {
    const res = await get(worker.mf, "/s?rh=c:20956");
    expect(res.status).toBe(200);
    expect(resultCount(await res.text())).not.toBe("0");
  });
});

describe("page metadata's canonical takes priority (spec §2, §3)", () => {
  const worker = useWorker({ scratch: true, vars: { CONTENT_TTL_SECONDS: "0" } });
  beforeAll(async () => {
    // The catalogue's Canonical metadata: Cat (325) by its long description, Dog (288) by its short one.
    await worker.db.batch([
      worker.db.prepare(
        `INSERT INTO category_metadata (category_id, kind, short_description, long_description) VALUES (325, 'Canonical', '', '/b/cat-food_c20200'), (288, 'Canonical', '/b/dog-food_c20100', '/b/ignored_c1')`,
      ),
      worker.db.prepare(`INSERT OR REPLACE INTO catalogue_meta (key, value) VALUES ('test', 'canonical-metadata')`),
    ]);
    // The merchandisers' page for Dog names a page elsewhere: it comes first.
    const kv = await worker.mf.getKVNamespace("CONTENT");
    const seed = JSON.parse(readFileSync(DEFAULT_CONTENT_FILE, "utf8"));
    const content = {
      ...seed,
      pages: { ...seed.pages, "plp:b:288": { metadata: { id: "plp:b:288", canonicalUrl: "https://partner.example/dogs" }, zones: [] } },
    };
    await publishContent({ store: { description: "test KV", get: (key) => kv.get(key), put: (key, value) => kv.put(key, value) }, log: () => {} }, content, {
      source: "test",
    });
  });

  it.each(MARKETS)("the catalogue's Canonical metadata, with its twins in each market ($market)", async ({ p }) => {
    for (const path of [`${p}/b/cat_c325`, `${p}/b/cat_c325?sort=byLowestPrice`]) {
      expect(linksOf(await page(worker.mf, path)), path).toEqual([
        `canonical ${SITE_ORIGIN}${p}/b/cat-food_c20200`,
        `alternate en-US ${SITE_ORIGIN}/b/cat-food_c20200`,
        `alternate en-CA ${SITE_ORIGIN}/ca/b/cat-food_c20200`,
        `alternate x-default ${SITE_ORIGIN}/b/cat-food_c20200`,
      ]);
    }
  });

  it.each(MARKETS)("the managed content's canonicalUrl before the catalogue's: a page elsewhere, stated alone ($market)", async ({ p }) => {
    expect(linksOf(await page(worker.mf, `${p}/b/dog_c288`))).toEqual(["canonical https://partner.example/dogs"]);
  });

  it("a later or filtered page of the category keeps its own canonical", async () => {
    expect(linksOf(await page(worker.mf, "/b/cat_c325_p2"))[0]).toBe(`canonical ${SITE_ORIGIN}/b/cat_c325_p2`);
    expect(linksOf(await page(worker.mf, "/b/cat_c325?rh=rating:4"))[0]).toBe(`canonical ${SITE_ORIGIN}/b/cat_c325?rh=rating%3A4`);
  });
});
