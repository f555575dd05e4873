import { AUTOSHIP_REPEAT_SAVINGS_PCT, type ItemPriceRow } from "./price-facts";

/** An item's price row for tests: a $19.99 item with the standard Autoship saving and nothing else. */
export const priceRow = (over: Partial<ItemPriceRow> = {}): ItemPriceRow => ({
  price: 1999,
  strike: null,
  strikeType: null,
  autoship: 1899,
  autoshipDiscountPct: AUTOSHIP_REPEAT_SAVINGS_PCT,
  firstAutoshipPct: null,
  firstAutoshipMax: null,
  mapEnforced: false,
  mapType: null,
  mapSavings: null,
  ppu: null,
  unitOfMeasure: null,
  ...over,
});
