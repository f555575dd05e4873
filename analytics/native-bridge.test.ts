import { describe, expect, it, vi } from "vitest";
import { ANDROID_UA, DESKTOP_UA, IOS_UA, LINKER_ID, logged, spyConsole } from "./fakes.testkit";
import { createLogger } from "./logger";
import { postToNativeBridge } from "./native-bridge";

const message = { type: "track" as const, event: "Product Clicked", properties: { sku: "1" } };
const setup = () => {
  const console = spyConsole();
  return { console, logger: createLogger(console, () => false) };
};

describe("native bridge (spec §5, §7)", () => {
  it("posts to the iOS message handler window.webkit.messageHandlers.tailwiseAnalytics", () => {
    const { logger } = setup();
    const postMessage = vi.fn();
    const win = { webkit: { messageHandlers: { tailwiseAnalytics: { postMessage } } } };
    expect(postToNativeBridge(win, IOS_UA, LINKER_ID, message, logger)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ ...message, nma_linker_id: LINKER_ID });
  });
  it("posts JSON to the Android bridge window.TailwiseAnalyticsBridge.postMessage", () => {
    const { logger } = setup();
    const bridge = {
      postMessage: vi.fn(function (this: unknown, _json: string) {
        expect(this).toBe(bridge);
      }),
    };
    expect(postToNativeBridge({ TailwiseAnalyticsBridge: bridge }, ANDROID_UA, LINKER_ID, message, logger)).toBe(true);
    expect(JSON.parse(bridge.postMessage.mock.calls[0][0] as string)).toEqual({ ...message, nma_linker_id: LINKER_ID });
  });
  it("sends nothing without a valid linker id", () => {
    const { console, logger } = setup();
    const postMessage = vi.fn();
    const win = { webkit: { messageHandlers: { tailwiseAnalytics: { postMessage } } } };
    expect(postToNativeBridge(win, IOS_UA, undefined, message, logger)).toBe(false);
    expect(postToNativeBridge(win, IOS_UA, "not-a-guid", message, logger)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });
  it("logs an error and does not throw when the bridge is missing", () => {
    const { console, logger } = setup();
    expect(() => postToNativeBridge({}, IOS_UA, LINKER_ID, message, logger)).not.toThrow();
    expect(logged(console.error)).toContain("Native analytics bridge is not available");
  });
  it("does not post to the iOS handler from the Android app (the user agent decides)", () => {
    const { logger } = setup();
    const postMessage = vi.fn();
    const win = { webkit: { messageHandlers: { tailwiseAnalytics: { postMessage } } } };
    expect(postToNativeBridge(win, ANDROID_UA, LINKER_ID, message, logger)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
    // an unknown user agent with a linker id uses whichever bridge exists
    expect(postToNativeBridge(win, DESKTOP_UA, LINKER_ID, message, logger)).toBe(true);
  });
  it("logs 'Failed to emit analytics event.' when the bridge throws", () => {
    const { console, logger } = setup();
    const win = {
      webkit: {
        messageHandlers: {
          tailwiseAnalytics: {
            postMessage: () => {
              throw new Error("x");
            },
          },
        },
      },
    };
    expect(postToNativeBridge(win, IOS_UA, LINKER_ID, message, logger)).toBe(false);
    expect(logged(console.error)).toContain("Failed to emit analytics event.");
  });
});
