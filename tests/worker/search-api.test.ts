import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, startWorker } from "./worker-harness";
import { USE_POST_MESSAGE } from "#app/search/search-api.server.ts";

let mf: Miniflare;
beforeAll(async () => {
  mf = startWorker();
  await mf.ready;
});
afterAll(() => mf?.dispose());

/** The parts of the search API's answers (spec §7) these tests read. */
interface Listing {
  products: { catalogEntryId: string; manufacturer: string; advertisedPrice: number }[];
  recordSetTotal: number;
  noResults: boolean;
  isSortable: boolean;
  catalog: { groupId: string | null };
  facets: { key: string; values: { value: string; count: number }[] }[];
}
interface Refusal {
  error: string;
  issues: { field: string }[];
}

/** A facet's values; a missing facet fails here rather than as a TypeError further on. */
function facetValues(listing: Listing, key: string) {
  const facet = listing.facets.find((f) => f.key === key);
  if (!facet) throw new Error(`the answer has no ${key} facet`);
  return facet.values;
}

const post = (path: string, body: unknown) =>
  get(mf, path, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json" } });

describe("POST /plp/api/search", () => {
  it("answers the listing data for a term with 36 product cards", async () => {
    const res = await post("/plp/api/search", { term: "dog food" });
    expect(res.status).toBe(200);
    const listing = (await res.json()) as Listing;
    expect(listing.products).toHaveLength(36);
    expect(listing.recordSetTotal).toBeGreaterThan(36);
    expect(listing.noResults).toBe(false);
    expect(listing.isSortable).toBe(true);
    const card = listing.products[0];
    for (const field of ["partNumber", "catalogEntryId", "name", "manufacturer", "href", "image", "rating", "ratingCount", "advertisedPrice", "inStock"]) {
      expect(card).toHaveProperty(field);
    }
    expect(listing.facets.map((f) => f.key)).toEqual(expect.arrayContaining(["brand_facet", "price_d", "rating", "FoodForm"]));
  });

  it("prices the same product in USD in the US and CAD in Canada", async () => {
    const us = (await (await post("/plp/api/search", { term: "dog food", sort: "byId" })).json()) as Listing;
    const ca = (await (await post("/ca/plp/api/search", { term: "dog food", sort: "byId" })).json()) as Listing;
    expect(ca.products[0].catalogEntryId).toBe(us.products[0].catalogEntryId);
    expect(ca.products[0].advertisedPrice).not.toBe(us.products[0].advertisedPrice);
  });

  it("pages with from/count and filters by category and facets", async () => {
    const first = (await (await post("/plp/api/search", { groupId: "288", count: 10 })).json()) as Listing;
    const second = (await (await post("/plp/api/search", { groupId: "288", count: 10, from: 10 })).json()) as Listing;
    expect(first.products).toHaveLength(10);
    expect(second.products[0].catalogEntryId).not.toBe(first.products[0].catalogEntryId);
    expect(first.catalog.groupId).toBe("288");

    const brand = facetValues(first, "brand_facet")[0];
    const filtered = (await (await post("/plp/api/search", { groupId: "288", facetFilters: [{ key: "brand_facet", value: brand.value }] })).json()) as Listing;
    expect(filtered.recordSetTotal).toBe(brand.count);
    expect(filtered.products.every((p) => p.manufacturer === brand.value)).toBe(true);
  });

  it.each([
    [{ from: "ten" }, "from"],
    [{ count: 0 }, "count"],
    [{ sort: "byMagic" }, "sort"],
    [{ facetFilters: [{ key: "Colour", value: "red" }] }, "facetFilters.0.key"],
    [{ groupId: "dogs" }, "groupId"],
  ])("rejects %j with 400 naming %s", async (body, field) => {
    const res = await post("/plp/api/search", body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Refusal;
    expect(answer.error).toContain(`${field}:`);
    expect(answer.issues[0].field).toBe(field);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await post("/plp/api/search", "{not json");
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).error).toBe("The request body must be JSON.");
  });

  it("answers 404 for an unknown category and 405 for GET, saying only what to use", async () => {
    expect((await post("/plp/api/search", { groupId: "999999" })).status).toBe(404);
    for (const path of ["/plp/api/search", "/ca/plp/api/facets"]) {
      const res = await get(mf, path);
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST, OPTIONS");
      // Nothing of the server's own state in the answer (it once echoed the loader's arguments).
      expect(await res.json()).toEqual({ error: USE_POST_MESSAGE });
    }
  });
});

describe("POST /plp/api/facets (the facet refresh, spec §4 and §7)", () => {
  interface Refresh {
    facets: Listing["facets"];
    recordSetTotal: number;
  }

  it("answers the facets and result count the search would have, without products", async () => {
    const request = { groupId: "288", facetFilters: [{ key: "rating", value: "4" }] };
    const full = (await (await post("/plp/api/search", request)).json()) as Listing;
    const res = await post("/plp/api/facets", { ...request, from: 360, sort: "byName" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=300");
    const refresh = (await res.json()) as Refresh;
    expect(Object.keys(refresh).sort()).toEqual(["facets", "recordSetTotal"]);
    expect(refresh.recordSetTotal).toBe(full.recordSetTotal);
    expect(refresh.facets).toEqual(full.facets);
  });

  it("counts a brand the shopper is choosing: the total is that brand's count (disjunctive within the key)", async () => {
    const plain = (await (await post("/ca/plp/api/facets", { term: "dog food" })).json()) as Refresh;
    const [a, b] = plain.facets.find((f) => f.key === "brand_facet")!.values;
    const chosen = (await (
      await post("/ca/plp/api/facets", { term: "dog food", facetFilters: [a, b].map((v) => ({ key: "brand_facet", value: v.value })) })
    ).json()) as Refresh;
    expect(chosen.recordSetTotal).toBe(a.count + b.count);
    // the other brands keep their counts, so the shopper can add one more
    expect(chosen.facets.find((f) => f.key === "brand_facet")!.values.map((v) => v.count)).toEqual(
      plain.facets.find((f) => f.key === "brand_facet")!.values.map((v) => v.count),
    );
  });

  it("refuses what the search refuses: 400 naming the field, 405 for GET, 413 past the body limit", async () => {
    const bad = await post("/plp/api/facets", { facetFilters: [{ key: "Colour", value: "red" }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Refusal).issues[0].field).toBe("facetFilters.0.key");
    expect((await get(mf, "/plp/api/facets")).status).toBe(405);
    const huge = await post("/plp/api/facets", { term: "dog", padding: "x".repeat(40_000) });
    expect(huge.status).toBe(413);
    // the server is still healthy after the refusal
    expect((await post("/plp/api/facets", { term: "dog" })).status).toBe(200);
  });
});

describe("POST /plp/api/enrichments and /plp/api/promo-pricing (spec §4, §7)", () => {
  interface Card {
    partNumber: string;
    parentPartNumber: string;
    catalogEntryId: string;
    inStock: boolean;
    itemInStock: boolean;
    itemCatalogEntryId: string;
    isDeal: boolean;
    optionsMessage: string | null;
    autoshipPrice: number | null;
    isAutoshipAllowed: boolean;
    fastTrackAutoshipPrice: number | null;
    fastTrackAutoshipDiscountPct: number | null;
    fastTrackAutoshipMaxAmount: number | null;
    fastTrackIsMapEnforced: boolean;
  }
  const cardsFor = async (prefix: string) =>
    ((await (await post(`${prefix}/plp/api/search`, { groupId: "288", count: 36 })).json()) as { products: Card[] }).products;

  it.each(["", "/ca"])("answers each part number with what its card shows now (market %j), and sanitises what must not show", async (prefix) => {
    const cards = await cardsFor(prefix);
    const asked = [cards[0].partNumber, cards[1].parentPartNumber, "NO-SUCH-PART"];
    const res = await post(`${prefix}/plp/api/enrichments`, { partNumbers: asked });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(answer).sort()).toEqual([...asked].sort());
    for (const [i, card] of [cards[0], cards[1]].entries()) {
      expect(answer[asked[i]]).toMatchObject({
        remove: false,
        catalogEntryId: card.catalogEntryId,
        isDeal: card.isDeal,
        inStock: card.inStock,
        optionsMessage: card.optionsMessage,
        autoshipPrice: card.isAutoshipAllowed ? card.autoshipPrice : null,
        addToCartItemId: card.itemInStock ? card.itemCatalogEntryId : null,
        showVisuallySimilarButton: !card.inStock,
      });
    }
    expect(answer["NO-SUCH-PART"]).toEqual({ remove: true });
  });

  it("prices the first Autoship order per part number (value, savings_pct, savings_max_amount, isMapEnforced)", async () => {
    const cards = await cardsFor("");
    const withOffer = cards.find((c) => c.fastTrackAutoshipPrice !== null) ?? cards[0];
    const answer = (await (await post("/plp/api/promo-pricing", { partNumbers: [withOffer.partNumber] })).json()) as Record<string, unknown>;
    expect(answer[withOffer.partNumber]).toEqual({
      value: withOffer.fastTrackAutoshipPrice,
      savings_pct: withOffer.fastTrackAutoshipDiscountPct,
      savings_max_amount: withOffer.fastTrackAutoshipMaxAmount,
      isMapEnforced: withOffer.fastTrackIsMapEnforced,
    });
  });

  it.each([
    [{ partNumbers: [] }, "partNumbers"],
    [{ partNumbers: "2048851" }, "partNumbers"],
    [{ partNumbers: ["x".repeat(41)] }, "partNumbers.0"],
    [{ partNumbers: ["1"], extra: 1 }, "extra"],
  ])("refuses %j with 400 naming %j", async (body, field) => {
    for (const path of ["/plp/api/enrichments", "/ca/plp/api/promo-pricing"]) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      const refusal = (await res.json()) as Refusal;
      expect(refusal.error).toMatch(/^Invalid part numbers request: /);
      expect(refusal.issues[0].field).toBe(field);
    }
  });

  it("refuses more than 100 part numbers, GET with 405", async () => {
    const res = await post("/plp/api/enrichments", { partNumbers: Array.from({ length: 101 }, (_, i) => String(i)) });
    expect(res.status).toBe(400);
    expect((await get(mf, "/plp/api/promo-pricing")).status).toBe(405);
  });
});
