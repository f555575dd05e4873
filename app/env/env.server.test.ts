import { describe, expect, it } from "vitest";
import { DEV_SESSION_SECRET, parseEnv } from "./env.server";

const bindings = { DB: {}, ANALYTICS: {}, ANALYTICS_QUEUE: {}, CARTS: {}, RATE_LIMIT_COUNTERS: {}, REDIRECTS: {}, CONTENT: {}, SEARCH_INDEX: {}, ASSETS: {} };

describe("SITE_ORIGIN", () => {
  it("is kept as an origin: scheme, host and port", () => {
    expect(parseEnv({ ...bindings, SITE_ORIGIN: "http://127.0.0.1:8787" }).SITE_ORIGIN).toBe("http://127.0.0.1:8787");
    expect(parseEnv({ ...bindings, ENVIRONMENT: "prd", SITE_ORIGIN: "https://www.tailwise.com/" }).SITE_ORIGIN).toBe("https://www.tailwise.com");
  });

  it("is required: no canonical link may fall back to the Host header", () => {
    expect(() => parseEnv({ ...bindings })).toThrow(/SITE_ORIGIN is missing/);
  });

  it("refuses anything that is not an http(s) origin", () => {
    for (const value of ["www.tailwise.com", "https://www.tailwise.com/shop", "https://www.tailwise.com?x=1", "ftp://www.tailwise.com", ""]) {
      expect(() => parseEnv({ ...bindings, SITE_ORIGIN: value }), value).toThrow(/SITE_ORIGIN/);
    }
  });

  it("outside dev, must be the public https origin, not the local default", () => {
    for (const ENVIRONMENT of ["qat", "stg", "prd"]) {
      expect(() => parseEnv({ ...bindings, ENVIRONMENT, SITE_ORIGIN: "http://127.0.0.1:8787" }), ENVIRONMENT).toThrow(/public https origin/);
      expect(() => parseEnv({ ...bindings, ENVIRONMENT, SITE_ORIGIN: "https://localhost" }), ENVIRONMENT).toThrow(/public https origin/);
      expect(() => parseEnv({ ...bindings, ENVIRONMENT, SITE_ORIGIN: "http://www.tailwise.com" }), ENVIRONMENT).toThrow(/public https origin/);
    }
  });
});

describe("FEATURE_FLAGS", () => {
  const env = { ...bindings, SITE_ORIGIN: "http://127.0.0.1:8787" };

  it("unset, every flag has its default", () => {
    expect(parseEnv(env).FEATURE_FLAGS).toMatchObject({ ads: true, priceBucketsV2: false, legacyEnrichment: false });
  });

  it("sets the flags it names over the defaults", () => {
    expect(parseEnv({ ...env, FEATURE_FLAGS: "priceBucketsV2=on,ads=off" }).FEATURE_FLAGS).toMatchObject({
      ads: false,
      priceBucketsV2: true,
      newUserCta: true,
    });
  });

  it("refuses a flag list with a mistake in it, naming the mistake", () => {
    expect(() => parseEnv({ ...env, FEATURE_FLAGS: "priceBuckets=on" })).toThrow(/unknown flag "priceBuckets"/);
  });
});

describe("spec §9 environments and regions", () => {
  const env = { ...bindings, SITE_ORIGIN: "http://127.0.0.1:8787" };
  it("takes dev, qat, stg, prd and use1, use2, cac1, usw2 (default dev, use1)", () => {
    expect(parseEnv(env)).toMatchObject({ ENVIRONMENT: "dev", REGION: "use1" });
    for (const REGION of ["use1", "use2", "cac1", "usw2"]) expect(parseEnv({ ...env, REGION }).REGION).toBe(REGION);
    for (const ENVIRONMENT of ["qat", "stg", "prd"])
      expect(parseEnv({ ...env, ENVIRONMENT, SITE_ORIGIN: "https://www.tailwise.com" }).ENVIRONMENT).toBe(ENVIRONMENT);
  });
  it("refuses anything else with 'Invalid environment' / 'Invalid region'", () => {
    for (const ENVIRONMENT of ["production", "PRD", "test", ""])
      expect(() => parseEnv({ ...env, ENVIRONMENT }), ENVIRONMENT).toThrow(/ENVIRONMENT: Invalid environment/);
    for (const REGION of ["us-east-1", "euw1", "USE1"]) expect(() => parseEnv({ ...env, REGION }), REGION).toThrow(/REGION: Invalid region/);
  });
});

describe("visitor settings (issue #11)", () => {
  const env = { ...bindings, SITE_ORIGIN: "http://127.0.0.1:8787" };
  const deployed = { ...bindings, ENVIRONMENT: "prd", SITE_ORIGIN: "https://www.tailwise.com" };
  it("signs sessions with the development secret in dev only; outside dev none is trusted until one is set", () => {
    expect(parseEnv(env).SESSION_SECRET).toBe(DEV_SESSION_SECRET);
    expect(parseEnv(deployed).SESSION_SECRET).toBeUndefined();
    expect(() => parseEnv({ ...deployed, SESSION_SECRET: DEV_SESSION_SECRET })).toThrow(/SESSION_SECRET is the development secret/);
    expect(() => parseEnv({ ...deployed, SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
  });
  it("reads internal address ranges, refusing a malformed one by name", () => {
    expect(parseEnv({ ...env, INTERNAL_IP_RANGES: "10.0.0.0/8, 2001:db8::/32" }).INTERNAL_IP_RANGES).toHaveLength(2);
    expect(() => parseEnv({ ...env, INTERNAL_IP_RANGES: "10.0.0.0/8, 10.0.0.0/40" })).toThrow(/"10.0.0.0\/40" is not an address or CIDR range/);
    expect(() => parseEnv({ ...env, INTERNAL_TRAFFIC_TOKEN: "short" })).toThrow(/at least 16 characters/);
  });
});
