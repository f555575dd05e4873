import { describe, expect, it } from "vitest";
import { orderSummary } from "./order-summary";

describe("the cart's order summary", () => {
  it("lists the price before savings when Autoship or a promotion saves something; the subtotal has them taken off", () => {
    expect(orderSummary({ subtotalCents: 9500, autoshipSavingsCents: 300, promotionSavingsCents: 200 }, { qualifies: true })).toEqual({
      beforeSavingsCents: 10000,
      shipping: "free",
      totalCents: 9500,
    });
  });

  it("has no price before savings when nothing is saved", () => {
    expect(orderSummary({ subtotalCents: 2000, autoshipSavingsCents: 0, promotionSavingsCents: 0 }, { qualifies: false }).beforeSavingsCents).toBeNull();
  });

  it("ships free at the threshold; below it shipping is left to checkout and the total is before shipping", () => {
    expect(orderSummary({ subtotalCents: 2000, autoshipSavingsCents: 0, promotionSavingsCents: 0 }, { qualifies: false })).toMatchObject({
      shipping: "at-checkout",
      totalCents: 2000,
    });
  });
});
