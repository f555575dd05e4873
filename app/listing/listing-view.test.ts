import { describe, expect, it } from "vitest";
import type { Facet } from "#app/search/listing.ts";
import { pillsFor } from "./listing-view";
import type { ListingState } from "#app/urls/listing-url.ts";

const brand: Facet = {
  key: "brand_facet",
  name: "brand_facet",
  facetId: 1,
  label: "Brand",
  values: [{ value: "Purina", id: "a1b2c3d4", label: "Purina Pro Plan", count: 12, selected: true }],
};
// (the link builder is the page's; here a readable stand-in)
const href = (state: ListingState) => `/s?${state.facets.map((facet) => `${facet.key}=${facet.value}`).join("&")}`;
const noCatalogueLabel = () => undefined;

describe("pillsFor", () => {
  it("one pill per chosen value, labelled as the answer names it, linking to the page without it", () => {
    const base: ListingState = {
      page: 1,
      facets: [
        { key: "brand_facet", value: "Purina" },
        { key: "FoodForm", value: "Dry" },
      ],
    };
    expect(pillsFor(base, [brand], noCatalogueLabel, href)).toEqual([
      // (a search is not indexed: a crawler does not follow its pills, decision 0073)
      { label: "Purina Pro Plan", removeHref: "/s?FoodForm=Dry", rel: "nofollow" },
      { label: "Dry", removeHref: "/s?brand_facet=Purina", rel: "nofollow" },
    ]);
  });

  it("a value the answer does not list takes the catalogue's label, never a raw id when the catalogue knows it (issue #24)", () => {
    const base: ListingState = { page: 1, facets: [{ key: "dealsId", value: "41005" }] };
    const catalogue = (key: string, value: string) => (key === "dealsId" && value === "41005" ? "Buy 2, Save 10%" : undefined);
    expect(pillsFor(base, [brand], catalogue, href)).toEqual([{ label: "Buy 2, Save 10%", removeHref: "/s?", rel: "nofollow" }]);
  });

  it("no chosen values, no pills", () => {
    expect(pillsFor({ page: 1, facets: [] }, [brand], noCatalogueLabel, href)).toEqual([]);
  });
});
