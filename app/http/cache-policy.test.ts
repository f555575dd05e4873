import { describe, expect, it } from "vitest";
import { CACHE_POLICIES, EDGE_POLICY_HEADER, cacheHeaders, edgePolicyOf, routeHeaders } from "./cache-policy";

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

describe("routeHeaders", () => {
  const headersOf = (sent: { errorHeaders?: HeadersInit; actionHeaders?: HeadersInit; loaderHeaders?: HeadersInit }) =>
    new Headers(
      routeHeaders("personal")({
        parentHeaders: new Headers(),
        loaderHeaders: new Headers(sent.loaderHeaders),
        actionHeaders: new Headers(sent.actionHeaders),
        errorHeaders: sent.errorHeaders ? new Headers(sent.errorHeaders) : undefined,
      }),
    );

  it("keeps a 503's Retry-After whichever way Remix hands it over: the error shown, the action's answer, the loader's", () => {
    expect(headersOf({ errorHeaders: { "Retry-After": "60" } }).get("retry-after")).toBe("60");
    expect(headersOf({ actionHeaders: { "Retry-After": "5" } }).get("retry-after")).toBe("5");
    expect(headersOf({ loaderHeaders: { "Retry-After": "60" } }).get("retry-after")).toBe("60");
  });

  it("prefers the error the page shows", () => {
    expect(headersOf({ errorHeaders: { "Retry-After": "60" }, actionHeaders: { "Retry-After": "5" } }).get("retry-after")).toBe("60");
  });

  it("sets the policy's Cache-Control, and no Retry-After when nothing sent one", () => {
    const headers = headersOf({});
    expect(headers.get("cache-control")).toBe(CACHE_POLICIES.personal.header);
    expect(headers.has("retry-after")).toBe(false);
  });
});
