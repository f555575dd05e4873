import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { ProductCard, type ProductCardInput } from "#app/search/listing.ts";
import { toCardView } from "./card-view";

// spec §3-§5 card rules as the shopper reads them on a listing card (the §3 card comes from
// app/search/card.ts, which applies the strike, MAP and new-product rules; this is what shows).
const apiCard = (extra: Partial<ProductCardInput> = {}) =>
  ProductCard.parse({
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
    const card = toCardView(apiCard({ validatedStrikePrice: 59.99, strikeSavingsPct: 21.7 }), CA_MARKET);
    expect(card).toMatchObject({ price: "$46.99", strikePrice: "$59.99", strikeSavingsPct: 21 });
  });

  it("shows no strike and no saving when the §3 card has no validated strike (US, or not above the price)", () => {
    const card = toCardView(apiCard({ strikePrice: 59.99, strikeSavingsPct: 21.7, validatedStrikePrice: null }), US_MARKET);
    expect(card.strikePrice).toBeUndefined();
    expect(card.strikeSavingsPct).toBeUndefined();
  });

  it("shows the autoship price and its percent only when autoship is allowed", () => {
    expect(toCardView(apiCard({ isAutoshipAllowed: true, autoshipPrice: 44.64, autoshipDiscountPct: 5 }), US_MARKET)).toMatchObject({ autoshipPrice: "$44.64", autoshipPct: 5 });
    const notAllowed = toCardView(apiCard({ isAutoshipAllowed: false, autoshipPrice: 44.64, autoshipDiscountPct: 5 }), US_MARKET);
    expect(notAllowed.autoshipPrice).toBeUndefined();
    expect(notAllowed.autoshipPct).toBeUndefined();
  });

  it("shows the price per unit, the option summary and how many deals apply", () => {
    const card = toCardView(
      apiCard({ ppu: { price: 0.356, unitOfMeasure: "oz" }, optionsMessage: "2 Flavors, 3 Sizes", promotions: [{ id: "41005", name: "Buy 2, get 1" }] }),
      US_MARKET,
    );
    expect(card).toMatchObject({ ppu: "$0.36/oz", optionsMessage: "2 Flavors, 3 Sizes", deals: 1 });
    expect(toCardView(apiCard(), US_MARKET)).toMatchObject({ deals: 0 });
    expect(toCardView(apiCard(), US_MARKET).ppu).toBeUndefined();
  });

  it("badges new, deal and out of stock, and offers Add to Cart only for an item in stock", () => {
    const card = toCardView(apiCard({ isNew: true, isDeal: true, inStock: false, itemInStock: false }), US_MARKET);
    expect(card.badges).toEqual(["new", "deal", "outOfStock"]);
    expect(card.itemId).toBeNull();
    expect(toCardView(apiCard(), US_MARKET).itemId).toBe("10015375");
  });
});
