import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { buildSearchUrl } from "#app/urls/listing-url.ts";
import { organizationJsonLd, searchUrlTemplate, webSiteJsonLd } from "./site-structured-data";
import { unexpected, validate } from "./structured-data-validator.testkit";

const ORIGIN = "https://example.com";

describe("organizationJsonLd (issue #27: the home page says who the store is)", () => {
  it("is Tailwise, at the site's root, with its logo as an absolute URL", () => {
    expect(organizationJsonLd(ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Tailwise",
      url: "https://example.com/",
      logo: "https://example.com/favicon.svg",
    });
  });
});

describe("searchUrlTemplate: the search page's address with the query as {search_term_string}", () => {
  it("US: /s?query=…, Canada: /ca/s?query=…", () => {
    expect(searchUrlTemplate(ORIGIN, US_MARKET)).toBe("https://example.com/s?query={search_term_string}");
    expect(searchUrlTemplate(ORIGIN, CA_MARKET)).toBe("https://example.com/ca/s?query={search_term_string}");
  });

  it("is the search URL builder's address once the term is filled in", () => {
    for (const market of [US_MARKET, CA_MARKET]) {
      const filled = searchUrlTemplate(ORIGIN, market).replace("{search_term_string}", "kibble");
      expect(filled).toBe(ORIGIN + buildSearchUrl(market, { query: "kibble" }));
    }
  });
});

describe("webSiteJsonLd (issue #27: the market's site and its search)", () => {
  it.each([
    [US_MARKET, "https://example.com/", "https://example.com/s?query={search_term_string}"],
    [CA_MARKET, "https://example.com/ca", "https://example.com/ca/s?query={search_term_string}"],
  ])("%s.name: the market's home, with a SearchAction to its search page", (market, url, urlTemplate) => {
    expect(webSiteJsonLd(ORIGIN, market)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Tailwise",
      url,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("passes the structured-data validator with the Organization, in both markets", async () => {
    for (const market of [US_MARKET, CA_MARKET]) {
      expect(unexpected(await validate(organizationJsonLd(ORIGIN), webSiteJsonLd(ORIGIN, market)))).toEqual([]);
    }
  });

  it("the validator flags a property schema.org does not have", async () => {
    const site = webSiteJsonLd(ORIGIN, US_MARKET);
    (site.potentialAction as Record<string, unknown>).querry = "x";
    expect(unexpected(await validate(site))).toEqual([
      'WARNING WebSite: Property "querry" for type "SearchAction" is not supported by the schema.org specification',
    ]);
  });
});
