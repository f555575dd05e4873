import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { dealById } from "./deals";
import { mapMessage, priceFacts, savingsPct, validatedStrikePrice } from "./price-facts";
import { priceRow as row } from "./price-row.testkit";

const autoshipProduct = { autoshipAllowed: true, dealId: null };

describe("validatedStrikePrice (spec §4)", () => {
  it("is valid only in Canada and only above the advertised price", () => {
    expect(validatedStrikePrice(CA_MARKET, 24.99, 19.99)).toBe(24.99);
    expect(validatedStrikePrice(CA_MARKET, 19.99, 19.99)).toBeNull();
    expect(validatedStrikePrice(CA_MARKET, 15, 19.99)).toBeNull();
    expect(validatedStrikePrice(US_MARKET, 24.99, 19.99)).toBeNull();
    expect(validatedStrikePrice(CA_MARKET, null, 19.99)).toBeNull();
  });
  it("savings percent rounds down", () => {
    expect(savingsPct(24.99, 19.99)).toBe(20);
    expect(savingsPct(10, 10)).toBeNull();
    expect(savingsPct(null, 1)).toBeNull();
  });
});

describe("mapMessage (spec §5)", () => {
  it("type 2 shows See Price in Cart", () => {
    expect(mapMessage({ mapEnforced: true, mapType: 2, mapSavings: 3 }, US_MARKET)).toBe("See Price in Cart");
  });
  it("other types show the savings", () => {
    expect(mapMessage({ mapEnforced: true, mapType: 1, mapSavings: 3.5 }, US_MARKET)).toBe("Save an extra $3.50 today");
    expect(mapMessage({ mapEnforced: true, mapType: 1, mapSavings: 3.5 }, CA_MARKET)).toBe("Save an extra $3.50 today");
  });
  it("needs enforcement, a type and savings above 0", () => {
    expect(mapMessage({ mapEnforced: false, mapType: 2, mapSavings: 3 }, US_MARKET)).toBeNull();
    expect(mapMessage({ mapEnforced: true, mapType: null, mapSavings: 3 }, US_MARKET)).toBeNull();
    expect(mapMessage({ mapEnforced: true, mapType: 2, mapSavings: 0 }, US_MARKET)).toBeNull();
    expect(mapMessage({ mapEnforced: true, mapType: 1, mapSavings: null }, US_MARKET)).toBeNull();
  });
});

describe("priceFacts: the strike price (spec §4)", () => {
  it("shows a Canadian strike price above the price, with its saving", () => {
    expect(priceFacts(row({ strike: 2499 }), autoshipProduct, CA_MARKET).strike).toEqual({ cents: 2499, type: null, savingsPct: 20 });
  });
  it("never shows a US strike price, nor one equal to the price", () => {
    expect(priceFacts(row({ strike: 2499 }), autoshipProduct, US_MARKET).strike).toBeNull();
    expect(priceFacts(row({ strike: 1999 }), autoshipProduct, CA_MARKET).strike).toBeNull();
  });
});

describe("priceFacts: minimum advertised price (spec §5)", () => {
  it("the cart charges the advertised price less the MAP saving, and the page says so", () => {
    const facts = priceFacts(row({ mapEnforced: true, mapType: 1, mapSavings: 300 }), autoshipProduct, US_MARKET);
    expect(facts.advertisedCents).toBe(1999);
    expect(facts.oneTimeCents).toBe(1699);
    expect(facts.map).toEqual({ message: "Save an extra $3.00 today", savingsCents: 300 });
  });
  it("Autoship still saves its percent on what buying once costs in the cart", () => {
    expect(priceFacts(row({ mapEnforced: true, mapType: 2, mapSavings: 300 }), autoshipProduct, US_MARKET).autoship).toMatchObject({
      repeatCents: 1614,
      repeatPct: 5,
    });
  });
});

describe("priceFacts: Autoship (spec §9: Autoship saves 5% on repeat deliveries)", () => {
  it("repeat deliveries cost the Autoship price and save the stated percent", () => {
    expect(priceFacts(row({ price: 1249, autoship: 1187 }), autoshipProduct, US_MARKET).autoship).toMatchObject({
      repeatCents: 1187,
      repeatPct: 5,
      isDeal: false,
      first: null,
    });
  });
  it("more than the standard saving is an Autoship deal", () => {
    expect(priceFacts(row({ autoship: 1599, autoshipDiscountPct: 20 }), autoshipProduct, US_MARKET).autoship?.isDeal).toBe(true);
  });
  it("a product without Autoship has no Autoship price", () => {
    expect(priceFacts(row(), { autoshipAllowed: false, dealId: null }, US_MARKET).autoship).toBeNull();
  });
});

describe("priceFacts: the first Autoship order (fast-track price, percent and maximum)", () => {
  it("takes the fast-track percent off the one-time price", () => {
    expect(priceFacts(row({ price: 3549, autoship: 3372, firstAutoshipPct: 35, firstAutoshipMax: 2000 }), autoshipProduct, US_MARKET).autoship?.first).toEqual({
      cents: 2307,
      pct: 35,
      maxCents: 2000,
      source: "fast-track",
      mapEnforced: false,
    });
  });
  it("caps the saving at the maximum, and then says the percent it really saves", () => {
    const first = priceFacts(row({ price: 8000, autoship: 7600, firstAutoshipPct: 35, firstAutoshipMax: 2000 }), autoshipProduct, US_MARKET).autoship?.first;
    expect(first).toMatchObject({ cents: 6000, pct: 25 });
  });
  it("a first-Autoship promotion is an offer too; the better one applies, they never add up", () => {
    const withDeal = { autoshipAllowed: true, dealId: "41003" };
    expect(priceFacts(row({ price: 1000, autoship: 950 }), withDeal, US_MARKET).autoship?.first).toMatchObject({ cents: 700, pct: 30, source: "deal" });
    expect(priceFacts(row({ price: 1000, autoship: 950, firstAutoshipPct: 35, firstAutoshipMax: 2000 }), withDeal, US_MARKET).autoship?.first).toMatchObject({
      cents: 650,
      source: "fast-track",
    });
  });
  it("is no offer when a repeat delivery already costs as little", () => {
    expect(
      priceFacts(row({ price: 1000, autoship: 600, autoshipDiscountPct: 40, firstAutoshipPct: 35, firstAutoshipMax: 2000 }), autoshipProduct, US_MARKET)
        .autoship?.first,
    ).toBeNull();
  });
  it("keeps the maker's minimum advertised price: the offer says it may not be shown", () => {
    const first = priceFacts(row({ firstAutoshipPct: 35, firstAutoshipMax: 2000, mapEnforced: true, mapType: 2, mapSavings: 100 }), autoshipProduct, US_MARKET)
      .autoship?.first;
    expect(first?.mapEnforced).toBe(true);
  });
});

describe("priceFacts: deals", () => {
  it("names the product's promotion", () => {
    expect(priceFacts(row(), { autoshipAllowed: true, dealId: "41001" }, US_MARKET).deal).toBe(dealById("41001"));
  });
  it("a first-Autoship promotion is no deal on a product without Autoship, and an unknown id is none", () => {
    expect(priceFacts(row(), { autoshipAllowed: false, dealId: "41003" }, US_MARKET).deal).toBeNull();
    expect(priceFacts(row(), { autoshipAllowed: true, dealId: "99999" }, US_MARKET).deal).toBeNull();
  });
});

describe("priceFacts: price per unit (spec §3 ppu)", () => {
  it("says what a unit costs when an item holds several", () => {
    expect(priceFacts(row({ price: 3499, ppu: 27, unitOfMeasure: "oz" }), autoshipProduct, US_MARKET).ppu).toEqual({ cents: 27, unit: "oz" });
  });
  it("says nothing when the item is one unit: no '$34.99 ($34.99/ct)' (issue #26)", () => {
    expect(priceFacts(row({ price: 3499, ppu: 3499, unitOfMeasure: "ct" }), autoshipProduct, US_MARKET).ppu).toBeNull();
  });
});
