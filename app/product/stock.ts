// storefront spec §8 "Product page" stock copy and the states behind it (issue #7). Pure.

export const STOCK_MESSAGES = {
  outOfStock: "Temporarily Out of Stock",
  noLongerAvailable: "No Longer Available",
  discontinued: "This item may be discontinued. We're not sure when it will be available again.",
} as const;

export type StockState = "in-stock" | "out-of-stock" | "discontinued";

/**
 * A discontinued item (or product) is "No Longer Available" for good; an item with no inventory is
 * temporarily out of stock and offers notify-me. Neither is a reason to leave the product page.
 */
export function itemStockState(item: { inventory: number; discontinued: boolean }, product: { discontinued: boolean }): StockState {
  if (product.discontinued || item.discontinued) return "discontinued";
  return item.inventory > 0 ? "in-stock" : "out-of-stock";
}

/** The product as a whole: in stock when any item is; discontinued when every item is. */
export function productStockState(states: StockState[]): StockState {
  if (states.includes("in-stock")) return "in-stock";
  if (states.length > 0 && states.every((state) => state === "discontinued")) return "discontinued";
  return "out-of-stock";
}
