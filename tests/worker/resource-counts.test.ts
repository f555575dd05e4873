import { describe, expect, it } from "vitest";
import { parseResourceCounts } from "#worker/resource-counts.ts";
import { ORIGIN, Shopper } from "./buy-path-harness";
import { useWorker } from "./use-worker";
import { get } from "./worker-harness";

// Issue #28's capacity model (docs/capacity.md) rests on what one request costs in D1, KV, Durable
// Object and queue operations: with RESOURCE_COUNTS=1 each answer's Server-Timing says so, and the
// bench's `resources` part reads it. Without the variable (every deployed environment) nothing is said.

describe("with RESOURCE_COUNTS=1", () => {
  const worker = useWorker({ scratch: true, vars: { RESOURCE_COUNTS: "1", EDGE_PAGE_CACHE: "off" } });

  it("a rendered category page reports its D1 round trips, statements and the rows D1 read", async () => {
    const res = await get(worker.mf, "/b/dog_c288");
    expect(res.status).toBe(200);
    const counts = parseResourceCounts(res.headers.get("server-timing"));
    expect(counts).not.toBeNull();
    expect(counts!.d1).toBeGreaterThan(0);
    expect(counts!.d1_statements).toBeGreaterThanOrEqual(counts!.d1);
    expect(counts!.rows_read).toBeGreaterThan(0);
    expect(counts!.rows_written).toBe(0);
  });

  it("a collector batch is one queue message (its events are written later, by the queue's consumer)", async () => {
    const res = await get(worker.mf, "/v1/batch", {
      method: "POST",
      headers: { origin: ORIGIN, "cf-connecting-ip": "10.78.0.1", "content-type": "application/json" },
      body: JSON.stringify({ batch: [1, 2, 3].map((n) => ({ type: "track", event: "Counted", messageId: `counts-${Date.now()}-${n}`, anonymousId: "a" })) }),
    });
    expect(res.status).toBe(200);
    const counts = parseResourceCounts(res.headers.get("server-timing"));
    expect(counts!.queue).toBe(1);
  });

  it("a cart add reports the cart object's calls", async () => {
    const shopper = new Shopper(worker.mf);
    await shopper.get("/b/dog_c288");
    const item = (await worker.db
      .prepare(
        `SELECT i.id FROM items i JOIN products p ON p.id = i.product_id
          WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
            AND p.is_gift_card = 0 AND p.is_customizable = 0 AND p.is_prescription = 0 AND p.is_rx_vet_diet = 0
          ORDER BY i.id LIMIT 1`,
      )
      .first<{ id: number }>())!;
    const res = await shopper.post("/app/cart", { intent: "add", itemId: String(item.id), quantity: "1" });
    expect(res.status).toBe(303);
    expect(parseResourceCounts(res.headers.get("server-timing"))!.do).toBeGreaterThan(0);
  });
});

describe("without RESOURCE_COUNTS (as deployed)", () => {
  const worker = useWorker({ vars: { EDGE_PAGE_CACHE: "off" } });

  it("a page's Server-Timing has no resources entry", async () => {
    const res = await get(worker.mf, "/b/dog_c288");
    expect(res.status).toBe(200);
    expect(res.headers.get("server-timing")).toContain("dur=");
    expect(parseResourceCounts(res.headers.get("server-timing"))).toBeNull();
  });
});
