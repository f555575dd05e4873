import { describe, expect, it } from "vitest";
import { HIGH_VALUE_MIN_PRODUCTS, highValueFacetSlug, highValueFacetTitle, isHighValueFacet } from "./high-value-facets";

describe("high-value facet pages", () => {
  it("are browse-category pairs of a facet shoppers search by, with enough products", () => {
    expect(isHighValueFacet({ key: "brand_facet", productCount: HIGH_VALUE_MIN_PRODUCTS, catalogPrefix: "b" })).toBe(true);
    expect(isHighValueFacet({ key: "Lifestage", productCount: 500, catalogPrefix: "b" })).toBe(true);
    expect(isHighValueFacet({ key: "brand_facet", productCount: HIGH_VALUE_MIN_PRODUCTS - 1, catalogPrefix: "b" })).toBe(false);
    expect(isHighValueFacet({ key: "price_d", productCount: 500, catalogPrefix: "b" })).toBe(false);
    expect(isHighValueFacet({ key: "brand_facet", productCount: 500, catalogPrefix: "deals" })).toBe(false);
  });

  it("are named by value then category, and slugged by the spec's slug rules", () => {
    expect(highValueFacetTitle("Grain-Free", "Dry Dog Food")).toBe("Grain-Free Dry Dog Food");
    expect(highValueFacetSlug("Whisker & Co", "Cat Food and Treats for Seniors")).toBe("whisker-co-cat-food-treats-seniors");
    expect(highValueFacetSlug("A Very Long Brand Name Indeed", "Small Animal Bedding and Litter").length).toBeLessThanOrEqual(36);
  });
});
