import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseQuery, queryFields } from "./query-params";

const Query = z.object({ searchTerm: z.string().trim().min(1).optional(), page: z.coerce.number().int().min(1).default(1) }).strict();
const read = (query: string) => parseQuery(Query, new URLSearchParams(query));

describe("a JSON API's query (issue #24: an empty parameter is an absent one)", () => {
  it("reads an empty parameter as absent, not as a value that is too short", () => {
    expect(read("searchTerm=&page=2")).toEqual({ data: { page: 2 } });
    expect(read("searchTerm=&page=")).toEqual({ data: { page: 1 } });
    expect(read("searchTerm=dog")).toEqual({ data: { searchTerm: "dog", page: 1 } });
  });

  it("still refuses a value that is there and wrong, naming the field", () => {
    expect(read("searchTerm=%20%20")).toEqual({ issues: [{ field: "searchTerm", message: "searchTerm: String must contain at least 1 character(s)" }] });
    expect(read("page=0")).toEqual({ issues: [{ field: "page", message: "page: Number must be greater than or equal to 1" }] });
    expect(read("colour=red")).toEqual({ issues: [{ field: "colour", message: "colour: unknown field" }] });
  });

  it("refuses a parameter given twice with values (which one was meant?); an empty repeat is no repeat", () => {
    expect(read("page=1&page=2")).toEqual({ issues: [{ field: "page", message: "page: given more than once" }] });
    expect(read("page=&page=2")).toEqual({ data: { page: 2 } });
  });

  it("takes a parameter named like an object property as a plain field", () => {
    expect(queryFields(new URLSearchParams("__proto__=x&constructor=y"))).toEqual({ fields: expect.objectContaining({ __proto__: "x", constructor: "y" }) });
    expect(read("__proto__=x")).toEqual({ issues: [{ field: "__proto__", message: "__proto__: unknown field" }] });
  });
});
