import { describe, expect, it } from "vitest";
import { INDEX, listingRobots, NOINDEX } from "./listing-robots";
import type { ListingRoute, ListingState } from "#app/urls/listing-url.ts";

const category: ListingRoute = { kind: "category", catalogPrefix: "b", slug: "dog", groupId: "288", legacy: false };
const barkwell = { key: "brand_facet" as const, value: "Barkwell" };
const hvf: ListingRoute = {
  kind: "facet",
  slug: "barkwell-dog",
  groupId: "288",
  facetId: "1104",
  valueId: "54d746",
  facet: { ...barkwell, category: { catalogPrefix: "b", slug: "dog" } },
};
const robots = (route: ListingRoute, state: Partial<ListingState> = {}, more: { noResults?: boolean; total?: number } = {}) =>
  listingRobots({ route, state: { page: 1, facets: [], ...state }, noResults: more.noResults ?? false, total: more.total ?? 120 });

describe("which listing pages are indexed (meta robots)", () => {
  it("indexes a category page and each of its page numbers", () => {
    expect(robots(category)).toBe(INDEX);
    expect(robots(category, { page: 3 })).toBe(INDEX);
  });

  it("indexes a high-value facet page with its own facet only", () => {
    expect(robots(hvf, { facets: [barkwell] })).toBe(INDEX);
    expect(robots(hvf, { facets: [barkwell, { key: "rating", value: "4" }] })).toBe(NOINDEX);
  });

  it("follows but does not index other filter combinations, sorted pages, searches and pages without results", () => {
    expect(robots(category, { facets: [barkwell] })).toBe(NOINDEX);
    expect(robots(category, { sort: "byLowestPrice" })).toBe(NOINDEX);
    expect(robots({ kind: "search" }, { query: "dog food" })).toBe(NOINDEX);
    expect(robots(category, {}, { noResults: true, total: 0 })).toBe(NOINDEX);
    expect(NOINDEX).toBe("noindex,follow");
  });
});
