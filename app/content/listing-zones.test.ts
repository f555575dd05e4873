import { describe, expect, it } from "vitest";
import { ListingContent, zonesForListing, zoneShows, type ListingPageParameters } from "./listing-zones";

const banner = (header: string) => ({ kind: "banner" as const, item: { header, image: { small: "/images/banners/b.webp", alt: "" } } });

const content = ListingContent.parse({
  rules: [
    {
      match: { type: "any" },
      zones: {
        zone1: [banner("Site-wide zone 1")],
        zone2: [banner("Site-wide zone 2")],
        elpZones: [banner("Try these")],
        postPaginationZones: [banner("After the pages")],
      },
    },
    { match: { type: "category", groupId: "288" }, zones: { zone1: [banner("Dog zone 1")] } },
    { match: { type: "category", groupId: "2975", includeDescendants: false }, zones: { zone2: [banner("Dry food only")] } },
    { match: { type: "search", term: "Dog Food" }, zones: { zone3: [banner("Searched dog food")] } },
    { match: { type: "category", groupId: "288" }, markets: ["ca"], zones: { zone19: [banner("Canadian dogs")] } },
  ],
});

const headers = (zones: ReturnType<typeof zonesForListing>) =>
  Object.fromEntries(Object.entries(zones).map(([zone, components]) => [zone, components!.map((c) => (c.kind === "banner" ? c.item.header : c.kind))]));

const page = (over: Partial<ListingPageParameters>): ListingPageParameters => ({ region: "us", lineage: [], term: null, page: 1, noResults: false, ...over });

describe("a listing's CMS zones (spec §3 zone1-3, zone19, elpZones, postPaginationZones)", () => {
  it("take each zone from the closest rule that fills it: the category over its ancestors over every listing", () => {
    // dry dog food (2975) under dog (288)
    expect(headers(zonesForListing(content, page({ lineage: ["2975", "288"] })))).toEqual({
      zone1: ["Dog zone 1"],
      zone2: ["Dry food only"],
      postPaginationZones: ["After the pages"],
    });
    // a subcategory of dry food: the dry-food rule does not reach down; the dog rule does
    expect(headers(zonesForListing(content, page({ lineage: ["3001", "2975", "288"] })))).toEqual({
      zone1: ["Dog zone 1"],
      zone2: ["Site-wide zone 2"],
      postPaginationZones: ["After the pages"],
    });
  });

  it("match a search by its term, whatever its case and spaces", () => {
    expect(headers(zonesForListing(content, page({ term: "  dog FOOD " }))).zone3).toEqual(["Searched dog food"]);
    expect(zonesForListing(content, page({ term: "cat food" })).zone3).toBeUndefined();
  });

  it("keep a market's rules to that market", () => {
    expect(headers(zonesForListing(content, page({ region: "ca", lineage: ["288"] }))).zone19).toEqual(["Canadian dogs"]);
    expect(zonesForListing(content, page({ region: "us", lineage: ["288"] })).zone19).toBeUndefined();
  });

  it("show zones 1-3 and 19 on the first page only, post-pagination zones on every page, empty-listing zones only without results", () => {
    expect(Object.keys(zonesForListing(content, page({ lineage: ["288"], page: 2 })))).toEqual(["postPaginationZones"]);
    expect(headers(zonesForListing(content, page({ term: "zzqxj", noResults: true })))).toEqual({ elpZones: ["Try these"] });
    expect(zoneShows("zone19", { page: 1, noResults: false })).toBe(true);
    expect(zoneShows("elpZones", { page: 1, noResults: false })).toBe(false);
  });

  it("refuse a rule naming a zone the page does not have", () => {
    expect(ListingContent.safeParse({ rules: [{ match: { type: "any" }, zones: { zone4: [banner("x")] } }] }).success).toBe(false);
  });
});
