import { ANDROID_BRIDGE, ANDROID_BRIDGE_METHOD, IOS_MESSAGE_HANDLER, MESSAGES } from "./constants";
import { isValidNmaLinkerId } from "./identity";
import type { Logger } from "./logger";
import { nativeAppPlatform } from "./user-agent";

// spec §1/§7: the third destination, the native mobile-app bridge, used only when a valid mobile-app
// linker id is present (spec §5). iOS: window.webkit.messageHandlers.<name>.postMessage(message);
// Android: window.<Bridge>.<method>(json) — Android's JavascriptInterface only takes strings.

export interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  [bridge: string]: unknown;
}

export interface BridgeNames {
  iosHandler: string;
  androidBridge: string;
  androidMethod: string;
}
const DEFAULT_BRIDGE_NAMES: BridgeNames = {
  iosHandler: IOS_MESSAGE_HANDLER,
  androidBridge: ANDROID_BRIDGE,
  androidMethod: ANDROID_BRIDGE_METHOD,
};

export interface NativeBridgeMessage {
  type: "track" | "page" | "identify";
  event?: string;
  properties: Record<string, unknown>;
  nma_linker_id: string;
}

/**
 * Posts to the app. Returns true when a bridge took the message. Without a valid linker id nothing is
 * sent; a missing bridge is a logged error and never a throw (storefront spec §8 "Missing native bridge").
 */
export function postToNativeBridge(
  win: BridgeWindow | undefined,
  userAgent: string | undefined,
  linkerId: string | undefined,
  message: Omit<NativeBridgeMessage, "nma_linker_id">,
  logger: Logger,
  names: BridgeNames = DEFAULT_BRIDGE_NAMES,
): boolean {
  if (!win || !isValidNmaLinkerId(linkerId)) return false;
  const full: NativeBridgeMessage = { ...message, nma_linker_id: linkerId };
  const platform = nativeAppPlatform(userAgent);
  try {
    const ios = win.webkit?.messageHandlers?.[names.iosHandler];
    if (platform !== "android" && ios && typeof ios.postMessage === "function") {
      ios.postMessage(full);
      return true;
    }
    const android = win[names.androidBridge] as Record<string, unknown> | undefined;
    const method = android?.[names.androidMethod];
    if (platform !== "ios" && typeof method === "function") {
      method.call(android, JSON.stringify(full));
      return true;
    }
  } catch (error) {
    logger.error(MESSAGES.FAILED_TO_EMIT, error);
    return false;
  }
  logger.error(MESSAGES.MISSING_NATIVE_BRIDGE, platform ?? "unknown platform");
  return false;
}
