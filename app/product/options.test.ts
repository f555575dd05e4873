import { describe, expect, it } from "vitest";
import { optionGroups, optionKinds, selectedItem, unavailableWithMessage, type OptionItem } from "./options";

const item = (id: string, size: string, flavor: string | null = null, stock: OptionItem["stock"] = "in-stock"): OptionItem => ({
  id,
  size,
  flavor,
  color: null,
  stock,
});
// 4 lb and 15 lb in Chicken and Salmon, but no 15 lb Salmon; the 15 lb is out of stock.
const items = [item("1", "4 lb", "Chicken"), item("2", "4 lb", "Salmon"), item("3", "15 lb", "Chicken", "out-of-stock")];

describe("optionKinds", () => {
  it("offers a choice only where there are at least two values", () => {
    expect(optionKinds(items).map((k) => k.name)).toEqual(["Size", "Flavor"]);
    expect(optionKinds([item("1", "4 lb"), item("2", "4 lb")])).toEqual([]);
  });
});

describe("optionGroups", () => {
  it("marks the selected item's values and links each value to the item with the other choices kept", () => {
    const [size, flavor] = optionGroups(items, items[0]);
    expect(size.values).toEqual([
      { value: "4 lb", selected: true, itemId: "1", unavailableWith: null, stock: "in-stock" },
      { value: "15 lb", selected: false, itemId: "3", unavailableWith: null, stock: "out-of-stock" },
    ]);
    expect(flavor.values.map((v) => [v.value, v.itemId, v.selected])).toEqual([
      ["Chicken", "1", true],
      ["Salmon", "2", false],
    ]);
  });

  it("says 'Unavailable with {optionValues}' for a value that does not exist with the other choices", () => {
    const [size, flavor] = optionGroups(items, items[2]); // 15 lb Chicken
    expect(flavor.values.find((v) => v.value === "Salmon")).toEqual({
      value: "Salmon",
      selected: false,
      itemId: "2",
      unavailableWith: "Unavailable with 15 lb",
      stock: "in-stock",
    });
    expect(size.values.every((v) => v.unavailableWith === null)).toBe(true);
    expect(unavailableWithMessage(["15 lb", "Blue"])).toBe("Unavailable with 15 lb, Blue");
  });
});

describe("selectedItem", () => {
  const prices: Record<string, number> = { "1": 1999, "2": 1499, "3": 1499 };
  const priceOf = (i: OptionItem) => prices[i.id] ?? 9999;
  it("is the requested item when it is the product's", () => expect(selectedItem(items, "3", priceOf)?.id).toBe("3"));
  it("else the featured item, the one the listing card shows: the cheapest, the first of equals", () => {
    expect(selectedItem(items, "999", priceOf)?.id).toBe("2");
    expect(selectedItem(items, null, () => 1)?.id).toBe("1");
  });
});
