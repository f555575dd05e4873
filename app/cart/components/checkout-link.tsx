import { Link } from "@remix-run/react";
import { useMarketPath } from "#app/markets/use-market.ts";

/** Where checkout starts (app/routes/checkout.tsx): the cart page's summary and the mini-cart link to it. */
export const CHECKOUT_PATH = "/app/checkout";

/** The cart's primary action (the orange of Add to Cart). */
export const CHECKOUT_LINK_CLASS = "button button--checkout";

export function CheckoutLink({ label }: { label: string }) {
  const marketPath = useMarketPath();
  return (
    <Link className={CHECKOUT_LINK_CLASS} to={marketPath(CHECKOUT_PATH)}>
      {label}
    </Link>
  );
}
