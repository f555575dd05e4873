import type { ShouldRevalidateFunction } from "@remix-run/react";

/** The shopper's own writes: they change the cart or a sign-up, never a catalogue page's data. */
const SHOPPER_WRITES = /\/app\/(cart|notify-me)$/;

/**
 * For catalogue pages (listing, product): after an Add to Cart or a notify-me sign-up, only the
 * root loader (the header's cart count) needs to run again, not the search or the product query.
 */
export const skipRevalidationAfterShopperWrites: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) => {
  if (formAction && SHOPPER_WRITES.test(new URL(formAction, "http://localhost").pathname)) return false;
  return defaultShouldRevalidate;
};
