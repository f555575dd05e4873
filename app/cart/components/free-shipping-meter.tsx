import type { TFunction } from "#app/i18n/translator.ts";
import type { FreeShippingProgress } from "../cart-rules";

/**
 * How far the order is from free shipping, as words and a bar: the cart page's summary and the
 * mini-cart show the same (the threshold is the offers table's, the progress the cart rules'; the
 * words locales/en-US/shop-cart.json's, `t` reading the `shop` namespace they join).
 */
export function FreeShippingMeter({
  progress,
  price,
  t,
  testId,
}: {
  progress: FreeShippingProgress;
  price: (cents: number) => string;
  t: TFunction;
  testId: string;
}) {
  return (
    <div className="free-shipping" data-testid={testId}>
      <p>{progress.qualifies ? t("cart.freeShippingReached") : t("cart.freeShippingAway", { amount: price(progress.remainingCents) })}</p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-label={t("cart.freeShippingProgress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
