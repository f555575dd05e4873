// The cart's rules (issue #7; storefront spec §1, §9; analytics spec §4). Pure: money in integer
// cents of the market currency, no I/O, shared by the server (cart.server.ts) and the page's
// optimistic UI. What a line costs is the price owner's (app/pricing/order-pricing.ts).

import { translatorFor } from "#app/i18n/translator.ts";

// What a product page's form needs lives apart (./cart-limits.ts), so that page does not load these rules.
export { MAX_PERSONALIZATION_LENGTH, MAX_QUANTITY_PER_LINE } from "./cart-limits";

/** Distinct lines a cart may hold: a real cart never needs more, an abusive client gets no further. */
export const MAX_CART_LINES = 50;
/** A removed line is offered for "Undo" this long. */
export const UNDO_WINDOW_MINUTES = 30;
/** storefront spec §8 "Add to cart failure": what a shopper sees when a cart change really failed (its words: the locale files, listing.json). */
export const CART_FAILURE_MESSAGE = translatorFor("en-US", ["listing"])("card.addToCartError");

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

/** What the catalogue says about a cart line's item right now (its prices: app/pricing/order-pricing.ts). */
export interface LineFacts {
  inventory: number;
  itemPublished: boolean;
  productPublished: boolean;
  discontinued: boolean;
}

/**
 * An item that was unpublished or discontinued since it was added is "unavailable"; one with no
 * inventory is "out-of-stock". Both stay in the cart, flagged, and leave the subtotal.
 */
export function lineStatus(line: LineFacts): LineStatus {
  if (!line.itemPublished || !line.productPublished || line.discontinued) return "unavailable";
  return line.inventory > 0 ? "available" : "out-of-stock";
}
