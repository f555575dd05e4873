// storefront spec §8 "Product page" stock copy and the states behind it (issue #7). Pure.

export const STOCK_MESSAGES = {
  outOfStock: "Temporarily Out of Stock",
  noLongerAvailable: "No Longer Available",
  discontinued: "This item may be discontinued. We're not sure when it will be available again.",
} as const;

export const STOCK_STATES = ["in-stock", "out-of-stock", "discontinued"] as const;
export type StockState = (typeof STOCK_STATES)[number];

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

/** What a shopper reads for a state that is not "in stock": the same words on every surface. */
export const STOCK_LABELS = {
  "out-of-stock": STOCK_MESSAGES.outOfStock,
  discontinued: STOCK_MESSAGES.noLongerAvailable,
} as const satisfies Record<Exclude<StockState, "in-stock">, string>;

/**
 * A product's state from its published items' counts (a card's columns): the same answer
 * productStockState gives from each item's state. `discontinued` is the product's own flag; a
 * product whose every published item is discontinued is discontinued too.
 */
export function productStockFromCounts(counts: { inStock: number; published: number; discontinued: number }, product: { discontinued: boolean }): StockState {
  if (product.discontinued) return "discontinued";
  if (counts.inStock > 0) return "in-stock";
  return counts.published > 0 && counts.discontinued >= counts.published ? "discontinued" : "out-of-stock";
}
