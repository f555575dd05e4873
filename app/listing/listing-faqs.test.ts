import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { RETURNS } from "#app/offers/offers.ts";
import { listingFaqs } from "./listing-faqs";

const plain = { routeKind: "category", groupId: "288", hasFilters: false, page: 1 };

describe("a category's FAQ supporting text", () => {
  it("shows on the plain first page of a category that has one", () => {
    expect(listingFaqs(plain, US_MARKET).length).toBeGreaterThan(0);
  });

  it("not on later pages, filtered pages, other listings or categories without one", () => {
    expect(listingFaqs({ ...plain, page: 2 }, US_MARKET)).toEqual([]);
    expect(listingFaqs({ ...plain, hasFilters: true }, US_MARKET)).toEqual([]);
    expect(listingFaqs({ ...plain, routeKind: "search" }, US_MARKET)).toEqual([]);
    expect(listingFaqs({ ...plain, groupId: "10114" }, US_MARKET)).toEqual([]);
    expect(listingFaqs({ ...plain, groupId: "toString" }, US_MARKET)).toEqual([]);
  });

  // Issue #24: the Canadian footer said 90 days and the FAQ on the same page 365.
  it.each([
    [US_MARKET, "365"],
    [CA_MARKET, "90"],
  ])("answers returns questions with the market's returns window (%s.region)", (market, days) => {
    expect(String(RETURNS[market.region].days)).toBe(days);
    for (const groupId of ["288", "325"]) {
      const returns = listingFaqs({ ...plain, groupId }, market).find((faq) => /return/i.test(faq.question))!;
      expect(returns.answer).toContain(`within ${days} days of delivery`);
      expect(returns.answer).not.toMatch(/\{\w+\}/);
    }
  });
});
