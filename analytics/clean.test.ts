import { describe, expect, it } from "vitest";
import { DIMENSION_NAMES, NOISE_PROPERTIES, cleanPayload, deepCopy } from "./clean";

describe("cleaning of outgoing payloads (spec §5)", () => {
  it("drops null, undefined and empty-string properties, keeps 0 and false", () => {
    expect(cleanPayload({ a: null, b: undefined, c: "", d: 0, e: false, f: "x" })).toEqual({ d: 0, e: false, f: "x" });
  });
  it("cleans nested objects and objects inside arrays (products)", () => {
    expect(cleanPayload({ location: { hash: "", href: "h" }, products: [{ sku: "1", coupon: null }] })).toEqual({
      location: { href: "h" },
      products: [{ sku: "1" }],
    });
  });
  it("drops the named noise properties: site ids, org-id, pet-id, landing page, PLP, widget display, action, ecommerce page type, user_logon_id, page_url, dFp", () => {
    const noisy = {
      siteId: 10,
      site_id: 60,
      "org-id": "o",
      "pet-id": "p",
      "landing-page-type": "lp",
      "landing-page-name": "n",
      "plp-type": "t",
      "plp-facet-type": "f",
      "widget-display-type": "w",
      "action-type": "a",
      "ecommerce-page-type": "e",
      user_logon_id: "u",
      page_url: "https://x",
      dFp: { os: "iOS" },
      keep: 1,
    };
    expect(cleanPayload(noisy)).toEqual({ keep: 1 });
    for (const key of Object.keys(noisy)) if (key !== "keep") expect(NOISE_PROPERTIES.has(key)).toBe(true);
  });
  it("keeps the camelCase list and widget context fields of spec §3", () => {
    const context = { orgId: "o", petId: "p", plpType: "t", landingPageType: "lp", widgetType: "w" };
    expect(cleanPayload(context)).toEqual(context);
  });
  it("drops 'dimension' + digits properties", () => {
    expect(cleanPayload({ dimension1: "a", dimension200: "b", dimensionX: "kept", mydimension1: "kept" })).toEqual({
      dimensionX: "kept",
      mydimension1: "kept",
    });
  });
  it("the dimension map names what it keeps: dimensions 18, 19, 20, 25, 39, 40, 66, 85, 86, 96, 104, 106, 110, 111 and metrics 5-9", () => {
    const indexes = [18, 19, 20, 25, 39, 40, 66, 85, 86, 96, 104, 106, 110, 111];
    expect(Object.keys(DIMENSION_NAMES)).toEqual([...indexes.map((i) => `dimension${i}`), ...[5, 6, 7, 8, 9].map((i) => `metric${i}`)]);
    expect(cleanPayload({ dimension39: "kibble", metric5: 120 })).toEqual({ searchInputKeyword: "kibble", resultCount: 120 });
  });
  it("an explicit field beats the dimension that duplicates it", () => {
    expect(cleanPayload({ dimension20: "legacy", page_type: "plp" })).toEqual({ page_type: "plp" });
    expect(cleanPayload({ page_type: "plp", dimension20: "legacy" })).toEqual({ page_type: "plp" });
  });
  it("does not touch the caller's object", () => {
    const input = { a: null, nested: { b: "" } };
    cleanPayload(input);
    expect(input).toEqual({ a: null, nested: { b: "" } });
  });
});

describe("deep copy", () => {
  it("copies", () => {
    const o = { a: { b: 1 } };
    const c = deepCopy(o);
    expect(c).toEqual(o);
    expect(c.a).not.toBe(o.a);
  });
  it("falls back to the original object when copying fails", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(deepCopy(cyclic)).toBe(cyclic);
    const big = { n: 10n };
    expect(deepCopy(big)).toBe(big);
  });
  it("cleaning a cyclic payload still terminates", () => {
    const cyclic: Record<string, unknown> = { a: 1, empty: "" };
    cyclic.self = cyclic;
    const out = cleanPayload(cyclic);
    expect(out.a).toBe(1);
    expect(out).not.toHaveProperty("empty");
  });
});
