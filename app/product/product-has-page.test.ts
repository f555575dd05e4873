import { describe, expect, it } from "vitest";
import { productHasPage } from "./product-has-page";

describe("productHasPage", () => {
  it("a published product with an item on sale has its page", () => {
    expect(productHasPage({ published: true, publishedItems: 1 })).toBe(true);
  });
  it("an unpublished product, or one with no published item, has none (its address leads to its category)", () => {
    expect(productHasPage({ published: false, publishedItems: 3 })).toBe(false);
    expect(productHasPage({ published: true, publishedItems: 0 })).toBe(false);
  });
});
