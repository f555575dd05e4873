import type { Cart, CartLine } from "./cart.server";

// What the mini-cart shows after an add made with JavaScript (app/cart/components/mini-cart.tsx):
// the line as it now is and the order's subtotal, read by the cart's own reader and priced by the
// price owner (app/pricing/order-pricing.ts), so it says what the cart page says. The add's answer
// carries it: no second request, and nothing to fail on the page after the add itself succeeded.

export interface CartSnapshot {
  /** the added line as the cart holds it now (null if it is not there: it was taken out meanwhile) */
  line: Pick<CartLine, "itemId" | "name" | "option" | "image" | "quantity" | "lineCents" | "autoship"> | null;
  /** units on the charged lines, and what they cost (the cart page's subtotal) */
  itemCount: number;
  subtotalCents: number;
}

/** The snapshot of `cart` after an add of `itemId`. */
export function cartSnapshot(cart: Pick<Cart, "lines" | "totals">, itemId: string): CartSnapshot {
  const line = cart.lines.find((l) => l.itemId === itemId);
  return {
    line: line
      ? {
          itemId: line.itemId,
          name: line.name,
          option: line.option,
          image: line.image,
          quantity: line.quantity,
          lineCents: line.lineCents,
          autoship: line.autoship,
        }
      : null,
    itemCount: cart.totals.itemCount,
    subtotalCents: cart.totals.subtotalCents,
  };
}
