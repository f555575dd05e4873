// The cart's rules (issue #7; storefront spec §1, §9; analytics spec §4). Pure: money in integer
// cents of the market currency, no I/O, shared by the server (cart.server.ts) and the page's
// optimistic UI.

// What a product page's form needs lives apart (./cart-limits.ts), so that page does not load these rules.
export { AUTOSHIP_REPEAT_SAVINGS_PCT, MAX_PERSONALIZATION_LENGTH, MAX_QUANTITY_PER_LINE } from "./cart-limits";

/** Distinct lines a cart may hold: a real cart never needs more, an abusive client gets no further. */
export const MAX_CART_LINES = 50;
/** A removed line is offered for "Undo" this long. */
export const UNDO_WINDOW_MINUTES = 30;
/** storefront spec §8 "Add to cart failure": what a shopper sees when a cart change really failed. */
export const CART_FAILURE_MESSAGE = "Something went wrong. Please try again.";

export interface FreeShippingProgress {
  thresholdCents: number;
  /** What is still missing, 0 once the order qualifies. */
  remainingCents: number;
  qualifies: boolean;
  /** 0..100, for the progress bar. */
  percent: number;
}

/** "$X away from free shipping" (the threshold is the offers table's, app/offers/offers.ts): an order at the threshold qualifies. */
export function freeShippingProgress(subtotalCents: number, threshold: number): FreeShippingProgress {
  const thresholdCents = Math.round(threshold * 100);
  const remainingCents = Math.max(0, thresholdCents - subtotalCents);
  return {
    thresholdCents,
    remainingCents,
    qualifies: remainingCents === 0,
    percent: thresholdCents > 0 ? Math.min(100, Math.floor((subtotalCents / thresholdCents) * 100)) : 100,
  };
}

export type LineStatus = "available" | "out-of-stock" | "unavailable";

/** What the catalogue says about a cart line's item right now. */
export interface LineFacts {
  quantity: number;
  autoship: boolean;
  /** The advertised price. */
  priceCents: number;
  autoshipPriceCents: number | null;
  autoshipAllowed: boolean;
  /**
   * spec §5 minimum advertised price: the extra saving the page promised ("See Price in Cart",
   * "Save an extra {value} today"), only when MAP is enforced, typed and positive; else null.
   */
  mapSavingsCents: number | null;
  inventory: number;
  itemPublished: boolean;
  productPublished: boolean;
  discontinued: boolean;
}

/**
 * An item that was unpublished or discontinued since it was added is "unavailable"; one with no
 * inventory is "out-of-stock". Both stay in the cart, flagged, and leave the subtotal.
 */
export function lineStatus(line: Pick<LineFacts, "inventory" | "itemPublished" | "productPublished" | "discontinued">): LineStatus {
  if (!line.itemPublished || !line.productPublished || line.discontinued) return "unavailable";
  return line.inventory > 0 ? "available" : "out-of-stock";
}

/** The one-time price in the cart: the advertised price less the MAP saving the page promised. */
export function cartPriceCents(line: Pick<LineFacts, "priceCents" | "mapSavingsCents">): number {
  return Math.max(0, line.priceCents - (line.mapSavingsCents ?? 0));
}

/** An Autoship line pays the Autoship price when the product still allows Autoship (never more than one-time). */
export function unitPriceCents(line: Pick<LineFacts, "autoship" | "priceCents" | "autoshipPriceCents" | "autoshipAllowed" | "mapSavingsCents">): number {
  const oneTime = cartPriceCents(line);
  return line.autoship && line.autoshipAllowed && line.autoshipPriceCents !== null ? Math.min(line.autoshipPriceCents, oneTime) : oneTime;
}

export interface CartTotals {
  /** Units on available lines (the header's count counts every line's units). */
  itemCount: number;
  subtotalCents: number;
  /** What Autoship saves on this order against the one-time (cart) prices. */
  autoshipSavingsCents: number;
  unavailableLines: number;
}

export function cartTotals(lines: LineFacts[]): CartTotals {
  const totals: CartTotals = { itemCount: 0, subtotalCents: 0, autoshipSavingsCents: 0, unavailableLines: 0 };
  for (const line of lines) {
    if (lineStatus(line) !== "available") {
      totals.unavailableLines += 1;
      continue;
    }
    const unit = unitPriceCents(line);
    totals.itemCount += line.quantity;
    totals.subtotalCents += unit * line.quantity;
    totals.autoshipSavingsCents += (cartPriceCents(line) - unit) * line.quantity;
  }
  return totals;
}
