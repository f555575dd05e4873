import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { formatPrice } from "#app/pricing/format.ts";
import type { CardEnrichment } from "#app/search/enrichment.ts";
import { enrichedCard } from "./enrich-cards";
import type { CardView } from "./view";

/** The page hands the price format in (decision 0083): the same owner the server's cards use. */
const priceIn = (market: MarketConfig) => (amount: number) => formatPrice(amount, { market });

const card: CardView = {
  itemId: "10015375",
  id: "504885",
  partNumber: "2048851",
  name: "Kibble Deluxe",
  brand: "Barkwell",
  href: "/kibble-deluxe/dp/504885",
  image: "/images/products/dog-food.svg",
  price: "$46.99",
  priceValue: 46.99,
  autoshipPrice: "$44.64",
  autoshipPct: 5,
  rating: 4.3,
  ratingCount: 120,
  badges: ["new"],
  inStock: true,
  hasMoreChoices: true,
  optionsMessage: "3 Sizes",
  cta: "add-to-cart",
};
const now: CardEnrichment = {
  remove: false,
  stock: "in-stock",
  prices: { price: "$46.99", autoshipPrice: "$44.64", autoshipPct: 5 },
  catalogEntryId: "504885",
  autoshipPrice: 44.64,
  autoshipDiscountPct: 5,
  isDeal: false,
  isAutoshipDeal: false,
  promotions: [],
  optionsMessage: "3 Sizes",
  inStock: true,
  addToCartItemId: "10015375",
  showVisuallySimilarButton: false,
};

describe("a card after enrichment (spec §4)", () => {
  it("is the same card when nothing changed and there is no promo price", () => {
    expect(enrichedCard(card, now, { value: null, savings_pct: null, savings_max_amount: null, isMapEnforced: false }, priceIn(US_MARKET))).toEqual(card);
  });

  it("takes every price as the price owner words it now, the promotion, options message and stock", () => {
    const prices = { price: "$46.99", autoshipPrice: "$42.29", autoshipPct: 10, deal: "Buy 1, Get 1 50% Off" };
    const later = enrichedCard(
      card,
      { ...now, prices, isDeal: true, promotions: [{ id: "41005", name: "Buy 1, Get 1 50% Off" }], optionsMessage: "2 Flavors, 3 Sizes" },
      undefined,
      priceIn(US_MARKET),
    );
    expect(later).toMatchObject({ ...prices, badges: ["new"], optionsMessage: "2 Flavors, 3 Sizes" });
  });

  it("hides Add to Cart when nothing can be added from the card any more, and says which stock state", () => {
    const later = enrichedCard(
      card,
      { ...now, inStock: false, stock: "out-of-stock", addToCartItemId: null, showVisuallySimilarButton: true },
      undefined,
      priceIn(CA_MARKET),
    );
    expect(later).toMatchObject({ itemId: null, inStock: false, badges: ["new", "out-of-stock"] });
    expect(enrichedCard(card, { ...now, inStock: false, stock: "discontinued", addToCartItemId: null }, undefined, priceIn(CA_MARKET)).badges).toEqual([
      "new",
      "discontinued",
    ]);
  });

  it("drops the autoship line when autoship is not offered any more", () => {
    const later = enrichedCard(card, { ...now, prices: { price: "$46.99" } }, undefined, priceIn(US_MARKET));
    expect(later.autoshipPrice).toBeUndefined();
    expect(later.autoshipPct).toBeUndefined();
  });

  it("shows the first Autoship order's price and saving, only the saving when the price may not be advertised (MAP)", () => {
    const promo = { value: 30.54, savings_pct: 35, savings_max_amount: 20, isMapEnforced: false };
    expect(enrichedCard(card, now, promo, priceIn(US_MARKET))).toMatchObject({ firstAutoshipPrice: "$30.54", firstAutoshipPct: 35 });
    const mapped = enrichedCard(card, now, { ...promo, isMapEnforced: true }, priceIn(US_MARKET));
    expect(mapped.firstAutoshipPrice).toBeUndefined();
    expect(mapped.firstAutoshipPct).toBe(35);
  });
});
