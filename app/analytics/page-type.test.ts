import { describe, expect, it } from "vitest";
import { pageTypeForMatches, pageTypeForRouteId } from "./page-type";

describe("analytics page type of a route (both markets)", () => {
  it("is plp for every listing route: search, each catalogue prefix, facet pages", () => {
    for (const id of ["us/search", "ca/search", "us/category-b", "ca/category-deals", "us/category-shops", "us/facet-page"]) {
      expect(pageTypeForRouteId(id)).toBe("plp");
    }
  });
  it("names the other pages, and anything unknown is other", () => {
    expect(pageTypeForRouteId("ca/home")).toBe("home");
    expect(pageTypeForRouteId("us/product-slug")).toBe("pdp");
    expect(pageTypeForRouteId("us/vet-care")).toBe("content");
    expect(pageTypeForRouteId("us/something-new")).toBe("other");
    expect(pageTypeForRouteId(undefined)).toBe("other");
  });
  it("is read from the deepest match (the page, not the root layout)", () => {
    expect(pageTypeForMatches([{ id: "root" }, { id: "ca/category-b" }])).toBe("plp");
    expect(pageTypeForMatches([{ id: "root" }])).toBe("other");
  });
});
