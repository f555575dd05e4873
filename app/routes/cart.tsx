import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { useEffect } from "react";
import { useAnalytics } from "#app/analytics/analytics-provider.tsx";
import { cartAction } from "#app/cart/cart-action.server.ts";
import { CART_FAILURE_MESSAGE, freeShippingProgress } from "#app/cart/cart-rules.ts";
import { CartLineRow } from "#app/cart/components/cart-line-row.tsx";
import { CartSummary } from "#app/cart/components/cart-summary.tsx";
import { EmptyCart } from "#app/cart/components/empty-cart.tsx";
import { UndoRemove } from "#app/cart/components/undo-remove.tsx";
import { loadCartPage } from "#app/cart/load-cart.server.ts";
import { usePendingQuantities } from "#app/cart/use-pending-quantities.ts";
import type { CartActionData } from "#app/cart/use-cart-fetcher.ts";
import { personalPageHeaders } from "#app/http/personal-headers.ts";
import { addResources, translatorFor } from "#app/i18n/translator.ts";
import { useMarket, useTranslation } from "#app/markets/use-market.ts";
import { freeShippingThreshold } from "#app/offers/offers.ts";
import { orderAmount } from "#app/pricing/format.ts";
import { priceOrder } from "#app/pricing/order-pricing.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import pageCopy from "#locales/en-US/shop-cart.json";

// This page's own strings join the shop namespace when its module loads (app/i18n/translator.ts).
addResources("en-US", "shop", pageCopy);

/** Carts are personal: never stored by a cache. */
export const headers = personalPageHeaders;

export const loader = (args: LoaderFunctionArgs) => loadCartPage(args);

export const action = cartAction;

/**
 * With JavaScript, a change goes through here: whatever stops the server's answer from arriving as
 * data (the Worker's refusal, a dropped connection, the maintenance page) shows the spec's add-to-cart
 * failure message where the shopper clicked, instead of replacing the page.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<CartActionData> {
  try {
    return (await serverAction<typeof action>()) as CartActionData;
  } catch {
    return { ok: false, error: CART_FAILURE_MESSAGE };
  }
}

export const meta: MetaFunction = () => {
  const t = translatorFor("en-US", ["shop"]);
  return [
    { title: `${t("cart.title")} | Tailwise` },
    { name: "description", content: t("cart.metaDescription") },
    // A cart is personal: nothing for a search engine to index.
    { name: "robots", content: "noindex" },
  ];
};

export default function CartRoute() {
  const { cart, added, otherMarketCart } = useLoaderData<typeof loader>();
  const refused = useActionData<CartActionData>();
  const { hasPurchased } = usePersonal();
  const { t } = useTranslation(["shop", "common"]);
  const market = useMarket();
  const emit = useAnalytics();
  const pending = usePendingQuantities();
  // What the order charges, in the full format (a Canadian cart's `CA $`; app/pricing/format.ts).
  const price = (cents: number) => orderAmount(cents, market);

  useEffect(() => {
    emit((analytics) => analytics.track("Cart Viewed", { eventCategory: "mini cart", eventAction: "view", eventLabel: "cart page", eventNonInt: true }));
  }, [emit]);

  // A line being removed stays on screen (dimmed) until the server answers: its row reports the change.
  const lines = cart.lines.map((line) => (pending.has(line.itemId) ? { ...line, quantity: pending.get(line.itemId)! } : line));
  // The order as it will be once the pending changes land, priced by the same owner as the server's.
  const { totals } = priceOrder(
    lines.map((line) => ({ key: line.itemId, quantity: line.quantity, autoship: line.autoship, available: line.status === "available", facts: line.facts })),
    cart.customer,
  );
  const progress = freeShippingProgress(totals.subtotalCents, freeShippingThreshold(market, hasPurchased));
  const removed = cart.removed.filter((line) => !lines.some((l) => l.itemId === line.itemId));

  return (
    <div className="cart-page">
      <h1>{t("cart.title")}</h1>
      {/* A plain-form add lands here (app/cart/plain-form-destination.ts): what it added, and the way back. */}
      {added ? (
        <div className="cart-added" role="status" data-testid="cart-added">
          <p>{t("cart.addedConfirmation", { name: added.name, option: added.option })}</p>
          {added.back ? <a href={added.back}>{t("cart.backToShopping")}</a> : null}
        </div>
      ) : null}
      {refused && !refused.ok ? (
        <p className="form-error" role="alert">
          {refused.error}
        </p>
      ) : null}
      <div aria-live="polite" className="cart-page__removed">
        {removed.map((line, index) => (
          <UndoRemove key={line.itemId} line={line} position={index + 1} />
        ))}
      </div>
      {lines.length === 0 ? (
        <EmptyCart otherMarketCart={otherMarketCart} />
      ) : (
        <div className="cart-page__body">
          <ul className="cart-lines" aria-label={t("cart.title")}>
            {lines.map((line, index) => (
              <CartLineRow key={line.itemId} line={line} price={price} position={index + 1} />
            ))}
          </ul>
          <CartSummary totals={totals} progress={progress} price={price} />
        </div>
      )}
    </div>
  );
}
