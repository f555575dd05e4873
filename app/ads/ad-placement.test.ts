import { describe, expect, it } from "vitest";
import { SORT_OPTIONS } from "#app/catalogue/search-vocabulary.ts";
import { adsMayJoinOrder } from "./ad-placement";

describe("where sponsored tiles may stand (issue #26)", () => {
  it("in the page's default order and the store's own rankings", () => {
    for (const sort of [undefined, "byRelevance", "byPopularity", "bySaleRelevance"] as const) expect(adsMayJoinOrder(sort), String(sort)).toBe(true);
  });

  it("never in an order the shopper reads by value: price, name, rating, reviews, newest, id", () => {
    const valueOrders = SORT_OPTIONS.filter((sort) => !["byRelevance", "byPopularity", "bySaleRelevance"].includes(sort));
    expect(valueOrders).toEqual(["byName", "byLowestPrice", "byHighestPrice", "byNewest", "byRating", "byRatingCount", "byId"]);
    for (const sort of valueOrders) expect(adsMayJoinOrder(sort), sort).toBe(false);
  });
});
