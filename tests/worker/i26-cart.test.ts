import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { inHtml } from "./worker-harness";
import { ORIGIN, Shopper } from "./buy-path-harness";

// Issue #26, the cart: a plain-form add lands on the cart page with what it added and the way back
// (app/cart/plain-form-destination.ts); a script's add answers with the cart's snapshot for the
// mini-cart (app/cart/cart-snapshot.ts), the same subtotal the cart page shows.

const worker = useWorker();

interface Plain {
  id: number;
  name: string;
  item_name: string;
  slug: string;
  product_id: number;
  price_usd: number;
  price_cad: number;
}
/** In stock, sold plainly, one price for everyone (no Autoship chosen, no promotion or MAP). */
const plainItem = () =>
  worker.db
    .prepare(
      `SELECT i.id, p.name, i.name AS item_name, p.slug, p.id AS product_id, i.price_usd, i.price_cad
         FROM items i JOIN products p ON p.id = i.product_id
        WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
          AND p.is_gift_card = 0 AND p.is_customizable = 0 AND p.is_prescription = 0 AND p.is_rx_vet_diet = 0
          AND p.deal_id IS NULL AND i.map_enforced = 0
        ORDER BY i.id LIMIT 1 OFFSET 3`,
    )
    .first<Plain>();

async function newShopper(prefix: string) {
  const shopper = new Shopper(worker.mf);
  expect((await shopper.get(prefix || "/")).status).toBe(200);
  return shopper;
}

describe.each([
  { market: "US", prefix: "", xMarket: "en-US", cents: (i: Plain) => i.price_usd, amount: (c: number) => `$${(c / 100).toFixed(2)}` },
  { market: "Canada", prefix: "/ca", xMarket: "en-CA", cents: (i: Plain) => i.price_cad, amount: (c: number) => `CA $${(c / 100).toFixed(2)}` },
])("the cart in the $market market", ({ prefix, xMarket, cents, amount }) => {
  it("a plain-form add lands on the cart page, which says what was added and links back to the page it came from", async () => {
    const shopper = await newShopper(prefix);
    const item = (await plainItem())!;
    const listing = `${prefix}/b/dog_c288?sort=byLowestPrice`;
    const res = await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) }, { headers: { referer: `${ORIGIN}${listing}` } });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe(`${prefix}/app/cart?added=${item.id}&back=${encodeURIComponent(listing)}`);
    const page = await (await shopper.get(location)).text();
    expect(page).toContain(inHtml(`Added ${item.name} (${item.item_name}) to your cart.`));
    expect(page).toContain(`href="${inHtml(listing)}">Back to where you were</a>`);

    // The cart page's own changes go back to it, without the add's confirmation.
    const removed = await shopper.post(`${prefix}/app/cart`, { intent: "remove", itemId: String(item.id) }, { headers: { referer: `${ORIGIN}${location}` } });
    expect(removed.headers.get("location")).toBe(`${prefix}/app/cart`);
  });

  it("the confirmation names only a line of this cart, and links back only to this site", async () => {
    const shopper = await newShopper(prefix);
    const item = (await plainItem())!;
    await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id) });
    const foreign = await (await shopper.get(`${prefix}/app/cart?added=${item.id}&back=${encodeURIComponent("//evil.example/x")}`)).text();
    expect(foreign).toContain('data-testid="cart-added"');
    expect(foreign).not.toContain("evil.example");
    const notInCart = await (await shopper.get(`${prefix}/app/cart?added=1&back=%2F`)).text();
    expect(notInCart).not.toContain('data-testid="cart-added"');
    expect((await shopper.get(`${prefix}/app/cart?added=${"9".repeat(40)}`)).status).toBe(200);
  });

  it("a script's add answers with the cart's snapshot: the line and the subtotal the cart page shows", async () => {
    const shopper = await newShopper(prefix);
    const item = (await plainItem())!;
    const res = await shopper.post(`${prefix}/app/cart.data`, { intent: "add", itemId: String(item.id), quantity: "2" }, { script: xMarket });
    expect(res.status).toBe(200);
    const body = await res.text();
    for (const field of ["subtotalCents", "itemCount", "lineCents"]) expect(body).toContain(`"${field}"`);
    expect(body).toContain(String(cents(item) * 2));
    const page = await (await shopper.get(`${prefix}/app/cart`)).text();
    expect(page).toContain(`data-testid="cart-subtotal">${amount(cents(item) * 2)}<`);
  });

  it("lists Autoship savings after the price before savings and before the subtotal that has them off, then shipping and the estimated total", async () => {
    const shopper = await newShopper(prefix);
    const item = (await worker.db
      .prepare(
        `SELECT i.id, i.price_usd, i.price_cad, i.autoship_usd, i.autoship_cad FROM items i JOIN products p ON p.id = i.product_id
          WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
            AND p.is_gift_card = 0 AND p.is_customizable = 0 AND p.is_prescription = 0 AND p.is_rx_vet_diet = 0 AND p.is_autoship_allowed = 1
            AND i.autoship_usd IS NOT NULL AND i.first_autoship_pct IS NULL AND p.deal_id IS NULL AND i.map_enforced = 0
          ORDER BY i.id LIMIT 1 OFFSET 5`,
      )
      .first<{ id: number; price_usd: number; price_cad: number; autoship_usd: number; autoship_cad: number }>())!;
    const [once, repeat] = prefix ? [item.price_cad, item.autoship_cad] : [item.price_usd, item.autoship_usd];
    await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId: String(item.id), quantity: "2", autoship: "1" });
    const html = await (await shopper.get(`${prefix}/app/cart`)).text();
    const order = ["cart-before-savings", "autoship-savings", "cart-subtotal", "cart-shipping", "cart-total"].map((id) => html.indexOf(`data-testid="${id}"`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain(`data-testid="cart-before-savings">${amount(once * 2)}<`);
    expect(html).toContain(`data-testid="cart-subtotal">${amount(repeat * 2)}<`);
    expect(html).toContain(`data-testid="cart-total">${amount(repeat * 2)}<`);
    expect(html).toMatch(/data-testid="cart-shipping">(Free|Calculated at checkout)</);
  });
});
