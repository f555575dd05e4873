import { describe, expect, it } from "vitest";
import { NO_DATA_FOR, unexpected, validate } from "#app/seo/structured-data-validator.testkit.ts";
import { get, inHtml, SITE_ORIGIN } from "./worker-harness";
import { useWorker } from "./use-worker";
import { firstOpenableProduct } from "./openable-product";

// Issue #27 "Merchant-ready data" through the built worker: the product page's offers with shipping
// and returns (decision 0068).

const worker = useWorker();

const page = async (path: string) => {
  const res = await get(worker.mf, path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, "the page carries JSON-LD").toBeTruthy();
  return JSON.parse(match![1]) as Record<string, unknown>[];
};

type Offer = { sku: string; shippingDetails?: Record<string, unknown>; hasMerchantReturnPolicy: Record<string, unknown> };

describe.each([
  { market: "US", prefix: "", money: "usd", country: "US", threshold: 4900, returnDays: 365 },
  { market: "Canada", prefix: "/ca", money: "cad", country: "CA", threshold: 3500, returnDays: 90 },
])("a product page's offers in the $market market", ({ prefix, money, country, threshold, returnDays }) => {
  it("ship free when one unit reaches everyone's threshold, state no shipping below it, and carry the market's returns", async () => {
    // A plain product (returnable, no MAP saving) with items on both sides of the threshold.
    const p = (await firstOpenableProduct(
      worker.db,
      `p.is_prescription = 0 AND p.is_rx_vet_diet = 0 AND p.is_gift_card = 0 AND p.is_customizable = 0
       AND NOT EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.published = 1 AND i.map_enforced = 1)
       AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.published = 1 AND i.price_${money} >= ${threshold})
       AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.published = 1 AND i.price_${money} < ${threshold})`,
    ))!;
    expect(p, "the catalogue has such a product").toBeTruthy();
    const [productLd] = jsonLdOf(await page(`${prefix}/${p.slug}/dp/${p.id}`));
    const { results: items } = await worker.db
      .prepare(`SELECT part_number, price_${money} AS price FROM items WHERE product_id = ?1 AND published = 1`)
      .bind(p.id)
      .all<{ part_number: string; price: number }>();
    const offers = productLd.offers as Offer[];
    for (const item of items) {
      const offer = offers.find((o) => o.sku === item.part_number)!;
      if (item.price >= threshold) {
        expect(offer.shippingDetails, item.part_number).toMatchObject({
          shippingRate: { value: 0 },
          shippingDestination: { addressCountry: country },
        });
      } else {
        expect(offer, item.part_number).not.toHaveProperty("shippingDetails");
      }
      expect(offer.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: country, merchantReturnDays: returnDays });
      expect(offer).not.toHaveProperty("priceValidUntil");
    }
    expect(unexpected(await validate(productLd), [...NO_DATA_FOR, "aggregateRating"])).toEqual([]);
  });

  it.each([
    ["a prescription product", "(p.is_prescription = 1 OR p.is_rx_vet_diet = 1)"],
    ["a live feeder or plant", "(p.is_live_feed = 1 OR p.is_live_plant = 1)"],
  ])("say %s cannot be returned", async (_, where) => {
    const p = (await firstOpenableProduct(worker.db, where))!;
    const [productLd] = jsonLdOf(await page(`${prefix}/${p.slug}/dp/${p.id}`));
    for (const offer of productLd.offers as Offer[]) {
      expect(offer.hasMerchantReturnPolicy).toEqual({
        "@type": "MerchantReturnPolicy",
        applicableCountry: country,
        returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
      });
    }
  });
});

describe.each([
  { market: "US", home: "/", search: "/s" },
  { market: "Canada", home: "/ca", search: "/ca/s" },
])("the $market home page", ({ home, search }) => {
  it("says who the store is and how to search it, and the search it names answers", async () => {
    const html = await page(home);
    const documents = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => JSON.parse(text) as Record<string, unknown>,
    );
    const organization = documents.find((d) => d["@type"] === "Organization");
    const site = documents.find((d) => d["@type"] === "WebSite")!;
    expect(organization).toMatchObject({ name: "Tailwise", url: `${SITE_ORIGIN}/`, logo: `${SITE_ORIGIN}/favicon.svg` });
    expect(site).toMatchObject({
      url: new URL(home, SITE_ORIGIN).href,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${SITE_ORIGIN}${search}?query={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
    expect(unexpected(await validate(...documents))).toEqual([]);
    // The logo and the filled-in search are real addresses of the site.
    expect((await get(worker.mf, "/favicon.svg")).status).toBe(200);
    const template = (site.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    const filled = template.replace("{search_term_string}", "dog+food").slice(SITE_ORIGIN.length);
    const results = await page(filled);
    expect(results).toContain("dog food");
  });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

describe("product page titles (issue #27: same-named products tell themselves apart)", () => {
  it("no two product pages of a same-named group share a <title>, in either market; a name of its own stays the title", async () => {
    // A sample of the groups, spread over the catalogue: every product of each (the whole catalogue
    // is checked through the feed, whose titles are these, below).
    const { results: products } = await worker.db
      .prepare(
        `WITH open AS (SELECT p.id, p.slug, p.name, p.brand_id FROM products p
                        WHERE p.published = 1 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.published = 1)),
              groups AS (SELECT brand_id, name FROM open GROUP BY brand_id, name HAVING COUNT(*) > 1 ORDER BY MIN(id) % 97, name LIMIT 10)
         SELECT open.id, open.slug, open.name FROM open JOIN groups USING (brand_id, name) ORDER BY open.name, open.id`,
      )
      .all<{ id: number; slug: string; name: string }>();
    expect(products.length).toBeGreaterThan(20);
    for (const prefix of ["", "/ca"]) {
      const titles = new Map<string, string>();
      for (const p of products) {
        const title = titleOf(await page(`${prefix}/${p.slug}/dp/${p.id}`));
        expect(title.startsWith(`${inHtml(p.name)} (`), title).toBe(true);
        expect(titles.get(title), `${title} is also product ${titles.get(title)}'s`).toBeUndefined();
        titles.set(title, String(p.id));
      }
    }
    const single = (await firstOpenableProduct(worker.db, "NOT EXISTS (SELECT 1 FROM products o WHERE o.name = p.name AND o.id <> p.id)"))!;
    expect(titleOf(await page(`/${single.slug}/dp/${single.id}`))).toBe(`${inHtml(single.name)} | Tailwise`);
  });
});
