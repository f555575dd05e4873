import { describe, expect, it } from "vitest";
import { pageTypeForRouteId } from "./page-type";

describe("analytics page type of a route (both markets)", () => {
  it("is plp for the listing routes: search, and categories, facet pages and landings", () => {
    for (const id of ["us/search", "ca/search", "us/listing", "ca/listing"]) {
      expect(pageTypeForRouteId(id)).toBe("plp");
    }
  });
  it("names the other pages, and anything unknown is other", () => {
    expect(pageTypeForRouteId("ca/home")).toBe("home");
    expect(pageTypeForRouteId("us/product-slug")).toBe("pdp");
    expect(pageTypeForRouteId("ca/product-sku")).toBe("pdp");
    expect(pageTypeForRouteId("us/vet-care")).toBe("content");
    expect(pageTypeForRouteId("us/something-new")).toBe("other");
    expect(pageTypeForRouteId(undefined)).toBe("other");
  });
  it("is other when the deepest match is the root layout itself (an error the root renders)", () => {
    expect(pageTypeForRouteId("root")).toBe("other");
  });
});
