import { describe, expect, it } from "vitest";
import { STOCK_MESSAGES, itemStockState, productStockState } from "./stock";

describe("itemStockState", () => {
  it("an item with inventory is in stock", () => expect(itemStockState({ inventory: 3, discontinued: false }, { discontinued: false })).toBe("in-stock"));
  it("no inventory is temporarily out of stock", () =>
    expect(itemStockState({ inventory: 0, discontinued: false }, { discontinued: false })).toBe("out-of-stock"));
  it("a discontinued item or product is no longer available", () => {
    expect(itemStockState({ inventory: 0, discontinued: true }, { discontinued: false })).toBe("discontinued");
    expect(itemStockState({ inventory: 5, discontinued: false }, { discontinued: true })).toBe("discontinued");
  });
});

describe("productStockState", () => {
  it("is in stock when any item is", () => expect(productStockState(["out-of-stock", "in-stock"])).toBe("in-stock"));
  it("is discontinued only when every item is", () => {
    expect(productStockState(["discontinued", "discontinued"])).toBe("discontinued");
    expect(productStockState(["discontinued", "out-of-stock"])).toBe("out-of-stock");
  });
});

it("uses the spec's product page copy", () => {
  expect(STOCK_MESSAGES).toEqual({
    outOfStock: "Temporarily Out of Stock",
    noLongerAvailable: "No Longer Available",
    discontinued: "This item may be discontinued. We're not sure when it will be available again.",
  });
});
