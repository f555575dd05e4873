import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useMarketPath } from "#app/markets/use-market.ts";
import { CART_PATH } from "#app/cart/cart-path.ts";

// Where "Proceed to checkout" leads (spec §2 lists no checkout route: checkout is out of scope for
// this store today). The page says so plainly instead of pretending, and sends the shopper back to
// the cart, which is kept as it is.

const CHECKOUT_CLOSED_TITLE = "Checkout isn't open yet";

export const meta: MetaFunction = () => [
  { title: `${CHECKOUT_CLOSED_TITLE} | Tailwise` },
  // A page that only says "not yet" has nothing for a search engine.
  { name: "robots", content: "noindex" },
];

export default function CheckoutRoute() {
  const marketPath = useMarketPath();
  return (
    <article className="content-page" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{CHECKOUT_CLOSED_TITLE}</h1>
      <p>Tailwise is a fictional store, and taking orders is not part of it today: there is no payment, no order and no delivery behind this page.</p>
      <p>Your cart is saved, with everything you put in it: it stays in this browser, and you can come back to it at any time.</p>
      <p className="actions">
        <Link className="button" to={marketPath(CART_PATH)}>
          Back to your cart
        </Link>{" "}
        <Link to={marketPath("/")}>Continue shopping</Link>
      </p>
    </article>
  );
}
