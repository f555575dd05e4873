import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

const bindings = { DB: {}, ANALYTICS: {}, REDIRECTS: {}, CONTENT: {}, ASSETS: {} };

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
    expect(parseEnv({ ...env, FEATURE_FLAGS: "priceBucketsV2=on,ads=off" }).FEATURE_FLAGS).toMatchObject({ ads: false, priceBucketsV2: true, newUserCta: true });
  });

  it("refuses a flag list with a mistake in it, naming the mistake", () => {
    expect(() => parseEnv({ ...env, FEATURE_FLAGS: "priceBuckets=on" })).toThrow(/unknown flag "priceBuckets"/);
  });
});
