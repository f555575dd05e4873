import { useTranslation } from "#app/markets/use-market.ts";
import { AddToCartForm } from "#app/cart/components/add-to-cart-form.tsx";
import { MAX_PERSONALIZATION_LENGTH, MAX_QUANTITY_PER_LINE } from "#app/cart/cart-limits.ts";
import { island } from "#app/ui/island.tsx";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import type { ProductDetail, ProductItem } from "../product.server";
import { STOCK_MESSAGES } from "#app/catalogue/stock.ts";

// Only an out-of-stock item shows the form: the browser loads its code only then (issue #8 budget).
const LazyNotifyMeForm = island(() => import("#app/notify-me/components/notify-me-form.tsx").then((m) => m.NotifyMeForm), ".notify-me");

/** What the shopper can do with the item shown: add it to the cart, or why not (spec §8 stock states). */
export function BuyBox({ product, item, ids, offersNotifyMe }: { product: ProductDetail; item: ProductItem; ids: string; offersNotifyMe: boolean }) {
  const { t } = useTranslation(["shop", "listing"]);
  const { hasPurchased } = usePersonal();
  if (item.stock === "discontinued") {
    return (
      <div className="stock stock--gone" role="status">
        <p className="stock__label">{STOCK_MESSAGES.noLongerAvailable}</p>
        <p>{STOCK_MESSAGES.discontinued}</p>
      </div>
    );
  }
  if (item.stock === "out-of-stock") {
    return (
      <div className="stock stock--out">
        <p className="stock__label" role="status">
          {STOCK_MESSAGES.outOfStock}
        </p>
        {offersNotifyMe ? <LazyNotifyMeForm key={item.id} subject={{ productId: product.id }} heading={t("notifyMe.heading")} /> : null}
      </div>
    );
  }
  if (product.cta === "none") return <p className="stock__note">{t("product.giftCard")}</p>;
  return (
    <div className="buy-box">
      <p className="stock__label stock__label--in">{t("product.inStock")}</p>
      {product.isPrescription ? <p className="stock__note">{t("product.prescription")}</p> : null}
      <AddToCartForm key={item.id} itemId={item.id} source="pdp" className="buy-box__form">
        <label htmlFor={`${ids}-qty`}>{t("product.quantity")}</label>
        <input
          id={`${ids}-qty`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY_PER_LINE}
          defaultValue={1}
          required
          className="buy-box__qty"
        />
        {item.prices.autoshipPrice ? (
          <fieldset className="buy-box__autoship">
            <legend>{t("product.purchaseType")}</legend>
            <label>
              <input type="radio" name="autoship" value="0" defaultChecked /> {t("product.oneTime")} ({item.prices.price})
            </label>
            <label>
              <input type="radio" name="autoship" value="1" /> {t("product.autoship", { pct: item.prices.autoshipPct })} ({item.prices.autoshipPrice})
              {/* What the cart charges a new customer's first Autoship order (app/pricing/order-pricing.ts). */}
              {!hasPurchased && item.prices.firstAutoshipPct ? (
                <span className="buy-box__first-autoship">
                  {" "}
                  {item.prices.firstAutoshipPrice
                    ? t("listing:price.firstAutoship", { price: item.prices.firstAutoshipPrice, pct: item.prices.firstAutoshipPct })
                    : t("listing:price.firstAutoshipPct", { pct: item.prices.firstAutoshipPct })}
                </span>
              ) : null}
            </label>
          </fieldset>
        ) : null}
        {product.cta === "personalize" ? (
          <>
            <label htmlFor={`${ids}-personalization`}>{t("product.personalization", { max: MAX_PERSONALIZATION_LENGTH })}</label>
            <input
              id={`${ids}-personalization`}
              name="personalization"
              type="text"
              maxLength={MAX_PERSONALIZATION_LENGTH}
              required
              aria-describedby={`${ids}-personalization-hint`}
            />
            <p id={`${ids}-personalization-hint`} className="hint">
              {t("product.personalizationHint")}
            </p>
          </>
        ) : null}
      </AddToCartForm>
    </div>
  );
}
