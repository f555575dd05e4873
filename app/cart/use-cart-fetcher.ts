import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Analytics, ProductInput } from "#analytics/index.ts";
import { useAnalytics } from "#app/analytics/analytics-provider.tsx";
import { centsToAmount } from "#app/search/rules.ts";
import type { CartChange } from "./cart.server";
import { JUST_ADDED_MS } from "./add-to-cart-label";

/** What /app/cart's action answers a script (a fetcher): the change, or the reason it failed. */
export type CartActionData = { ok: true; change: CartChange; count: number } | { ok: false; error: string; field?: string };

/** storefront spec §7: the browser event that signals a cart change. */
export const CART_UPDATED_EVENT = "cartUpdated";

/** Where the change was made: the app's notification names it (spec §3 dataSourceView). */
export type CartSourceView = "pdp" | "plp" | "cart";

export function analyticsProductFor(change: CartChange): ProductInput {
  return {
    id: change.line.productId,
    partNumber: change.line.partNumber,
    sku: change.line.partNumber,
    product_id: change.line.partNumber,
    parentPartNumber: change.line.parentPartNumber,
    name: change.line.name,
    brand: change.line.brand,
    variant: change.line.option,
    price: centsToAmount(change.line.unitCents),
    autoshipApplied: change.line.autoship,
  };
}

/** analytics spec §4: add / quantity change / remove / undo, added-to cart or autoship. */
export function reportCartChange(analytics: Analytics, change: CartChange, list?: string) {
  const product = analyticsProductFor(change);
  const opts = { addedTo: change.line.autoship ? ("autoship" as const) : ("cart" as const), ...(list && { list }) };
  switch (change.kind) {
    case "add":
      return analytics.productAdded(product, { ...opts, quantity: change.quantity - change.previousQuantity });
    case "set-quantity":
      return analytics.cartQuantityChanged(product, change.previousQuantity, change.quantity, opts);
    case "remove":
      return analytics.productRemoved(product, { ...opts, quantity: change.previousQuantity });
    case "undo-remove":
      return analytics.undoRemove(product, { ...opts, quantity: change.quantity });
  }
}

/**
 * A fetcher for /app/cart that, once a change succeeds, tells everyone who listens: the
 * `cartUpdated` event, analytics, and the native app inside a webview.
 */
export function useCartFetcher(source: CartSourceView, list?: string) {
  const fetcher = useFetcher<CartActionData>();
  const emit = useAnalytics();
  const handled = useRef<CartActionData | undefined>(undefined);
  useEffect(() => {
    const data = fetcher.data;
    // As soon as the action answers (state "loading" while the page's data revalidates): a removed
    // line's row is gone once the revalidation lands, and its effects with it.
    if (!data || handled.current === data) return;
    handled.current = data;
    if (!data.ok) return;
    window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count: data.count, change: data.change } }));
    emit((analytics) => reportCartChange(analytics, data.change, list));
    const { change } = data;
    // The bridge code is only for the apps' webviews: loaded when a change happens, not with every page.
    void import("#app/native/cart-bridge.ts").then(({ addToCartBridgeMessage, cartRefreshBridgeMessage, postCartBridgeMessage }) => {
      const userAgent = navigator.userAgent;
      const message =
        change.kind === "add"
          ? addToCartBridgeMessage(userAgent, { ...analyticsProductFor(change), quantity: change.quantity - change.previousQuantity, dataComponentName: "add-to-cart", dataSourceView: source })
          : cartRefreshBridgeMessage(userAgent);
      if (message) postCartBridgeMessage(window as never, message);
    });
  }, [fetcher.data, emit, list, source]);
  return fetcher;
}

/**
 * spec §4: a successful add says "Added to cart" for JUST_ADDED_MS, then "Added". Whether that time
 * has passed for this answer (false again with every new answer).
 */
export function useAddSettled(result: CartActionData | undefined): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    setSettled(false);
    if (!result?.ok) return;
    const timer = setTimeout(() => setSettled(true), JUST_ADDED_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return settled;
}
