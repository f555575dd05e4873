import { describe, expect, it } from "vitest";
import {
  cartPriceCents,
  cartTotals,
  freeShippingProgress,
  lineStatus,
  unitPriceCents,
  type LineFacts,
} from "./cart-rules";

const line = (over: Partial<LineFacts> = {}): LineFacts => ({
  quantity: 1,
  autoship: false,
  priceCents: 1999,
  autoshipPriceCents: 1899,
  autoshipAllowed: true,
  mapSavingsCents: null,
  inventory: 10,
  itemPublished: true,
  productPublished: true,
  discontinued: false,
  ...over,
});

describe("freeShippingProgress", () => {
  it("says how far an order is from free shipping", () => {
    expect(freeShippingProgress(2000, 49)).toEqual({ thresholdCents: 4900, remainingCents: 2900, qualifies: false, percent: 40 });
  });
  it("qualifies at the threshold exactly and above it", () => {
    expect(freeShippingProgress(4900, 49)).toMatchObject({ remainingCents: 0, qualifies: true, percent: 100 });
    expect(freeShippingProgress(9000, 35)).toMatchObject({ remainingCents: 0, qualifies: true, percent: 100 });
  });
  it("an empty cart is the whole threshold away", () => {
    expect(freeShippingProgress(0, 35)).toMatchObject({ remainingCents: 3500, percent: 0 });
  });
});

describe("lineStatus", () => {
  it("an item with stock is available", () => expect(lineStatus(line())).toBe("available"));
  it("an item with no inventory is out of stock, not dropped", () => expect(lineStatus(line({ inventory: 0 }))).toBe("out-of-stock"));
  it("an unpublished or discontinued item is unavailable", () => {
    expect(lineStatus(line({ itemPublished: false }))).toBe("unavailable");
    expect(lineStatus(line({ productPublished: false }))).toBe("unavailable");
    expect(lineStatus(line({ discontinued: true }))).toBe("unavailable");
  });
});

describe("unitPriceCents", () => {
  it("an Autoship line pays the Autoship price", () => expect(unitPriceCents(line({ autoship: true }))).toBe(1899));
  it("a one-time line, or Autoship no longer allowed, pays the price", () => {
    expect(unitPriceCents(line())).toBe(1999);
    expect(unitPriceCents(line({ autoship: true, autoshipAllowed: false }))).toBe(1999);
    expect(unitPriceCents(line({ autoship: true, autoshipPriceCents: null }))).toBe(1999);
  });
});

describe("cartPriceCents (spec §5 minimum advertised price)", () => {
  it("keeps the page's promise: the MAP saving comes off in the cart", () => {
    expect(cartPriceCents(line({ mapSavingsCents: 300 }))).toBe(1699);
    expect(unitPriceCents(line({ mapSavingsCents: 300 }))).toBe(1699);
  });
  it("an Autoship line never pays more than the one-time cart price", () => {
    expect(unitPriceCents(line({ autoship: true, mapSavingsCents: 300 }))).toBe(1699);
    expect(unitPriceCents(line({ autoship: true, mapSavingsCents: 50 }))).toBe(1899);
  });
});

describe("cartTotals", () => {
  it("adds available lines only and counts what Autoship saves", () => {
    const totals = cartTotals([line({ quantity: 2 }), line({ quantity: 3, autoship: true }), line({ inventory: 0, quantity: 5 }), line({ discontinued: true })]);
    expect(totals).toEqual({ itemCount: 5, subtotalCents: 2 * 1999 + 3 * 1899, autoshipSavingsCents: 300, unavailableLines: 2 });
  });
  it("an empty cart is all zeros", () => expect(cartTotals([])).toEqual({ itemCount: 0, subtotalCents: 0, autoshipSavingsCents: 0, unavailableLines: 0 }));
});
