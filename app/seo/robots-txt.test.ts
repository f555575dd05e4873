import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";

// robots.txt as a crawler reads it (robots-parser, Google's matching rules), in both markets.
const ORIGIN = "https://www.tailwise.test";
const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN));
const GOOGLEBOT = "Googlebot";
const MARKET_PREFIXES = [
  ["US", ""],
  ["Canada", "/ca"],
] as const;

describe.each(MARKET_PREFIXES)("%s", (_market, prefix) => {
  it.each([
    ["the home page", "/"],
    ["a category", "/b/dog_c288"],
    ["a category's page 2", "/b/dog_c288_p2"],
    ["a product", "/barkwell-chicken-recipe/dp/100001"],
    ["a brand page", "/brands/barkwell_c30001"],
    ["the brands directory", "/brands"],
    ["a high-value facet page", "/f/fresh-dog-food_c20100_f1107vb2b029"],
    ["a search landing page", "/s/grain-free-dog-food_c21001"],
    ["a shop page", "/sp/grain-free-dog-food"],
    ["a content page", "/app/content/terms"],
    // noindex,follow pages: crawlers must fetch them to read that (decision 0022)
    ["a filtered listing", "/b/dog_c288?rh=c:288,BreedSize:Small"],
    ["a sorted listing", "/b/dog_c288?sort=byLowestPrice"],
    ["a search", "/s?query=kibble"],
  ])("Googlebot may fetch %s", (_what, path) => {
    const url = `${ORIGIN}${path === "/" && prefix ? prefix : prefix + path}`;
    expect(robots.isAllowed(url, GOOGLEBOT), url).toBe(true);
  });

  it.each([
    ["the cart", "/app/cart"],
    ["the checkout", "/app/checkout"],
    ["notify me", "/app/notify-me"],
    ["the user context", "/app/rest/user-context"],
    ["the listing APIs", "/plp/api/search"],
    ["the JSON endpoints", "/api/search-suggestions?q=kib"],
    ["a GraphQL server", "/api/pdp/graphql"],
    ["the generic GraphQL transport", "/graphql"],
    ["the analytics collector", "/v1/batch"],
    ["the sponsored products' tracker", "/ads/v1/event"],
  ])("Googlebot may not fetch %s", (_what, path) => {
    const url = `${ORIGIN}${prefix}${path}`;
    expect(robots.isAllowed(url, GOOGLEBOT), url).toBe(false);
  });
});

it("names the sitemap on the site origin", () => {
  expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
});
