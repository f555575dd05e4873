import { describe, expect, it } from "vitest";
import { SearchApiRequest } from "./request";

const issues = (body: unknown) => {
  const parsed = SearchApiRequest.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the search API's request (spec §3): categoryId is a facet identifier naming the category", () => {
  it("reads a categoryId filter as the request's groupId, leaving the other filters", () => {
    const request = SearchApiRequest.parse({
      facetFilters: [
        { key: "categoryId", value: "288" },
        { key: "rating", value: "4" },
      ],
    });
    expect(request).toMatchObject({ groupId: "288", facetFilters: [{ key: "rating", value: "4" }] });
    expect(SearchApiRequest.parse({ groupId: "288", facetFilters: [{ key: "categoryId", value: "288" }] })).toMatchObject({ groupId: "288", facetFilters: [] });
  });

  it("is the same request as one with groupId", () => {
    expect(SearchApiRequest.parse({ term: "toys", facetFilters: [{ key: "categoryId", value: "288" }] })).toEqual(
      SearchApiRequest.parse({ term: "toys", groupId: "288" }),
    );
  });

  it("refuses a categoryId that is not a category id, or names another category, with the filter named", () => {
    expect(issues({ facetFilters: [{ key: "categoryId", value: "dogs" }] })).toEqual([
      "facetFilters.0.value: a categoryId filter's value is a category id (digits)",
    ]);
    expect(
      issues({
        groupId: "288",
        facetFilters: [
          { key: "rating", value: "4" },
          { key: "categoryId", value: "325" },
        ],
      }),
    ).toEqual(["facetFilters.1.value: categoryId 325 is another category than 288"]);
    expect(
      issues({
        facetFilters: [
          { key: "categoryId", value: "288" },
          { key: "categoryId", value: "325" },
        ],
      }),
    ).toEqual(["facetFilters.1.value: categoryId 325 is another category than 288"]);
  });

  it("still refuses an unknown facet key", () => {
    expect(issues({ facetFilters: [{ key: "colour", value: "red" }] })[0]).toMatch(/^facetFilters\.0\.key: Invalid enum value\. Expected .*'categoryId'/);
  });
});
