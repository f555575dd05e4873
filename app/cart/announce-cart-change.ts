import type { Analytics, ProductInput } from "#analytics/index.ts";
import { addToCartBridgeMessage, cartRefreshBridgeMessage } from "#app/native/cart-bridge.ts";
import { postToApp } from "#app/native/app-bridges.ts";
import type { CartChange } from "./cart.server";
import type { CartActionData } from "./use-cart-fetcher";

// What a successful cart change tells beyond the page: analytics and, inside the apps' webviews, the
// native app. The browser loads this with the first change (./use-cart-fetcher.ts), not with a page.

/** Where the change was made: the app's notification names it (spec §3 dataSourceView). */
export type CartSourceView = "pdp" | "plp" | "cart";

/** Where the changed product is shown: the list (analytics list_id) and its 1-based position in it. */
export interface CartChangePlace {
  list?: string;
  position: number;
}

/**
 * The changed line as analytics spec §3's product record. The price is the one the cart line charges
 * (the cart's pricing decides it; nothing is recomputed here).
 */
function analyticsProductFor(change: CartChange, position: number): ProductInput {
  return {
    id: change.line.productId,
    partNumber: change.line.partNumber,
    sku: change.line.partNumber,
    product_id: change.line.partNumber,
    parentPartNumber: change.line.parentPartNumber,
    name: change.line.name,
    brand: change.line.brand,
    variant: change.line.option,
    // A cart line's price is whole cents, always there (the search rules' centsToAmount is for
    // catalogue rows, which may lack one; importing it would split the page's shared chunk).
    price: change.line.unitCents / 100,
    position,
    autoshipApplied: change.line.autoship,
  };
}

/** analytics spec §4: add / quantity change / remove / undo, added-to cart or autoship. */
export function reportCartChange(analytics: Analytics, change: CartChange, { list, position }: CartChangePlace) {
  const product = analyticsProductFor(change, position);
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

/** storefront spec §7: inside the apps, an add sends the product (or a cart refresh where the app is too old); any other change a refresh. */
export function tellNativeApp(change: CartChange, source: CartSourceView, position: number) {
  const userAgent = navigator.userAgent;
  const message =
    change.kind === "add"
      ? addToCartBridgeMessage(userAgent, {
          ...analyticsProductFor(change, position),
          quantity: change.quantity - change.previousQuantity,
          dataComponentName: "add-to-cart",
          dataSourceView: source,
        })
      : cartRefreshBridgeMessage(userAgent);
  postToApp(message);
}

/**
 * An add opens the mini-cart (issue #26), its code loaded now; not inside our apps' webviews, where
 * the app shows its own cart (the bridge above tells it).
 */
export function showMiniCart(answer: CartActionData & { ok: true }) {
  if (answer.change.kind !== "add" || document.documentElement.hasAttribute("data-app-webview")) return;
  void import("./components/mini-cart").then(({ openMiniCart }) => openMiniCart(answer));
}
