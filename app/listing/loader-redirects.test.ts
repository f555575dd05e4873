import { describe, expect, it } from "vitest";
import { redirectResponse } from "#app/http/loader-redirect.ts";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import {
  decideBrandFacetRedirect,
  decideCategoryRedirect,
  decideDuplicateFacetPageRedirect,
  decideFacetPageRedirect,
  decideInvalidFacetPair,
  decidePageRedirect,
  decideStripInvalidRh,
  decideZeroInventoryRedirect,
  type CategoryFacts,
} from "./loader-redirects";
import type { ListingRoute, ListingState } from "#app/urls/listing-url.ts";

const dog: CategoryFacts = {
  id: "288",
  slug: "dog",
  catalogPrefix: "b",
  published: true,
  replacementGroupId: null,
  ancestors: [{ id: "288", slug: "dog", catalogPrefix: "b", published: true }],
};
const dryFood: CategoryFacts = {
  id: "20101",
  slug: "dry-dog-food",
  catalogPrefix: "b",
  published: true,
  replacementGroupId: null,
  ancestors: [
    { id: "288", slug: "dog", catalogPrefix: "b", published: true },
    { id: "20100", slug: "dog-food", catalogPrefix: "b", published: false },
    { id: "20101", slug: "dry-dog-food", catalogPrefix: "b", published: true },
  ],
};
const route = (slug: string, groupId: string, legacy = false): Extract<ListingRoute, { kind: "category" }> => ({
  kind: "category",
  catalogPrefix: "b",
  slug,
  groupId,
  legacy,
});
const page1: ListingState = { page: 1, facets: [] };

describe.each([
  { market: US_MARKET, p: "" },
  { market: CA_MARKET, p: "/ca" },
])("loader redirects in $market.name", ({ market, p }) => {
  it("an incorrect slug goes to the canonical category address, keeping page and filters", () => {
    const state: ListingState = { page: 2, facets: [{ key: "FoodForm", value: "Dry Food" }] };
    expect(decideCategoryRedirect({ market, route: route("dogs", "288"), state, category: dog })).toEqual({
      location: `${p}/b/dog_c288_p2?rh=FoodForm%3ADry+Food`,
      reason: "incorrect-slug",
    });
  });

  it("the right slug, and the legacy {slug}-{id} shape, are served as they are", () => {
    expect(decideCategoryRedirect({ market, route: route("dog", "288"), state: page1, category: dog })).toBeNull();
    expect(decideCategoryRedirect({ market, route: route("whatever", "288", true), state: page1, category: dog })).toBeNull();
  });

  it("a replaced group goes to the replacing group", () => {
    const replaced = { ...dog, id: "20998", slug: "pet-meds", replacementGroupId: "2515" };
    const pharmacy = { ...dog, id: "2515", slug: "pharmacy" };
    expect(
      decideCategoryRedirect({ market, route: route("pet-meds", "20998"), state: { page: 3, facets: [] }, category: replaced, replacement: pharmacy }),
    ).toEqual({
      location: `${p}/b/pharmacy_c2515`,
      reason: "replacement-group",
    });
  });

  it("an unpublished group goes to its nearest published ancestor, skipping unpublished ones", () => {
    const hidden = { ...dryFood, published: false, ancestors: [...dryFood.ancestors.slice(0, 2), { ...dryFood.ancestors[2], published: false }] };
    expect(decideCategoryRedirect({ market, route: route("dry-dog-food", "20101"), state: page1, category: hidden })).toEqual({
      location: `${p}/b/dog_c288`,
      reason: "unpublished-group",
    });
    const orphan = { ...dog, published: false };
    expect(decideCategoryRedirect({ market, route: route("dog", "288"), state: page1, category: orphan })?.location).toBe(p || "/");
  });

  it("zero inventory: a category with nothing to sell goes to its nearest ancestor that has something, for now (302)", () => {
    const withStock = new Set(["288"]);
    const state: ListingState = { page: 3, sort: "byLowestPrice", facets: [{ key: "FoodForm", value: "Dry" }] };
    // dog food (20100) is unpublished and has nothing either: straight on to dog, filters and sort kept, page 1
    expect(decideZeroInventoryRedirect({ market, route: route("dry-dog-food", "20101"), state, category: dryFood, withStock })).toEqual({
      location: `${p}/b/dog_c288?rh=FoodForm%3ADry&sort=byLowestPrice`,
      reason: "zero-inventory",
      status: 302,
    });
    expect(
      redirectResponse(decideZeroInventoryRedirect({ market, route: route("dry-dog-food", "20101"), state: page1, category: dryFood, withStock })!).headers.get(
        "cache-control",
      ),
    ).toBe(redirectResponse({ location: "/", reason: "zero-inventory", status: 302 }).headers.get("cache-control"));
  });

  it("zero inventory: a category with something to sell, and any search, stay", () => {
    expect(
      decideZeroInventoryRedirect({ market, route: route("dry-dog-food", "20101"), state: page1, category: dryFood, withStock: new Set(["20101", "288"]) }),
    ).toBeNull();
    expect(
      decideZeroInventoryRedirect({ market, route: { kind: "search" }, state: { query: "dog", page: 1, facets: [] }, category: dryFood, withStock: new Set() }),
    ).toBeNull();
  });

  it("zero inventory with no ancestor to sell from: a brand's page goes to all brands, any other to the home page", () => {
    const brand = {
      id: "30063",
      catalogPrefix: "brands" as const,
      ancestors: [{ id: "30063", slug: "tailwise", catalogPrefix: "brands" as const, published: true }],
    };
    const brandRoute: ListingRoute = { kind: "category", catalogPrefix: "brands", slug: "tailwise", groupId: "30063", legacy: false };
    expect(decideZeroInventoryRedirect({ market, route: brandRoute, state: page1, category: brand, withStock: new Set() })?.location).toBe(`${p}/brands`);
    expect(decideZeroInventoryRedirect({ market, route: route("dog", "288"), state: page1, category: dog, withStock: new Set() })?.location).toBe(p || "/");
  });

  it("invalid rh pairs are stripped", () => {
    const state: ListingState = { query: "dog food", page: 1, facets: [{ key: "BreedSize", value: "Small" }] };
    expect(decideStripInvalidRh({ market, route: { kind: "search" }, state, invalidRh: ["Colour:red"] })).toEqual({
      location: `${p}/s?query=dog+food&rh=BreedSize%3ASmall`,
      reason: "strip-invalid-rh",
    });
    expect(decideStripInvalidRh({ market, route: { kind: "search" }, state, invalidRh: [] })).toBeNull();
  });

  it("a listing filtered only by one brand goes to the brand's page", () => {
    const brandPage = (name: string) => (name === "Barkwell" ? { slug: "barkwell", categoryId: "30001" } : null);
    const state: ListingState = { page: 1, facets: [{ key: "brand_facet", value: "Barkwell" }] };
    expect(decideBrandFacetRedirect({ market, route: { kind: "search" }, state, brandPage })).toEqual({
      location: `${p}/brands/barkwell_c30001`,
      reason: "brand-facet-to-brands-page",
    });
    // the sort goes along, from the URL builder
    expect(decideBrandFacetRedirect({ market, route: { kind: "search" }, state: { ...state, sort: "byLowestPrice" }, brandPage })?.location).toBe(
      `${p}/brands/barkwell_c30001?sort=byLowestPrice`,
    );
    expect(decideBrandFacetRedirect({ market, route: { kind: "search" }, state: { ...state, query: "food" }, brandPage })).toBeNull();
    expect(
      decideBrandFacetRedirect({ market, route: { kind: "search" }, state: { ...state, facets: [{ key: "brand_facet", value: "Nobody" }] }, brandPage }),
    ).toBeNull();
  });

  it("a page past the last goes to the last page", () => {
    expect(decidePageRedirect({ market, route: route("dog", "288"), state: { page: 99, facets: [] }, totalPages: 7 })).toEqual({
      location: `${p}/b/dog_c288_p7`,
      reason: "page-exceeds-maximum",
    });
    expect(decidePageRedirect({ market, route: { kind: "search" }, state: { query: "cat", page: 9, facets: [] }, totalPages: 1 })?.location).toBe(
      `${p}/s?query=cat`,
    );
    expect(decidePageRedirect({ market, route: route("dog", "288"), state: { page: 7, facets: [] }, totalPages: 7 })).toBeNull();
  });

  it("an invalid facet id pair goes to the listing without it", () => {
    expect(decideInvalidFacetPair({ market, category: dog, state: page1 })).toEqual({ location: `${p}/b/dog_c288`, reason: "invalid-facet-id-pair" });
  });
});

describe("high-value facet page addresses (issue #9, decision 0023)", () => {
  const category = { id: "288", slug: "dog", catalogPrefix: "b" as const, name: "Dog" };
  const barkwell: Parameters<typeof decideFacetPageRedirect>[0]["value"] = {
    key: "brand_facet",
    value: "Barkwell",
    label: "Barkwell",
    facetId: "1104",
    valueId: "54d74673",
  };
  const facetRoute = (slug: string, valueId = "54d746"): Extract<ListingRoute, { kind: "facet" }> => ({
    kind: "facet",
    slug,
    groupId: "288",
    facetId: "1104",
    valueId,
  });
  const decide = (route: Extract<ListingRoute, { kind: "facet" }>, state: ListingState, productCount = 463, market = US_MARKET, value = barkwell) =>
    decideFacetPageRedirect({ market, route, state, category, value, productCount });

  it("serves the canonical address of a high-value pair", () => {
    expect(decide(facetRoute("barkwell-dog"), page1)).toBeNull();
  });

  it("sends a wrong slug or an old long value id to the canonical address, keeping the other filters, sort and page", () => {
    const state: ListingState = { page: 2, sort: "byName", facets: [{ key: "rating", value: "4" }] };
    expect(decide(facetRoute("any-thing"), state)).toEqual({
      location: "/f/barkwell-dog_c288_f1104v54d746?rh=rating%3A4&sort=byName&page=2",
      reason: "incorrect-slug",
    });
    expect(decide(facetRoute("barkwell-dog", "54d74673"), page1, 463, CA_MARKET)).toEqual({
      location: "/ca/f/barkwell-dog_c288_f1104v54d746",
      reason: "incorrect-slug",
    });
  });

  it("sends a pair that is no page (too few products, or not a high-value facet) to the category with the value as a filter", () => {
    expect(decide(facetRoute("barkwell-dog"), page1, 23)).toEqual({ location: "/b/dog_c288?rh=brand_facet%3ABarkwell", reason: "invalid-facet-id-pair" });
    const fourStars = { key: "rating" as const, value: "4", label: "4 Stars & Up", facetId: "1101", valueId: "aa11bb22" };
    expect(decide({ ...facetRoute("4-stars-up-dog"), facetId: "1101", valueId: "aa11bb" }, page1, 900, US_MARKET, fourStars)).toEqual({
      location: "/b/dog_c288?rh=rating%3A4",
      reason: "invalid-facet-id-pair",
    });
  });
});

describe("a high-value facet page that duplicates a category (issue #27, decision 0066)", () => {
  const freshDogFood = { id: "9894", slug: "fresh-dog-food", catalogPrefix: "b" as const };

  it.each([
    [US_MARKET, ""],
    [CA_MARKET, "/ca"],
  ])("goes to the category with 301, its sort and other filters kept (%s)", (market, p) => {
    const state: ListingState = { page: 1, facets: [], sort: "byLowestPrice" };
    const decision = decideDuplicateFacetPageRedirect({ market, state, duplicate: freshDogFood });
    expect(decision).toEqual({ location: `${p}/b/fresh-dog-food_c9894?sort=byLowestPrice`, reason: "duplicate-facet-page" });
    expect(redirectResponse(decision!).status).toBe(301);
  });

  it("stays when it duplicates no category", () => {
    expect(decideDuplicateFacetPageRedirect({ market: US_MARKET, state: page1, duplicate: null })).toBeNull();
  });
});
