import { describe, expect, it, vi } from "vitest";
import { lifecycleBridgeMessage, shareBridgeMessage, sheetDismissedBridgeMessage, postToApp } from "./app-bridges";

const IOS = "tailwise-ios/25.37.0 (iPhone; iOS 18.2)";
const ANDROID = "tailwise-android/26.1.0 (Pixel 8)";
const WEB = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) Mobile Safari/604.1";
const payload = {
  catalogEntryId: "504885",
  productName: "Pork Stew",
  productImageUrl: "https://x/img.png",
  shareData: { title: "Pork Stew", text: "Pork Stew at Tailwise", url: "https://x/p" },
};

describe("spec §7 native bridges: share, lifecycle, bottom-sheet dismissal", () => {
  it("speak to the iOS message handlers with the payload as is", () => {
    expect(shareBridgeMessage(IOS, payload)).toEqual({ platform: "ios", handler: "share", payload });
    expect(lifecycleBridgeMessage(IOS, "hybrid_ready_to_display", { pageType: "pdp" })).toEqual({
      platform: "ios",
      handler: "lifecycle",
      payload: { event: "hybrid_ready_to_display", pageType: "pdp" },
    });
    expect(sheetDismissedBridgeMessage(IOS, "filter-sheet")).toEqual({ platform: "ios", handler: "dismissBottomSheet", payload: { sheet: "filter-sheet" } });
  });

  it("speak to Android's TailwiseApp object", () => {
    expect(lifecycleBridgeMessage(ANDROID, "first_content_paint", { time: 412 })).toEqual({
      platform: "android",
      object: "TailwiseApp",
      method: "lifecycle",
      payload: { event: "first_content_paint", time: 412 },
    });
  });

  it("say nothing on the web", () => {
    expect(shareBridgeMessage(WEB, payload)).toBeNull();
    expect(postToApp(lifecycleBridgeMessage(WEB, "hybrid_ready_to_display"), {})).toBe(false);
  });

  it("post: iOS gets the object, Android JSON text; a missing bridge is logged and nothing breaks", () => {
    const postMessage = vi.fn();
    expect(postToApp(shareBridgeMessage(IOS, payload), { webkit: { messageHandlers: { share: { postMessage } } } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(payload);
    const lifecycle = vi.fn();
    expect(postToApp(lifecycleBridgeMessage(ANDROID, "hybrid_ready_to_display"), { TailwiseApp: { lifecycle } })).toBe(true);
    expect(lifecycle).toHaveBeenCalledWith(JSON.stringify({ event: "hybrid_ready_to_display" }));
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(postToApp(sheetDismissedBridgeMessage(ANDROID, "options"), {})).toBe(false);
    expect(error).toHaveBeenCalledWith("Missing native bridge: TailwiseApp.dismissBottomSheet");
    error.mockRestore();
  });
});
