import { ANDROID_APP_UA_PREFIX, IOS_APP_UA_PREFIX } from "./constants";

export type NativePlatform = "ios" | "android";

/**
 * The one "is this our app" rule (decision 0041). Analytics spec §5: the app is detected by a user agent
 * starting with the {product}-ios / {product}-android prefix; our apps send it as `{prefix}/{version}`
 * (storefront spec §6 tells our apps' prefixes from another app's, app/visitor/visitor-class.ts), so
 * the prefix counts only when the version's "/" follows it, in any case. Analytics, the visitor's
 * channel, the edge cache, the page size and the native bridges all ask this. (The OS and view-type
 * patterns below read the same prefixes as a hint of the device, not as this rule.)
 */
export function nativeAppPlatform(userAgent: string | null | undefined): NativePlatform | undefined {
  const ua = (userAgent ?? "").trim().toLowerCase();
  if (ua.startsWith(`${IOS_APP_UA_PREFIX}/`)) return "ios";
  if (ua.startsWith(`${ANDROID_APP_UA_PREFIX}/`)) return "android";
  return undefined;
}

// spec §5: "Operating system and the mobile/desktop split come from user-agent patterns."
// Order matters: iPadOS and Android UAs also contain "Mac OS X" / "Linux".
const OS_PATTERNS: [RegExp, string][] = [
  [new RegExp(`^${IOS_APP_UA_PREFIX}|iphone|ipad|ipod`, "i"), "iOS"],
  [new RegExp(`^${ANDROID_APP_UA_PREFIX}|android`, "i"), "Android"],
  [/windows/i, "Windows"],
  [/cros/i, "Chrome OS"],
  [/mac os x|macintosh/i, "macOS"],
  [/linux/i, "Linux"],
];
const MOBILE = new RegExp(`mobi|iphone|ipod|android|^${IOS_APP_UA_PREFIX}`, "i");

export function operatingSystem(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  return OS_PATTERNS.find(([re]) => re.test(ua))?.[1] ?? "Other";
}

export function viewType(userAgent: string | undefined): "mobile" | "desktop" {
  return MOBILE.test(userAgent ?? "") ? "mobile" : "desktop";
}

const BROWSER_PATTERNS: [RegExp, string][] = [
  [/edg\//i, "Edge"],
  [/opr\/|opera/i, "Opera"],
  [/samsungbrowser/i, "Samsung Internet"],
  [/firefox|fxios/i, "Firefox"],
  [/chrome|crios/i, "Chrome"],
  [/safari/i, "Safari"],
];

/** spec §3 "Session attributes" browserType. */
export function browserType(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  return BROWSER_PATTERNS.find(([re]) => re.test(ua))?.[1] ?? "Other";
}
