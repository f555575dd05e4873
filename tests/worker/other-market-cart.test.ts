import { describe, expect, it } from "vitest";
import { CART_PATH } from "#app/urls/site-paths.ts";
import { useWorker } from "./use-worker";
import { Shopper } from "./buy-path-harness";
import { textOf } from "./surface-readers";

// Issue #26: each market keeps its own cart (docs/decisions/0009), so a shopper who switches market
// finds an empty cart. The empty cart says where their items are and links to that cart.

const worker = useWorker({ scratch: true });

/** An item any add accepts: published, in stock, sold online, no personalization. */
async function buyableItem(): Promise<number> {
  const row = await worker.db
    .prepare(
      `SELECT i.id FROM items i JOIN products p ON p.id = i.product_id
        WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
          AND p.is_gift_card = 0 AND p.is_customizable = 0
        ORDER BY i.id LIMIT 1`,
    )
    .first<{ id: number }>();
  return row!.id;
}

const otherMarketNote = (html: string) => {
  const note = /<p class="cart-empty__other-market"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return note ? { text: textOf(note[1]), href: /href="([^"]+)"/.exec(note[1])?.[1] } : null;
};

describe("an empty cart in one market while the other market's cart has items", () => {
  it.each([
    { from: "", to: "/ca", words: "Your US cart has 2 items: each country has its own cart, priced in its own currency. Go to your US cart" },
    { from: "/ca", to: "", words: "Your Canadian cart has 2 items: each country has its own cart, priced in its own currency. Go to your Canadian cart" },
  ])("items in '$from' and the cart of '$to' says where they are", async ({ from, to, words }) => {
    const shopper = new Shopper(worker.mf);
    // (the market's home page: `/` or `/ca`, never `/ca/`, which redirects: decision 0064)
    expect((await shopper.get(from || "/")).status).toBe(200);
    const added = await shopper.post(`${from}${CART_PATH}`, { intent: "add", itemId: String(await buyableItem()), quantity: "2" });
    expect(added.status).toBeLessThan(400);
    const empty = await (await shopper.get(`${to}${CART_PATH}`)).text();
    expect(empty).toContain("Your cart is empty.");
    expect(otherMarketNote(empty)).toEqual({ text: words, href: `${from}${CART_PATH}` });
    // The market whose cart holds them says nothing of the kind.
    expect(otherMarketNote(await (await shopper.get(`${from}${CART_PATH}`)).text())).toBeNull();
  });

  it("says nothing when the other market's cart is empty too", async () => {
    const shopper = new Shopper(worker.mf);
    const html = await (await shopper.get(`/ca${CART_PATH}`)).text();
    expect(html).toContain("Your cart is empty.");
    expect(otherMarketNote(html)).toBeNull();
  });
});
