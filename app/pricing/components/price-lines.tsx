import { useTranslation } from "#app/markets/use-market.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import type { PriceView } from "../price-view";

/**
 * An item's prices as every surface shows them (a card, a shelf, the options overlay, the product
 * page): the price with a valid strike price and its saving, the price per unit, Autoship's repeat
 * and first-order prices, the minimum-advertised-price message and the promotion. One component, so
 * two surfaces cannot word or show the same facts differently. The first Autoship order's offer is
 * for new customers only (app/pricing/order-pricing.ts firstAutoshipOfferFor): a cached page is kept
 * per visitor class, so the server's HTML already follows the rule.
 */
export function PriceLines({ view, size = "card", compact = false }: { view: PriceView; size?: "card" | "product"; compact?: boolean }) {
  const { t } = useTranslation("listing");
  const { hasPurchased } = usePersonal();
  const showsFirstAutoship = !hasPurchased && view.firstAutoshipPct;
  return (
    <>
      <p className={size === "product" ? "card__price product-price__now" : "card__price"}>
        <span data-testid="price">{view.price}</span>
        {view.strikePrice ? (
          <>
            {" "}
            {/* "Was" for screen readers, which do not announce the strikethrough (aria-label is not allowed on <s>) */}
            <s className="card__strike" data-testid="strike-price">
              <span className="visually-hidden">{`${t("price.was")} `}</span>
              {view.strikePrice}
            </s>
            {view.strikeSavingsPct ? <span className="card__save">{` ${t("price.strikeSave", { pct: view.strikeSavingsPct })}`}</span> : null}
          </>
        ) : null}
        {view.ppu && !compact ? <span className="card__ppu">{` ${t("price.ppu", { ppu: view.ppu })}`}</span> : null}
      </p>
      {view.autoshipPrice && !compact ? (
        <p className="card__autoship" data-testid="autoship-price">
          {t("price.autoship", { price: view.autoshipPrice })}
          {view.autoshipPct ? ` · ${t("price.autoshipSave", { pct: view.autoshipPct })}` : null}
        </p>
      ) : null}
      {showsFirstAutoship && !compact ? (
        <p className="card__autoship" data-testid="first-autoship">
          {view.firstAutoshipPrice
            ? t("price.firstAutoship", { price: view.firstAutoshipPrice, pct: view.firstAutoshipPct })
            : t("price.firstAutoshipPct", { pct: view.firstAutoshipPct })}
        </p>
      ) : null}
      {view.mapMessage && !compact ? <p className="card__map">{view.mapMessage}</p> : null}
      {view.deal ? (
        <p className="card__deals" data-testid="deal">
          {t("price.deal", { name: view.deal })}
        </p>
      ) : null}
    </>
  );
}
