import { describe, expect, it } from "vitest";
import { NO_DATA_FOR, unexpected, validate } from "#app/seo/structured-data-validator.testkit.ts";
import { get, inHtml, SITE_ORIGIN } from "./worker-harness";
import { useWorker } from "./use-worker";
import { firstOpenableProduct } from "./openable-product";

// The product page (issue #7) through the built worker: price display, options, stock copy, buy box
// by call-to-action type, breadcrumbs, canonical and JSON-LD that passes the rich-result validator.

const worker = useWorker();

const page = async (path: string) => {
  const res = await get(worker.mf, path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const jsonLd = (html: string) => {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, "the page carries JSON-LD").toBeTruthy();
  return JSON.parse(match![1]) as Record<string, unknown>[];
};
const product = (where: string) => firstOpenableProduct(worker.db, where);

describe.each([
  { market: "US", prefix: "", currency: "USD" },
  { market: "Canada", prefix: "/ca", currency: "CAD" },
])("a product page in the $market market", ({ prefix, currency }) => {
  it("has its canonical slugged address, every breadcrumb level and JSON-LD that passes the validator", async () => {
    const p = (await product("p.rating_count > 0 AND p.is_discontinued = 0"))!;
    const path = `${prefix}/${p.slug}/dp/${p.id}`;
    const html = await page(path);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${path}"/>`);
    const crumbs = [...html.matchAll(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/g)][0][0];
    const levels = crumbs.match(/<li>/g)!.length;
    expect(levels, "Home, each category level, the product").toBeGreaterThanOrEqual(3);

    const [productLd, breadcrumbLd] = jsonLd(html);
    expect(productLd).toMatchObject({ "@type": "Product", name: p.name, sku: p.part_number, brand: { "@type": "Brand" }, aggregateRating: { bestRating: 5 } });
    const { results: items } = await worker.db
      .prepare("SELECT part_number FROM items WHERE product_id = ?1 AND published = 1")
      .bind(p.id)
      .all<{ part_number: string }>();
    const offers = productLd.offers as { priceCurrency: string; sku: string; availability: string }[];
    expect(offers.map((o) => o.sku).sort()).toEqual(items.map((i) => i.part_number).sort());
    expect(new Set(offers.map((o) => o.priceCurrency))).toEqual(new Set([currency]));
    expect((breadcrumbLd.itemListElement as unknown[]).length).toBe(levels);
    expect(unexpected(await validate(productLd, breadcrumbLd), [...NO_DATA_FOR])).toEqual([]);
  });

  it("leaves the rating block out when the product has no reviews", async () => {
    const p = (await product("p.rating_count = 0 AND p.is_gift_card = 0"))!;
    const [productLd] = jsonLd(await page(`${prefix}/${p.slug}/dp/${p.id}`));
    expect(productLd).not.toHaveProperty("aggregateRating");
  });

  it("selects an option with ?item= and says 'Unavailable with …' for combinations that do not exist", async () => {
    // A product whose size × flavor grid has a hole (an unpublished item).
    const p = (await product(
      "EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.published = 0 AND i.flavor IS NOT NULL) AND (SELECT COUNT(DISTINCT size) FROM items i WHERE i.product_id = p.id AND i.published = 1) > 1",
    ))!;
    expect(p, "the catalogue has a product with a missing combination").toBeTruthy();
    const { results: items } = await worker.db
      .prepare("SELECT id, name FROM items WHERE product_id = ?1 AND published = 1 ORDER BY option_order")
      .bind(p.id)
      .all<{ id: number; name: string }>();
    const pages = await Promise.all(items.map((item) => page(`${prefix}/${p.slug}/dp/${p.id}?item=${item.id}`)));
    expect(pages.some((html) => /Unavailable with [^<]+/.test(html))).toBe(true);
    const last = items.at(-1)!;
    const selected = [...pages.at(-1)!.matchAll(/<a [^>]*aria-current="true"[^>]*>/g)].map((m) => m[0]);
    expect(selected.length, "one selected value per option kind").toBeGreaterThanOrEqual(2);
    for (const tag of selected) expect(tag).toContain(`href="${prefix}/${p.slug}/dp/${p.id}?item=${last.id}"`);
  });

  it("shows an out-of-stock product with 'Temporarily Out of Stock' and the notify-me form", async () => {
    const p = (await product("p.is_discontinued = 0 AND NOT EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0)"))!;
    const html = await page(`${prefix}/${p.slug}/dp/${p.id}`);
    expect(html).toContain("Temporarily Out of Stock");
    expect(html).toContain(`name="productId" value="${p.id}"`);
    expect(html).not.toContain(">Add to Cart<");
  });

  it("shows a discontinued product as 'No Longer Available' with the spec's explanation", async () => {
    const p = (await product("p.is_discontinued = 1"))!;
    const html = await page(`${prefix}/${p.slug}/dp/${p.id}`);
    expect(html).toContain("No Longer Available");
    expect(html).toContain(inHtml("This item may be discontinued. We're not sure when it will be available again."));
    expect(html).not.toContain(">Add to Cart<");
  });

  it("gives each call-to-action type its buy box: none for gift cards, personalization, prescription note", async () => {
    const gift = (await product("p.is_gift_card = 1"))!;
    const giftHtml = await page(`${prefix}/${gift.slug}/dp/${gift.id}`);
    expect(giftHtml).not.toContain(">Add to Cart<");
    expect(giftHtml).toContain("eGift cards are sent by e-mail");

    const custom = (await product(
      "p.is_customizable = 1 AND p.is_gift_card = 0 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0 AND i.published = 1)",
    ))!;
    expect(await page(`${prefix}/${custom.slug}/dp/${custom.id}`)).toMatch(/name="personalization"[^>]*required/);

    const rx = (await product(
      "p.is_prescription = 1 AND p.is_customizable = 0 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0 AND i.published = 1)",
    ))!;
    const rxHtml = await page(`${prefix}/${rx.slug}/dp/${rx.id}`);
    expect(rxHtml).toContain("Prescription item");
    expect(rxHtml).toContain(">Add to Cart<");
  });
});

it("shows a strike price only in Canada, and only when greater than the price", async () => {
  const p = (await worker.db
    .prepare(
      `SELECT p.id, p.slug, i.id AS item_id FROM products p JOIN items i ON i.product_id = p.id
        WHERE p.published = 1 AND i.published = 1 AND i.strike_cad > i.price_cad AND i.strike_usd > i.price_usd LIMIT 1`,
    )
    .first<{ id: number; slug: string; item_id: number }>())!;
  const us = await page(`/${p.slug}/dp/${p.id}?item=${p.item_id}`);
  const ca = await page(`/ca/${p.slug}/dp/${p.id}?item=${p.item_id}`);
  expect(ca).toMatch(/data-testid="product-price">.*?data-testid="price">\$[\d.]+<\/span> <s class="card__strike"/s);
  // (the product's own price block: its shelves show other products, whose Canadian strikes are theirs)
  const priceBlock = (html: string) => /<div class="product-price"[\s\S]*?<\/div>/.exec(html)![0];
  expect(priceBlock(us)).not.toContain('<s class="card__strike"');

  const equal = await worker.db
    .prepare(
      `SELECT p.id, p.slug, i.id AS item_id FROM products p JOIN items i ON i.product_id = p.id WHERE p.published = 1 AND i.published = 1 AND i.strike_cad = i.price_cad LIMIT 1`,
    )
    .first<{ id: number; slug: string; item_id: number }>();
  expect(priceBlock(await page(`/ca/${equal!.slug}/dp/${equal!.id}?item=${equal!.item_id}`))).not.toContain('<s class="card__strike"');
});

it("shows the MAP message: 'See Price in Cart' for type 2", async () => {
  const p = (await worker.db
    .prepare(
      `SELECT p.id, p.slug, i.id AS item_id FROM products p JOIN items i ON i.product_id = p.id
        WHERE p.published = 1 AND i.published = 1 AND i.map_enforced = 1 AND i.map_type = 2 AND i.map_savings_usd > 0 LIMIT 1`,
    )
    .first<{ id: number; slug: string; item_id: number }>())!;
  expect(await page(`/${p.slug}/dp/${p.id}?item=${p.item_id}`)).toContain("See Price in Cart");
});

it("offers an out-of-stock product's page Shop Similar, as its card's overlay does (spec §8); an in-stock page not", async () => {
  const out = (await worker.db
    .prepare(
      `SELECT p.id, p.slug FROM products p WHERE p.published = 1 AND p.is_discontinued = 0
         AND NOT EXISTS (SELECT 1 FROM items x WHERE x.product_id = p.id AND x.published = 1 AND x.inventory > 0) ORDER BY p.id LIMIT 1`,
    )
    .first<{ id: number; slug: string }>())!;
  for (const prefix of ["", "/ca"]) {
    const html = await page(`${prefix}/${out.slug}/dp/${out.id}`);
    expect(html).toContain("Temporarily Out of Stock");
    expect(html).toContain('<section class="shelf" aria-label="Shop similar">');
  }
  const inStock = (await worker.db
    .prepare(
      `SELECT p.id, p.slug FROM products p JOIN items i ON i.product_id = p.id WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 ORDER BY p.id LIMIT 1`,
    )
    .first<{ id: number; slug: string }>())!;
  expect(await page(`/${inStock.slug}/dp/${inStock.id}`)).not.toContain('aria-label="Shop similar"');
});
