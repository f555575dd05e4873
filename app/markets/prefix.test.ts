import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "./config";
import { stripMarketPrefix, withMarketPrefix } from "./prefix";

describe("withMarketPrefix (spec §2 Markets and path prefix)", () => {
  it("the US market has no prefix: paths are returned as they are", () => {
    expect(withMarketPrefix("/b/dog-food_c288", US_MARKET)).toBe("/b/dog-food_c288");
    expect(withMarketPrefix("/", US_MARKET)).toBe("/");
    expect(withMarketPrefix("/s?query=kibble", "")).toBe("/s?query=kibble");
  });

  it("the Canadian market keeps pages under the prefix /ca", () => {
    expect(withMarketPrefix("/b/dog-food_c288", CA_MARKET)).toBe("/ca/b/dog-food_c288");
    expect(withMarketPrefix("/plp/api/search", "/ca")).toBe("/ca/plp/api/search");
  });

  it("a path already beginning with the prefix followed by a slash is not prefixed again", () => {
    expect(withMarketPrefix("/ca/b/dog-food_c288", CA_MARKET)).toBe("/ca/b/dog-food_c288");
    expect(withMarketPrefix("/ca/", CA_MARKET)).toBe("/ca/");
  });

  it("a path that merely starts with the letters of the prefix is still prefixed", () => {
    expect(withMarketPrefix("/cats", CA_MARKET)).toBe("/ca/cats");
    expect(withMarketPrefix("/cabin-beds", CA_MARKET)).toBe("/ca/cabin-beds");
  });

  it("a path not beginning with a slash is returned unchanged after trimming, in both markets", () => {
    expect(withMarketPrefix("  https://example.com/x  ", CA_MARKET)).toBe("https://example.com/x");
    expect(withMarketPrefix(" dp/123 ", US_MARKET)).toBe("dp/123");
    expect(withMarketPrefix("", CA_MARKET)).toBe("");
    expect(withMarketPrefix("  /brands  ", CA_MARKET)).toBe("/ca/brands");
  });

  it("decision: the Canadian home page is /ca, and /ca on its own counts as prefixed", () => {
    expect(withMarketPrefix("/", CA_MARKET)).toBe("/ca");
    expect(withMarketPrefix("/ca", CA_MARKET)).toBe("/ca");
    expect(withMarketPrefix("/?utm=x", CA_MARKET)).toBe("/ca?utm=x");
    expect(withMarketPrefix("/ca?utm=x", CA_MARKET)).toBe("/ca?utm=x");
  });

  it("query strings and fragments keep working", () => {
    expect(withMarketPrefix("/s?query=x", CA_MARKET)).toBe("/ca/s?query=x");
    expect(withMarketPrefix("/s?query=x&rh=c%3A288", US_MARKET)).toBe("/s?query=x&rh=c%3A288");
    expect(withMarketPrefix("/brands#a", CA_MARKET)).toBe("/ca/brands#a");
  });

  it("decision: a protocol-relative address is not a site path and becomes the market home page", () => {
    expect(withMarketPrefix("//evil.example/x", US_MARKET)).toBe("/");
    expect(withMarketPrefix("//evil.example/x", CA_MARKET)).toBe("/ca");
    expect(withMarketPrefix("/\\evil.example", US_MARKET)).toBe("/");
  });
});

describe("stripMarketPrefix (Worker market resolution)", () => {
  it("/ca, /ca/ and /ca/... resolve to Canada with the path inside the market", () => {
    expect(stripMarketPrefix("/ca")).toEqual({ market: CA_MARKET, path: "/" });
    expect(stripMarketPrefix("/ca/")).toEqual({ market: CA_MARKET, path: "/" });
    expect(stripMarketPrefix("/ca/b/dog-food_c288")).toEqual({ market: CA_MARKET, path: "/b/dog-food_c288" });
    expect(stripMarketPrefix("/ca?x=1")).toEqual({ market: CA_MARKET, path: "/?x=1" });
  });

  it("paths that only start with the letters ca, and all others, resolve to the US unchanged", () => {
    expect(stripMarketPrefix("/cats")).toEqual({ market: US_MARKET, path: "/cats" });
    expect(stripMarketPrefix("/cabin")).toEqual({ market: US_MARKET, path: "/cabin" });
    expect(stripMarketPrefix("/")).toEqual({ market: US_MARKET, path: "/" });
    expect(stripMarketPrefix("/CA/b/x")).toEqual({ market: US_MARKET, path: "/CA/b/x" });
  });

  it("is the inverse of withMarketPrefix for site paths in both markets", () => {
    for (const path of ["/", "/s?query=x", "/b/dog-food_c288_p2", "/cats"]) {
      for (const market of [US_MARKET, CA_MARKET]) {
        expect(stripMarketPrefix(withMarketPrefix(path, market))).toEqual({ market, path });
      }
    }
  });
});
