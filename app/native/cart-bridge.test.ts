import { describe, expect, it, vi } from "vitest";
import { postBridgeMessage } from "./bridge";
import { addToCartBridgeMessage, appVersion, cartRefreshBridgeMessage } from "./cart-bridge";

const product = { partNumber: "TW-1", dataComponentName: "add-to-cart", dataSourceView: "pdp" };

describe("appVersion", () => {
  it("reads the app version from the user agent", () => {
    expect(appVersion("tailwise-ios/25.37.1 (iPhone; iOS 18.2)")).toEqual([25, 37, 1]);
    expect(appVersion("tailwise-android/26.1")).toEqual([26, 1, 0]);
    expect(appVersion("Mozilla/5.0")).toBeNull();
  });
});

describe("addToCartBridgeMessage (spec §7)", () => {
  it("iOS from 25.37.0 upward receives add-to-cart with the product data", () => {
    for (const ua of ["tailwise-ios/25.37.0", "tailwise-ios/25.38.0", "tailwise-ios/26.0.0"]) {
      expect(addToCartBridgeMessage(ua, product)).toEqual({ platform: "ios", handler: "addToCart", payload: product });
    }
  });
  it("older iOS versions get a cart refresh", () => {
    for (const ua of ["tailwise-ios/25.36.9", "tailwise-ios/24.99.99"]) {
      expect(addToCartBridgeMessage(ua, product)).toEqual({ platform: "ios", handler: "refreshCart", payload: {} });
    }
  });
  it("Android gets a cart refresh; the web gets nothing", () => {
    expect(addToCartBridgeMessage("tailwise-android/26.1.0", product)).toEqual({ platform: "android", object: "TailwiseCart", method: "refreshCart" });
    expect(addToCartBridgeMessage("Mozilla/5.0 (iPhone)", product)).toBeNull();
    expect(cartRefreshBridgeMessage("Mozilla/5.0")).toBeNull();
  });
});

describe("posting the cart's messages (postBridgeMessage)", () => {
  it("posts to the iOS handler", () => {
    const postMessage = vi.fn();
    const ok = postBridgeMessage({ webkit: { messageHandlers: { addToCart: { postMessage } } } }, { platform: "ios", handler: "addToCart", payload: product });
    expect(ok).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(product);
  });
  it("calls the Android bridge", () => {
    const refreshCart = vi.fn();
    expect(postBridgeMessage({ TailwiseCart: { refreshCart } }, { platform: "android", object: "TailwiseCart", method: "refreshCart" })).toBe(true);
    expect(refreshCart).toHaveBeenCalledOnce();
  });
  it("logs a missing bridge and carries on (spec §8)", () => {
    const log = vi.fn();
    expect(postBridgeMessage({}, { platform: "ios", handler: "refreshCart", payload: {} }, log)).toBe(false);
    expect(log).toHaveBeenCalledWith("Missing native bridge: webkit.messageHandlers.refreshCart");
  });
});
