import { describe, expect, it } from "vitest";
import { listingFaqs } from "./listing-faqs";

describe("a category's FAQ supporting text", () => {
  it("shows on the plain first page of a category that has one", () => {
    expect(listingFaqs({ routeKind: "category", groupId: "288", hasFilters: false, page: 1 }).length).toBeGreaterThan(0);
  });

  it("not on later pages, filtered pages, other listings or categories without one", () => {
    expect(listingFaqs({ routeKind: "category", groupId: "288", hasFilters: false, page: 2 })).toEqual([]);
    expect(listingFaqs({ routeKind: "category", groupId: "288", hasFilters: true, page: 1 })).toEqual([]);
    expect(listingFaqs({ routeKind: "search", groupId: "288", hasFilters: false, page: 1 })).toEqual([]);
    expect(listingFaqs({ routeKind: "category", groupId: "10114", hasFilters: false, page: 1 })).toEqual([]);
    expect(listingFaqs({ routeKind: "category", groupId: "toString", hasFilters: false, page: 1 })).toEqual([]);
  });
});
