import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { deliveryDays, everyonesFreeShippingThreshold, offerShipping, returnPolicy } from "./merchant-policy";

const PLAIN = { isPrescription: false, isLive: false, cta: "add-to-cart" } as const;

describe("everyonesFreeShippingThreshold (spec §1, §9: what holds for new and existing customers alike)", () => {
  it("US: $49 (existing customers' threshold; new ones already ship free from $35)", () => {
    expect(everyonesFreeShippingThreshold(US_MARKET)).toBe(49);
  });
  it("Canada: $35", () => {
    expect(everyonesFreeShippingThreshold(CA_MARKET)).toBe(35);
  });
});

describe("deliveryDays (spec §1 delivery timeframe wording)", () => {
  it("US 1-3 day, Canada 1-2 day", () => {
    expect(deliveryDays(US_MARKET)).toEqual({ min: 1, max: 3 });
    expect(deliveryDays(CA_MARKET)).toEqual({ min: 1, max: 2 });
  });
});

describe("offerShipping: an item ships free when one unit alone reaches everyone's threshold", () => {
  it("at the threshold it ships free, to the market's country, in its delivery days", () => {
    expect(offerShipping(US_MARKET, 4900)).toEqual({ country: "US", currency: "USD", deliveryDays: { min: 1, max: 3 } });
    expect(offerShipping(CA_MARKET, 3500)).toEqual({ country: "CA", currency: "CAD", deliveryDays: { min: 1, max: 2 } });
  });
  it("below it no shipping is stated: the store names no fee", () => {
    expect(offerShipping(US_MARKET, 4899)).toBeNull();
    // $35 ships free for a new US customer, not an existing one: not everyone's.
    expect(offerShipping(US_MARKET, 3500)).toBeNull();
    expect(offerShipping(CA_MARKET, 3499)).toBeNull();
  });
});

describe("returnPolicy (spec §1 returns, the terms' exceptions)", () => {
  it("US: 365 days, no return fee stated", () => {
    expect(returnPolicy(US_MARKET, PLAIN)).toEqual({ country: "US", returnable: true, days: 365, freeReturnShipping: false });
  });
  it("Canada: 90 days, return shipping free", () => {
    expect(returnPolicy(CA_MARKET, PLAIN)).toEqual({ country: "CA", returnable: true, days: 90, freeReturnShipping: true });
  });
  it.each([
    ["a prescription medication or veterinary diet", { ...PLAIN, isPrescription: true, cta: "choose-options" }],
    ["a live animal or plant", { ...PLAIN, isLive: true }],
    ["an eGift card", { ...PLAIN, cta: "none" }],
    ["a personalized item", { ...PLAIN, cta: "personalize" }],
  ] as const)("%s cannot be returned", (_, product) => {
    expect(returnPolicy(US_MARKET, product)).toEqual({ country: "US", returnable: false });
    expect(returnPolicy(CA_MARKET, product)).toEqual({ country: "CA", returnable: false });
  });
});
