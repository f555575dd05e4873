import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { get, SITE_ORIGIN } from "./worker-harness";

// A high-value facet page whose products are exactly a category's is not a second page of it (issue
// #27; decision 0066): it answers 301 to the category, in both markets, and no sitemap lists it.
// The seeded catalogue has the case: Dog Food (20100) filtered to Fresh, and Fresh Dog Food (9894).

const worker = useWorker();

const FACET_PAGE = "/f/fresh-dog-food_c20100_f1107vb2b029";
const CATEGORY_PAGE = "/b/fresh-dog-food_c9894";

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const ids = (rows: { product_id: number }[]) => rows.map((r) => r.product_id);

it("the seeded catalogue has the case: the facet page's products are exactly the category's", async () => {
  const onFacetPage = await worker.db
    .prepare(
      `SELECT pc.product_id FROM product_categories pc JOIN product_facets pf ON pf.product_id = pc.product_id
         JOIN facet_values fv ON fv.id = pf.facet_value_id
        WHERE pc.category_id = 20100 AND fv.facet_id = 1107 AND fv.value_id LIKE 'b2b029%' ORDER BY pc.product_id`,
    )
    .all<{ product_id: number }>();
  const inCategory = await worker.db
    .prepare("SELECT product_id FROM product_categories WHERE category_id = 9894 ORDER BY product_id")
    .all<{ product_id: number }>();
  expect(ids(onFacetPage.results).length).toBeGreaterThan(0);
  expect(ids(onFacetPage.results)).toEqual(ids(inCategory.results));
});

describe.each([
  ["US", ""],
  ["Canada", "/ca"],
])("%s", (_market, prefix) => {
  it("the facet page answers 301 to the category it duplicates, its other state kept, in one hop", async () => {
    const moved = await get(worker.mf, `${prefix}${FACET_PAGE}?sort=byLowestPrice`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("x-redirect-reason")).toBe("duplicate-facet-page");
    expect(moved.headers.get("location")).toBe(`${prefix}${CATEGORY_PAGE}?sort=byLowestPrice`);

    const plain = await get(worker.mf, `${prefix}${FACET_PAGE}`, { redirect: "manual" });
    expect(plain.headers.get("location")).toBe(`${prefix}${CATEGORY_PAGE}`);
    const category = await get(worker.mf, `${prefix}${CATEGORY_PAGE}`, { redirect: "manual" });
    expect(category.status).toBe(200);
    expect(canonicalOf(await category.text())).toBe(`${SITE_ORIGIN}${prefix}${CATEGORY_PAGE}`);
  });

  it("the facet sitemap leaves it out and lists the category; the facet pages it lists are pages of their own", async () => {
    const market = prefix ? "ca" : "us";
    const facets = await (await get(worker.mf, `/sitemaps/${market}-facets-1.xml`)).text();
    const categories = await (await get(worker.mf, `/sitemaps/${market}-categories-1.xml`)).text();
    expect(facets).not.toContain(`${prefix}${FACET_PAGE}<`);
    expect(categories).toContain(`${SITE_ORIGIN}${prefix}${CATEGORY_PAGE}<`);
    const listed = [...facets.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(0);
    for (const url of listed.slice(0, 5)) {
      const page = await get(worker.mf, new URL(url).pathname, { redirect: "manual" });
      expect(page.status, url).toBe(200);
    }
  });
});
