import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { listingRobots } from "./listing-robots";
import { searchLanding } from "./search-landings";
import { listingUrlBuilder, parseListingUrl } from "#app/urls/listing-url.ts";

describe("high-value search landing pages /sp/{slug} (spec §2)", () => {
  it("are listings whose term comes with the page, never in the URL", () => {
    const parsed = parseListingUrl("/ca/sp/grain-free-dog-food?query=cats&rh=rating:4&page=2")!;
    expect(parsed.market).toBe(CA_MARKET);
    expect(parsed.route).toEqual({ kind: "landing", slug: "grain-free-dog-food" });
    expect(parsed.state).toMatchObject({ query: undefined, page: 2, facets: [{ key: "rating", value: "4" }] });
    const href = listingUrlBuilder(US_MARKET, parsed.route);
    expect(href({ query: "grain free dog food", page: 2, facets: [{ key: "rating", value: "4" }], sort: "byName" })).toBe(
      "/sp/grain-free-dog-food?rh=rating%3A4&sort=byName&page=2",
    );
    expect(href({ query: "grain free dog food", page: 1, facets: [] })).toBe("/sp/grain-free-dog-food");
  });

  it("exist only for the slugs written down, and not for any other path shape", () => {
    expect(searchLanding("grain-free-dog-food", US_MARKET)?.term).toBe("grain free dog food");
    expect(searchLanding("constructor", US_MARKET)).toBeUndefined();
    expect(parseListingUrl("/sp/Not_A_Slug")).toBeNull();
  });

  it("speak each market's English: a US page says flavor, a Canadian one flavour (issue #26)", () => {
    const us = searchLanding("grain-free-dog-food", US_MARKET)!;
    const ca = searchLanding("grain-free-dog-food", CA_MARKET)!;
    expect(us.intro).toContain("food form or flavor to find");
    expect(ca.intro).toContain("food form or flavour to find");
    expect(ca.title).toBe(us.title);
    expect(searchLanding("puppy-essentials", CA_MARKET)?.intro).toBe(searchLanding("puppy-essentials", US_MARKET)?.intro);
  });

  it("are indexed unfiltered, not when filtered or sorted", () => {
    const route = { kind: "landing" as const, slug: "puppy-essentials" };
    expect(listingRobots({ route, state: { page: 1, facets: [], query: "puppy" }, noResults: false, total: 90 })).toBe("index,follow");
    expect(listingRobots({ route, state: { page: 1, facets: [{ key: "rating", value: "4" }], query: "puppy" }, noResults: false, total: 9 })).toBe(
      "noindex,follow",
    );
    expect(listingRobots({ route, state: { page: 1, facets: [], query: "puppy", sort: "byName" }, noResults: false, total: 90 })).toBe("noindex,follow");
  });
});
