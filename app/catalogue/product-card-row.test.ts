import { describe, expect, it, vi } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { ProductCard } from "./product-card";
import { toProductCard, type ProductRow } from "./product-card-row";

const NOW = new Date("2025-06-30T00:00:00Z");

function row(over: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 500123,
    part_number: "200123",
    name: "Barkwell Grain-Free Chicken Recipe Dry Dog Food",
    slug: "barkwell-grain-free-chicken-recipe",
    brand_name: "Barkwell",
    description: "Tasty.",
    image: "/images/products/dog-food.svg",
    rating: 4.34,
    rating_count: 120,
    created_at: "2024-01-01",
    primary_category_id: 20101,
    is_autoship_allowed: 1,
    is_deal: 0,
    is_discontinued: 0,
    is_gift_card: 0,
    is_fresh: 0,
    is_frozen: 0,
    is_live_feed: 0,
    is_live_plant: 0,
    is_prescription: 0,
    is_rx_vet_diet: 0,
    is_customizable: 0,
    is_dropshipped: 0,
    is_canadian_national_brand: 1,
    is_exclusive: 0,
    is_bundle: 0,
    bundle_part_numbers: null,
    bundle_title: null,
    deal_id: null,
    deal_name: null,
    item_id: 10000456,
    item_part_number: "2001231",
    price: 1999,
    strike: 2499,
    strike_type: "LIST_PRICE",
    autoship: 1899,
    autoship_discount_pct: 5,
    first_autoship_pct: null,
    first_autoship_max: null,
    map_enforced: 0,
    map_type: null,
    map_savings: null,
    ppu: 500,
    unit_of_measure: "lb",
    item_count: 3,
    in_stock_count: 2,
    item_in_stock: 1,
    size_count: 3,
    flavor_count: 0,
    color_count: 0,
    ...over,
  };
}

describe("toProductCard", () => {
  it("maps a row to a valid card in dollars with the product path", () => {
    const card = toProductCard(row(), US_MARKET, NOW);
    expect(ProductCard.parse(card)).toEqual(card);
    expect(card).toMatchObject({
      partNumber: "2001231",
      parentPartNumber: "200123",
      catalogEntryId: "500123",
      itemCatalogEntryId: "10000456",
      href: "/barkwell-grain-free-chicken-recipe/dp/500123",
      manufacturer: "Barkwell",
      advertisedPrice: 19.99,
      displayPrice: 19.99,
      autoshipPrice: 18.99,
      autoshipDiscountPct: 5,
      isAutoshipDeal: false,
      rating: 4.3,
      ratingCount: 120,
      hasMoreChoices: true,
      inStock: true,
      optionsMessage: "3 Sizes",
      ppu: { price: 5, unitOfMeasure: "lb" },
      isNew: false,
      showCtaForNewUsers: true,
      showCtaForExistingUsers: true,
    });
  });

  it("shows a strike price only in Canada and only above the advertised price", () => {
    expect(toProductCard(row(), US_MARKET, NOW)).toMatchObject({ strikePrice: 24.99, validatedStrikePrice: null, strikeSavingsPct: null });
    expect(toProductCard(row(), CA_MARKET, NOW)).toMatchObject({ validatedStrikePrice: 24.99, strikeSavingsPct: 20 });
    expect(toProductCard(row({ strike: 1999 }), CA_MARKET, NOW)).toMatchObject({ validatedStrikePrice: null, strikeSavingsPct: null });
  });

  it("marks new products, except 199675", () => {
    expect(toProductCard(row({ created_at: "2025-06-01" }), US_MARKET, NOW).isNew).toBe(true);
    expect(toProductCard(row({ created_at: "2025-06-01", part_number: "199675" }), US_MARKET, NOW).isNew).toBe(false);
  });

  it("builds the MAP message", () => {
    expect(toProductCard(row({ map_enforced: 1, map_type: 2, map_savings: 300 }), US_MARKET, NOW).mapMessage).toBe("See Price in Cart");
    expect(toProductCard(row({ map_enforced: 1, map_type: 1, map_savings: 250 }), US_MARKET, NOW).mapMessage).toBe("Save an extra $2.50 today");
    expect(toProductCard(row({ map_enforced: 1, map_type: 1, map_savings: 0 }), US_MARKET, NOW).mapMessage).toBeNull();
  });

  it("national brand only in Canada; no autoship price when autoship is not allowed", () => {
    expect(toProductCard(row(), US_MARKET, NOW).isCanadianNationalBrand).toBe(false);
    expect(toProductCard(row(), CA_MARKET, NOW).isCanadianNationalBrand).toBe(true);
    expect(toProductCard(row({ is_autoship_allowed: 0 }), US_MARKET, NOW)).toMatchObject({ autoshipPrice: null, autoshipDiscountPct: null });
  });

  it("computes the fast-track autoship price with its cap (the percent it then really saves)", () => {
    const card = toProductCard(
      row({ price: 8000, autoship: 7600, autoship_discount_pct: 5, first_autoship_pct: 35, first_autoship_max: 2000, map_enforced: 1 }),
      US_MARKET,
      NOW,
    );
    expect(card).toMatchObject({ fastTrackAutoshipPrice: 60, fastTrackAutoshipDiscountPct: 25, fastTrackAutoshipMaxAmount: 20, fastTrackIsMapEnforced: true });
    expect(
      toProductCard(row({ price: 2000, autoship: 1900, autoship_discount_pct: 5, first_autoship_pct: 35, first_autoship_max: 2000 }), US_MARKET, NOW)
        .fastTrackAutoshipPrice,
    ).toBe(13);
  });

  it("out of stock, discontinued, gift cards, prescriptions", () => {
    expect(toProductCard(row({ in_stock_count: 0 }), US_MARKET, NOW).inStock).toBe(false);
    expect(toProductCard(row({ is_discontinued: 1 }), US_MARKET, NOW)).toMatchObject({ inStock: false, isDiscontinued: true });
    expect(toProductCard(row({ is_gift_card: 1 }), US_MARKET, NOW)).toMatchObject({ isGiftCard: true, showCtaForNewUsers: false });
    expect(toProductCard(row({ is_prescription: 1 }), US_MARKET, NOW)).toMatchObject({ isPrescription: true, showCtaForExistingUsers: true });
  });

  it("reads bundle part numbers and deal promotions", () => {
    const card = toProductCard(
      row({ is_bundle: 1, bundle_part_numbers: '["200001","200002"]', bundle_title: "Bundle", is_deal: 1, deal_id: "41001", deal_name: "Buy 2, Get 1 Free" }),
      US_MARKET,
      NOW,
    );
    expect(card).toMatchObject({
      isBundle: true,
      bundlePartNumbers: ["200001", "200002"],
      isDeal: true,
      promotions: [{ id: "41001", name: "Buy 2, Get 1 Free" }],
    });
    expect(toProductCard(row({ bundle_part_numbers: "not json" }), US_MARKET, NOW).bundlePartNumbers).toEqual([]);
  });
});

describe("the card's product link (spec §2: the one product path builder, ./product-path.ts)", () => {
  it("is /{slug}/dp/{id}, no market prefix", () => {
    expect(toProductCard(row(), CA_MARKET, NOW).href).toBe("/barkwell-grain-free-chicken-recipe/dp/500123");
  });
  it("falls back to the word product when the slug is missing, and says so", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(toProductCard(row({ slug: "" }), US_MARKET, NOW).href).toBe("/product/dp/500123");
      expect(warn).toHaveBeenCalledWith("Unable to determine URL slug from product.");
    } finally {
      warn.mockRestore();
    }
  });
  it("keeps the slug rule: a slug not of slug shape is slugified", () => {
    expect(toProductCard(row({ slug: "Barkwell Chicken & Rice" }), US_MARKET, NOW).href).toBe("/barkwell-chicken-rice/dp/500123");
  });
});

describe("the card's own item", () => {
  it("can be added when it is in stock", () => {
    expect(toProductCard(row(), US_MARKET, NOW)).toMatchObject({ itemInStock: true, inStock: true });
  });
  it("cannot when the cheapest item is out, even while another item is in stock", () => {
    expect(toProductCard(row({ item_in_stock: 0 }), US_MARKET, NOW)).toMatchObject({ itemInStock: false, inStock: true });
  });
});
