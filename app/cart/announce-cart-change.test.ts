import { describe, expect, it } from "vitest";
import { analyticsUnderTest } from "#analytics/fakes.testkit.ts";
import type { CartChange } from "./cart.server";
import { reportCartChange } from "./announce-cart-change";

// analytics spec §3: a product record needs product_id, sku, name, price and position; spec §5: a
// missing one is logged ("'products.0.position' is required"). A cart change must log nothing.

const line: CartChange["line"] = {
  itemId: "2000001",
  productId: "9001",
  partNumber: "TW-123",
  parentPartNumber: "TW-100",
  name: "Kibble 5 lb",
  brand: "Acme",
  option: "5 lb",
  autoship: false,
  unitCents: 1999,
};

async function report(change: CartChange, place: { list?: string; position: number }) {
  const { analytics, tracks, console } = analyticsUnderTest({}, { pageType: "cart" });
  reportCartChange(analytics, change, place);
  await analytics.ready;
  return { event: tracks()[0], warnings: [...console.warn.mock.calls, ...console.error.mock.calls] };
}

describe("a cart change's analytics event", () => {
  it("an add from a listing carries the card's position, the line's price and the list", async () => {
    const { event, warnings } = await report({ kind: "add", previousQuantity: 0, quantity: 1, line }, { list: "/b/dog_c288", position: 7 });
    expect(warnings).toEqual([]);
    expect(event).toMatchObject({
      name: "Product Added",
      list_id: "/b/dog_c288",
      added_to: "cart",
      products: [{ product_id: "TW-123", sku: "TW-123", name: "Kibble 5 lb", price: 19.99, position: 7, quantity: 1 }],
    });
  });
  it("a quantity change, a remove and an undo in the cart carry the line's place in the cart, and log nothing", async () => {
    const changes: [CartChange, string, number][] = [
      [{ kind: "set-quantity", previousQuantity: 1, quantity: 3, line }, "Product Added", 2],
      [{ kind: "set-quantity", previousQuantity: 3, quantity: 2, line: { ...line, autoship: true } }, "Product Removed", 1],
      [{ kind: "remove", previousQuantity: 2, quantity: 0, line }, "Product Removed", 2],
      [{ kind: "undo-remove", previousQuantity: 0, quantity: 2, line }, "Product Added", 2],
    ];
    for (const [change, name, quantity] of changes) {
      const { event, warnings } = await report(change, { position: 2 });
      expect(warnings).toEqual([]);
      expect(event).toMatchObject({ name, products: [{ position: 2, quantity, price: 19.99 }] });
    }
  });
});
