import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { CACHE_POLICIES } from "#app/http/cache-policy.ts";
import { cacheKeyUrl, freshnessOf, pageCacheDecision } from "./edge-cache-rules";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const decide = (href: string, path: string, { method = "GET", userAgent = BROWSER, market = US_MARKET } = {}) =>
  pageCacheDecision({ method, url: new URL(href, "http://shop.test"), userAgent }, market, path);

describe("pageCacheDecision", () => {
  it("keys an anonymous listing by market, path and its parameters sorted by name", () => {
    expect(decide("/b/dog_c288?sort=byPriceAsc&page=2&rh=Brand:Acme", "/b/dog_c288")).toEqual({
      cacheable: true,
      pageKey: "/en-US/b/dog_c288?page=2&rh=Brand%3AAcme&sort=byPriceAsc",
    });
  });

  it("gives the same key whatever order the parameters came in", () => {
    const a = decide("/s?query=kibble&sort=byRelevance", "/s");
    const b = decide("/s?sort=byRelevance&query=kibble", "/s");
    expect(a).toEqual(b);
  });

  it("keeps repeated values in the order sent (rh values are all read, in selection order)", () => {
    expect(decide("/s?rh=a:1&query=x&rh=b:2", "/s")).toMatchObject({ pageKey: "/en-US/s?query=x&rh=a%3A1&rh=b%3A2" });
  });

  it("keys each market apart", () => {
    const ca = decide("/ca/b/dog_c288", "/b/dog_c288", { market: CA_MARKET });
    expect(ca).toMatchObject({ pageKey: "/en-CA/b/dog_c288" });
  });

  it("ignores campaign and click ids", () => {
    expect(decide("/dp/12?utm_source=mail&gclid=abc&item=5", "/dp/12")).toMatchObject({ pageKey: "/en-US/dp/12?item=5" });
  });

  it("keys a product's page of reviews apart from its first page (issue #26)", () => {
    expect(decide("/dp/12?reviewPage=3&gclid=abc&item=5", "/dp/12")).toMatchObject({ pageKey: "/en-US/dp/12?item=5&reviewPage=3" });
  });

  it("does not cache a page with a parameter it does not know", () => {
    expect(decide("/b/dog_c288?view=grid", "/b/dog_c288")).toEqual({ cacheable: false, reason: "unknown-parameter" });
  });

  it("never caches carts, checkout, notify-me, answers, ad trackers or data requests", () => {
    for (const path of [
      "/app/cart",
      "/app/checkout",
      "/app/notify-me",
      "/plp/api/search",
      "/plp/api/product-options",
      "/api/pdp/graphql",
      "/v1/batch",
      "/ads/v1/event",
      "/b/dog_c288.data",
    ]) {
      expect(decide(path, path)).toEqual({ cacheable: false, reason: "personal-or-api" });
    }
  });

  it("caches content pages under /app/content", () => {
    expect(decide("/app/content/terms", "/app/content/terms")).toMatchObject({ cacheable: true });
  });

  it("never caches a page inside the native apps (their own page size and chrome)", () => {
    expect(decide("/b/dog_c288", "/b/dog_c288", { userAgent: "tailwise-ios/25.40.0 (iPhone)" })).toEqual({ cacheable: false, reason: "app-webview" });
  });

  it("only answers GET", () => {
    expect(decide("/b/dog_c288", "/b/dog_c288", { method: "POST" })).toEqual({ cacheable: false, reason: "method" });
    expect(decide("/b/dog_c288", "/b/dog_c288", { method: "HEAD" })).toEqual({ cacheable: false, reason: "method" });
  });
});

describe("cacheKeyUrl", () => {
  const versions = { build: "b1", catalogue: "seed=1", redirects: "r-7", content: "c-3", visitorClass: "new" as const };
  it("puts the catalogue, redirect and content versions and the visitor class in the key", () => {
    expect(cacheKeyUrl("https://www.tailwise.test", "/en-US/s?query=x", versions)).toBe(
      "https://www.tailwise.test/__edge-page-cache/en-US/s?query=x&__v=b1%7Cseed%3D1%7Cr-7%7Cc-3&__class=new",
    );
  });
  it("changes with a deploy, a reseed, a redirect table swap or a content publish", () => {
    expect(cacheKeyUrl("https://a", "/en-US/b/x", { ...versions, build: "b2" })).not.toBe(cacheKeyUrl("https://a", "/en-US/b/x", versions));
    const base = cacheKeyUrl("https://a", "/en-US/b/x", versions);
    expect(cacheKeyUrl("https://a", "/en-US/b/x", { ...versions, catalogue: "seed=2" })).not.toBe(base);
    expect(cacheKeyUrl("https://a", "/en-US/b/x", { ...versions, redirects: "r-8" })).not.toBe(base);
    expect(cacheKeyUrl("https://a", "/en-US/b/x", { ...versions, content: "c-4" })).not.toBe(base);
    expect(cacheKeyUrl("https://a", "/en-US/b/x", { ...versions, visitorClass: "existing" })).not.toBe(base);
  });
});

describe("freshnessOf", () => {
  const edge = CACHE_POLICIES.page.edge;
  it("serves a page as fresh for its fresh seconds", () => expect(freshnessOf(0, edge.freshSeconds * 1000, edge)).toBe("fresh"));
  it("then as stale while it is replaced", () => expect(freshnessOf(0, edge.freshSeconds * 1000 + 1, edge)).toBe("stale"));
  it("and not at all after the stale window", () => expect(freshnessOf(0, (edge.freshSeconds + edge.staleSeconds) * 1000 + 1, edge)).toBe("expired"));
  it("distrusts a time from the future or no time at all", () => {
    expect(freshnessOf(10_000, 0, edge)).toBe("expired");
    expect(freshnessOf(Number.NaN, 0, edge)).toBe("expired");
  });
});
