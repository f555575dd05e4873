import { describe, expect, it } from "vitest";
import { SearchRequest } from "#app/search/request.ts";
import { describeZodError } from "./describe-zod-error";

describe("describeZodError", () => {
  it("names the field whose value has the wrong type", () => {
    const result = SearchRequest.safeParse({ from: "ten" });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error)[0]).toEqual({ field: "from", message: "from: Expected number, received string" });
  });

  it("names nested fields by their path", () => {
    const result = SearchRequest.safeParse({ facetFilters: [{ key: "Colour", value: "red" }] });
    if (result.success) throw new Error("expected failure");
    expect(describeZodError(result.error)[0].field).toBe("facetFilters.0.key");
  });

  it("names unknown fields", () => {
    const result = SearchRequest.safeParse({ termz: "dog" });
    if (result.success) throw new Error("expected failure");
    expect(describeZodError(result.error)[0]).toEqual({ field: "termz", message: "termz: unknown field" });
  });
});
