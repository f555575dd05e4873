// The product page's option selector (issue #7; storefront spec §3 "Option summary", §8
// "Unavailable with {optionValues}"). Pure: which option values a product's items offer, which item
// a choice leads to, and which values do not exist with the shopper's other choices.
import type { StockState } from "#app/catalogue/stock.ts";

/** The option kinds an item may have, in the order the page shows them. */
const OPTION_KINDS = [
  { key: "size", name: "Size" },
  { key: "flavor", name: "Flavor" },
  { key: "color", name: "Color" },
] as const;
type OptionKey = (typeof OPTION_KINDS)[number]["key"];

export interface OptionItem {
  id: string;
  size: string | null;
  flavor: string | null;
  color: string | null;
  stock: StockState;
}

interface OptionValueChoice {
  value: string;
  selected: boolean;
  /** The item this choice shows: the exact combination, or the closest one when it does not exist. */
  itemId: string;
  /** spec §8: 'Unavailable with {optionValues}' when no item has this value with the other choices. */
  unavailableWith: string | null;
  /** the stock state of the item this choice shows: a chip says when that size is out of stock */
  stock: StockState;
}

export interface OptionGroup {
  key: OptionKey;
  name: string;
  values: OptionValueChoice[];
}

export const unavailableWithMessage = (optionValues: string[]) => `Unavailable with ${optionValues.join(", ")}`;

/** Values of a kind in the items' order, once each. */
function valuesOf(items: OptionItem[], key: OptionKey): string[] {
  const seen: string[] = [];
  for (const item of items) {
    const value = item[key];
    if (value !== null && !seen.includes(value)) seen.push(value);
  }
  return seen;
}

/** The kinds a shopper chooses from: those with at least two values. */
export function optionKinds(items: OptionItem[]) {
  return OPTION_KINDS.filter(({ key }) => valuesOf(items, key).length > 1);
}

export function optionGroups(items: OptionItem[], selected: OptionItem): OptionGroup[] {
  const kinds = optionKinds(items);
  return kinds.map(({ key, name }) => {
    const others = kinds.filter((kind) => kind.key !== key);
    return {
      key,
      name,
      values: valuesOf(items, key).map((value) => {
        const withValue = items.filter((item) => item[key] === value);
        const exact = withValue.find((item) => others.every((other) => item[other.key] === selected[other.key]));
        if (exact) return { value, selected: exact.id === selected.id, itemId: exact.id, unavailableWith: null, stock: exact.stock };
        // The closest item: the most of the other choices kept, first in the product's order.
        const score = (item: OptionItem) => others.filter((other) => item[other.key] === selected[other.key]).length;
        const closest = withValue.reduce((best, item) => (score(item) > score(best) ? item : best), withValue[0]);
        const missing = others.map((other) => selected[other.key]).filter((v): v is string => v !== null);
        return { value, selected: false, itemId: closest.id, unavailableWith: unavailableWithMessage(missing), stock: closest.stock };
      }),
    };
  });
}

/**
 * The item a product page (or the options overlay) shows: `?item=` when it is one of the product's,
 * else the product's featured item: its cheapest, the first of equals in the product's order. The
 * same item its listing card shows and adds (the card query's `ORDER BY price, option_order`), so
 * the page a card leads to shows the price the card promised.
 */
export function selectedItem<T extends OptionItem>(items: T[], requested: string | null, priceOf: (item: T) => number): T | undefined {
  return (
    items.find((item) => item.id === requested) ??
    items.reduce<T | undefined>((best, item) => (best === undefined || priceOf(item) < priceOf(best) ? item : best), undefined)
  );
}
