// storefront spec §7 "Native bridges (not HTTP)": how a page inside our apps' webviews talks to the
// app. iOS: a WKScriptMessageHandler the app registers (`window.webkit.messageHandlers.{handler}`),
// given the payload as is. Android: a JavascriptInterface object on window (`window.{object}.{method}`),
// given the payload as JSON text (such interfaces take strings). §8: a missing bridge is logged, and
// nothing the shopper sees changes.

export type BridgeMessage = { platform: "ios"; handler: string; payload: unknown } | { platform: "android"; object: string; method: string; payload?: unknown };

export interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  [key: string]: unknown;
}

/** Posts the message; true when a bridge took it. A missing bridge is logged, never thrown. */
export function postBridgeMessage(win: BridgeWindow, message: BridgeMessage, log: (message: string) => void = console.error): boolean {
  try {
    if (message.platform === "ios") {
      const handler = win.webkit?.messageHandlers?.[message.handler];
      if (handler) {
        handler.postMessage(message.payload);
        return true;
      }
      log(`Missing native bridge: webkit.messageHandlers.${message.handler}`);
      return false;
    }
    const bridge = win[message.object] as Record<string, unknown> | undefined;
    const method = bridge?.[message.method];
    if (typeof method === "function") {
      if (message.payload === undefined) method.call(bridge);
      else method.call(bridge, JSON.stringify(message.payload));
      return true;
    }
    log(`Missing native bridge: ${message.object}.${message.method}`);
    return false;
  } catch (error) {
    log(`Native bridge failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
