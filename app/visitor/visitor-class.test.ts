import { describe, expect, it } from "vitest";
import { channelOf, classifyVisitor, isInternalTraffic, parseAddressRange } from "./visitor-class";

const CHROME_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1";
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

describe("spec §6 channels: our apps, another app, a mobile browser, a desktop", () => {
  it("is our app by the tailwise-ios/ and tailwise-android/ prefixes", () => {
    expect(channelOf("tailwise-ios/25.37.0 (iPhone; iOS 18.2)")).toBe("ios-app");
    expect(channelOf("Tailwise-Android/24.1 (Pixel 8)")).toBe("android-app");
  });
  it("is another app when another app's prefix is there (a separate channel), not web", () => {
    expect(channelOf("otherpets-ios/3.2 (iPhone)")).toBe("other-app");
    expect(channelOf("acme-vet-android/1.0")).toBe("other-app");
  });
  it("is a mobile browser or a desktop otherwise", () => {
    expect(channelOf(SAFARI_IPHONE)).toBe("mobile-web");
    expect(channelOf(CHROME_ANDROID)).toBe("mobile-web");
    expect(channelOf(CHROME_DESKTOP)).toBe("desktop");
    expect(channelOf(null)).toBe("desktop");
    // The prefix must start the user agent.
    expect(channelOf(`${CHROME_DESKTOP} tailwise-ios/25.37.0`)).toBe("desktop");
  });
});

describe("internal traffic: a configured address range or header", () => {
  const rule = {
    ranges: ["10.0.0.0/8", "203.0.113.7", "2001:db8::/32"].map((r) => parseAddressRange(r)!),
    header: { name: "x-tailwise-internal", value: "s3cret-value" },
  };
  const request = (clientIp: string | null, headers: Record<string, string> = {}) => ({ clientIp, header: (name: string) => headers[name] ?? null });

  it("matches IPv4 and IPv6 addresses inside the ranges, and nothing outside", () => {
    expect(isInternalTraffic(request("10.20.30.40"), rule)).toBe(true);
    expect(isInternalTraffic(request("203.0.113.7"), rule)).toBe(true);
    expect(isInternalTraffic(request("2001:db8:1::5"), rule)).toBe(true);
    expect(isInternalTraffic(request("11.0.0.1"), rule)).toBe(false);
    expect(isInternalTraffic(request("203.0.113.8"), rule)).toBe(false);
    expect(isInternalTraffic(request("2001:db9::1"), rule)).toBe(false);
    expect(isInternalTraffic(request("not an address"), rule)).toBe(false);
    expect(isInternalTraffic(request(null), rule)).toBe(false);
  });
  it("matches the header only with its configured value", () => {
    expect(isInternalTraffic(request("8.8.8.8", { "x-tailwise-internal": "s3cret-value" }), rule)).toBe(true);
    expect(isInternalTraffic(request("8.8.8.8", { "x-tailwise-internal": "1" }), rule)).toBe(false);
    expect(isInternalTraffic(request("8.8.8.8", { "x-tailwise-internal": "s3cret-value" }), { ranges: [] })).toBe(false);
  });
  it("parses ranges strictly", () => {
    for (const bad of ["10.0.0.0/33", "256.1.1.1", "10.0.0/8", "1.2.3.4/8/9", "2001:db8::/129", "2001:::1", "gggg::1", ""])
      expect(parseAddressRange(bad), bad).toBeNull();
    expect(parseAddressRange("::1")).toEqual({ bytes: Uint8Array.from([...Array(15).fill(0), 1]), prefixBits: 128 });
    expect(parseAddressRange("::ffff:192.0.2.1/128")!.bytes.slice(12)).toEqual(Uint8Array.from([192, 0, 2, 1]));
  });
});

describe("a visitor's classes from the verified session", () => {
  const session = { v: 1 as const, sub: "c1", hasPurchased: true, membershipStatus: "ACTIVE", iat: 1, exp: 2 };
  it("new, not a member, not signed in without a session", () => {
    expect(classifyVisitor(null, CHROME_DESKTOP, false)).toEqual({
      customer: "new",
      loyaltyMember: false,
      channel: "desktop",
      internal: false,
      signedIn: false,
    });
  });
  it("existing and an active member from the session; another membership state is not active", () => {
    expect(classifyVisitor(session, "tailwise-ios/25.37.0", true)).toEqual({
      customer: "existing",
      loyaltyMember: true,
      channel: "ios-app",
      internal: true,
      signedIn: true,
    });
    expect(classifyVisitor({ ...session, membershipStatus: "CANCELLED" }, SAFARI_IPHONE, false).loyaltyMember).toBe(false);
  });
});
