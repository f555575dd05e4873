import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { CART_PATH } from "#app/urls/site-paths.ts";
import { addResources, translatorFor } from "#app/i18n/translator.ts";
import pageCopy from "#locales/en-US/shop-cart.json";

// Where "Proceed to checkout" leads (spec §2 lists no checkout route: checkout is out of scope for
// this store today). The page says so plainly instead of pretending, and sends the shopper back to
// the cart, which is kept as it is. Its words are the cart's (locales/en-US/shop-cart.json).
addResources("en-US", "shop", pageCopy);

export const meta: MetaFunction = () => [
  { title: `${translatorFor("en-US", ["shop"])("checkout.title")} | Tailwise` },
  // A page that only says "not yet" has nothing for a search engine.
  { name: "robots", content: "noindex" },
];

export default function CheckoutRoute() {
  const marketPath = useMarketPath();
  const { t } = useTranslation("shop");
  return (
    <article className="content-page" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t("checkout.title")}</h1>
      <p>{t("checkout.fictional")}</p>
      <p>{t("checkout.saved")}</p>
      <p className="actions">
        <Link className="button" to={marketPath(CART_PATH)}>
          {t("checkout.backToCart")}
        </Link>{" "}
        <Link to={marketPath("/")}>{t("cart.continue")}</Link>
      </p>
    </article>
  );
}
