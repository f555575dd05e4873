import { describe, expect, it } from "vitest";
import { CarouselRequest, carouselOutcome, MIN_RECENTLY_VIEWED_PRODUCTS, planCarousel } from "./carousels";
import { MAX_RECENTLY_VIEWED, parseRecentlyViewed, withRecentlyViewed } from "./recently-viewed-cookie";
import { productCarouselSlots } from "./product-carousel-slots";

const request = (input: object) => CarouselRequest.parse(input);
const nobody = { recentlyViewed: [] };

describe("carousel requests (spec §3: carouselId, or page and slot; the widget call payload)", () => {
  it("name a carousel by id or by a page's slot", () => {
    expect(planCarousel(request({ carouselId: "todays-deals" }), nobody)).toEqual({ ok: true, carouselId: "todays-deals" });
    expect(planCarousel(request({ page: "home", slot: "brands" }), nobody)).toEqual({ ok: true, carouselId: "top-brands" });
    expect(CarouselRequest.safeParse({ page: "home" }).error?.issues[0].message).toBe("give a carouselId, or a page and a slot");
    expect(CarouselRequest.safeParse({ carouselId: "everything" }).success).toBe(false);
  });

  it("are requirementsunmet without what the carousel needs (spec §4 reason codes)", () => {
    expect(planCarousel(request({ page: "pdp", slot: "similar" }), nobody)).toMatchObject({
      ok: false,
      carouselId: "similar-items",
      reason: "requirementsunmet",
    });
    expect(planCarousel(request({ page: "pdp", slot: "similar", items: [{ partNumber: "2048851", quantity: 1 }] }), nobody)).toEqual({
      ok: true,
      carouselId: "similar-items",
      partNumber: "2048851",
    });
    expect(planCarousel(request({ carouselId: "top-in-category" }), nobody)).toMatchObject({ ok: false, reason: "requirementsunmet" });
    expect(planCarousel(request({ page: "pdp", slot: "nowhere" }), nobody)).toMatchObject({ ok: false, carouselId: null, reason: "requirementsunmet" });
  });

  it("recently viewed comes from the visitor, without the products the page already shows", () => {
    const visitor = { recentlyViewed: ["1", "2", "3"] };
    expect(planCarousel(request({ page: "pdp", slot: "recent", items: [{ partNumber: "2", quantity: 1 }] }), visitor)).toEqual({
      ok: true,
      carouselId: "recently-viewed",
      recentlyViewed: ["1", "3"],
    });
    expect(planCarousel(request({ carouselId: "recently-viewed", items: [{ partNumber: "1", quantity: 1 }] }), { recentlyViewed: ["1"] })).toMatchObject({
      ok: false,
      reason: "requirementsunmet",
    });
  });

  it("are insufficientrecords with fewer than 4 products, and show at most 12", () => {
    expect(carouselOutcome([1, 2, 3])).toEqual({ products: [], reason: "insufficientrecords" });
    expect(carouselOutcome([1, 2, 3, 4])).toEqual({ products: [1, 2, 3, 4], reason: null });
    expect(carouselOutcome(Array.from({ length: 20 }, (_, i) => i)).products).toHaveLength(12);
    // the shopper's own recently viewed list shows from one product
    expect(carouselOutcome([1], MIN_RECENTLY_VIEWED_PRODUCTS)).toEqual({ products: [1], reason: null });
  });
});

describe("the recently viewed cookie", () => {
  it("keeps part numbers newest first, once each, at most 12, ignoring anything else", () => {
    expect(withRecentlyViewed(undefined, "5")).toBe("5");
    expect(withRecentlyViewed("5.7.9", "7")).toBe("7.5.9");
    const full = Array.from({ length: MAX_RECENTLY_VIEWED }, (_, i) => String(i + 1)).join(".");
    expect(withRecentlyViewed(full, "99").split(".")).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(withRecentlyViewed(full, "99").startsWith("99.1.")).toBe(true);
    expect(parseRecentlyViewed("12.<script>.12.x.34")).toEqual(["12", "34"]);
  });
});

describe("a product page's carousels under its flags", () => {
  it("similar items and bought together; neither without productCarousels; bought together only with boughtTogether", () => {
    const on = { productCarousels: true, boughtTogether: true, visuallySimilar: true };
    expect(productCarouselSlots(on)).toEqual(["similar", "together"]);
    expect(productCarouselSlots({ ...on, boughtTogether: false })).toEqual(["similar"]);
    expect(productCarouselSlots({ ...on, productCarousels: false })).toEqual([]);
  });

  it("offers an out-of-stock product's page Shop Similar first, as its card does (spec §8, flag visuallySimilar)", () => {
    const on = { productCarousels: true, boughtTogether: true, visuallySimilar: true };
    expect(productCarouselSlots(on, { inStock: false })).toEqual(["shopSimilar", "similar", "together"]);
    expect(productCarouselSlots({ ...on, visuallySimilar: false }, { inStock: false })).toEqual(["similar", "together"]);
  });
});
