// Sponsored products beside a listing, against a real local D1 seeded with a generated catalogue:
// the campaign's products the page does not list, searched once per first page and catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { US_MARKET } from "#app/markets/config.ts";
import { SearchRequest, type SearchRequestInput } from "#app/search/request.ts";
import { searchListing } from "#app/search/search.server.ts";
import { listItemPartNumbers } from "#app/catalogue/product-rules.ts";
import { catalogueMeta, categoryLineage } from "#app/catalogue/metadata.server.ts";
import { countingBatches, seededCatalogueD1, type SeededCatalogue } from "#app/catalogue/catalogue-d1.testkit.ts";
import { startSponsoredProducts } from "./sponsored.server";
import { campaignFor } from "./campaigns";

let seeded: SeededCatalogue;

beforeAll(async () => {
  seeded = await seededCatalogueD1("sponsored-integration", 400, 100);
}, 60_000);

afterAll(async () => {
  await seeded?.dispose();
});

/** A listing page as the loader reads it: its own search and its ads, started together. */
async function page(input: SearchRequestInput, db = seeded.db) {
  const request = SearchRequest.parse(input);
  const meta = await catalogueMeta(db);
  const adsFor = startSponsoredProducts(db, US_MARKET, request, { version: meta.version, lineage: categoryLineage(meta, request.groupId) }, {});
  const listing = await searchListing(db, US_MARKET, request);
  return { listing, ads: await adsFor(listing) };
}

// Each test runs several searches against workerd's D1, as the worker tests do: their timeout (30 s), not a unit's 5 s.
describe("sponsored products beside a listing", { timeout: 30_000 }, () => {
  it("are the campaign's in-stock products that the page does not list, one per slot", async () => {
    const campaign = campaignFor({ groupIds: ["288"], term: null })!;
    const { listing, ads } = await page({ groupId: "288", count: 12 });
    expect(ads?.campaign).toBe(campaign.id);
    expect(ads!.products.length).toBeGreaterThan(0);
    expect(ads!.products.length).toBeLessThanOrEqual(campaign.slots.length);
    const listed = new Set(listing.products.flatMap(listItemPartNumbers));
    for (const [i, product] of ads!.products.entries()) {
      expect(product.manufacturer).toBe(campaign.brand);
      expect(product.inStock).toBe(true);
      expect(listItemPartNumbers(product).some((partNumber) => listed.has(partNumber))).toBe(false);
      expect(product.adPlacement).toBe(campaign.slots[i].slot);
    }
  });

  it("are searched once per first page: the next shopper's come from the isolate until the catalogue changes", async () => {
    const counted = countingBatches(seeded.db);
    const first = await page({ groupId: "288", facetFilters: [{ key: "AnsEligible", value: "true" }] }, counted.db);
    const afterFirst = counted.batches();
    const second = await page({ groupId: "288", facetFilters: [{ key: "AnsEligible", value: "true" }] }, counted.db);
    // The second page's only round trip is its own search.
    expect(counted.batches() - afterFirst).toBe(1);
    expect(second.ads).toEqual(first.ads);

    await seeded.db.prepare("UPDATE catalogue_meta SET value = 'ads-reseeded' WHERE key = 'seeded_on'").run();
    // The first page after the reseed finds the catalogue changed under it: no ads rather than old ones.
    const during = await page({ groupId: "288", facetFilters: [{ key: "AnsEligible", value: "true" }] }, counted.db);
    expect(during.listing.products.length).toBeGreaterThan(0);
    expect(during.ads).toBeNull();
    // The next one searches the new catalogue, and keeps its answer for the one after.
    const next = await page({ groupId: "288", facetFilters: [{ key: "AnsEligible", value: "true" }] }, counted.db);
    expect(next.ads?.products.length).toBeGreaterThan(0);
    const beforeLast = counted.batches();
    const last = await page({ groupId: "288", facetFilters: [{ key: "AnsEligible", value: "true" }] }, counted.db);
    expect(counted.batches() - beforeLast).toBe(1);
    expect(last.ads).toEqual(next.ads);
  });

  it("are none past the first page, for another brand's shoppers, or where no campaign runs, with no search of their own", async () => {
    const counted = countingBatches(seeded.db);
    const other = (await page({ groupId: "288" })).listing.facets.find((f) => f.key === "brand_facet")!.values.find((v) => v.value !== "Barkwell")!.value;
    for (const input of [
      { groupId: "288", from: 36 },
      { groupId: "288", facetFilters: [{ key: "brand_facet" as const, value: other }] },
      { term: "aquarium gravel" },
    ]) {
      // warm: the facet index and its phrase caches have what this search needs
      await page(input);
      await page(input);
      let before = counted.batches();
      await searchListing(counted.db, US_MARKET, SearchRequest.parse(input));
      const ownSearch = counted.batches() - before;
      before = counted.batches();
      const { ads } = await page(input, counted.db);
      expect(ads, JSON.stringify(input)).toBeNull();
      expect(counted.batches() - before, JSON.stringify(input)).toBe(ownSearch);
    }
  });
});
