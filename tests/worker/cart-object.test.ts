import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { Shopper } from "./buy-path-harness";
import { buyableItems, cartObjects } from "./cart-objects";

// Issue #28 (decision 0078): each cart is a Durable Object that applies one change at a time. Two tabs
// of one browser adding at once end with every add counted; a cart D1 kept before the objects moves
// into its object on its next use, once, and a cart whose cookie has lapsed deletes itself.

const worker = useWorker({ scratch: true });
const objects = () => cartObjects(worker.mf);

const buyable = (count: number) => buyableItems(worker.db, count);

async function browser() {
  const shopper = new Shopper(worker.mf);
  expect((await shopper.get("/")).status).toBe(200);
  return shopper;
}

const add = (shopper: Shopper, itemId: number, quantity: number, how: "form" | "script") => {
  const fields = { intent: "add", itemId: String(itemId), quantity: String(quantity) };
  return how === "form" ? shopper.post("/app/cart", fields) : shopper.post("/app/cart.data", fields, { script: "en-US" });
};

/** The quantities the cart page shows, in its order. */
const pageQuantities = async (shopper: Shopper) =>
  [...(await (await shopper.get("/app/cart")).text()).matchAll(/data-testid="line-quantity"[^>]*>(\d+)</g)].map((match) => Number(match[1]));

/** A cart as D1 kept it before decision 0078: its row and its lines (one removed a minute ago, for Undo). */
async function writeD1Cart(cartId: string, lines: Array<{ item: number; quantity: number; removed?: boolean }>, updatedAt = new Date().toISOString()) {
  const db = worker.db;
  const removedAt = new Date(Date.now() - 60_000).toISOString();
  await db.batch([
    db.prepare("INSERT INTO carts (id, market, updated_at) VALUES (?1, 'us', ?2)").bind(cartId, updatedAt),
    ...lines.map(({ item, quantity, removed }, index) =>
      db
        .prepare("INSERT INTO cart_lines (cart_id, item_id, part_number, quantity, added_at, removed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        .bind(cartId, item, `P${item}`, quantity, new Date(Date.now() - 3_600_000 + index * 1000).toISOString(), removed ? removedAt : null),
    ),
  ]);
}

const d1Rows = async (cartId: string) =>
  (await worker.db
    .prepare("SELECT (SELECT COUNT(*) FROM carts WHERE id = ?1) + (SELECT COUNT(*) FROM cart_lines WHERE cart_id = ?1) AS n")
    .bind(cartId)
    .first<{ n: number }>())!.n;

describe("the cart object", () => {
  it("concurrent adds from two tabs (the same cart cookie) all count: the line ends with their sum", async () => {
    const shopper = await browser();
    const [item, other] = await buyable(2);
    expect((await add(shopper, item, 1, "form")).status).toBe(303);
    // Two tabs: one posts plain forms, the other the page's script, 12 adds at once of 1 or 2 each.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(shopper, i % 3 === 0 ? other : item, 1 + (i % 2), i % 2 ? "script" : "form")));
    for (const res of answers) expect([200, 303]).toContain(res.status);
    // item: the first 1, then the adds i = 1, 2, 4, 5, 7, 8, 10, 11 (2, 1, 1, 2, 2, 1, 1, 2); other: i = 0, 3, 6, 9 (1, 2, 1, 2).
    expect(await pageQuantities(shopper)).toEqual([13, 6]);
    const cartId = shopper.cookies.get("tailwise-cart")!;
    expect(await (await objects()).lines(cartId)).toEqual([
      [item, 13],
      [other, 6],
    ]);
  });

  it("concurrent changes of one line apply one after the other: a remove and an add end with the add's line back", async () => {
    const shopper = await browser();
    const [item] = await buyable(1);
    await add(shopper, item, 3, "form");
    const [removed, added] = await Promise.all([
      shopper.post("/app/cart.data", { intent: "remove", itemId: String(item) }, { script: "en-US" }),
      add(shopper, item, 2, "script"),
    ]);
    expect(removed.status).toBe(200);
    expect(added.status).toBe(200);
    // Either order is one the shopper could have made: remove then add (2), or add then remove (none).
    expect([[2], []]).toContainEqual(await pageQuantities(shopper));
  });
});

describe("a cart D1 kept before the objects", () => {
  it("moves into its object on its next read, once, even when two reads come at once; its D1 rows are deleted", async () => {
    const [one, two, three] = await buyable(3);
    const cartId = crypto.randomUUID();
    await writeD1Cart(cartId, [
      { item: one, quantity: 2 },
      { item: two, quantity: 5 },
      { item: three, quantity: 1, removed: true },
    ]);
    const shopper = await browser();
    shopper.cookies.set("tailwise-cart", cartId);
    const [first, second] = await Promise.all([pageQuantities(shopper), pageQuantities(shopper)]);
    expect(first).toEqual([2, 5]);
    expect(second).toEqual([2, 5]);
    // The removed line came too (Undo is still offered), and nothing was copied twice.
    expect(await (await objects()).lines(cartId)).toEqual([
      [one, 2],
      [two, 5],
      [three, 1],
    ]);
    expect(await d1Rows(cartId)).toBe(0);
    const undo = await shopper.post("/app/cart.data", { intent: "undo-remove", itemId: String(three) }, { script: "en-US" });
    expect(undo.status).toBe(200);
    expect(await pageQuantities(shopper)).toEqual([2, 5, 1]);
  });

  it("moves on its next add too: the add counts on top of the quantity D1 had", async () => {
    const [item] = await buyable(1);
    const cartId = crypto.randomUUID();
    await writeD1Cart(cartId, [{ item, quantity: 4 }]);
    const shopper = await browser();
    shopper.cookies.set("tailwise-cart", cartId);
    const answers = await Promise.all([add(shopper, item, 1, "script"), add(shopper, item, 1, "script")]);
    for (const res of answers) expect(res.status).toBe(200);
    expect(shopper.cookies.get("tailwise-cart"), "the same cart, not a new one").toBe(cartId);
    expect(await pageQuantities(shopper)).toEqual([6]);
    expect(await d1Rows(cartId)).toBe(0);
  });

  it("one whose cookie has lapsed deletes itself once moved (its alarm is already due)", async () => {
    const [item] = await buyable(1);
    const cartId = crypto.randomUUID();
    await writeD1Cart(cartId, [{ item, quantity: 1 }], new Date(Date.now() - 40 * 86_400_000).toISOString());
    await (await objects()).lines(cartId);
    expect(await d1Rows(cartId)).toBe(0);
    await expect.poll(async () => (await objects()).lines(cartId), { timeout: 5000 }).toEqual([]);
  });
});
