import { describe, expect, it } from "vitest";
import { inPriceEdition, PRICE_BUCKETS, priceBucket, priceBucketValues, priceValuesExclusive, ratingFacetValues } from "./facet-values";

describe("price buckets (spec §9 v1)", () => {
  it("puts prices in [min, max) buckets", () => {
    expect(priceBucket(0.99)).toBe("0-10");
    expect(priceBucket(9.99)).toBe("0-10");
    expect(priceBucket(10)).toBe("10-20");
    expect(priceBucket(29.99)).toBe("20-30");
    expect(priceBucket(49.99)).toBe("40-50");
    expect(priceBucket(50)).toBe("50-up");
    expect(priceBucket(1234)).toBe("50-up");
  });
});

describe("price buckets (spec §9 v2, behind priceBucketsV2)", () => {
  it("splits $50 & Above into $50 - $75, $75 - $100 and $100 & Above", () => {
    expect(priceBucket(49.99, "v2")).toBe("40-50");
    expect(priceBucket(50, "v2")).toBe("50-75");
    expect(priceBucket(74.99, "v2")).toBe("50-75");
    expect(priceBucket(75, "v2")).toBe("75-100");
    expect(priceBucket(100, "v2")).toBe("100-up");
  });

  it("a product is indexed under its bucket of each edition, once when they agree", () => {
    expect(priceBucketValues(12)).toEqual(["10-20"]);
    expect(priceBucketValues(80)).toEqual(["50-up", "75-100"]);
  });

  it("the values of the price facet are v1's then v2's new ones, each once", () => {
    expect(PRICE_BUCKETS.map((b) => b.label)).toEqual([
      "Under $10",
      "$10 - $20",
      "$20 - $30",
      "$30 - $40",
      "$40 - $50",
      "$50 & Above",
      "$50 - $75",
      "$75 - $100",
      "$100 & Above",
    ]);
  });

  it("values are exclusive (a product matches one at most) only within one edition", () => {
    expect(priceValuesExclusive(["10-20", "50-up"])).toBe(true);
    expect(priceValuesExclusive(["10-20", "50-75", "100-up"])).toBe(true);
    expect(priceValuesExclusive(["50-up", "50-75"])).toBe(false);
    expect(inPriceEdition("50-75", "v1")).toBe(false);
    expect(inPriceEdition("40-50", "v2")).toBe(true);
  });
});

describe("rating facet values (N stars & up)", () => {
  it("a 4.3 product is in 1..4", () => expect(ratingFacetValues(4.3, 12)).toEqual(["1", "2", "3", "4"]));
  it("a 5.0 product is in 1..4", () => expect(ratingFacetValues(5, 1)).toEqual(["1", "2", "3", "4"]));
  it("a 2.9 product is in 1..2", () => expect(ratingFacetValues(2.9, 3)).toEqual(["1", "2"]));
  it("an unrated product is in none", () => expect(ratingFacetValues(0, 0)).toEqual([]));
});
