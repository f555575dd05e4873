import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { priceFacts, type ItemPriceRow } from "#app/pricing/price-facts.ts";
import { priceRow } from "#app/pricing/price-row.testkit.ts";
import { ProductCard, type ProductCardInput } from "#app/catalogue/product-card.ts";
import { toCardView } from "./card-view";

// spec §3-§5 card rules as the shopper reads them on a listing card (the §3 card comes from
// app/catalogue/product-card-row.ts, which applies the strike, MAP and new-product rules; this is what shows).
/** The $46.99 item's price columns, with what a test changes. */
const prices = (over: Partial<ItemPriceRow> = {}, product = { autoshipAllowed: true, dealId: null as string | null }, market: MarketConfig = US_MARKET) =>
  priceFacts(priceRow({ price: 4699, autoship: null, autoshipDiscountPct: null, ...over }), product, market);
const apiCard = (extra: Partial<ProductCardInput> = {}) =>
  ProductCard.parse({
    priceFacts: prices(),
    partNumber: "2048851",
    parentPartNumber: "204885",
    catalogEntryId: "504885",
    parentCatalogEntryId: "504885",
    itemCatalogEntryId: "10015375",
    itemInStock: true,
    name: "Kibble Deluxe",
    manufacturer: "Barkwell",
    href: "/kibble-deluxe/dp/504885",
    image: "/images/products/dog-food.svg",
    rating: 4.3,
    ratingCount: 120,
    displayPrice: 46.99,
    advertisedPrice: 46.99,
    inStock: true,
    ...extra,
  });

describe("a listing card", () => {
  it("shows a validated strike price with its whole-percent saving", () => {
    const card = toCardView(apiCard({ priceFacts: prices({ strike: 5999 }, undefined, CA_MARKET) }), CA_MARKET);
    expect(card).toMatchObject({ price: "$46.99", strikePrice: "$59.99", strikeSavingsPct: 21 });
  });

  it("shows no strike and no saving when the §3 card has no validated strike (US, or not above the price)", () => {
    const card = toCardView(apiCard({ priceFacts: prices({ strike: 5999 }) }), US_MARKET);
    expect(card.strikePrice).toBeUndefined();
    expect(card.strikeSavingsPct).toBeUndefined();
  });

  it("shows the autoship price and its percent only when autoship is allowed", () => {
    const autoship = { autoship: 4464, autoshipDiscountPct: 5 };
    expect(toCardView(apiCard({ priceFacts: prices(autoship) }), US_MARKET)).toMatchObject({ autoshipPrice: "$44.64", autoshipPct: 5 });
    const notAllowed = toCardView(apiCard({ priceFacts: prices(autoship, { autoshipAllowed: false, dealId: null }) }), US_MARKET);
    expect(notAllowed.autoshipPrice).toBeUndefined();
    expect(notAllowed.autoshipPct).toBeUndefined();
  });

  it("shows the price per unit, the option summary and what the deal is", () => {
    const card = toCardView(
      apiCard({
        priceFacts: prices({ ppu: 36, unitOfMeasure: "oz" }, { autoshipAllowed: true, dealId: "41005" }),
        optionsMessage: "2 Flavors, 3 Sizes",
        promotions: [{ id: "41005", name: "Buy 1, Get 1 50% Off" }],
      }),
      US_MARKET,
    );
    expect(card).toMatchObject({ ppu: "$0.36/oz", optionsMessage: "2 Flavors, 3 Sizes", deal: "Buy 1, Get 1 50% Off" });
    // spec §9 '+N Deal(s)' counts the promotions beyond the one named: none here.
    expect(card.moreDeals).toBeUndefined();
    expect(
      toCardView(
        apiCard({
          promotions: [
            { id: "41005", name: "a" },
            { id: "41001", name: "b" },
            { id: "41004", name: "c" },
          ],
        }),
        US_MARKET,
      ).moreDeals,
    ).toBe(2);
    expect(toCardView(apiCard(), US_MARKET).ppu).toBeUndefined();
  });

  it("badges new and the stock state, and offers Add to Cart only for an item in stock", () => {
    const card = toCardView(apiCard({ isNew: true, isDeal: true, inStock: false, stock: "out-of-stock", itemInStock: false }), US_MARKET);
    expect(card.badges).toEqual(["new", "out-of-stock"]);
    expect(toCardView(apiCard({ inStock: false, stock: "discontinued", itemInStock: false }), US_MARKET).badges).toEqual(["discontinued"]);
    expect(card.itemId).toBeNull();
    expect(toCardView(apiCard(), US_MARKET).itemId).toBe("10015375");
  });
});
