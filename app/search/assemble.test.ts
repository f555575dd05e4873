import { describe, expect, it } from "vitest";
import type { CategoryRecord } from "#app/catalogue/categories.server.ts";
import type { FacetValueMeta } from "#app/catalogue/metadata.server.ts";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { assembleListing, buildFacets, withSpellingSuggestion, type ListingParts } from "./assemble";

let nextId = 1;
function value(key: string, v: string, over: Partial<FacetValueMeta> = {}): FacetValueMeta {
  const id = nextId++;
  return { id, key, facetId: 1100, facetName: key, value: v, valueId: `v${id}`, label: v, market: "*", sortOrder: 0, total: 10, ...over };
}

const cheap = value("price_d", "0-10", { sortOrder: 0, market: "us", label: "Under $10" });
const mid = value("price_d", "10-20", { sortOrder: 1, market: "us", label: "$10 - $20" });
const caPrice = value("price_d", "0-10", { sortOrder: 0, market: "ca", label: "Under $10" });
const acme = value("brand_facet", "Acme");
const barkwell = value("brand_facet", "Barkwell");
const zest = value("brand_facet", "Zest");
const deal = value("dealsId", "41001", { label: "Buy 2, Get 1 Free" });
const META = new Map([cheap, mid, caPrice, acme, barkwell, zest, deal].map((m) => [m.id, m]));

const counts = (...pairs: [FacetValueMeta, number][]) => {
  const byKey = new Map<string, Map<number, number>>();
  for (const [m, n] of pairs) {
    if (!byKey.has(m.key)) byKey.set(m.key, new Map());
    byKey.get(m.key)!.set(m.id, n);
  }
  return byKey;
};

const DOG_FOOD: CategoryRecord = {
  id: "20101",
  parentId: "288",
  name: "Dry Dog Food",
  slug: "dry-dog-food",
  catalogPrefix: "b",
  catalogId: "1004",
  shortDescription: "Kibble.",
  published: true,
  replacementGroupId: null,
  depth: 1,
  brandId: null,
  productCount: 120,
  ancestors: [
    { id: "288", name: "Dog", slug: "dog", catalogPrefix: "b", published: true },
    { id: "20101", name: "Dry Dog Food", slug: "dry-dog-food", catalogPrefix: "b", published: true },
  ],
};

function parts(over: Partial<ListingParts> = {}): ListingParts {
  return {
    market: US_MARKET,
    now: new Date("2026-11-23T00:00:00Z"),
    term: null,
    filters: [],
    sort: "byRelevance",
    from: 0,
    count: 36,
    baseUrl: "",
    total: 0,
    pageRows: [],
    category: null,
    children: [],
    facetValues: META,
    countsByKey: new Map(),
    facetLabel: (key, v) => [...META.values()].find((m) => m.key === key && m.value === v)?.label,
    priceBuckets: "v1",
    ...over,
  };
}

describe("buildFacets", () => {
  it("lists facets in the table's display order, with the market's values that have a count", () => {
    const facets = buildFacets(META, counts([acme, 3], [cheap, 5], [caPrice, 7], [deal, 1]), new Map(), "us");
    expect(facets.map((f) => f.key)).toEqual(["dealsId", "brand_facet", "price_d"]);
    expect(facets.find((f) => f.key === "price_d")!.values.map((v) => v.label)).toEqual(["Under $10"]);
    expect(buildFacets(META, counts([caPrice, 7]), new Map(), "ca")[0].values[0]).toMatchObject({ count: 7, id: caPrice.valueId });
  });

  it("keeps the catalogue's order for price values and sorts brands by count, then label", () => {
    const facets = buildFacets(META, counts([mid, 9], [cheap, 1], [zest, 4], [barkwell, 4], [acme, 6]), new Map(), "us");
    expect(facets.find((f) => f.key === "price_d")!.values.map((v) => v.value)).toEqual(["0-10", "10-20"]);
    expect(facets.find((f) => f.key === "brand_facet")!.values.map((v) => v.value)).toEqual(["Acme", "Barkwell", "Zest"]);
  });

  it("lists one edition's price buckets (spec §9 v1, or v2 behind its flag), and a selected bucket of the other", () => {
    const over50 = value("price_d", "50-up", { sortOrder: 5, market: "us", label: "$50 & Above" });
    const over75 = value("price_d", "75-100", { sortOrder: 7, market: "us", label: "$75 - $100" });
    const meta = new Map([...META, [over50.id, over50], [over75.id, over75]]);
    const found = counts([cheap, 3], [over50, 4], [over75, 4]);
    const priceLabels = (facets: ReturnType<typeof buildFacets>) => facets.find((f) => f.key === "price_d")!.values.map((v) => v.label);
    expect(priceLabels(buildFacets(meta, found, new Map(), "us", "v1"))).toEqual(["Under $10", "$50 & Above"]);
    expect(priceLabels(buildFacets(meta, found, new Map(), "us", "v2"))).toEqual(["Under $10", "$75 - $100"]);
    expect(priceLabels(buildFacets(meta, found, new Map([["price_d", new Set(["50-up"])]]), "us", "v2"))).toEqual(["Under $10", "$50 & Above", "$75 - $100"]);
  });

  it("shows a selected value even at 0", () => {
    const [brand] = buildFacets(META, new Map(), new Map([["brand_facet", new Set(["Zest"])]]), "us");
    expect(brand.values).toEqual([{ value: "Zest", id: zest.valueId, label: "Zest", count: 0, selected: true }]);
  });
});

describe("assembleListing", () => {
  it("answers a term search over everything: search catalog, breadcrumbs with facet labels", () => {
    const listing = assembleListing(parts({ term: "dog food", total: 2, filters: [{ key: "dealsId", values: ["41001", "99999"] }] }));
    expect(listing.catalog).toMatchObject({ id: "1004", groupId: null, name: "dog food", type: "search", catalogPrefix: null, published: true });
    expect(listing.breadcrumbs).toEqual([
      { breadcrumbText: "Buy 2, Get 1 Free", type: "facet", facetKey: "dealsId", facetValue: "41001" },
      { breadcrumbText: "99999", type: "facet", facetKey: "dealsId", facetValue: "99999" },
      { breadcrumbText: "dog food", type: "search" },
    ]);
    expect(listing).toMatchObject({ noResults: false, recordSetTotal: 2, searchTerm: "dog food", baseCategoryPage: false, hvfMetadata: null });
  });

  it("answers a category page: ancestors as breadcrumbs, children as descendents, a base category page", () => {
    const listing = assembleListing(
      parts({ category: DOG_FOOD, children: [{ id: 30, name: "Grain-Free", slug: "grain-free", catalog_prefix: "b", product_count: 12 }] }),
    );
    expect(listing.breadcrumbs.map((b) => b.breadcrumbText)).toEqual(["Dog", "Dry Dog Food"]);
    expect(listing.catalog).toMatchObject({ groupId: "20101", inferredGroupId: "20101", type: "b", parentGroupId: "288" });
    expect(listing.catalog.descendents).toEqual([{ groupId: "30", name: "Grain-Free", urlSlug: "grain-free", catalogPrefix: "b", count: 12 }]);
    expect(listing).toMatchObject({ baseCategoryPage: true, noResults: true, isReplacement: false });
  });

  it("titles a category filtered by one facet value (high-value facet page)", () => {
    const listing = assembleListing(parts({ category: DOG_FOOD, filters: [{ key: "brand_facet", values: ["Acme"] }], total: 1 }));
    expect(listing.hvfMetadata).toEqual({ contentTitle: "Acme Dry Dog Food" });
    expect(listing.baseCategoryPage).toBe(false);
  });

  it("says a near spelling's results are for the term asked", () => {
    const retry = assembleListing(parts({ term: "dog food", total: 3, market: CA_MARKET }));
    const answer = withSpellingSuggestion(retry, "dgo food", "dog food");
    expect(answer).toMatchObject({ suggestions: ["dog food"], searchTerm: "dgo food", recordSetTotal: 3 });
    expect(answer.breadcrumbs).toEqual([{ breadcrumbText: "dog food", type: "search" }]);
  });
});
