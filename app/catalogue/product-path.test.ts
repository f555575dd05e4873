import { describe, expect, it, vi } from "vitest";
import { buildProductItemPath, buildProductPath, parseProductPath } from "./product-path";

describe("product pages /{slug}/dp/{id} (spec §2, §5, §8)", () => {
  it("builds /{slug}/dp/{id}", () => {
    const log = { warn: vi.fn() };
    expect(buildProductPath({ slug: "blue-buffalo-life-protection", catalogEntryId: 12345 }, log)).toBe("/blue-buffalo-life-protection/dp/12345");
    expect(buildProductPath({ slug: "Kong Classic Toy", entryID: "777" }, log)).toBe("/kong-classic-toy/dp/777");
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("a missing slug only warns and falls back to the word product", () => {
    const log = { warn: vi.fn() };
    expect(buildProductPath({ catalogEntryId: "123" }, log)).toBe("/product/dp/123");
    expect(buildProductPath({ slug: "!!!", catalogEntryId: "123" }, log)).toBe("/product/dp/123");
    expect(log.warn).toHaveBeenCalledWith("Unable to determine URL slug from product.");
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it("the entry id is required", () => {
    for (const product of [{ slug: "x" }, { slug: "x", catalogEntryId: null }, { slug: "x", catalogEntryId: " " }]) {
      expect(() => buildProductPath(product, { warn: () => {} })).toThrowError(new Error("Unable to determine entry ID from product."));
    }
  });

  it("encodes the id and keeps the item on its own parameter", () => {
    expect(buildProductPath({ slug: "kong", catalogEntryId: "12 3" }, { warn: () => {} })).toBe("/kong/dp/12%203");
    expect(buildProductItemPath({ slug: "kong", catalogEntryId: 42 }, "7")).toBe("/kong/dp/42?item=7");
  });

  it("parses with or without the slug, and round-trips", () => {
    expect(parseProductPath("/dp/123")).toEqual({ catalogEntryId: "123" });
    expect(parseProductPath("/kong/dp/123")).toEqual({ slug: "kong", catalogEntryId: "123" });
    expect(parseProductPath("/kong/dp/abc")).toBeNull();
    expect(parseProductPath("/a/b/dp/1")).toBeNull();
    const path = "/kong-classic/dp/42";
    expect(buildProductPath(parseProductPath(path)!)).toBe(path);
  });
});
