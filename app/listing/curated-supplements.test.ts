import { describe, expect, it } from "vitest";
import { CURATED_SUPPLEMENT_CATEGORY_IDS, CURATED_SUPPLEMENTS, showsCuratedSupplements } from "./curated-supplements";

describe("curated supplements (spec §3, §9)", () => {
  it("are shown on the twelve curated category ids, as the category's first page without filters", () => {
    expect([...CURATED_SUPPLEMENT_CATEGORY_IDS].sort()).toEqual(["1537", "1546", "1552", "1562", "1570", "2275", "293", "294", "372", "388", "411", "417"]);
    expect(showsCuratedSupplements({ routeKind: "category", groupId: "417", hasFilters: false, page: 1 })).toBe(true);
    expect(showsCuratedSupplements({ routeKind: "category", groupId: "417", hasFilters: true, page: 1 })).toBe(false);
    expect(showsCuratedSupplements({ routeKind: "category", groupId: "417", hasFilters: false, page: 2 })).toBe(false);
    expect(showsCuratedSupplements({ routeKind: "category", groupId: "288", hasFilters: false, page: 1 })).toBe(false);
    expect(showsCuratedSupplements({ routeKind: "search", groupId: "417", hasFilters: false, page: 1 })).toBe(false);
  });

  it("are the five of spec §3, each with a title, ingredient benefits and customer benefits", () => {
    expect(CURATED_SUPPLEMENTS.map((entry) => entry.title)).toEqual([
      "Skin & Coat Salmon Oil",
      "Probiotic Soft Chews",
      "Probiotic Powder for Cats",
      "Allergy & Immune Soft Chews",
      "Omega-3 Fish Oil",
    ]);
    for (const entry of CURATED_SUPPLEMENTS) {
      expect(entry.ingredientBenefits.length).toBeGreaterThan(0);
      expect(entry.customerBenefits.length).toBeGreaterThan(0);
    }
  });
});
