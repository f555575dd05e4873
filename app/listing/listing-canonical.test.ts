import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { listingCanonical, listingContentPageId } from "./listing-canonical";
import { listingLinks } from "./listing-meta";
import type { ListingRoute, ListingState } from "#app/urls/listing-url.ts";

const ORIGIN = "https://www.tailwise.com";
const dog: Extract<ListingRoute, { kind: "category" }> = { kind: "category", catalogPrefix: "b", slug: "dog", groupId: "288", legacy: false };
const plain: ListingState = { page: 1, facets: [] };
const pagination = { page: 1, totalPages: 3, pages: [], next: "/b/dog_c288_p2" };

describe("the canonical a listing states (spec §2: page metadata's Canonical takes priority)", () => {
  it("names the category's managed content page plp:{prefix}:{id}", () => {
    expect(listingContentPageId(dog)).toBe("plp:b:288");
    expect(listingContentPageId({ ...dog, catalogPrefix: "brands", groupId: "30001" })).toBe("plp:brands:30001");
  });

  it.each([
    { market: US_MARKET, p: "" },
    { market: CA_MARKET, p: "/ca" },
  ])("on the category's own page, the first metadata value wins, in the page's market ($market.name)", ({ market, p }) => {
    const input = { market, route: dog, state: plain, computed: `${p}/b/dog_c288`, siteOrigin: ORIGIN };
    expect(listingCanonical({ ...input, values: ["/b/dog-food_c20100", "/b/other_c1"] })).toEqual({ path: `${p}/b/dog-food_c20100` });
    expect(listingCanonical({ ...input, values: [undefined, "/b/other_c1"] })).toEqual({ path: `${p}/b/other_c1` });
    expect(listingCanonical({ ...input, values: ["https://partner.example/dogs"] })).toEqual({ url: "https://partner.example/dogs" });
    expect(listingCanonical({ ...input, values: [undefined, "nonsense"] })).toEqual({ path: `${p}/b/dog_c288` });
    // a sort does not make another page: its canonical is the category's too
    expect(listingCanonical({ ...input, state: { ...plain, sort: "byLowestPrice" }, values: ["/b/dog-food_c20100"] })).toEqual({
      path: `${p}/b/dog-food_c20100`,
    });
  });

  it("a later page, a filtered page and a search keep their own canonical", () => {
    const input = { market: US_MARKET, route: dog as ListingRoute, computed: "/b/dog_c288_p2", siteOrigin: ORIGIN, values: ["/b/dog-food_c20100"] };
    expect(listingCanonical({ ...input, state: { page: 2, facets: [] } })).toEqual({ path: "/b/dog_c288_p2" });
    expect(listingCanonical({ ...input, state: { page: 1, facets: [{ key: "rating", value: "4" }] } })).toEqual({ path: "/b/dog_c288_p2" });
    expect(listingCanonical({ ...input, route: { kind: "search" }, state: { query: "dog", page: 1, facets: [] } })).toEqual({ path: "/b/dog_c288_p2" });
  });
});

describe("listingLinks with a metadata canonical", () => {
  const view = { canonical: "/ca/b/dog_c288", pagination };

  it("states a page of ours and its twins in each market, consistently", () => {
    expect(listingLinks(view, ORIGIN, { path: "/ca/b/dog-food_c20100" }).filter((link) => link.rel !== "next")).toEqual([
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/ca/b/dog-food_c20100` },
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: `${ORIGIN}/b/dog-food_c20100` },
      { tagName: "link", rel: "alternate", hrefLang: "en-CA", href: `${ORIGIN}/ca/b/dog-food_c20100` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/b/dog-food_c20100` },
    ]);
  });

  it("states a page elsewhere alone: no alternates of a page that is not the canonical one", () => {
    expect(listingLinks(view, ORIGIN, { url: "https://partner.example/dogs" })).toEqual([
      { tagName: "link", rel: "canonical", href: "https://partner.example/dogs" },
      { tagName: "link", rel: "next", href: `${ORIGIN}/b/dog_c288_p2` },
    ]);
  });

  it("without one, states the page's own", () => {
    expect(listingLinks(view, ORIGIN)[0]).toEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/ca/b/dog_c288` });
  });
});
