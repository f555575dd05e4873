import { describe, expect, it } from "vitest";
import { deviceFacts, deviceFingerprint } from "./fingerprint";
import { DeviceFingerprint } from "./schemas";

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

describe("the device fingerprint (spec §3)", () => {
  it("holds os, browser, device memory, cores, touch points, anonymous id, user id, region, event uuid and timestamps", () => {
    const device = deviceFacts({ userAgent: ANDROID_CHROME, deviceMemory: 8, hardwareConcurrency: 8, maxTouchPoints: 5 });
    const fingerprint = deviceFingerprint(
      device,
      { anonymousId: "anon-1", userId: "cust-1", region: "us" },
      { uuid: "e-1", time: 1_700_000_000_500, pageLoad: 1_700_000_000_000 },
    );
    expect(fingerprint).toEqual({
      os: "Android",
      browser: "Chrome",
      device_memory: 8,
      cores: 8,
      touch_points: 5,
      anonymous_id: "anon-1",
      user_id: "cust-1",
      region: "us",
      event_uuid: "e-1",
      timestamps: { event: 1_700_000_000_500, page_load: 1_700_000_000_000 },
    });
  });
  it("leaves out what the browser does not say, or says nonsense about", () => {
    expect(deviceFacts({ userAgent: ANDROID_CHROME, deviceMemory: Number.NaN, hardwareConcurrency: -1 })).toEqual({
      os: "Android",
      browser: "Chrome",
      device_memory: undefined,
      cores: undefined,
      touch_points: undefined,
    });
    expect(deviceFacts(undefined)).toMatchObject({ os: "Other", browser: "Other" });
  });
  it("is what the collector's schema accepts (the browser's builder and the server's check agree)", () => {
    const fingerprint = deviceFingerprint(
      deviceFacts({ userAgent: ANDROID_CHROME, deviceMemory: 0.5, hardwareConcurrency: 4, maxTouchPoints: 0 }),
      { anonymousId: "a", region: "ca" },
      { uuid: "e", time: 1 },
    );
    expect(DeviceFingerprint.safeParse(JSON.parse(JSON.stringify(fingerprint))).success).toBe(true);
  });
});
