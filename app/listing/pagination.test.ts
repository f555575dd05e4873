import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { PAGE_SIZE_APP, PAGE_SIZE_WEB } from "#app/search/request.ts";
import { isPageOutOfRange, maxPage, offsetFromPage, pageFromOffset, pageWindow, paginationLinks } from "./pagination";

describe("page number from offset (spec §5: offset / 36 + 1; 20 in the native app)", () => {
  it("uses page size 36 on the web", () => {
    expect(PAGE_SIZE_WEB).toBe(36);
    expect(pageFromOffset(0)).toBe(1);
    expect(pageFromOffset(35)).toBe(1);
    expect(pageFromOffset(36)).toBe(2);
    expect(pageFromOffset(72)).toBe(3);
  });

  it("uses page size 20 in the native app", () => {
    expect(PAGE_SIZE_APP).toBe(20);
    expect(pageFromOffset(20, PAGE_SIZE_APP)).toBe(2);
    expect(pageFromOffset(39, PAGE_SIZE_APP)).toBe(2);
  });

  it("a negative or non-numeric offset is page 1; a bad page size throws", () => {
    expect(pageFromOffset(-36)).toBe(1);
    expect(pageFromOffset(Number.NaN)).toBe(1);
    expect(() => pageFromOffset(0, 0)).toThrow(RangeError);
  });

  it("offsetFromPage is its inverse", () => {
    expect(offsetFromPage(1)).toBe(0);
    expect(offsetFromPage(3)).toBe(72);
    expect(offsetFromPage(3, PAGE_SIZE_APP)).toBe(40);
    expect(offsetFromPage(0)).toBe(0);
    for (let page = 1; page < 50; page++) expect(pageFromOffset(offsetFromPage(page))).toBe(page);
  });
});

describe("maximum page count and out of range (spec §5)", () => {
  it("is the results divided by the page size, rounded up, and at least 1", () => {
    expect(maxPage(0)).toBe(1);
    expect(maxPage(36)).toBe(1);
    expect(maxPage(37)).toBe(2);
    expect(maxPage(41, PAGE_SIZE_APP)).toBe(3);
  });

  it("a page is out of range when it exceeds the group's maximum page count", () => {
    expect(isPageOutOfRange(3, 3)).toBe(false);
    expect(isPageOutOfRange(4, 3)).toBe(true);
    expect(isPageOutOfRange(1, 1)).toBe(false);
  });
});

describe.each([US_MARKET, CA_MARKET])("pagination links ($name)", (market) => {
  const category = withMarketPrefix("/b/dog-food_c288", market);
  const search = withMarketPrefix("/s", market);

  it("the previous-page link is absent on page 1, and there is no pagination canonical", () => {
    expect(paginationLinks({ basePath: category, page: 1, totalPages: 5 })).toEqual({ next: `${category}_p2` });
  });

  it("page 2 links to the unpaginated base", () => {
    expect(paginationLinks({ basePath: category, page: 2, totalPages: 5 })).toEqual({
      prev: category,
      next: `${category}_p3`,
      canonical: `${category}_p2`,
    });
  });

  it("the next-page link is absent on the last page", () => {
    expect(paginationLinks({ basePath: category, page: 5, totalPages: 5 })).toEqual({
      prev: `${category}_p4`,
      canonical: `${category}_p5`,
    });
    expect(paginationLinks({ basePath: category, page: 1, totalPages: 1 })).toEqual({});
  });

  it("search pages use the page parameter and keep the query, rh and sort", () => {
    const query = { query: "kibble", sort: "byRating" as const, facets: [{ key: "rating" as const, value: "4" }] };
    expect(paginationLinks({ basePath: search, page: 2, totalPages: 3, query })).toEqual({
      prev: `${search}?query=kibble&rh=rating%3A4&sort=byRating`,
      next: `${search}?query=kibble&rh=rating%3A4&sort=byRating&page=3`,
      canonical: `${search}?query=kibble&rh=rating%3A4&sort=byRating&page=2`,
    });
  });

  it("the query may be given as the current query string; its page is replaced", () => {
    expect(paginationLinks({ basePath: search, page: 3, totalPages: 9, query: "?query=kibble&page=3" })).toEqual({
      prev: `${search}?query=kibble&page=2`,
      next: `${search}?query=kibble&page=4`,
      canonical: `${search}?query=kibble&page=3`,
    });
  });

  it("past the last page there is no next link and prev is the last page", () => {
    expect(paginationLinks({ basePath: category, page: 9, totalPages: 5 })).toMatchObject({ prev: `${category}_p5` });
    expect(paginationLinks({ basePath: category, page: 9, totalPages: 5 }).next).toBeUndefined();
  });
});

describe("pageWindow (numbered pagination)", () => {
  it("shows the first and last page and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(5, 20)).toEqual([1, "gap", 4, 5, 6, "gap", 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("a gap that would hide a single page shows that page", () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("handles tiny and odd inputs", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20, 2)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
});
