import { describe, expect, it } from "vitest";
import { pageQuery } from "./page-address";
import { pageCacheDecision, TRACKING_PARAM } from "#worker/edge-cache-rules.ts";
import { US_MARKET } from "#app/markets/config.ts";

const query = (search: string) => pageQuery(new URLSearchParams(search));

describe("pageQuery: what a page may write of its own query", () => {
  it("keeps the page's own parameters, in their order", () => {
    expect(query("?query=dog food&rh=price_d:10-20&sort=byRating&page=2")).toBe("?query=dog+food&rh=price_d%3A10-20&sort=byRating&page=2");
    expect(query("?item=10000001")).toBe("?item=10000001");
    expect(query("")).toBe("");
  });

  it("leaves out campaign and click ids and every other parameter", () => {
    expect(query("?page=2&utm_source=mail&gclid=abc&UTM_Campaign=x&mc_eid=42&sort=byRating")).toBe("?page=2&sort=byRating");
    expect(query("?utm%5Fsource=mail&flags=x:on")).toBe("");
  });

  it("writes nothing the edge cache key ignores: a request that is kept differs from its key only in ignored parameters", () => {
    for (const search of ["?page=2&utm_source=a&gclid=b", "?query=cat&mc_eid=9&fbclid=1"]) {
      const url = new URL(`https://www.tailwise.test/s${search}`);
      const decision = pageCacheDecision({ method: "GET", url, userAgent: null }, US_MARKET, "/s");
      expect(decision.cacheable).toBe(true);
      const ignored = [...url.searchParams.keys()].filter((name) => TRACKING_PARAM.test(name));
      expect(ignored.length).toBeGreaterThan(0);
      for (const name of ignored) expect(pageQuery(url.searchParams)).not.toContain(`${name}=`);
    }
  });
});
