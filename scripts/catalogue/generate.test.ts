import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FACET_KEYS } from "#app/search/request.ts";
import { FACET_BY_KEY } from "#app/catalogue/facets.ts";
import { PRICE_BUCKETS } from "#app/catalogue/facet-values.ts";
import { catalogueStatements, generateCatalogue, SPECIAL_NEW_EXCLUDED_PART_NUMBER } from "./generate";
import { IMAGES, svgFor } from "./images";
import { createRng } from "./prng";
import { insertStatements, MAX_STATEMENT_BYTES, splitSqlStatements, sqlLiteral } from "./sql";

const cat = generateCatalogue(10_000);

describe("determinism", () => {
  it("gives byte-identical SQL for the same product count", () => {
    const a = catalogueStatements(generateCatalogue(300)).join(";\n");
    const b = catalogueStatements(generateCatalogue(300)).join(";\n");
    expect(a).toBe(b);
  });
  it("product i does not depend on the product count", () => {
    const small = generateCatalogue(300);
    expect(small.products).toEqual(cat.products.slice(0, 300));
  });
  it("the PRNG is seeded", () => {
    const r1 = createRng("x");
    const r2 = createRng("x");
    expect([r1(), r1(), r1()]).toEqual([r2(), r2(), r2()]);
    expect(createRng("y")()).not.toBe(createRng("x")());
  });
});

describe("catalogue shape (10,000 products)", () => {
  const items = cat.products.flatMap((p) => p.items);
  const byId = new Map(cat.categories.map((c) => [c.id, c]));

  it("has at least 30,000 items", () => {
    expect(cat.products).toHaveLength(10_000);
    expect(items.length).toBeGreaterThanOrEqual(30_000);
    expect(new Set(items.map((i) => i.partNumber)).size).toBe(items.length);
    expect(new Set(cat.products.map((p) => p.partNumber)).size).toBe(cat.products.length);
  });

  it("has the spec's category ids, published, with the right prefixes", () => {
    const published = [
      288, 325, 1449, 2723, 2733, 2735, 2700, 12440, 12441, 2515, 459, 460, 136780, 10037, 136772, 10457, 10347, 16680, 138550, 12583, 10114, 9894, 10065, 293,
      294, 372, 411, 388, 417, 1537, 1546, 1552, 1562, 1570, 2275, 11097, 11099, 11561, 11562, 11568, 11576, 20990,
    ];
    for (const id of published) expect(byId.get(id)?.published, `category ${id}`).toBe(true);
    expect(byId.get(2723)).toMatchObject({ slug: "todays-deal", prefix: "deals" });
    expect(byId.get(12440)?.prefix).toBe("shops");
    expect(cat.categories.some((c) => c.prefix === "s")).toBe(true);
    expect(cat.categories.filter((c) => !c.published).length).toBeGreaterThanOrEqual(3);
    const replaced = cat.categories.filter((c) => c.replacement != null);
    expect(replaced.length).toBeGreaterThanOrEqual(3);
    for (const r of replaced) expect(byId.get(r.replacement!)?.published).toBe(true);
    expect(cat.categories.filter((c) => c.prefix === "brands")).toHaveLength(cat.brands.length);
    for (const c of cat.categories) expect(c.slug.length).toBeLessThanOrEqual(36);
  });

  it("has the special products", () => {
    const special = cat.products.find((p) => p.partNumber === SPECIAL_NEW_EXCLUDED_PART_NUMBER)!;
    expect(special).toBeTruthy();
    expect(special.published).toBe(true);
    expect(special.createdDaysAgo).toBeLessThan(60);
    expect(cat.products.filter((p) => p.giftCard).length).toBeGreaterThanOrEqual(3);
  });

  it("has every flag and state the listing rules need", () => {
    const some = (f: (p: (typeof cat.products)[number]) => boolean, min = 1) => expect(cat.products.filter(f).length).toBeGreaterThanOrEqual(min);
    some((p) => p.items.every((i) => i.inventory === 0), 50); // zero inventory
    some((p) => p.discontinued, 20);
    some((p) => !p.published, 20);
    some((p) => p.createdDaysAgo < 60, 100);
    some((p) => p.autoship, 1000);
    some((p) => !!p.deal, 100);
    some((p) => p.fresh);
    some((p) => p.frozen);
    some((p) => p.liveFeed);
    some((p) => p.livePlant);
    some((p) => p.prescription, 50);
    some((p) => p.rxVetDiet, 50);
    some((p) => p.customizable);
    some((p) => p.dropshipped);
    some((p) => p.nationalBrandCa, 100);
    some((p) => p.exclusive);
    some((p) => !!p.bundle);
    const it = (f: (i: (typeof items)[number]) => boolean, min = 1) => expect(items.filter(f).length).toBeGreaterThanOrEqual(min);
    it((i) => i.mapEnforced && i.mapType === 2 && (i.mapSavingsUsd ?? 0) > 0);
    it((i) => i.mapEnforced && i.mapType === 1 && (i.mapSavingsUsd ?? 0) > 0);
    it((i) => i.strikeCad != null && i.strikeCad > i.priceCad, 100);
    it((i) => i.strikeCad != null && i.strikeCad === i.priceCad, 20);
    it((i) => !i.published);
    it((i) => (i.autoshipPct ?? 0) > 5);
    // One expectation per rule over all 30,000+ items (not one per item: that took seconds), naming the items that break it.
    const breaking = (rule: (i: (typeof items)[number]) => boolean) => items.filter((i) => !rule(i)).map((i) => i.partNumber);
    expect(breaking((i) => i.autoshipUsd == null || i.autoshipUsd < i.priceUsd)).toEqual([]);
    expect(breaking((i) => i.priceUsd > 0 && i.priceCad > 0)).toEqual([]);
    expect(breaking((i) => /^\d{12}$/.test(i.gtin))).toEqual([]);
    const badRatings = cat.products.filter((p) => !(p.rating >= 0 && p.rating <= 5 && Math.round(p.rating * 10) / 10 === p.rating));
    expect(badRatings.map((p) => p.rating)).toEqual([]);
  });

  it("uses every facet key, with hex value ids unique in their first 6 characters", () => {
    const used = new Set(cat.products.flatMap((p) => p.facetValueIds));
    for (const key of FACET_KEYS) {
      const values = cat.facetValues.filter((f) => f.key === key);
      expect(
        values.some((v) => used.has(v.id)),
        key,
      ).toBe(true);
      const ids = new Set(values.filter((v) => v.market !== "ca" || key === "nationalbrand").map((v) => v.valueId.slice(0, 6)));
      expect(ids.size, key).toBe(new Set(values.map((v) => v.value)).size);
      for (const v of values) expect(v.valueId).toMatch(/^[0-9a-f]{8}$/);
      expect(FACET_BY_KEY[key].facetId).toBeGreaterThan(0);
    }
    expect(cat.facetValues.filter((f) => f.key === "price_d").map((f) => f.market)).toEqual([
      ...Array(PRICE_BUCKETS.length).fill("us"),
      ...Array(PRICE_BUCKETS.length).fill("ca"),
    ]);
  });

  it("points every product at an image that exists", () => {
    const files = new Set(IMAGES.map((i) => `/images/products/${i.file}.svg`));
    for (const p of cat.products) expect(files.has(p.image), p.image).toBe(true);
    for (const f of files) expect(existsSync(join("public", f))).toBe(true);
    for (const d of IMAGES) {
      const svg = readFileSync(join("public/images/products", `${d.file}.svg`), "utf8");
      expect(svg).toBe(svgFor(d)); // committed files are current
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/); // well-formed XML entities
    }
  });
});

describe("sql helpers", () => {
  it("quotes literals", () => {
    expect(sqlLiteral("O'Hare")).toBe("'O''Hare'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(true)).toBe("1");
    expect(sqlLiteral(4.5)).toBe("4.5");
    expect(() => sqlLiteral(NaN)).toThrow();
  });
  it("splits inserts under the statement limit", () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [i, "x".repeat(100)]);
    const stmts = insertStatements("t", ["a", "b"], rows);
    expect(stmts.length).toBeGreaterThan(1);
    for (const s of stmts) expect(s.length).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
    expect(stmts.join("").match(/\(\d+,'x+'\)/g)).toHaveLength(5000);
  });
  it("splits SQL files on statement boundaries, ignoring comments and quoted semicolons", () => {
    expect(splitSqlStatements("-- a; comment\nCREATE TABLE a (x TEXT DEFAULT ';');\nINSERT INTO a VALUES ('b;c');\n")).toEqual([
      "CREATE TABLE a (x TEXT DEFAULT ';')",
      "INSERT INTO a VALUES ('b;c')",
    ]);
  });
  it("every seed statement fits D1's statement limit", () => {
    for (const s of catalogueStatements(generateCatalogue(300))) expect(s.length).toBeLessThan(100_000);
  });
});
