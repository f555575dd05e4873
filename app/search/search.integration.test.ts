// searchListing against a real local D1 (Miniflare / workerd SQLite with FTS5), seeded with a
// small generated catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPECIAL_NEW_EXCLUDED_PART_NUMBER, type Catalogue } from "#scripts/catalogue/generate.ts";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { ProductCard } from "#app/catalogue/product-card.ts";
import { ListingData } from "./listing";
import { SearchRequest, type SearchRequestInput } from "./request";
import { SORT_OPTIONS } from "#app/catalogue/search-vocabulary.ts";
import { getBrandBySlug } from "#app/catalogue/brands.server.ts";
import { CatalogueNotFoundError, getCategory } from "#app/catalogue/categories.server.ts";
import { searchListing } from "./search.server";
import { catalogueMeta, categoryLineage, getFacetValues } from "#app/catalogue/metadata.server.ts";
import { seededCatalogueD1, type SeededCatalogue } from "#app/catalogue/catalogue-d1.testkit.ts";

const PRODUCTS = 400;
let seeded: SeededCatalogue;
let db: D1Database;
let cat: Catalogue;

beforeAll(async () => {
  // a low pair threshold so the "big category + one facet" path runs on this small catalogue
  seeded = await seededCatalogueD1("search-integration", PRODUCTS, 100);
  ({ db, cat } = seeded);
}, 60_000);

afterAll(async () => {
  await seeded?.dispose();
});

const search = (req: SearchRequestInput, market = US_MARKET) => searchListing(db, market, SearchRequest.parse(req));
const published = () => cat.products.filter((p) => p.published);

describe("category listing", () => {
  it("lists published products of the category and all its descendants", async () => {
    const res = await search({ groupId: "288", count: 100 });
    expect(ListingData.parse(res)).toBeTruthy();
    const dogCats = new Set(cat.closure.filter(([a]) => a === 288).map(([, d]) => d));
    const expected = published().filter((p) => p.categoryIds.some((c) => dogCats.has(c)));
    expect(res.recordSetTotal).toBe(expected.length);
    expect(res.products.length).toBe(Math.min(100, expected.length));
    for (const p of res.products) {
      expect(ProductCard.parse(p)).toEqual(p);
      expect(p.href).toMatch(/^\/[a-z0-9-]+\/dp\/\d+$/);
      expect(p.image).toMatch(/^\/images\/p\/\d+-[0-9a-z]+\/front-400\.webp$/);
    }
    expect(res.breadcrumbs).toEqual([{ breadcrumbText: "Dog", type: "category", groupId: "288", urlSlug: "dog", catalogPrefix: "b" }]);
    expect(res.catalog).toMatchObject({ id: "1004", groupId: "288", name: "Dog", urlSlug: "dog", type: "b" });
    expect(res.catalog.descendents.map((d) => d.groupId)).toContain("20100");
    expect(res.catalog.descendents.map((d) => d.groupId)).not.toContain("20199"); // unpublished
    expect(res.baseCategoryPage).toBe(true);
    expect(res.noResults).toBe(false);
  });

  it("never returns unpublished products", async () => {
    const unpublished = new Set(cat.products.filter((p) => !p.published).map((p) => String(p.id)));
    expect(unpublished.size).toBeGreaterThan(0);
    const all = await search({ count: 100, sort: "byId", from: 0 });
    expect(all.recordSetTotal).toBe(published().length);
    for (let from = 0; from < all.recordSetTotal; from += 100) {
      const page = await search({ count: 100, sort: "byId", from });
      for (const p of page.products) expect(unpublished.has(p.catalogEntryId)).toBe(false);
    }
  });

  it("gives deep breadcrumbs, the deals URL data and catalog ids", async () => {
    const res = await search({ groupId: "20101" });
    expect(res.breadcrumbs.map((b) => b.groupId)).toEqual(["288", "20100", "20101"]);
    const deals = await getCategory(db, 2723);
    expect(deals).toMatchObject({ slug: "todays-deal", catalogPrefix: "deals", catalogId: "1006", published: true });
    const replaced = await getCategory(db, "20198");
    expect(replaced).toMatchObject({ replacementGroupId: "20180" });
    expect((await search({ groupId: "20198" })).isReplacement).toBe(true);
    expect(await getCategory(db, "999999999")).toBeNull();
    const brand = await getBrandBySlug(db, "barkwell");
    expect(brand?.categoryId).toBeTruthy();
    expect((await getCategory(db, brand!.categoryId!))?.catalogPrefix).toBe("brands");
  });

  it("throws CatalogueNotFoundError for an unknown group", async () => {
    await expect(search({ groupId: "987654" })).rejects.toBeInstanceOf(CatalogueNotFoundError);
  });

  it("pages without overlap", async () => {
    const a = await search({ groupId: "288", count: 20, from: 0, sort: "byName" });
    const b = await search({ groupId: "288", count: 20, from: 20, sort: "byName" });
    const ids = new Set(a.products.map((p) => p.catalogEntryId));
    for (const p of b.products) expect(ids.has(p.catalogEntryId)).toBe(false);
    const both = [...a.products, ...b.products].map((p) => p.name.toLowerCase());
    expect(both).toEqual([...both].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });
});

describe("sorting", () => {
  it("applies every sort option", async () => {
    for (const sort of SORT_OPTIONS) {
      const res = await search({ groupId: "288", sort, count: 50 });
      expect(res.sort).toBe(sort);
      expect(res.products.length).toBeGreaterThan(10);
    }
    const byRating = await search({ groupId: "288", sort: "byRating", count: 50 });
    const ratings = byRating.products.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const byCount = await search({ groupId: "288", sort: "byRatingCount", count: 50 });
    const counts = byCount.products.map((p) => p.ratingCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const byId = await search({ groupId: "288", sort: "byId", count: 50 });
    const ids = byId.products.map((p) => Number(p.catalogEntryId));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const low = await search({ groupId: "288", sort: "byLowestPrice", count: 1 });
    const high = await search({ groupId: "288", sort: "byHighestPrice", count: 1 });
    expect(low.products[0].advertisedPrice).toBeLessThanOrEqual(high.products[0].advertisedPrice);
    const sale = await search({ groupId: "288", sort: "bySaleRelevance", count: 3 });
    expect(sale.products[0].isDeal).toBe(true);
  });
});

describe("facets", () => {
  const facet = (res: ListingData, key: string) => res.facets.find((f) => f.key === key);
  const countOf = (res: ListingData, key: string, value: string) => facet(res, key)?.values.find((v) => v.value === value)?.count ?? 0;

  it("filters AND across keys and OR within a key", async () => {
    const base = await search({ groupId: "288" });
    const brands = facet(base, "brand_facet")!.values.slice(0, 2);
    expect(brands.length).toBe(2);
    const one = await search({ groupId: "288", facetFilters: [{ key: "brand_facet", value: brands[0].value }], count: 100 });
    expect(one.recordSetTotal).toBe(brands[0].count);
    for (const p of one.products) expect(p.manufacturer).toBe(brands[0].value);
    const either = await search({
      groupId: "288",
      facetFilters: brands.map((b) => ({ key: "brand_facet" as const, value: b.value })),
    });
    expect(either.recordSetTotal).toBe(brands[0].count + brands[1].count);
    const andAutoship = await search({
      groupId: "288",
      facetFilters: [...brands.map((b) => ({ key: "brand_facet" as const, value: b.value })), { key: "AnsEligible", value: "true" }],
      count: 100,
    });
    expect(andAutoship.recordSetTotal).toBeLessThanOrEqual(either.recordSetTotal);
    expect(andAutoship.recordSetTotal).toBe(countOf(either, "AnsEligible", "true"));
    for (const p of andAutoship.products) expect(p.isAutoshipAllowed).toBe(true);
  });

  it("counts disjunctively: a key's own selection does not shrink its counts", async () => {
    const base = await search({ groupId: "288" });
    const brand = facet(base, "brand_facet")!.values[0];
    const res = await search({ groupId: "288", facetFilters: [{ key: "brand_facet", value: brand.value }] });
    expect(facet(res, "brand_facet")!.values).toEqual(facet(base, "brand_facet")!.values.map((v) => ({ ...v, selected: v.value === brand.value })));
    // other keys are counted within the selection
    const autoship = countOf(res, "AnsEligible", "true");
    const check = await search({
      groupId: "288",
      facetFilters: [
        { key: "brand_facet", value: brand.value },
        { key: "AnsEligible", value: "true" },
      ],
    });
    expect(check.recordSetTotal).toBe(autoship);
    // and with a term, selected key counts come from the term + other filters
    const termBase = await search({ term: "food" });
    const termSel = await search({ term: "food", facetFilters: [{ key: "brand_facet", value: facet(termBase, "brand_facet")!.values[0].value }] });
    expect(facet(termSel, "brand_facet")!.values.map((v) => v.count)).toEqual(facet(termBase, "brand_facet")!.values.map((v) => v.count));
  });

  it("pair counts (big category + one facet) agree with counting on the fly", async () => {
    const base = await search({ groupId: "288" });
    for (const [key, value] of [
      ["brand_facet", facet(base, "brand_facet")!.values[0].value],
      ["SpecialDiet", "Grain-Free"],
      ["rating", "4"],
    ] as const) {
      const one = await search({ groupId: "288", facetFilters: [{ key, value }] });
      expect(one.recordSetTotal).toBe(countOf(base, key, value));
      for (const other of ["AnsEligible", "price_d", "Lifestage"] as const) {
        for (const v of facet(one, other)?.values ?? []) {
          const both = await search({
            groupId: "288",
            facetFilters: [
              { key, value },
              { key: other, value: v.value },
            ],
          });
          expect(both.recordSetTotal, `${key}=${value} ${other}=${v.value}`).toBe(v.count);
        }
      }
    }
    // several values of a single-valued key add up
    const prices = facet(base, "price_d")!.values.slice(0, 2);
    const two = await search({ groupId: "288", facetFilters: prices.map((p) => ({ key: "price_d" as const, value: p.value })) });
    expect(two.recordSetTotal).toBe(prices[0].count + prices[1].count);
    const autoship = countOf(two, "AnsEligible", "true");
    const check = await search({
      groupId: "288",
      facetFilters: [...prices.map((p) => ({ key: "price_d" as const, value: p.value })), { key: "AnsEligible", value: "true" }],
    });
    expect(check.recordSetTotal).toBe(autoship);
  });

  it("keeps a selected value visible at 0 and shows a high-value facet title", async () => {
    const res = await search({ groupId: "20101", facetFilters: [{ key: "SpecialDiet", value: "Grain-Free" }] });
    expect(res.hvfMetadata).toEqual({ contentTitle: "Grain-Free Dry Dog Food" });
    expect(res.breadcrumbs.at(-1)).toMatchObject({ type: "facet", breadcrumbText: "Grain-Free" });
    const none = await search({ groupId: "20101", facetFilters: [{ key: "brand_facet", value: "Nobody Makes This" }] });
    expect(none.noResults).toBe(true);
    expect(facet(none, "brand_facet")?.values.find((v) => v.value === "Nobody Makes This")).toBeUndefined();
  });

  it("has market-specific price buckets, rating 'and up' and the Canadian national brand facet", async () => {
    const us = await search({});
    const ca = await search({}, CA_MARKET);
    expect(facet(us, "nationalbrand")).toBeUndefined();
    expect(facet(ca, "nationalbrand")?.values[0]).toMatchObject({ value: "true" });
    const sum = (r: ListingData) => facet(r, "price_d")!.values.reduce((n, v) => n + v.count, 0);
    expect(sum(us)).toBe(us.recordSetTotal);
    expect(sum(ca)).toBe(ca.recordSetTotal);
    const rating = facet(us, "rating")!.values.map((v) => [v.value, v.count] as const);
    expect(rating.map(([v]) => v)).toEqual(["4", "3", "2", "1"]);
    for (let i = 1; i < rating.length; i++) expect(rating[i][1]).toBeGreaterThanOrEqual(rating[i - 1][1]);
    for (const f of us.facets) for (const v of f.values) expect(v.id).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("term search", () => {
  it("finds products by name, brand and category words with prefix matching", async () => {
    const res = await search({ term: "dog food", count: 50 });
    expect(res.recordSetTotal).toBeGreaterThan(0);
    expect(res.searchTerm).toBe("dog food");
    expect(res.breadcrumbs.at(-1)).toEqual({ breadcrumbText: "dog food", type: "search" });
    expect(res.catalog.type).toBe("search");
    expect(res.catalog.inferredGroupId).toBeTruthy();
    const partial = await search({ term: "dog fo" });
    expect(partial.recordSetTotal).toBeGreaterThanOrEqual(res.recordSetTotal); // "fo" also matches "formula"
    const brand = await search({ term: "barkwell" });
    expect(brand.recordSetTotal).toBeGreaterThan(0);
    const within = await search({ term: "food", groupId: "325", count: 100 });
    const catIds = new Set(cat.closure.filter(([a]) => a === 325).map(([, d]) => d));
    for (const p of within.products) expect(cat.products.find((x) => String(x.id) === p.catalogEntryId)!.categoryIds.some((c) => catIds.has(c))).toBe(true);
  });

  it("never lets FTS syntax reach SQLite", async () => {
    for (const term of ['"', 'dog"*', "NEAR(dog food", "name:dog", "dog OR", "-", "(", "'; DROP TABLE products; --", "***", "{name}"]) {
      const res = await search({ term });
      expect(res.searchTerm).toBe(term.trim());
    }
    expect((await search({ groupId: "288" })).recordSetTotal).toBeGreaterThan(0);
  });

  it("suggests a near spelling when nothing matches", async () => {
    const res = await search({ term: "dgo food" });
    expect(res.suggestions).toEqual(["dog food"]);
    expect(res.searchTerm).toBe("dgo food");
    expect(res.noResults).toBe(false);
    expect(res.recordSetTotal).toBe((await search({ term: "dog food" })).recordSetTotal);
    const nothing = await search({ term: "zzqxj" });
    expect(nothing).toMatchObject({ noResults: true, suggestions: [], recordSetTotal: 0, products: [] });
  });

  it("accented and plural forms match", async () => {
    expect((await search({ term: "pâté" })).recordSetTotal).toBe((await search({ term: "pate" })).recordSetTotal);
    expect((await search({ term: "treats" })).recordSetTotal).toBe((await search({ term: "treat" })).recordSetTotal);
  });
});

describe("special products", () => {
  it("199675 is recent but never new; recent products are new", async () => {
    const all = await search({ count: 100, sort: "byNewest" });
    const special = all.products.find((p) => p.parentPartNumber === SPECIAL_NEW_EXCLUDED_PART_NUMBER);
    expect(special).toBeTruthy();
    expect(special!.isNew).toBe(false);
    expect(all.products.some((p) => p.isNew)).toBe(true);
  });
  it("gift cards and curated supplements exist", async () => {
    const gifts = await search({ groupId: "20995" });
    expect(gifts.products.every((p) => p.isGiftCard && !p.showCtaForNewUsers)).toBe(true);
    const supplements = await search({ groupId: "293" });
    expect(supplements.products.some((p) => p.manufacturer === "Tailwise Essentials" && p.isExclusive)).toBe(true);
  });
});

// Last in this file: it changes the catalogue.
describe("a products-only search (sponsored products beside a listing)", () => {
  it("gives the same products in the same order as the full search, without counting facets", async () => {
    const brand = (await search({ groupId: "288" })).facets.find((f) => f.key === "brand_facet")!.values[0].value;
    const requests: SearchRequestInput[] = [
      { groupId: "288", count: 24 },
      { groupId: "288", facetFilters: [{ key: "brand_facet", value: brand }], sort: "byPopularity", count: 12 },
      { term: "food", facetFilters: [{ key: "AnsEligible", value: "true" }], count: 12 },
    ];
    for (const req of requests) {
      const full = await search(req);
      const only = await searchListing(db, US_MARKET, SearchRequest.parse(req), { productsOnly: true });
      expect(
        only.products.map((p) => p.partNumber),
        JSON.stringify(req),
      ).toEqual(full.products.map((p) => p.partNumber));
      expect(
        only.facets.every((f) => f.values.every((v) => !v.count)),
        JSON.stringify(req),
      ).toBe(true);
    }
  });

  it("never swaps a term for a near spelling", async () => {
    const only = await searchListing(db, US_MARKET, SearchRequest.parse({ term: "dgo food" }), { productsOnly: true });
    expect(only.products).toEqual([]);
    expect(only.suggestions).toEqual([]);
  });
});

describe("the category tree in the metadata (categoryLineage)", () => {
  it("is a category and its ancestors, nearest first, as the listing's breadcrumbs name them", async () => {
    const meta = await catalogueMeta(db);
    const deep = cat.closure.reduce(
      (best, [, d]) => (cat.closure.filter(([, x]) => x === d).length > cat.closure.filter(([, x]) => x === best).length ? d : best),
      288,
    );
    const lineage = categoryLineage(meta, String(deep));
    expect(lineage.length).toBeGreaterThan(2);
    const crumbs = (await search({ groupId: String(deep) })).breadcrumbs.filter((b) => b.type === "category").map((b) => b.groupId);
    expect([...lineage].reverse()).toEqual(crumbs);
    expect(categoryLineage(meta, null)).toEqual([]);
    expect(categoryLineage(meta, "999999")).toEqual([]);
  });

  it("is read again after a reseed: a renamed category shows its new name and children", async () => {
    const before = await search({ groupId: "288" });
    const child = before.catalog.descendents[0];
    await db.prepare("UPDATE categories SET name = 'Dogs & Puppies' WHERE id = 288").run();
    await db.prepare("UPDATE categories SET published = 0 WHERE id = ?1").bind(Number(child.groupId)).run();
    await db.prepare("UPDATE catalogue_meta SET value = 'renamed-dog' WHERE key = 'seeded_on'").run();
    try {
      const after = await search({ groupId: "288" });
      expect(after.catalog.name).toBe("Dogs & Puppies");
      expect(after.breadcrumbs.find((b) => b.groupId === "288")?.breadcrumbText).toBe("Dogs & Puppies");
      expect(after.catalog.descendents.map((d) => d.groupId)).not.toContain(child.groupId);
      expect(after.recordSetTotal).toBe(before.recordSetTotal);
    } finally {
      await db.prepare("UPDATE categories SET name = ?1 WHERE id = 288").bind(before.catalog.name).run();
      await db.prepare("UPDATE categories SET published = 1 WHERE id = ?1").bind(Number(child.groupId)).run();
      await db.prepare("UPDATE catalogue_meta SET value = 'restored-dog' WHERE key = 'seeded_on'").run();
    }
  });
});

describe("facet values for loaders (getFacetValues)", () => {
  it("are the catalogue's current values: the isolate's copy while the version stands, read again after a reseed", async () => {
    const brand = (await getFacetValues(db)).find((v) => v.key === "brand_facet")!;
    await db.prepare("UPDATE facet_values SET label = 'Renamed Brand' WHERE id = ?1").bind(brand.id).run();
    // Same catalogue version: the metadata this isolate read is still the catalogue's.
    expect((await getFacetValues(db)).find((v) => v.id === brand.id)!.label).toBe(brand.label);
    // A reseed changes catalogue_meta: the next call reads the new values.
    await db.prepare("UPDATE catalogue_meta SET value = 'relabelled' WHERE key = 'seeded_on'").run();
    expect((await getFacetValues(db)).find((v) => v.id === brand.id)!.label).toBe("Renamed Brand");
  });
});
