import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { productImagePath, productImageVersion } from "#app/images/product-image-url.ts";
import { get, inHtml } from "./worker-harness";
import { useWorker } from "./use-worker";
import { firstOpenableProduct } from "./openable-product";
import { Shopper } from "./buy-path-harness";

// Product pictures (issue #26, docs/decisions/0060) through the built worker: drawn on request from
// the product's facts in D1, WebP and JPEG, the same bytes every time, cached for good; every bad
// address a 404; the cards and the product page point at them, the JSON-LD at the feed JPEG.

const worker = useWorker();

interface ProductFacts {
  id: number;
  slug: string;
  name: string;
  brand: string;
  image: string;
}

const someProduct = (where?: string) => firstOpenableProduct(worker.db, where);

const identity = (p: ProductFacts) => ({ catalogEntryId: p.id, name: p.name, brand: p.brand, image: p.image });

describe("a product picture's address", () => {
  it("answers a WebP of the width asked for, cached for good, the same bytes each time", async () => {
    const p = (await someProduct("p.image LIKE '%wet-food%'"))!;
    for (const width of [200, 400, 800] as const) {
      const path = productImagePath(identity(p), "front", width, "webp");
      const first = await get(worker.mf, path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("content-type")).toBe("image/webp");
      expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await first.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width]);
      const again = new Uint8Array(await (await get(worker.mf, path)).arrayBuffer());
      expect(Buffer.from(again).equals(Buffer.from(bytes)), "the same bytes").toBe(true);
    }
  });

  it("answers every view, and the feed's JPEG", async () => {
    const p = (await someProduct())!;
    const sizes = new Set<number>();
    for (const view of ["front", "back", "detail"] as const) {
      const res = await get(worker.mf, productImagePath(identity(p), view, 800, "jpg"));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 800 });
      sizes.add(bytes.length);
    }
    expect(sizes.size, "three different pictures").toBe(3);
  });

  it("draws two products of one kind differently", async () => {
    const { results } = await worker.db
      .prepare(
        `SELECT p.id, p.slug, p.name, b.name AS brand, p.image FROM products p JOIN brands b ON b.id = p.brand_id
          WHERE p.image LIKE '%dog-wet-food%' ORDER BY p.id LIMIT 2`,
      )
      .all<ProductFacts>();
    const [a, b] = await Promise.all(
      results.map(async (p) => new Uint8Array(await (await get(worker.mf, productImagePath(identity(p), "front", 200, "webp"))).arrayBuffer())),
    );
    expect(Buffer.from(a!).equals(Buffer.from(b!))).toBe(false);
  });

  it.each([
    ["a width we don't draw", (p: ProductFacts) => productImagePath(identity(p), "front", 400, "webp").replace("-400.", "-300.")],
    ["a view we don't draw", (p: ProductFacts) => productImagePath(identity(p), "front", 400, "webp").replace("/front-", "/side-")],
    ["an older version", (p: ProductFacts) => productImagePath({ ...identity(p), name: `${p.name} old` }, "front", 400, "webp")],
    ["a product we don't have", (p: ProductFacts) => `/images/p/999999999-${productImageVersion(identity(p))}/front-400.webp`],
    ["a malformed address", () => "/images/p/../../etc/passwd"],
    ["an overlong id", () => "/images/p/99999999999-abc/front-400.webp"],
  ])("answers 404, never 500, for %s", async (_, pathOf) => {
    const p = (await someProduct())!;
    const res = await get(worker.mf, pathOf(p));
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  it("answers HEAD without a body", async () => {
    const p = (await someProduct())!;
    const res = await get(worker.mf, productImagePath(identity(p), "front", 200, "webp"), { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("pages in the $market market", ({ prefix }) => {
  it("show cards with the drawn WebP in two widths and a fixed size", async () => {
    const html = await (await get(worker.mf, `${prefix}/b/dog_c288`)).text();
    const img = /<img class="card__image"[^>]*>/.exec(html)![0];
    expect(img).toMatch(/src="\/images\/p\/\d+-[0-9a-z]+\/front-400\.webp"/);
    expect(img).toMatch(/srcSet="\/images\/p\/[^"]+\/front-400\.webp 400w,\/images\/p\/[^"]+\/front-800\.webp 800w"/);
    expect(img).toContain('sizes="(max-width:600px) 50vw,240px"');
    expect(img).toContain('width="200"');
    expect(img).toContain('height="200"');
    const src = /src="([^"]+)"/.exec(img)![1]!;
    expect((await get(worker.mf, src)).status, src).toBe(200);
  });

  it("show the product's gallery and point the JSON-LD at the absolute feed JPEG", async () => {
    const p = (await someProduct("p.rating_count > 0"))!;
    const html = await (await get(worker.mf, `${prefix}/${p.slug}/dp/${p.id}`)).text();
    const front = productImagePath(identity(p), "front", 400, "webp");
    expect(html).toContain(`src="${front}"`);
    for (const view of ["back", "detail"] as const) expect(html).toContain(`href="#picture-${view}"`);
    expect(html).toContain(inHtml(`${p.name}: front of the pack`));
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as { image: string }[];
    expect(ld[0]!.image).toBe(`http://127.0.0.1:8787${productImagePath(identity(p), "front", 800, "jpg")}`);
  });

  it("show a cart line with the product's drawn picture, as its card does", async () => {
    const row = (await worker.db
      .prepare(
        `SELECT i.id AS item_id, p.id, p.slug, p.name, b.name AS brand, p.image FROM items i JOIN products p ON p.id = i.product_id JOIN brands b ON b.id = p.brand_id
          WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
            AND p.is_gift_card = 0 AND p.is_customizable = 0 AND p.is_prescription = 0 AND p.is_rx_vet_diet = 0
          ORDER BY i.id LIMIT 1 OFFSET 7`,
      )
      .first<ProductFacts & { item_id: number }>())!;
    const shopper = new Shopper(worker.mf);
    expect((await shopper.get(prefix || "/")).status).toBe(200);
    expect((await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(row.item_id) })).status).toBe(303);
    const cart = await (await shopper.get(`${prefix}/app/cart`)).text();
    const picture = productImagePath(identity(row), "front", 200, "webp");
    expect(cart).toContain(`<img src="${picture}" alt="" width="96" height="96"/>`);
    expect(cart).not.toMatch(/<img src="\/images\/products\/[^"]+\.svg"/);
    expect((await get(worker.mf, picture)).status).toBe(200);
  });
});
