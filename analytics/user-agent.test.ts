import { describe, expect, it } from "vitest";
import { ANDROID_UA, DESKTOP_UA, IOS_UA } from "./fakes.testkit";
import { browserType, nativeAppPlatform, operatingSystem, viewType } from "./user-agent";

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1";
const MAC_SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15";
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";

describe("mobile-app detection (spec §5)", () => {
  it("is a user agent starting with tailwise-ios or tailwise-android", () => {
    expect(nativeAppPlatform(IOS_UA)).toBe("ios");
    expect(nativeAppPlatform(ANDROID_UA)).toBe("android");
    expect(nativeAppPlatform(IPHONE_SAFARI)).toBeUndefined();
    expect(nativeAppPlatform(`Mozilla/5.0 ${IOS_UA}`)).toBeUndefined(); // must be the prefix
    expect(nativeAppPlatform(undefined)).toBeUndefined();
  });
  it("is the one rule the visitor's channel uses too: the prefix and its version's /, in any case", () => {
    expect(nativeAppPlatform("Tailwise-Android/24.1 (Pixel 8)")).toBe("android");
    expect(nativeAppPlatform(" tailwise-ios/25.37.0")).toBe("ios");
    expect(nativeAppPlatform("tailwise-iosx/1.0")).toBeUndefined();
    expect(nativeAppPlatform(null)).toBeUndefined();
  });
});

describe("operating system and mobile/desktop from user-agent patterns", () => {
  it.each([
    [IOS_UA, "iOS", "mobile"],
    [ANDROID_UA, "Android", "mobile"],
    [IPHONE_SAFARI, "iOS", "mobile"],
    [ANDROID_CHROME, "Android", "mobile"],
    [DESKTOP_UA, "Windows", "desktop"],
    [MAC_SAFARI, "macOS", "desktop"],
    ["curl/8", "Other", "desktop"],
  ])("%s → %s, %s", (ua, os, view) => {
    expect(operatingSystem(ua)).toBe(os);
    expect(viewType(ua)).toBe(view);
  });
  it("names the browser", () => {
    expect(browserType(DESKTOP_UA)).toBe("Chrome");
    expect(browserType(MAC_SAFARI)).toBe("Safari");
    expect(browserType(`${DESKTOP_UA} Edg/124.0`)).toBe("Edge");
    expect(browserType("Mozilla/5.0 Firefox/125.0")).toBe("Firefox");
  });
});
