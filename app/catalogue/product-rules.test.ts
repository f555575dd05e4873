import { describe, expect, it } from "vitest";
import { ctaForVisitor, ctaType, isNewProduct, listItemPartNumbers, optionsMessage, brandAtStartOfName } from "./product-rules";

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

describe("optionsMessage (spec §5 option summary)", () => {
  it("pluralises, sorts case-insensitively and skips single values", () => {
    expect(
      optionsMessage([
        { name: "Size", count: 3 },
        { name: "Flavor", count: 2 },
        { name: "Color", count: 1 },
      ]),
    ).toBe("2 Flavors, 3 Sizes");
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

describe("brandAtStartOfName (a card or cart line says the brand once)", () => {
  it("splits a name that starts with its brand, keeping the name's own spelling", () => {
    expect(brandAtStartOfName({ name: "Barkwell Kitchen Beef Recipe", brand: "Barkwell" })).toEqual({ brand: "Barkwell", rest: "Kitchen Beef Recipe" });
    expect(brandAtStartOfName({ name: "WHISKER CO. Feather Wand", brand: "Whisker Co." })).toEqual({ brand: "WHISKER CO.", rest: "Feather Wand" });
    expect(brandAtStartOfName({ name: "Barkwell", brand: "Barkwell" })).toEqual({ brand: "Barkwell", rest: "" });
  });
  it("leaves a name that does not start with its brand, or only with the same letters", () => {
    expect(brandAtStartOfName({ name: "Grain-Free Salmon Recipe Dry Dog Food", brand: "Barkwell" })).toBeNull();
    expect(brandAtStartOfName({ name: "Barkwellness Calming Chews", brand: "Barkwell" })).toBeNull();
    expect(brandAtStartOfName({ name: "Chew Toy", brand: "" })).toBeNull();
  });
});
