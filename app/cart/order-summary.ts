// The cart page's order summary lines (issue #26): savings are listed before the subtotal that
// already has them taken off, after the price before savings; then shipping and an estimated total.
// Pure, over the price owner's totals (app/pricing/order-pricing.ts) and the free-shipping progress.
import type { OrderTotals } from "#app/pricing/order-pricing.ts";
import type { FreeShippingProgress } from "./cart-rules";

export interface OrderSummary {
  /** what the charged lines cost before Autoship and promotions; null when nothing is saved (then it is the subtotal) */
  beforeSavingsCents: number | null;
  /** spec §1/§9: free once the order reaches the shopper's threshold; below it the spec sets no price, so checkout says */
  shipping: "free" | "at-checkout";
  /** the subtotal plus shipping where it is known (free); below the threshold, before shipping */
  totalCents: number;
}

export function orderSummary(
  totals: Pick<OrderTotals, "subtotalCents" | "autoshipSavingsCents" | "promotionSavingsCents">,
  progress: Pick<FreeShippingProgress, "qualifies">,
): OrderSummary {
  const saved = totals.autoshipSavingsCents + totals.promotionSavingsCents;
  return {
    beforeSavingsCents: saved > 0 ? totals.subtotalCents + saved : null,
    shipping: progress.qualifies ? "free" : "at-checkout",
    totalCents: totals.subtotalCents,
  };
}
