import { describe, expect, it } from "vitest";
import { COLLECTOR_FORBIDDEN_MESSAGE, COLLECTOR_NO_KEYS_MESSAGE, collectorAccess, collectorRefusalMessage } from "./collector-access";

const site = "https://www.tailwise.example";
const access = (origin: string | null, writeKey?: string, writeKeys: string[] = ["wk_server", "wk_partner"]) =>
  collectorAccess({ siteOrigin: site, origin, writeKey, writeKeys });

describe("the collector accepts events from this site's own pages", () => {
  it("by their Origin, which a browser sends on every POST (fetch and sendBeacon)", () => {
    expect(access(site)).toEqual({ ok: true, via: "origin" });
    expect(access(site, "wk_wrong")).toEqual({ ok: true, via: "origin" });
  });
  it("not from another site, a look-alike host or another scheme", () => {
    for (const origin of ["https://evil.example", "https://www.tailwise.example.evil.example", "http://www.tailwise.example", "null"]) {
      expect(access(origin), origin).toEqual({ ok: false, reason: "no-valid-key" });
    }
  });
});

describe("or from any client with a configured write key", () => {
  it("wherever it comes from, with or without Origin", () => {
    expect(access(null, "wk_server")).toEqual({ ok: true, via: "write-key" });
    expect(access("https://partner.example", "wk_partner")).toEqual({ ok: true, via: "write-key" });
  });
  it("not with an unknown, partial or empty key, nor when no keys are configured", () => {
    for (const key of ["wk_guess", "wk_serve", "", undefined]) expect(access(null, key), String(key)).toEqual({ ok: false, reason: "no-valid-key" });
    expect(access(null, "wk_server", [])).toEqual({ ok: false, reason: "no-keys-configured" });
  });
  it("says which refusal it is: a server with no keys names the setting to configure", () => {
    expect(collectorRefusalMessage({ ok: false, reason: "no-keys-configured" })).toBe(COLLECTOR_NO_KEYS_MESSAGE);
    expect(COLLECTOR_NO_KEYS_MESSAGE).toContain("ANALYTICS_WRITE_KEYS");
    expect(collectorRefusalMessage({ ok: false, reason: "no-valid-key" })).toBe(COLLECTOR_FORBIDDEN_MESSAGE);
  });
});
