import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { get } from "./worker-harness";

// GET {market}/plp/api/product-options?id=: the listing's options overlay data (issue #9).

const worker = useWorker();
interface Options {
  id: string;
  name: string;
  addable: boolean;
  isPrescription: boolean;
  items: {
    id: string;
    size: string | null;
    flavor: string | null;
    color: string | null;
    priceCents: number;
    prices: { price: string; autoshipPrice?: string };
    stock: string;
  }[];
}

describe("product options for the listing's overlay", () => {
  it.each(["", "/ca"])("answers a product's items with options, prices in the market's currency and stock (market %j)", async (prefix) => {
    const { id } = (await worker.db
      .prepare(
        "SELECT p.id FROM products p WHERE p.is_prescription = 1 AND (SELECT count(*) FROM items i WHERE i.product_id = p.id AND i.published = 1) > 1 ORDER BY p.id LIMIT 1",
      )
      .first<{ id: number }>())!;
    const res = await get(worker.mf, `${prefix}/plp/api/product-options?id=${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const options = (await res.json()) as Options;
    expect(options.id).toBe(String(id));
    expect(options.addable).toBe(true);
    expect(options.isPrescription).toBe(true);
    expect(options.items.length).toBeGreaterThan(1);
    const column = prefix ? "price_cad" : "price_usd";
    const prices = (
      await worker.db
        .prepare(`SELECT id, ${column} AS cents FROM items WHERE product_id = ?1 AND published = 1 ORDER BY option_order, id`)
        .bind(id)
        .all<{ id: number; cents: number }>()
    ).results;
    // Each item's prices as every surface words them (app/pricing/price-view.ts), in the market's currency.
    expect(options.items.map((i) => [i.id, i.priceCents, i.prices.price])).toEqual(
      prices.map((p) => [String(p.id), p.cents, `$${(p.cents / 100).toFixed(2)}`]),
    );
    for (const item of options.items) expect(["in-stock", "out-of-stock", "discontinued"]).toContain(item.stock);
  });

  it("refuses a request without a numeric id (400 naming the field) and answers 404 for no such product", async () => {
    for (const [query, field] of [
      ["", "id"],
      ["?id=abc", "id"],
      ["?id=1&x=2", "x"],
    ]) {
      const res = await get(worker.mf, `/plp/api/product-options${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { issues: { field: string }[] }).issues[0].field, query).toBe(field);
    }
    expect((await get(worker.mf, "/plp/api/product-options?id=999999999")).status).toBe(404);
  });
});
