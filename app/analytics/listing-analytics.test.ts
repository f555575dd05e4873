import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import type { CardView, ListingView } from "#app/listing/view.ts";
import { listFor, productFor, searchedFor } from "./listing-analytics";
import { listIdFor } from "./listing-ids";
import { welcomeOfferPromotion } from "./welcome-promotion";

const card: CardView = {
  id: "9001",
  itemId: "2000001",
  partNumber: "TW-123",
  name: "Kibble 5 lb",
  brand: "Acme",
  href: "/kibble/dp/9001",
  image: "/images/x.svg",
  price: "$19.99",
  priceValue: 19.99,
  autoshipPrice: "$18.99",
  rating: 4.5,
  ratingCount: 10,
  badges: [],
  inStock: true,
  hasMoreChoices: false,
  cta: "add-to-cart",
};
const view = (over: Partial<ListingView>) =>
  ({
    kind: "category",
    title: "Dog Food",
    total: 120,
    canonical: "https://www.tailwise.com/ca/b/dog-food_c288",
    pagination: { page: 2 },
    ...over,
  }) as ListingView;

describe("what a listing page reports", () => {
  it("names the list: the search grid is 'search', a category grid its canonical path without the market", () => {
    expect(listIdFor(view({}))).toBe("/b/dog-food_c288");
    expect(listIdFor(view({ canonical: "/b/dog-food_c288?page=2" }))).toBe("/b/dog-food_c288");
    expect(listIdFor(view({ kind: "search" }))).toBe("search");
  });
  it("gives the list context of spec §3 (result count, page number, search keywords)", () => {
    expect(listFor(view({}), listIdFor(view({})))).toEqual({ list_id: "/b/dog-food_c288", category: "Dog Food", resultCount: 120, "list-page-number": 2 });
    expect(listFor(view({ kind: "search", term: "dgo food", suggestion: "dog food" }), "search")).toMatchObject({
      list_id: "search",
      searchInputKeyword: "dgo food",
      searchOutputKeyword: "dog food",
    });
  });
  it("turns a card into the collected product record", () => {
    expect(productFor(card, 38, 2)).toEqual({
      id: "9001",
      partNumber: "TW-123",
      sku: "TW-123",
      product_id: "TW-123",
      name: "Kibble 5 lb",
      brand: "Acme",
      price: 19.99,
      position: 38,
      inStockFlag: true,
      autoshipEligible: true,
      pageNumber: 2,
    });
  });
  it("reports Products Searched only for a search with a term", () => {
    expect(searchedFor(view({}))).toBeNull();
    expect(searchedFor(view({ kind: "search" }))).toBeNull();
    expect(searchedFor(view({ kind: "search", term: "dog food", total: 7 }))).toEqual({
      query: "dog food",
      properties: { resultCount: 7, searchInputKeyword: "dog food", searchOutputKeyword: "dog food" },
    });
  });
  it("has one welcome-offer promotion per market", () => {
    expect(welcomeOfferPromotion(US_MARKET).promotion_id).toBe("welcome-offer-us");
    expect(welcomeOfferPromotion(CA_MARKET)).toEqual({ promotion_id: "welcome-offer-ca", name: "Welcome offer", creative: "listing-banner", position: 1 });
  });
});
