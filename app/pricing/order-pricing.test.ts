import { describe, expect, it } from "vitest";
import { US_MARKET } from "#app/markets/config.ts";
import { priceFacts, type ItemPriceRow } from "./price-facts";
import { priceRow } from "./price-row.testkit";
import { firstAutoshipOfferFor, priceOrder, unitPrice, type OrderLineInput } from "./order-pricing";

const facts = (price: number, over: Partial<ItemPriceRow> = {}, dealId: string | null = null) =>
  priceFacts(priceRow({ price, autoship: Math.round(price * 0.95), ...over }), { autoshipAllowed: true, dealId }, US_MARKET);
const line = (key: string, f: ReturnType<typeof facts>, quantity = 1, over: Partial<OrderLineInput> = {}): OrderLineInput => ({
  key,
  quantity,
  autoship: false,
  available: true,
  facts: f,
  ...over,
});
const fastTrack = facts(3549, { firstAutoshipPct: 35, firstAutoshipMax: 2000 });

describe("unitPrice: what one unit of a line costs", () => {
  it("bought once: the one-time price", () => expect(unitPrice(fastTrack, false, "new")).toEqual({ cents: 3549, pricing: "one-time" }));
  it("a new customer's Autoship line is their first Autoship order: the first-order price", () => {
    expect(unitPrice(fastTrack, true, "new")).toEqual({ cents: 2307, pricing: "autoship-first" });
  });
  it("an existing customer's Autoship line pays the repeat price (no first-order promise was made to them)", () => {
    expect(firstAutoshipOfferFor(fastTrack, "existing")).toBeNull();
    expect(unitPrice(fastTrack, true, "existing")).toEqual({ cents: 3372, pricing: "autoship-repeat" });
  });
});

describe("priceOrder: promotions", () => {
  it("Buy 2, Get 1 Free: every third unit, the cheapest of each three, is free", () => {
    const order = priceOrder([line("a", facts(1000, {}, "41001"), 2), line("b", facts(500, {}, "41001"), 1)], "new");
    expect(order.totals.promotionSavingsCents).toBe(500);
    expect(order.totals.subtotalCents).toBe(2000);
    expect(order.lines.find((l) => l.key === "b")).toMatchObject({ promotionCents: 500, lineCents: 0 });
  });
  it("Buy 1, Get 1 50% Off: every second unit costs half", () => {
    expect(priceOrder([line("a", facts(1000, {}, "41005"), 3)], "new").totals).toMatchObject({ promotionSavingsCents: 500, subtotalCents: 2500 });
  });
  it("Save 20%: every unit", () => expect(priceOrder([line("a", facts(1000, {}, "41004"), 2)], "new").totals.subtotalCents).toBe(1600));
  it("30% Off Your First Autoship: a new customer's Autoship line", () => {
    const f = facts(1000, {}, "41003");
    expect(priceOrder([line("a", f, 1, { autoship: true })], "new").totals.subtotalCents).toBe(700);
    expect(priceOrder([line("a", f, 1, { autoship: true })], "existing").totals.subtotalCents).toBe(950);
    expect(priceOrder([line("a", f, 1)], "new").totals.subtotalCents).toBe(1000);
  });
  it("Spend $49, Get a $20 eGift Card: earned at the minimum, or how far away", () => {
    const f = facts(2000, {}, "41002");
    expect(priceOrder([line("a", f, 2)], "new").totals.promotions[0].reward).toEqual({ amount: 20, earned: false, remainingCents: 900 });
    expect(priceOrder([line("a", f, 3)], "new").totals.promotions[0].reward).toEqual({ amount: 20, earned: true, remainingCents: 0 });
    expect(priceOrder([line("a", f, 3)], "new").totals.subtotalCents).toBe(6000);
  });
});

describe("priceOrder: totals", () => {
  it("flagged lines are not charged; Autoship's saving is against buying once", () => {
    const order = priceOrder([line("a", fastTrack, 1, { autoship: true }), line("b", facts(1000), 4, { available: false })], "new");
    expect(order.totals).toMatchObject({ itemCount: 1, subtotalCents: 2307, autoshipSavingsCents: 3549 - 2307, unavailableLines: 1 });
    expect(order.lines[1].lineCents).toBe(0);
  });
});
