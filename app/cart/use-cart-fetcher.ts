import { useFetcher } from "@remix-run/react";
import { startTransition, useEffect, useRef, useState } from "react";
import { useAnalytics } from "#app/analytics/analytics-provider.tsx";
import type { CartChange } from "./cart.server";
import type { CartSnapshot } from "./cart-snapshot";
import { JUST_ADDED_MS } from "./add-to-cart-label";
import type { CartSourceView } from "./announce-cart-change";

/** What /app/cart's action answers a script (a fetcher): the change (after an add, the cart as it now is), or the reason it failed. */
export type CartActionData = { ok: true; change: CartChange; count: number; cart?: CartSnapshot } | { ok: false; error: string; field?: string };

/** storefront spec §7: the browser event that signals a cart change. */
export const CART_UPDATED_EVENT = "cartUpdated";

/**
 * A fetcher for /app/cart that, once a change succeeds, tells everyone who listens: the
 * `cartUpdated` event, analytics, and the native app inside a webview. `positionOf` says where the
 * changed product is shown (analytics spec §3 product record position, 1-based), asked when the
 * answer comes: a grid's one form adds whichever card was clicked. Unknown: 1, the product shown alone.
 */
export function useCartFetcher(source: CartSourceView, list?: string, positionOf?: () => number | undefined) {
  const fetcher = useFetcher<CartActionData>();
  const emit = useAnalytics();
  const handled = useRef<CartActionData | undefined>(undefined);
  const position = useRef(positionOf);
  position.current = positionOf;
  useEffect(() => {
    const data = fetcher.data;
    // As soon as the action answers (state "loading" while the page's data revalidates): a removed
    // line's row is gone once the revalidation lands, and its effects with it.
    if (!data || handled.current === data) return;
    handled.current = data;
    if (!data.ok) return;
    const { change } = data;
    // (the whole answer: the header's count, and after an add the mini-cart's snapshot)
    window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: data }));
    // Analytics, the native app's bridge and, after an add, the mini-cart hear of it from code loaded
    // with the first change, not with every page (issue #8's JavaScript budget).
    const where = { list, position: position.current?.() ?? 1 };
    void import("./announce-cart-change").then(({ reportCartChange, tellNativeApp, showMiniCart }) => {
      emit((analytics) => reportCartChange(analytics, change, where));
      tellNativeApp(change, source, where.position);
      showMiniCart(data);
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
    // Transitions, as the card add's own states (./components/card-add-to-cart.tsx: error 421).
    startTransition(() => setSettled(false));
    if (!result?.ok) return;
    const timer = setTimeout(() => startTransition(() => setSettled(true)), JUST_ADDED_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return settled;
}
