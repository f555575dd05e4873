import { describe, expect, it } from "vitest";
import { listingLinkRel } from "./listing-link-rel.server";
import { INDEX, listingRobots, listingStateRel, NOINDEX } from "./listing-robots";
import { CA_MARKET, MARKETS } from "#app/markets/config.ts";
import { buildListingUrl, type ListingRoute, type ListingState, type ListingStateInput } from "#app/urls/listing-url.ts";

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

describe("which listing links a crawler follows (rel, decision 0073)", () => {
  const link = (route: ListingRoute, state: ListingStateInput = {}, market = MARKETS[0]) => listingLinkRel(buildListingUrl({ market, route, state }));
  const rating = { key: "rating" as const, value: "4" };

  it("follows links to indexable pages: a category, its page N, a high-value facet page, clearing the filters, a curated landing", () => {
    expect(link(category)).toBeUndefined();
    expect(link(category, { page: 4 })).toBeUndefined();
    expect(link(hvf, { facets: [barkwell] })).toBeUndefined();
    expect(link(hvf, { facets: [barkwell], page: 2 }, CA_MARKET)).toBeUndefined();
    // the facet page's own pill: its category, unfiltered
    expect(link(hvf, { facets: [] })).toBeUndefined();
    expect(link({ kind: "landing", slug: "grain-free-dog-food" })).toBeUndefined();
  });

  it("does not follow links to pages that are not indexed: a filter, a sort, a search, a filtered page's next page, an ad's landing", () => {
    expect(link(category, { facets: [barkwell] })).toBe("nofollow");
    expect(link(category, { facets: [barkwell, rating], page: 2 })).toBe("nofollow");
    expect(link(category, { sort: "byLowestPrice" })).toBe("nofollow");
    expect(link(hvf, { facets: [barkwell, rating] })).toBe("nofollow");
    expect(link(hvf, { facets: [barkwell], sort: "byLowestPrice" })).toBe("nofollow");
    expect(link({ kind: "search" }, { query: "dog food" }, CA_MARKET)).toBe("nofollow");
    expect(link({ kind: "landing", slug: "grain-free-dog-food" }, { facets: [rating] })).toBe("nofollow");
    expect(link({ kind: "sponsored", slug: "barkwell-dog-food" })).toBe("nofollow");
  });

  it("reads a high-value facet page's state as the loader has it: its own filter chosen is the page, without it its category", () => {
    const own = { ...barkwell };
    expect(listingStateRel(hvf, { facets: [own] })).toBeUndefined();
    expect(listingStateRel(hvf, { facets: [] })).toBeUndefined();
    expect(listingStateRel(hvf, { facets: [own, rating] })).toBe("nofollow");
    expect(listingStateRel(hvf, { facets: [rating] })).toBe("nofollow");
    expect(listingStateRel(category, { facets: [own] })).toBe("nofollow");
  });

  it("leaves other links alone: a product, a content page, the home page", () => {
    expect(listingLinkRel("/barkwell-adult-dog-food/dp/10001")).toBeUndefined();
    expect(listingLinkRel("/ca/content/shipping")).toBeUndefined();
    expect(listingLinkRel("/ca")).toBeUndefined();
  });
});
