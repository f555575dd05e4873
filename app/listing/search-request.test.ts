import { describe, expect, it } from "vitest";
import { PAGE_SIZE_APP, SearchRequest } from "#app/search/request.ts";
import { buildSearchRequest, DEALS_FACET_KEY, facetLookupKey } from "./search-request";

describe("buildSearchRequest (spec §5 request rules)", () => {
  it("the deals facet is excluded from request facet filters", () => {
    expect(DEALS_FACET_KEY).toBe("dealsId");
    const request = buildSearchRequest({
      page: 1,
      facets: [
        { key: "dealsId", value: "2723" },
        { key: "brand_facet", value: "Kong" },
      ],
    });
    expect(request.facetFilters).toEqual([{ key: "brand_facet", value: "Kong" }]);
  });

  it("groupId is sent only when non-empty", () => {
    expect(buildSearchRequest({ page: 1, facets: [], groupId: "288" }).groupId).toBe("288");
    expect(buildSearchRequest({ page: 1, facets: [], groupId: 288 }).groupId).toBe("288");
    for (const groupId of ["", "  ", null, undefined]) {
      expect(buildSearchRequest({ page: 1, facets: [], groupId })).not.toHaveProperty("groupId");
    }
  });

  it("term is sent only when present", () => {
    expect(buildSearchRequest({ page: 1, facets: [], term: "  dog food " }).term).toBe("dog food");
    for (const term of ["", "   ", null, undefined]) {
      expect(buildSearchRequest({ page: 1, facets: [], term })).not.toHaveProperty("term");
    }
  });

  it("a term longer than the service accepts is cut to fit", () => {
    expect(buildSearchRequest({ page: 1, facets: [], term: "x".repeat(500) }).term).toHaveLength(200);
  });

  it("from is the offset of the page, count the page size (36 web, 20 app), groupResults true", () => {
    expect(buildSearchRequest({ page: 3, facets: [] })).toMatchObject({ from: 72, count: 36, groupResults: true });
    expect(buildSearchRequest({ page: 3, facets: [], pageSize: PAGE_SIZE_APP })).toMatchObject({ from: 40, count: 20 });
    expect(buildSearchRequest({ page: 1, facets: [] }).from).toBe(0);
  });

  it("each facet filter carries key and value, plus facetId and id when known", () => {
    const facetIds = new Map([[facetLookupKey("brand_facet", "Kong"), { facetId: 12, id: "abcdef99" }]]);
    const request = buildSearchRequest({
      page: 1,
      facetIds,
      facets: [
        { key: "brand_facet", value: "Kong" },
        { key: "rating", value: "4", facetId: "7", id: "r4" },
        { key: "Lifestage", value: "Puppy" },
        { key: "brand_facet", value: "Kong" },
      ],
    });
    expect(request.facetFilters).toEqual([
      { key: "brand_facet", value: "Kong", facetId: 12, id: "abcdef99" },
      { key: "rating", value: "4", facetId: "7", id: "r4" },
      { key: "Lifestage", value: "Puppy" },
    ]);
  });

  it("sort and catalogId are passed through when given", () => {
    const request = buildSearchRequest({ page: 1, facets: [], sort: "byPopularity", catalogId: 1004 });
    expect(request).toMatchObject({ sort: "byPopularity", catalogId: 1004 });
    expect(buildSearchRequest({ page: 1, facets: [] })).not.toHaveProperty("sort");
  });

  it("the result is a valid SearchRequest; an invalid group id is refused", () => {
    const request = buildSearchRequest({ page: 2, facets: [{ key: "rating", value: "4" }], term: "toys", groupId: "288" });
    expect(SearchRequest.parse(request)).toEqual(request);
    expect(() => buildSearchRequest({ page: 1, facets: [], groupId: "dogs" })).toThrow();
  });
});
