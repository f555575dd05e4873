import { describe, expect, it } from "vitest";
import { SORT_OPTIONS } from "#app/search/request.ts";
import { defaultSort, effectiveSort, SORT_LABELS, sortChoices, sortLabel } from "./sort";

const allOn = { newest: true, bestselling: true };

describe("sort labels (spec §9)", () => {
  it("Relevance, Newest, Bestselling, Price low to high, Price high to low, Avg. Customer Review, Most Reviewed", () => {
    expect(sortChoices({ ...allOn, hasTerm: true }).map((c) => [c.label, c.value])).toEqual([
      ["Relevance", "byRelevance"],
      ["Newest", "byNewest"],
      ["Bestselling", "byPopularity"],
      ["Price low to high", "byLowestPrice"],
      ["Price high to low", "byHighestPrice"],
      ["Avg. Customer Review", "byRating"],
      ["Most Reviewed", "byRatingCount"],
    ]);
  });

  it("every label maps to a spec §3 sort option", () => {
    for (const value of Object.keys(SORT_LABELS)) expect(SORT_OPTIONS).toContain(value);
  });

  it("Newest and Bestselling are each flag controlled", () => {
    const values = (newest: boolean, bestselling: boolean) => sortChoices({ newest, bestselling, hasTerm: true }).map((c) => c.value);
    expect(values(false, true)).not.toContain("byNewest");
    expect(values(false, true)).toContain("byPopularity");
    expect(values(true, false)).toContain("byNewest");
    expect(values(true, false)).not.toContain("byPopularity");
    expect(values(false, false)).toEqual(["byRelevance", "byLowestPrice", "byHighestPrice", "byRating", "byRatingCount"]);
  });

  it("sortLabel names offered options only", () => {
    expect(sortLabel("byRatingCount")).toBe("Most Reviewed");
    expect(sortLabel("byName")).toBeUndefined();
  });
});

describe("default sort (decision)", () => {
  it("is Relevance for search and Bestselling for categories", () => {
    expect(defaultSort({ bestselling: true, hasTerm: true })).toBe("byRelevance");
    expect(defaultSort({ bestselling: true, hasTerm: false })).toBe("byPopularity");
  });

  it("falls back to Relevance on categories when Bestselling is switched off", () => {
    expect(defaultSort({ bestselling: false, hasTerm: false })).toBe("byRelevance");
  });

  it("is always exactly one of the offered choices", () => {
    for (const newest of [true, false])
      for (const bestselling of [true, false])
        for (const hasTerm of [true, false]) {
          const choices = sortChoices({ newest, bestselling, hasTerm });
          expect(choices.filter((c) => c.isDefault).map((c) => c.value)).toEqual([defaultSort({ bestselling, hasTerm })]);
        }
  });

  it("a sort that is not offered falls back to the default", () => {
    const flags = { newest: false, bestselling: true, hasTerm: false };
    expect(effectiveSort("byLowestPrice", flags)).toBe("byLowestPrice");
    expect(effectiveSort("byNewest", flags)).toBe("byPopularity");
    expect(effectiveSort("byName", flags)).toBe("byPopularity");
    expect(effectiveSort(undefined, { ...flags, hasTerm: true })).toBe("byRelevance");
  });
});
