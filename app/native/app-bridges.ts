import { nativeAppPlatform } from "#analytics/user-agent.ts";
import type { SharePayload } from "#app/product/share.ts";
import { postBridgeMessage, type BridgeMessage, type BridgeWindow } from "./bridge";

// storefront spec §7 native bridges besides the cart's (./cart-bridge.ts): share, the lifecycle
// events `hybrid_ready_to_display` and the first-content-paint signal, and the dismissal of a bottom
// sheet. The handler and method names are this storefront's (the spec does not give them): iOS
// message handlers `share`, `lifecycle`, `dismissBottomSheet`; on Android the `TailwiseApp` object's
// methods of the same names, given JSON text. Outside our apps there is no message (null).

const IOS_APP_HANDLERS = { share: "share", lifecycle: "lifecycle", dismissBottomSheet: "dismissBottomSheet" } as const;
const ANDROID_APP_BRIDGE = { object: "TailwiseApp", share: "share", lifecycle: "lifecycle", dismissBottomSheet: "dismissBottomSheet" } as const;

/** spec §7 lifecycle events: the page can be shown, and when its first content was painted. */
export const LIFECYCLE_EVENTS = { readyToDisplay: "hybrid_ready_to_display", firstContentPaint: "first_content_paint" } as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[keyof typeof LIFECYCLE_EVENTS];

type AppBridge = keyof typeof IOS_APP_HANDLERS;

function appMessage(userAgent: string | undefined, bridge: AppBridge, payload: Record<string, unknown>): BridgeMessage | null {
  const platform = nativeAppPlatform(userAgent);
  if (platform === "ios") return { platform, handler: IOS_APP_HANDLERS[bridge], payload };
  if (platform === "android") return { platform, object: ANDROID_APP_BRIDGE.object, method: ANDROID_APP_BRIDGE[bridge], payload };
  return null;
}

/** spec §3 share payload (catalogEntryId, productName, productImageUrl, shareData) for the app's share sheet. */
export const shareBridgeMessage = (userAgent: string | undefined, payload: SharePayload) => appMessage(userAgent, "share", { ...payload });

/** A lifecycle event; `detail` adds what it reports (the page type, the paint time in ms). */
export const lifecycleBridgeMessage = (userAgent: string | undefined, event: LifecycleEvent, detail: Record<string, unknown> = {}) =>
  appMessage(userAgent, "lifecycle", { event, ...detail });

/** A bottom sheet of the page was closed (the app may restore its own bars). */
export const sheetDismissedBridgeMessage = (userAgent: string | undefined, sheet: string) => appMessage(userAgent, "dismissBottomSheet", { sheet });

/** Posts a message when there is one (inside our apps); a missing bridge is logged (./bridge.ts). */
export function postToApp(message: BridgeMessage | null, win: BridgeWindow = window as unknown as BridgeWindow): boolean {
  return message ? postBridgeMessage(win, message) : false;
}
