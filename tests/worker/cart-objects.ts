import type { Miniflare } from "miniflare";
import type { StoredLine } from "#app/cart/cart-lines.ts";
import type { CartRef } from "#worker/cart-object.ts";

// The carts' Durable Objects (worker/cart-object.ts, decision 0078) as a test reaches them: through
// miniflare's binding proxy, calling the same methods the Worker calls.

interface CartObjectCalls {
  read(cart: CartRef, removedSince: string): Promise<StoredLine[]>;
  count(cart: CartRef): Promise<number>;
  claim(newCartId: string, nowMs: number): Promise<{ cartId: string; created: boolean }>;
}

export async function cartObjects(mf: Miniflare) {
  const namespace = await mf.getDurableObjectNamespace("CARTS");
  const named = (name: string) => namespace.get(namespace.idFromName(name)) as unknown as CartObjectCalls;
  return {
    /** The lines the cart's object holds (live, and removed in the last hour), as [item id, quantity]. */
    async lines(cartId: string, market: CartRef["market"] = "us"): Promise<Array<[number, number]>> {
      const lines = await named(cartId).read({ cartId, market }, new Date(Date.now() - 3_600_000).toISOString());
      return lines.map((line) => [line.item_id, line.quantity]);
    },
    /** The claim object of a claim key (app/cart/cart-claim.server.ts). */
    claim: (claimKey: string) => named(`claim:${claimKey}`),
  };
}

/** Items any add accepts: published, in stock, sold online, no personalization (the first `count` by id). */
export async function buyableItems(db: D1Database, count: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT i.id FROM items i JOIN products p ON p.id = i.product_id
        WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
          AND p.is_gift_card = 0 AND p.is_customizable = 0
        ORDER BY i.id LIMIT ?1`,
    )
    .bind(count)
    .all<{ id: number }>();
  if (results.length < count) throw new Error(`the seeded catalogue has only ${results.length} buyable items, ${count} asked`);
  return results.map((row) => row.id);
}
