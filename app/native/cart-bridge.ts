import { nativeAppPlatform } from "#analytics/user-agent.ts";

// storefront spec §7 "Native bridges": after an add to cart inside the apps, the iOS app receives
// add-to-cart with the product data only from app version 25.37.0 upward; older iOS versions and
// Android get a cart refresh. §3 "Add-to-cart notification": product data plus dataComponentName
// and dataSourceView. §8: a missing bridge is logged, nothing the shopper sees changes.

const IOS_ADD_TO_CART_MIN_VERSION = [25, 37, 0] as const;
/** Message handler names the apps register (window.webkit.messageHandlers.<name>). */
const IOS_CART_HANDLERS = { addToCart: "addToCart", refreshCart: "refreshCart" } as const;
/** The Android JavascriptInterface object and its method. */
const ANDROID_CART_BRIDGE = { object: "TailwiseCart", refreshCart: "refreshCart" } as const;

/** "tailwise-ios/25.37.1 (iPhone; iOS 18.2)" → [25, 37, 1]; null when the version is unreadable. */
export function appVersion(userAgent: string | undefined): [number, number, number] | null {
  const match = /^[a-z]+-(?:ios|android)\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/i.exec(userAgent ?? "");
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function atLeast(version: readonly number[], minimum: readonly number[]): boolean {
  for (let i = 0; i < minimum.length; i++) {
    if ((version[i] ?? 0) !== minimum[i]) return (version[i] ?? 0) > minimum[i];
  }
  return true;
}

export interface AddToCartNotification extends Record<string, unknown> {
  dataComponentName: string;
  dataSourceView: string;
}

export type CartBridgeMessage =
  | { platform: "ios"; handler: typeof IOS_CART_HANDLERS.addToCart; payload: AddToCartNotification }
  | { platform: "ios"; handler: typeof IOS_CART_HANDLERS.refreshCart; payload: Record<string, never> }
  | { platform: "android"; object: typeof ANDROID_CART_BRIDGE.object; method: typeof ANDROID_CART_BRIDGE.refreshCart };

const ANDROID_REFRESH = { platform: "android", object: ANDROID_CART_BRIDGE.object, method: ANDROID_CART_BRIDGE.refreshCart } as const;

/** What the app should hear after an add, or null on the web. */
export function addToCartBridgeMessage(userAgent: string | undefined, notification: AddToCartNotification): CartBridgeMessage | null {
  const platform = nativeAppPlatform(userAgent);
  if (platform === "android") return ANDROID_REFRESH;
  if (platform !== "ios") return null;
  const version = appVersion(userAgent);
  return version && atLeast(version, IOS_ADD_TO_CART_MIN_VERSION)
    ? { platform, handler: IOS_CART_HANDLERS.addToCart, payload: notification }
    : { platform, handler: IOS_CART_HANDLERS.refreshCart, payload: {} };
}

/** Any other cart change inside the apps: a refresh. */
export function cartRefreshBridgeMessage(userAgent: string | undefined): CartBridgeMessage | null {
  const platform = nativeAppPlatform(userAgent);
  if (platform === "android") return ANDROID_REFRESH;
  return platform === "ios" ? { platform, handler: IOS_CART_HANDLERS.refreshCart, payload: {} } : null;
}
