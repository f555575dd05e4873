import type { StockState } from "#app/catalogue/stock.ts";

/** A stock state as the GraphQL schemas' enums spell it (one mapping for every schema). */
export const STOCK_ENUM = { "in-stock": "IN_STOCK", "out-of-stock": "OUT_OF_STOCK", discontinued: "DISCONTINUED" } as const satisfies Record<
  StockState,
  string
>;
