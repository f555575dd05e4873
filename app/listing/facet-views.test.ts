import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { facetViews } from "./facet-views";
import { packValueIds } from "./listing-payload";

describe("facetViews", () => {
  const facets = [{ key: "brand_facet", label: "Brand", values: ["Barkwell", "Northpaw"], labels: ["Barkwell", "Northpaw"], counts: [463, 355] }];
  const route = { kind: "category" as const, catalogPrefix: "b" as const, slug: "dog", groupId: "288", legacy: false };

  it("links each value to the listing with it toggled, paging reset, in the page's market", () => {
    const [brand] = facetViews(facets, { route, state: { page: 3, facets: [] }, market: US_MARKET });
    expect(brand.values.map((v) => [v.label, v.count, v.selected, v.href])).toEqual([
      ["Barkwell", 463, false, "/b/dog_c288?rh=brand_facet%3ABarkwell"],
      ["Northpaw", 355, false, "/b/dog_c288?rh=brand_facet%3ANorthpaw"],
    ]);
    expect(facetViews(facets, { route, state: { page: 1, facets: [] }, market: CA_MARKET })[0].values[0].href).toBe("/ca/b/dog_c288?rh=brand_facet%3ABarkwell");
  });

  it("marks the chosen value selected and links it to the listing without it", () => {
    const [brand] = facetViews(facets, { route, state: { page: 1, facets: [{ key: "brand_facet", value: "Northpaw" }] }, market: US_MARKET });
    expect(brand.values[1]).toMatchObject({ selected: true, href: "/b/dog_c288" });
    expect(brand.values[0]).toMatchObject({ selected: false, href: "/b/dog_c288?rh=brand_facet%3ANorthpaw%2Cbrand_facet%3ABarkwell" });
  });

  it("links a value that has a high-value facet page to that page, in the page's market", () => {
    const withPages = [{ ...facets[0], pages: { facetId: 1104, valueIds: packValueIds(["54d746", null]) } }];
    const [brand] = facetViews(withPages, { route, state: { page: 1, facets: [] }, market: CA_MARKET, title: "Dog" });
    expect(brand.values.map((v) => v.href)).toEqual(["/ca/f/barkwell-dog_c288_f1104v54d746", "/ca/b/dog_c288?rh=brand_facet%3ANorthpaw"]);
  });
});
