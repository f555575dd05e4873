import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { formatPrice } from "#app/pricing/format.ts";
import { facetViews, packCards, packValueIds, unpackCards } from "./listing-payload";
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

describe("facetViews", () => {
  const facets = [{ key: "brand_facet", label: "Brand", values: ["Barkwell", "Northpaw"], labels: ["Barkwell", "Northpaw"], counts: [463, 355] }];
  const route = { kind: "category" as const, catalogPrefix: "b" as const, slug: "dog", groupId: "288", legacy: false };

  it("links each value to the listing with it toggled, paging reset, in the page's market", () => {
    const [brand] = facetViews(facets, { route, state: { page: 3, facets: [] }, market: US_MARKET });
    expect(brand.values.map((v) => [v.label, v.count, v.selected, v.href])).toEqual([
      ["Barkwell", 463, false, "/b/dog_c288?rh=brand_facet%3ABarkwell"],
      ["Northpaw", 355, false, "/b/dog_c288?rh=brand_facet%3ANorthpaw"],
    ]);
    expect(facetViews(facets, { route, state: { page: 1, facets: [] }, market: CA_MARKET })[0].values[0].href).toBe("/ca/b/dog_c288?rh=brand_facet%3ABarkwell");
  });

  it("marks the chosen value selected and links it to the listing without it", () => {
    const [brand] = facetViews(facets, { route, state: { page: 1, facets: [{ key: "brand_facet", value: "Northpaw" }] }, market: US_MARKET });
    expect(brand.values[1]).toMatchObject({ selected: true, href: "/b/dog_c288" });
    expect(brand.values[0]).toMatchObject({ selected: false, href: "/b/dog_c288?rh=brand_facet%3ANorthpaw%2Cbrand_facet%3ABarkwell" });
  });

  it("links a value that has a high-value facet page to that page, in the page's market", () => {
    const withPages = [{ ...facets[0], pages: { facetId: 1104, valueIds: packValueIds(["54d746", null]) } }];
    const [brand] = facetViews(withPages, { route, state: { page: 1, facets: [] }, market: CA_MARKET, title: "Dog" });
    expect(brand.values.map((v) => v.href)).toEqual(["/ca/f/barkwell-dog_c288_f1104v54d746", "/ca/b/dog_c288?rh=brand_facet%3ANorthpaw"]);
  });
});
