import { describe, expect, it } from "vitest";
import { freeShippingProgress, lineStatus, type LineFacts } from "./cart-rules";

const line = (over: Partial<LineFacts> = {}): LineFacts => ({
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
