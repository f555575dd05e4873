import { useEffect, useRef } from "react";
import { CART_PATH } from "#app/urls/site-paths.ts";
import { handFocusTo, receivesFocus } from "../focus-hand-off";
import { Link } from "@remix-run/react";
import { useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { STOCK_MESSAGES } from "#app/catalogue/stock.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import type { CartLine } from "../cart.server";
import { MAX_QUANTITY_PER_LINE } from "../cart-limits";
import { useCartFetcher, type CartActionData } from "../use-cart-fetcher";

/** `position`: the line's place in the cart (analytics product record position). */
export function CartLineRow({ line, price, position }: { line: CartLine; price: (cents: number) => string; position: number }) {
  const { t } = useTranslation(["shop", "listing"]);
  const marketPath = useMarketPath();
  const quantityFetcher = useCartFetcher("cart", undefined, () => position);
  const removeFetcher = useCartFetcher("cart", undefined, () => position);
  const action = marketPath(CART_PATH);
  const error = [quantityFetcher.data, removeFetcher.data].find((d) => d && !d.ok) as (CartActionData & { ok: false }) | undefined;
  // A line put back by Undo takes focus from the undo note that goes (./undo-remove.tsx).
  const nameRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (receivesFocus(line.itemId, "line")) nameRef.current?.focus();
  }, [line.itemId]);
  return (
    <li
      className={`cart-line cart-line--${line.status}${line.quantity === 0 ? " cart-line--removing" : ""}`}
      data-item-id={line.itemId}
      aria-busy={line.quantity === 0}
    >
      <img src={line.image} alt="" width={96} height={96} />
      <div className="cart-line__info">
        {line.brandLine ? <p className="cart-line__brand">{line.brandLine}</p> : null}
        <h2 className="cart-line__name">
          <Link ref={nameRef} to={marketPath(line.href)}>
            {line.name}
          </Link>
        </h2>
        <p className="cart-line__option">{line.option}</p>
        {line.personalization ? <p>{t("cart.personalization", { text: line.personalization })}</p> : null}
        {line.status !== "available" ? (
          <p className="cart-line__flag" role="status">
            <strong>{line.status === "unavailable" ? STOCK_MESSAGES.noLongerAvailable : STOCK_MESSAGES.outOfStock}</strong>{" "}
            {line.status === "unavailable" ? t("cart.unavailableHint") : t("cart.outOfStockHint")}
          </p>
        ) : null}
        <p className="cart-line__unit" data-testid="line-unit">
          {line.pricing === "autoship-first"
            ? t("cart.autoshipFirstLine", { price: price(line.unitCents), repeat: price(line.repeatCents ?? line.unitCents) })
            : line.pricing === "autoship-repeat"
              ? t("cart.autoshipLine", { price: price(line.unitCents) })
              : t("cart.each", { price: price(line.unitCents) })}
          {/* spec §5 MAP: the price the page could not advertise, below the advertised one. */}
          {line.pricing === "one-time" && line.unitCents < line.facts.advertisedCents ? (
            <>
              {" "}
              <s aria-label={t("cart.advertised", { price: price(line.facts.advertisedCents) })}>{price(line.facts.advertisedCents)}</s>
            </>
          ) : null}
        </p>
        {line.facts.deal ? (
          <p className="cart-line__deal" data-testid="line-deal">
            {t("listing:price.deal", { name: line.facts.deal.name })}
            {line.promotionCents > 0 && line.status === "available" ? ` ${t("cart.promotionSaving", { amount: price(line.promotionCents) })}` : null}
          </p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <quantityFetcher.Form method="post" action={action} className="quantity-stepper">
          <XsrfField />
          <input type="hidden" name="intent" value="set-quantity" />
          <input type="hidden" name="itemId" value={line.itemId} />
          <button type="submit" name="quantity" value={line.quantity - 1} aria-label={t("cart.decrease", { name: line.name })}>
            −
          </button>
          <output aria-live="polite" aria-label={t("cart.quantity")} data-testid="line-quantity">
            {line.quantity}
          </output>
          <button
            type="submit"
            name="quantity"
            value={line.quantity + 1}
            disabled={line.quantity >= MAX_QUANTITY_PER_LINE}
            aria-label={t("cart.increase", { name: line.name })}
          >
            +
          </button>
        </quantityFetcher.Form>
        <removeFetcher.Form method="post" action={action} onSubmit={() => handFocusTo(line.itemId, "undo")}>
          <XsrfField />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="itemId" value={line.itemId} />
          <button type="submit" className="link-button" aria-label={t("cart.removeLabel", { name: line.name })}>
            {t("cart.remove")}
          </button>
        </removeFetcher.Form>
        <p className="cart-line__total" data-testid="line-total">
          {price(line.lineCents)}
        </p>
        {error ? (
          <p className="form-error" role="alert">
            {error.error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
