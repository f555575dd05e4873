import { Link } from "@remix-run/react";
import { useMarket, useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { featuredCategories } from "#app/listing/featured-categories.ts";
import { TODAYS_DEALS_PATH } from "#app/urls/listing-url.ts";
import type { OtherMarketCart } from "../load-cart.server";

/** An empty cart: where the shopper's items are if they are in the other market's cart, and where to start shopping. */
export function EmptyCart({ otherMarketCart = null }: { otherMarketCart?: OtherMarketCart | null }) {
  const { t } = useTranslation(["shop", "common"]);
  const market = useMarket();
  const marketPath = useMarketPath();
  return (
    <section className="cart-empty">
      <p>{t("cart.empty")}</p>
      {otherMarketCart ? (
        <p className="cart-empty__other-market" data-testid="other-market-cart">
          {t(`cart.otherMarketCart.${otherMarketCart.region}`, { count: otherMarketCart.count })}{" "}
          <a href={otherMarketCart.href}>{t(`cart.otherMarketCartLink.${otherMarketCart.region}`)}</a>
        </p>
      ) : null}
      <p>{t("cart.emptyHint")}</p>
      <ul className="cart-empty__links">
        <li>
          <Link className="button" to={marketPath("/")}>
            {t("cart.startShopping")}
          </Link>
        </li>
        <li>
          <Link to={marketPath(TODAYS_DEALS_PATH)}>Today&apos;s Deals</Link>
        </li>
        {featuredCategories(market)
          .slice(0, 2)
          .map((category) => (
            <li key={category.href}>
              <Link to={category.href!}>{category.label}</Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
