import { describe, expect, it } from "vitest";
import { chosenCount, chosenValues, isChosen } from "./facet-choice";

describe("a facet's chosen values", () => {
  const state = {
    facets: [
      { key: "brand_facet" as const, value: "Northpaw" },
      { key: "FoodForm" as const, value: "Dry Food" },
      { key: "brand_facet" as const, value: "Barkwell" },
    ],
  };
  const brand = { key: "brand_facet", values: ["Barkwell", "Northpaw", "Tailor"] };

  it("are those the page's state names, by key and value", () => {
    const chosen = chosenValues(state);
    expect(isChosen(chosen, "brand_facet", "Northpaw")).toBe(true);
    expect(isChosen(chosen, "FoodForm", "Northpaw")).toBe(false);
    expect(isChosen(chosen, "brand_facet", "Tailor")).toBe(false);
  });

  it("are counted per facet, among the values it offers", () => {
    const chosen = chosenValues(state);
    expect(chosenCount(chosen, brand)).toBe(2);
    expect(chosenCount(chosen, { key: "FoodForm", values: ["Wet Food"] })).toBe(0);
    expect(chosenCount(chosenValues({ facets: [] }), brand)).toBe(0);
  });
});
