import { describe, expect, it } from "vitest";
import { FACET_BY_KEY, FACET_DISPLAY_ORDER, FACET_KEYS, FACETS, isFacetKey, SINGLE_VALUED_FACET_KEYS } from "./facets";

describe("the facet table (spec §3 search facet identifiers)", () => {
  it("lists the spec's identifiers in the spec's order (categoryId travels as groupId)", () => {
    expect(FACET_KEYS).toEqual([
      "AnsEligible",
      "price_d",
      "rating",
      "brand_facet",
      "BreedSize",
      "FoodFlavor",
      "FoodForm",
      "HealthFeature",
      "Lifestage",
      "PackagingType",
      "SpecialDiet",
      "onSpecial",
      "dealsId",
      "nationalbrand",
    ]);
    // The table's rows come in the keys' order (facet-keys.ts, which the browser takes alone).
    expect(FACETS.map((f) => f.key)).toEqual([...FACET_KEYS]);
    expect(isFacetKey("brand_facet")).toBe(true);
    expect(isFacetKey("categoryId")).toBe(false);
  });

  it("gives every facet its own id and display position", () => {
    expect(new Set(FACETS.map((f) => f.facetId)).size).toBe(FACETS.length);
    expect(FACETS.map((f) => f.display).sort((a, b) => a - b)).toEqual(FACETS.map((_, i) => i + 1));
    for (const f of FACETS) expect(FACET_BY_KEY[f.key]).toBe(f);
  });

  it("shows deals, specials, brand, price and rating first", () => {
    expect(FACET_DISPLAY_ORDER).toEqual([
      "dealsId",
      "onSpecial",
      "brand_facet",
      "price_d",
      "rating",
      "AnsEligible",
      "SpecialDiet",
      "FoodFlavor",
      "FoodForm",
      "Lifestage",
      "BreedSize",
      "HealthFeature",
      "PackagingType",
      "nationalbrand",
    ]);
  });

  it("keeps the catalogue's value order for price, rating, life stage and breed size", () => {
    expect(FACETS.filter((f) => f.valueOrder === "catalogue").map((f) => f.key)).toEqual(["price_d", "rating", "BreedSize", "Lifestage"]);
  });

  it("marks the keys a product has one value of", () => {
    expect([...SINGLE_VALUED_FACET_KEYS].sort()).toEqual(["AnsEligible", "brand_facet", "dealsId", "nationalbrand", "onSpecial", "price_d"]);
  });

  it("names the attribute facets the generator fills from item attributes", () => {
    // BreedSize through SpecialDiet, the spec's item attribute identifiers
    expect(FACETS.filter((f) => f.kind === "attribute").map((f) => f.key)).toEqual(
      FACET_KEYS.slice(FACET_KEYS.indexOf("BreedSize"), FACET_KEYS.indexOf("SpecialDiet") + 1),
    );
  });
});
