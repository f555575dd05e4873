import { Link } from "@remix-run/react";
import { useMarket, useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { deliveryLine } from "#app/offers/offers.ts";
import { WelcomeOffer } from "#app/offers/welcome-offer.tsx";
import type { AppliedPromotion, OrderTotals } from "#app/pricing/order-pricing.ts";
import type { FreeShippingProgress } from "../cart-rules";
import { CheckoutLink } from "./checkout-link";
import { FreeShippingMeter } from "./free-shipping-meter";
import { orderSummary } from "../order-summary";

/** The order's summary beside the lines: subtotal, savings, promotions, free-shipping progress, checkout. */
export function CartSummary({ totals, progress, price }: { totals: OrderTotals; progress: FreeShippingProgress; price: (cents: number) => string }) {
  const { t } = useTranslation(["shop", "common"]);
  const market = useMarket();
  const marketPath = useMarketPath();
  const summary = orderSummary(totals, progress);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">{t("cart.summary")}</h2>
      <dl>
        {/* Savings before the subtotal that has them taken off (issue #26): price before savings, savings, subtotal. */}
        {summary.beforeSavingsCents !== null ? (
          <>
            <dt>{t("cart.beforeSavings")}</dt>
            <dd data-testid="cart-before-savings">{price(summary.beforeSavingsCents)}</dd>
          </>
        ) : null}
        {totals.autoshipSavingsCents > 0 ? (
          <>
            <dt>{t("cart.autoshipSavings")}</dt>
            <dd data-testid="autoship-savings">{`−${price(totals.autoshipSavingsCents)}`}</dd>
          </>
        ) : null}
        {totals.promotions.map((promotion) => (
          <PromotionSummary key={promotion.deal.id} promotion={promotion} price={price} />
        ))}
        <dt>{t("cart.subtotal", { items: t("cart.itemCount", { count: totals.itemCount }) })}</dt>
        <dd data-testid="cart-subtotal">{price(totals.subtotalCents)}</dd>
        <dt>{t("cart.shipping")}</dt>
        <dd data-testid="cart-shipping">{summary.shipping === "free" ? t("cart.shippingFree") : t("cart.shippingAtCheckout")}</dd>
        <dt className="cart-summary__total">{summary.shipping === "free" ? t("cart.estimatedTotal") : t("cart.estimatedTotalBeforeShipping")}</dt>
        <dd className="cart-summary__total" data-testid="cart-total">
          {price(summary.totalCents)}
        </dd>
      </dl>
      <FreeShippingMeter progress={progress} price={price} t={t} testId="free-shipping" />
      <p className="free-shipping__delivery">{deliveryLine(market)}</p>
      {/* The eGift card only: free shipping is the box above's, at this shopper's own threshold. */}
      <WelcomeOffer withShipping={false} />
      <CheckoutLink label={t("cart.checkout")} />
      <Link to={marketPath("/")}>{t("cart.continue")}</Link>
    </aside>
  );
}

/** A promotion the order applies: what it saves, or, for a spend reward, whether it is earned. */
function PromotionSummary({ promotion, price }: { promotion: AppliedPromotion; price: (cents: number) => string }) {
  const { t } = useTranslation("shop");
  const reward = promotion.reward;
  return (
    <>
      <dt>{promotion.deal.name}</dt>
      <dd data-testid="promotion">
        {reward
          ? reward.earned
            ? t("cart.rewardEarned", { amount: price(reward.amount * 100) })
            : t("cart.rewardAway", { amount: price(reward.remainingCents), reward: price(reward.amount * 100) })
          : `−${price(promotion.savingsCents)}`}
      </dd>
    </>
  );
}
