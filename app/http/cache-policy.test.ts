import { describe, expect, it } from "vitest";
import { CACHE_POLICIES, EDGE_POLICY_HEADER, cacheHeaders, edgePolicyOf } from "./cache-policy";

describe("cacheHeaders", () => {
  it("gives an answer the policy's Cache-Control", () => {
    expect(cacheHeaders("short")).toEqual({ "Cache-Control": "public, max-age=30, stale-while-revalidate=300" });
    expect(cacheHeaders("none")).toEqual({ "Cache-Control": "no-store" });
  });
  it("marks a page the edge may keep, while the browser revalidates its personal copy", () => {
    expect(cacheHeaders("page")).toEqual({ "Cache-Control": "private, no-cache", [EDGE_POLICY_HEADER]: "page" });
  });
});

describe("edgePolicyOf", () => {
  it("reads the edge timing of a marked page", () => {
    expect(edgePolicyOf(new Headers(cacheHeaders("page")))).toEqual(CACHE_POLICIES.page.edge);
  });
  it("keeps nothing that is not marked, or marked with a policy without edge timing or unknown", () => {
    expect(edgePolicyOf(new Headers())).toBeUndefined();
    expect(edgePolicyOf(new Headers({ [EDGE_POLICY_HEADER]: "short" }))).toBeUndefined();
    expect(edgePolicyOf(new Headers({ [EDGE_POLICY_HEADER]: "toString" }))).toBeUndefined();
  });
});
