import { describe, expect, it } from "vitest";
import {
  ctaForVisitor,
  ctaType,
  isNewProduct,
  optionsMessage,
  priceBucket,
  listItemPartNumbers,
  priceBucketValues,
  PRICE_BUCKETS,
  priceValuesExclusive,
  inPriceEdition,
  ratingFacetValues,
} from "./rules";

const NOW = new Date("2025-06-30T12:00:00Z");

describe("isNewProduct (spec §4: within 60 days, not parent part 199675)", () => {
  it("is new within 60 days", () => {
    expect(isNewProduct({ createdAt: "2025-06-20", parentPartNumber: "200001" }, NOW)).toBe(true);
    expect(isNewProduct({ createdAt: "2025-05-01T12:00:00Z", parentPartNumber: "200001" }, NOW)).toBe(true); // exactly 60 days
  });
  it("is not new after 60 days", () => {
    expect(isNewProduct({ createdAt: "2025-05-01T11:59:59Z", parentPartNumber: "200001" }, NOW)).toBe(false);
    expect(isNewProduct({ createdAt: "2024-01-01", parentPartNumber: "200001" }, NOW)).toBe(false);
  });
  it("never marks 199675 as new", () => {
    expect(isNewProduct({ createdAt: "2025-06-29", parentPartNumber: "199675" }, NOW)).toBe(false);
  });
  it("handles missing, invalid and future dates", () => {
    expect(isNewProduct({ createdAt: null, parentPartNumber: "1" }, NOW)).toBe(false);
    expect(isNewProduct({ createdAt: "not a date", parentPartNumber: "1" }, NOW)).toBe(false);
    expect(isNewProduct({ createdAt: "2025-07-10", parentPartNumber: "1" }, NOW)).toBe(false);
  });
});

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
    expect(PRICE_BUCKETS.map((b) => b.label)).toEqual(["Under $10", "$10 - $20", "$20 - $30", "$30 - $40", "$40 - $50", "$50 & Above", "$50 - $75", "$75 - $100", "$100 & Above"]);
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

describe("optionsMessage (spec §5 option summary)", () => {
  it("pluralises, sorts case-insensitively and skips single values", () => {
    expect(optionsMessage([{ name: "Size", count: 3 }, { name: "Flavor", count: 2 }, { name: "Color", count: 1 }])).toBe("2 Flavors, 3 Sizes");
    expect(optionsMessage([{ name: "Dress", count: 2 }])).toBe("2 Dress");
    expect(optionsMessage([{ name: "Size", count: 1 }])).toBeNull();
  });
});

describe("ctaType (spec §4)", () => {
  const base = { isGiftCard: false, isCustomizable: false, isPrescription: false, isRxVetDiet: false };
  it("orders gift card, personalize, choose options, add to cart", () => {
    expect(ctaType({ ...base, isGiftCard: true, isCustomizable: true })).toBe("none");
    expect(ctaType({ ...base, isCustomizable: true, isPrescription: true })).toBe("personalize");
    expect(ctaType({ ...base, isRxVetDiet: true })).toBe("choose-options");
    expect(ctaType(base)).toBe("add-to-cart");
  });
});

describe("ctaForVisitor (spec §4: for new users, add-to-cart additionally needs a group assignment)", () => {
  it("a new user in the newUserCta group, or an existing customer, keeps Add to Cart", () => {
    expect(ctaForVisitor("add-to-cart", { isNewUser: true, hasGroupAssignment: true })).toBe("add-to-cart");
    expect(ctaForVisitor("add-to-cart", { isNewUser: false, hasGroupAssignment: false })).toBe("add-to-cart");
  });
  it("a new user outside the group gets no card button", () => {
    expect(ctaForVisitor("add-to-cart", { isNewUser: true, hasGroupAssignment: false })).toBe("none");
  });
  it("the other CTA types do not depend on the visitor", () => {
    for (const cta of ["none", "personalize", "choose-options"] as const) expect(ctaForVisitor(cta, { isNewUser: true, hasGroupAssignment: false })).toBe(cta);
  });
});

describe("list item part numbers (spec §5 ensembles)", () => {
  it("a product with several ensemble part numbers uses them, otherwise its parent part number", () => {
    expect(listItemPartNumbers({ parentPartNumber: "P1", ensemblePartNumbers: ["E1", "E2"] })).toEqual(["E1", "E2"]);
    expect(listItemPartNumbers({ parentPartNumber: "P1", ensemblePartNumbers: ["E1"] })).toEqual(["P1"]);
    expect(listItemPartNumbers({ parentPartNumber: "P1", ensemblePartNumbers: [] })).toEqual(["P1"]);
  });
});
