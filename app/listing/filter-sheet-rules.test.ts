import { describe, expect, it } from "vitest";
import { createFacetSelection, toggle } from "./facet-state";
import { appliedListingState, countKey, facetRefreshRequest, refreshedCounts, shownCount } from "./filter-sheet-rules";

describe("what a filter sheet asks and where Apply goes", () => {
  const kong = { key: "brand_facet" as const, value: "Kong" };
  const puppy = { key: "Lifestage" as const, value: "Puppy" };
  const deals = { key: "dealsId" as const, value: "spring" };
  const applied = createFacetSelection([kong, deals]);

  it("refreshes counts for what the sheet shows checked: applied and adding, not removing, never the deals facet (spec §5)", () => {
    const choosing = toggle(toggle(applied, puppy), kong);
    expect(facetRefreshRequest({ query: " dog food ", groupId: "288" }, choosing)).toEqual({
      term: "dog food",
      groupId: "288",
      facetFilters: [{ key: "Lifestage", value: "Puppy" }],
    });
  });

  it("sends no term or category the listing does not have", () => {
    expect(facetRefreshRequest({ query: "  " }, applied)).toEqual({ facetFilters: [{ key: "brand_facet", value: "Kong" }] });
  });

  it("applies the pending changes and the chosen sort, back on page 1", () => {
    const choosing = toggle(toggle(applied, puppy), kong);
    expect(appliedListingState({ query: "dog", page: 4, sort: "byName", facets: [kong, deals] }, choosing, "byLowestPrice")).toEqual({
      query: "dog",
      page: 1,
      sort: "byLowestPrice",
      facets: [deals, puppy],
    });
    expect(appliedListingState({ page: 2, sort: "byName", facets: [] }, createFacetSelection(), undefined)).toEqual({ page: 1, facets: [] });
  });

  it("reads a refresh's counts by key and value", () => {
    const counts = refreshedCounts({
      facets: [
        {
          key: "brand_facet",
          values: [
            { value: "Kong", count: 12 },
            { value: "Barkwell", count: 3 },
          ],
        },
      ],
    });
    expect(counts.get(countKey("brand_facet", "Kong"))).toBe(12);
    expect(counts.get(countKey("brand_facet", "Barkwell"))).toBe(3);
    expect(counts.has(countKey("rating", "4"))).toBe(false);
  });

  it("shows the last known counts while counting: the page's until the first answer, never 0 for lack of one", () => {
    const kong = countKey("brand_facet", "Kong");
    expect(shownCount(40, undefined, kong)).toBe(40);
    const answer = new Map([[kong, 12]]);
    expect(shownCount(40, answer, kong)).toBe(12);
    // a value the latest answer does not list has no results with that choice
    expect(shownCount(7, answer, countKey("brand_facet", "Barkwell"))).toBe(0);
  });
});
