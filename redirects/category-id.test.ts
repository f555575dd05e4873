import { describe, expect, it } from "vitest";
import { categoryIdFromListingUrl } from "./category-id";

describe("the category id a listing URL carries", () => {
  it.each([
    ["/b/dry-dog-food_c3312", 3312],
    ["/b/dry-dog-food_c3312_p4", 3312],
    ["/s/dry-dog-food_c3312", 3312],
    ["/deals/dog-deals_c2517", 2517],
    ["/brands/acme-dog-food_c2516", 2516],
    ["/shops/puppy-shop_c1668", 1668],
    ["/f/puppy-dry-dog-food_c3312_f158v7a1c2e", 3312],
    ["/b/dry-dog-food-3312", 3312],
    ["/deals/old-deal-2545", 2545],
    ["/b/omega-3-fish-oil-2519", 2519],
  ])("%s carries %i", (path, id) => expect(categoryIdFromListingUrl(path, "sort=byNewest")).toEqual({ categoryId: id, carriedQuery: "sort=byNewest" }));

  it.each([
    "/b/dog-food",
    "/brands/acme-3312", // a brand page: the number is a brand id
    "/dp/3312",
    "/chewy/dp/3312",
    "/b/x/y_c3312",
    "/b/_c",
    "/x/dry-dog-food_c3312",
    "/b/dry-dog-food_c3312_x",
    "/b/1234567890-12345678901",
  ])("%s carries none", (path) => expect(categoryIdFromListingUrl(path, "")).toBeNull());

  describe("search narrowed by rh=c:{id}", () => {
    it("finds the id and drops only that pair from rh", () => {
      expect(categoryIdFromListingUrl("/s", "query=kibble&rh=c:3312,BreedSize:Small&page=2")).toEqual({
        categoryId: 3312,
        carriedQuery: "query=kibble&rh=BreedSize:Small&page=2",
      });
    });
    it("drops rh when the category was its only pair", () => {
      expect(categoryIdFromListingUrl("/s", "rh=c:2516&query=x")).toEqual({ categoryId: 2516, carriedQuery: "query=x" });
    });
    it("reads a percent-encoded rh", () => {
      expect(categoryIdFromListingUrl("/s", "rh=BreedSize%3ASmall%2Cc%3A3312")).toEqual({ categoryId: 3312, carriedQuery: "rh=BreedSize:Small" });
    });
    it("ignores searches without a category pair", () => {
      expect(categoryIdFromListingUrl("/s", "query=c:3312")).toBeNull();
      expect(categoryIdFromListingUrl("/s", "rh=BreedSize:Small")).toBeNull();
      expect(categoryIdFromListingUrl("/s", "")).toBeNull();
      expect(categoryIdFromListingUrl("/s", "rh=%E0%A4%A")).toBeNull();
    });
    it("only reads rh on the search page", () => expect(categoryIdFromListingUrl("/b/dog-food", "rh=c:3312")).toBeNull());
  });
});
