import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { deliveryLine, freeShippingLine, freeShippingThreshold, offersFor, RETURNS, returnsLine, WELCOME_OFFERS, welcomeLine, welcomeOffer } from "./offers";

const NEW = false;
const EXISTING = true;

describe("free-shipping thresholds (spec §1, §9)", () => {
  it("US: 49 for existing customers, 35 for new ones", () => {
    expect(freeShippingThreshold(US_MARKET, EXISTING)).toBe(49);
    expect(freeShippingThreshold(US_MARKET, NEW)).toBe(35);
  });
  it("Canada: 35 for new and existing customers", () => {
    expect(freeShippingThreshold(CA_MARKET, EXISTING)).toBe(35);
    expect(freeShippingThreshold(CA_MARKET, NEW)).toBe(35);
  });
  it("the header says the shopper's own threshold, with the market's delivery timeframe", () => {
    expect(freeShippingLine(US_MARKET, NEW)).toBe("FREE 1-3 day shipping on orders $35+");
    expect(freeShippingLine(US_MARKET, EXISTING)).toBe("FREE 1-3 day shipping on orders $49+");
    expect(freeShippingLine(CA_MARKET, NEW)).toBe("FREE 1-2 day shipping on orders $35+");
    expect(freeShippingLine(CA_MARKET, EXISTING)).toBe("FREE 1-2 day shipping on orders $35+");
  });
});

describe("delivery timeframe wording (spec §1): US 1-3 day, Canada 1-2 day", () => {
  it("is the market's", () => {
    expect(deliveryLine(US_MARKET)).toBe("1-3 day delivery");
    expect(deliveryLine(CA_MARKET)).toBe("1-2 day delivery");
  });
});

describe("returns (spec §1): US 365 days, Canada its own wording", () => {
  it("US: 365-day returns", () => {
    expect(RETURNS.us.days).toBe(365);
    expect(returnsLine(US_MARKET)).toBe("365-day returns");
  });
  it("Canada: its own wording, with its own window (90 days) said once", () => {
    expect(RETURNS.ca.days).toBe(90);
    expect(returnsLine(CA_MARKET)).toBe("Free returns on most items within 90 days of delivery");
  });
});

describe("the new-customer welcome offer (spec §9)", () => {
  it("is a $20 eGift card on a first order of $49 or more, with a welcome code, in both markets", () => {
    for (const offer of Object.values(WELCOME_OFFERS)) expect(offer).toMatchObject({ giftCard: 20, minimumFirstOrder: 49, code: "WELCOME20" });
  });

  it("is offered to new customers only (spec §6)", () => {
    for (const market of [US_MARKET, CA_MARKET]) {
      expect(welcomeOffer(market, NEW)).toBe(WELCOME_OFFERS[market.region]);
      expect(welcomeOffer(market, EXISTING)).toBeNull();
      expect(welcomeLine(market, EXISTING)).toBeNull();
      expect(welcomeLine(market, EXISTING, false)).toBeNull();
      expect(offersFor(market, EXISTING).welcome).toBeNull();
    }
  });

  it("says free shipping with the threshold the new customer really has, not the offer's $49 (decision 0037)", () => {
    expect(welcomeLine(US_MARKET, NEW)).toBe("New here? Get a $20 eGift card on your first order of $49+ with code WELCOME20. Free shipping starts at $35.");
    expect(welcomeLine(CA_MARKET, NEW)).toBe(
      "New to Tailwise Canada? Get a $20 eGift card on your first order of $49+ with code WELCOME20. Free shipping starts at $35.",
    );
    for (const market of [US_MARKET, CA_MARKET]) {
      // The spec's "free shipping on a first order of $49 or more" is already true from the lower threshold.
      expect(freeShippingThreshold(market, NEW)).toBeLessThanOrEqual(WELCOME_OFFERS[market.region].minimumFirstOrder);
      expect(welcomeLine(market, NEW)).not.toMatch(/free shipping on (your )?first order/i);
    }
  });

  it("leaves free shipping out where the page states it itself (the cart's progress)", () => {
    expect(welcomeLine(US_MARKET, NEW, false)).toBe("New here? Get a $20 eGift card on your first order of $49+ with code WELCOME20.");
  });
});

describe("offersFor: one shopper's offers, as managed content's placeholders and the legal pages read them", () => {
  it("an existing US customer", () => {
    expect(offersFor(US_MARKET, EXISTING)).toEqual({ freeShippingThreshold: 49, welcome: null, delivery: "1-3 day", returnsDays: 365 });
  });
  it("a new Canadian customer", () => {
    expect(offersFor(CA_MARKET, NEW)).toEqual({ freeShippingThreshold: 35, welcome: WELCOME_OFFERS.ca, delivery: "1-2 day", returnsDays: 90 });
  });
});
