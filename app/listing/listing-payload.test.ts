import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { formatPrice } from "#app/pricing/format.ts";
import { packCards, unpackCards } from "./listing-payload";
import type { CardView } from "./view";

const card = (id: string, extra: Partial<CardView> = {}): CardView => ({
  itemId: `i${id}`,
  id,
  partNumber: `p${id}`,
  name: `Kibble ${id}`,
  brand: "Barkwell",
  href: `/kibble-${id}/dp/${id}`,
  image: "/images/products/dog-food.svg",
  price: "$9.99",
  rating: 4.5,
  ratingCount: 12,
  badges: [],
  inStock: true,
  hasMoreChoices: false,
  cta: "add-to-cart",
  priceValue: 9.99,
  ...extra,
});

describe("packCards / unpackCards", () => {
  it("gives back exactly the cards it was given, optional fields and null items included", () => {
    const cards = [
      card("1"),
      card("2", {
        itemId: null,
        strikePrice: "$12.99",
        strikeSavingsPct: 23,
        autoshipPrice: "$9.49",
        autoshipPct: 5,
        mapMessage: "See Price in Cart",
        ppu: "$0.21/oz",
        optionsMessage: "2 Flavors, 3 Sizes",
        firstAutoshipPrice: "$6.49",
        firstAutoshipPct: 35,
        deal: "Buy 2, Get 1 Free",
        moreDeals: 1,
        badges: ["new", "out-of-stock"],
        inStock: false,
        cta: "choose-options",
      }),
    ];
    expect(unpackCards(packCards(cards), US_MARKET)).toEqual(cards);
  });

  it("formats the price from the number in the page's market, as the card view did", () => {
    const [ca] = unpackCards(packCards([card("1", { priceValue: 1234.5 })]), CA_MARKET);
    expect(ca.price).toBe(formatPrice(1234.5, { market: CA_MARKET }));
  });

  it("sends a product link as nothing when its slug is the name's, as its slug when not, and a link of another shape as it is", () => {
    const cards = [card("7", { href: "/ca/kibble-7/dp/7" }), card("9", { href: "/ca/old-name/dp/9" }), card("8", { href: "/somewhere/else" })];
    const packed = packCards(cards);
    expect(packed.slug).toEqual([null, "old-name", null]);
    expect(packed.href).toEqual([null, null, "/somewhere/else"]);
    expect(unpackCards(packed, CA_MARKET).map((c) => c.href)).toEqual(["/ca/kibble-7/dp/7", "/ca/old-name/dp/9", "/somewhere/else"]);
  });

  it("sends each field's name once, not once per card", () => {
    const cards = Array.from({ length: 36 }, (_, i) => card(String(i)));
    expect(JSON.stringify(packCards(cards)).length).toBeLessThan(JSON.stringify(cards).length * 0.75);
  });
});
