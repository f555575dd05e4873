// The facet-index engine against the all-SQL engine (useFacetIndex: false) on a real local D1
// (Miniflare / workerd SQLite with FTS5): every field of the listing must be identical — totals,
// disjunctive facet counts, pages in every sort order — plus a brute-force check of the counts
// from the generated catalogue, and the index following a reseed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueStatements, generateCatalogue, type Catalogue } from "#scripts/catalogue/generate.ts";
import { D1_DATABASE_ID, executeStatements } from "#scripts/catalogue/seed-local.ts";
import { splitSqlStatements } from "#scripts/catalogue/sql.ts";
import { compatibilityDate } from "#scripts/worker-config.ts";
import { CA_MARKET, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { cachedFacetIndex, ensureParts, INDEX_LOAD_TIMEOUT_MS, indexBytes, relevanceKeysFromPhrases, rememberPhraseDocs } from "./facet-index.server";
import { buildFtsMatch, tokenizeTerm } from "./fts";
import { relevanceKey, tokenCountQuery } from "./query.server";
import type { ListingData } from "./listing";
import { RELEVANCE_TUNING } from "./relevance";
import { SORT_OPTIONS, SearchRequest, type SearchRequestInput } from "./request";
import { searchListing } from "./search.server";

const PRODUCTS = 1500;
let mf: Miniflare;
let db: D1Database;
let dir: string;
let cat: Catalogue;

/**
 * A worker running searchListing next to the DB, as in production: inside workerd, D1 binds JS
 * numbers as REAL (the Node-side proxy the other tests use binds integers as INTEGER).
 */
async function workerScript(): Promise<string> {
  const esbuild = await import("esbuild");
  const out = await esbuild.build({
    stdin: {
      contents: `
import { CA_MARKET, US_MARKET } from "./app/markets/config";
import { SearchRequest } from "./app/search/request";
import { searchListing } from "./app/search/search.server";
export default {
  async fetch(request, env) {
    const b = await request.json();
    const res = await searchListing(env.DB, b.ca ? CA_MARKET : US_MARKET, SearchRequest.parse(b.request), { now: new Date(b.now), useFacetIndex: b.useFacetIndex });
    return Response.json(res);
  },
};`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    target: "es2022",
    logLevel: "error",
  });
  return out.outputFiles[0].text;
}

/** The test D1 with some of its methods replaced: a fault the index load meets. */
function d1With(db: D1Database, replaced: Record<string, unknown>): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (typeof prop === "string" && prop in replaced) return replaced[prop];
      const v = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "tailwise-facet-index-"));
  // Loaded in ≤1 MB segments, one workerd per segment (seed-local.ts: workerd's statement cache
  // breaks past ~2 MB of distinct SQL in one process), then opened for the tests.
  const migrations = readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => splitSqlStatements(readFileSync(join("migrations", f), "utf8")));
  cat = generateCatalogue(PRODUCTS);
  await executeStatements(dir, [...migrations, ...catalogueStatements(cat, { pairMinProducts: 200 })]);
  mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: await workerScript(),
      compatibilityDate: compatibilityDate(),
      d1Databases: { DB: D1_DATABASE_ID },
      resourcePersistencePath: join(dir, "v3"),
    }),
  );
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const now = new Date("2026-06-01T12:00:00Z");
const both = async (req: SearchRequestInput, market: MarketConfig = US_MARKET) => {
  const r = SearchRequest.parse(req);
  const sql = await searchListing(db, market, r, { now, useFacetIndex: false });
  const indexed = await searchListing(db, market, r, { now });
  return { sql, indexed };
};
const expectSame = async (req: SearchRequestInput, market: MarketConfig = US_MARKET) => {
  const { sql, indexed } = await both(req, market);
  expect(indexed, JSON.stringify(req)).toEqual(sql);
  return indexed;
};

const filtersA = [
  { key: "price_d", value: "10-20" },
  { key: "price_d", value: "20-30" },
  { key: "rating", value: "4" },
] as const;
const filtersB = [
  { key: "AnsEligible", value: "true" },
  { key: "Lifestage", value: "Adult" },
  { key: "SpecialDiet", value: "Grain-Free" },
] as const;

describe("facet index = SQL engine", { timeout: 60_000 }, () => {
  it("terms in every sort order, with pages, categories and filters", async () => {
    for (const sort of SORT_OPTIONS) {
      await expectSame({ term: "dog", sort });
      await expectSame({ term: "cat food", sort, from: 36 }, CA_MARKET);
      await expectSame({ term: "treats", sort, groupId: "288", facetFilters: [...filtersB] });
      await expectSame({ term: "food", sort, facetFilters: [...filtersA], count: 100 });
    }
  });

  it("several facets without a term, in every sort order", async () => {
    for (const sort of SORT_OPTIONS) {
      await expectSame({ groupId: "288", sort, facetFilters: [...filtersA] });
      await expectSame({ sort, facetFilters: [...filtersB], from: 20, count: 20 }, CA_MARKET);
    }
  });

  it("narrow, broad, empty and odd searches", async () => {
    for (const term of ["dog", "cat", "dog food", "salmon oil", "grain free chicken", "pate", "zzqxj", "dgo food", "!!!", "barkwell"]) {
      await expectSame({ term });
    }
    await expectSame({ term: "dog", groupId: "20199" }); // unpublished category
    await expectSame({ term: "gift", groupId: "20995" });
    await expectSame({
      groupId: "325",
      facetFilters: [
        { key: "brand_facet", value: "Nobody Makes This" },
        { key: "rating", value: "3" },
      ],
    });
    await expectSame(
      {
        term: "dog",
        facetFilters: [
          { key: "nationalbrand", value: "true" },
          { key: "AnsEligible", value: "true" },
        ],
      },
      CA_MARKET,
    );
    await expect(searchListing(db, US_MARKET, SearchRequest.parse({ term: "dog", groupId: "987654" }))).rejects.toThrow(/Unknown group/);
  });

  it("deep pages and pages past the end", async () => {
    const { indexed } = await both({ term: "dog" });
    const last = Math.max(0, indexed.recordSetTotal - 10);
    for (const from of [100, last, indexed.recordSetTotal, indexed.recordSetTotal + 50]) {
      await expectSame({ term: "dog", from });
      await expectSame({ term: "dog", from, sort: "bySaleRelevance" });
      await expectSame({
        groupId: "288",
        from,
        facetFilters: [
          { key: "AnsEligible", value: "true" },
          { key: "rating", value: "3" },
        ],
      });
    }
  });

  it("relevance pages stay exact when the first bm25 round is too short or ranks everything", async () => {
    const saved = { ...RELEVANCE_TUNING };
    try {
      for (const tuning of [
        { scoreAllMax: 0, guess: 1 },
        { scoreAllMax: 0, guess: 0 },
        { scoreAllMax: 1e9, guess: 0.9 },
      ]) {
        Object.assign(RELEVANCE_TUNING, tuning);
        for (const term of ["dog", "cat", "food", "cat litter", "treats"]) {
          for (const from of [0, 72]) {
            await expectSame({ term, from });
            await expectSame({ term, from, sort: "bySaleRelevance" }, CA_MARKET);
          }
        }
      }
    } finally {
      Object.assign(RELEVANCE_TUNING, saved);
    }
  });
});

/** A D1 that records the SQL of every statement prepared through it. */
const recording = () => {
  const sql: string[] = [];
  const recorded = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (text: string) => (sql.push(text), target.prepare(text));
      const v = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return {
    db: recorded,
    sql,
    bm25Statements: () => sql.filter((t) => t.includes("bm25(")).length,
    ftsStatements: () => sql.filter((t) => t.includes("MATCH")).length,
    /** statements computing relevance keys of listed products (relevanceKeysQuery) */
    keyStatements: () => sql.filter((t) => t.includes("bm25(") && t.includes("json_each(?2)")).length,
  };
};
const loadedIndex = async () => {
  const index = await cachedFacetIndex();
  if (!index || typeof index !== "object") throw new Error("no index");
  return index;
};

describe("relevance keys kept by the index", { timeout: 60_000 }, () => {
  it("rank later pages of the same term exactly, with no bm25 for products already ranked", async () => {
    for (const term of ["salmon", "chicken treats", "toy"]) {
      const cold = recording();
      const deep = SearchRequest.parse({ term, from: 36 });
      expect(await searchListing(cold.db, US_MARKET, deep, { now }), term).toEqual(await searchListing(db, US_MARKET, deep, { now, useFacetIndex: false }));
      // keys from SQL, or from the phrases' scores when the index has them (below)
      const index = await loadedIndex();
      const scored = tokenizeTerm(term).every((t) => index.phraseScores.has(buildFtsMatch([t])!));
      expect(cold.keyStatements() > 0 || scored, term).toBe(true);
      // the first page's walk prefix is within the one ranked for the deeper page
      const warm = recording();
      for (const [req, market] of [
        [{ term }, US_MARKET],
        [{ term, sort: "byRelevance" }, CA_MARKET],
      ] as const) {
        const r = SearchRequest.parse(req);
        expect(await searchListing(warm.db, market, r, { now }), term).toEqual(await searchListing(db, market, r, { now, useFacetIndex: false }));
      }
      expect(warm.keyStatements(), term).toBe(0);
    }
  });
});

describe("relevance keys from the phrases' bm25 scores", { timeout: 60_000 }, () => {
  const TERMS = ["dog", "cat food", "grain free chicken", "chicken treats", "salmon oil", "dog dog", "barkwell", "food dog"];
  /** The index with every phrase of TERMS scored (their match counts known, as after a search). */
  const scoredIndex = async () => {
    await searchListing(db, US_MARKET, SearchRequest.parse({ term: "dog" }), { now });
    const index = await loadedIndex();
    const phrases = [...new Set(TERMS.flatMap((t) => tokenizeTerm(t).map((w) => buildFtsMatch([w])!)))];
    for (const p of phrases) {
      const s = tokenCountQuery(p);
      rememberPhraseDocs(
        index,
        p,
        (await db
          .prepare(s.sql)
          .bind(...s.params)
          .first<{ n: number }>())!.n,
      );
    }
    expect(await ensureParts(db, index, { phrases })).toBe(true);
    return index;
  };

  it("are SQL's keys bit for bit, for every match", async () => {
    const index = await scoredIndex();
    for (const term of TERMS) {
      const tokens = tokenizeTerm(term);
      const rows = (
        await db
          .prepare(
            `SELECT f.rowid AS id, ${relevanceKey()} AS k FROM product_search f CROSS JOIN product_categories pc ON pc.category_id = 0 AND pc.product_id = f.rowid WHERE product_search MATCH ?1`,
          )
          .bind(buildFtsMatch(tokens)!)
          .all<{ id: number; k: number }>()
      ).results;
      expect(rows.length, term).toBeGreaterThan(0);
      const keys = relevanceKeysFromPhrases(
        index,
        tokens.map((t) => buildFtsMatch([t])!),
        rows.map((r) => index.idxOf(r.id - index.baseId)),
      );
      expect(keys, term).not.toBeNull();
      // Object.is: the same double, not merely close
      expect(
        rows.filter((r, i) => !Object.is(keys!.key[i], r.k)),
        term,
      ).toEqual([]);
    }
  });

  it("match and rank a term never searched before with no FTS statement, the same as the SQL engine", async () => {
    await scoredIndex();
    for (const [req, market] of [
      [{ term: "treats chicken" }, US_MARKET],
      [{ term: "oil salmon", from: 36 }, CA_MARKET],
      [{ term: "chicken free grain", sort: "bySaleRelevance" }, US_MARKET],
    ] as const) {
      const r = SearchRequest.parse(req);
      const rec = recording();
      const indexed = await searchListing(rec.db, market, r, { now });
      expect(indexed.recordSetTotal, JSON.stringify(req)).toBeGreaterThan(0);
      expect(indexed, JSON.stringify(req)).toEqual(await searchListing(db, market, r, { now, useFacetIndex: false }));
      // its matches are the members of its phrases' scores, its keys computed from them
      expect(rec.ftsStatements(), JSON.stringify(req)).toBe(0);
    }
  });

  it("are not computed for a phrase the index has no scores of (SQL computes them, as before)", async () => {
    const index = await scoredIndex();
    expect(relevanceKeysFromPhrases(index, ['"dog"*', '"zzqxj"*'], [0])).toBeNull();
    expect(relevanceKeysFromPhrases(index, [], [0])).toBeNull();
  });
});

describe("spelling suggestions", { timeout: 60_000 }, () => {
  it("a term whose words each match but not together reads no vocabulary once the words are known", async () => {
    const words = ["dog", "cat", "food", "treats", "toy", "litter", "horse", "bird", "fish", "dental", "salmon", "chew"];
    const pairs = words.flatMap((a, i) => words.slice(i + 1).map((b) => `${a} ${b}`));
    const quiet: string[] = [];
    for (const term of pairs) {
      const r = SearchRequest.parse({ term });
      const first = await searchListing(db, US_MARKET, r, { now });
      if (!first.noResults) continue;
      expect(first, term).toEqual(await searchListing(db, US_MARKET, r, { now, useFacetIndex: false }));
      const rec = recording();
      expect(await searchListing(rec.db, US_MARKET, r, { now }), term).toEqual(first);
      // (it may load a word's bm25 scores, now that its match count is known)
      expect(
        rec.sql.filter((t) => t.includes("search_vocab") || /count\(\*\)[^]*MATCH/.test(t)).map((t) => t.slice(0, 120)),
        term,
      ).toEqual([]);
      quiet.push(term);
    }
    expect(quiet.length).toBeGreaterThan(0);
  });
});

describe("common words", { timeout: 60_000 }, () => {
  it("a term of common words is matched from the index, the same as through FTS", async () => {
    const reqs: SearchRequestInput[] = [
      { term: "dog" },
      { term: "dog food", sort: "bySaleRelevance" },
      { term: "cat", facetFilters: [...filtersA], sort: "byRating" },
      { term: "food treats", groupId: "288", from: 36 },
    ];
    const viaIndex = [];
    for (const r of reqs) viaIndex.push(await expectSame(r));
    const index = await cachedFacetIndex();
    if (!index || typeof index !== "object") throw new Error("no index");
    expect(index.terms?.has('"dog"*')).toBe(true);
    expect(index.terms?.has('"food"*')).toBe(true);
    expect(index.terms!.size).toBeLessThanOrEqual(64);
    // without the common words' matches every term goes through FTS first
    const terms = index.terms;
    index.terms = new Map();
    try {
      for (const [i, r] of reqs.entries()) expect(await searchListing(db, US_MARKET, SearchRequest.parse(r), { now })).toEqual(viaIndex[i]);
    } finally {
      index.terms = terms;
    }
  });
});

describe("inside a worker", { timeout: 60_000 }, () => {
  it("gives the same listings as the SQL engine and as from Node", async () => {
    const inWorker = async (request: SearchRequestInput, useFacetIndex: boolean, ca = false) => {
      const res = await mf.dispatchFetch("http://search/", { method: "POST", body: JSON.stringify({ request, useFacetIndex, ca, now: now.toISOString() }) });
      expect(res.status).toBe(200);
      return (await res.json()) as ListingData;
    };
    for (const [req, ca] of [
      [{ term: "dog" }, false],
      [{ term: "cat food", sort: "bySaleRelevance", from: 36 }, true],
      [{ term: "treats", groupId: "288", facetFilters: [filtersB[0], { key: "rating", value: "3" }], sort: "byLowestPrice" }, false],
      [{ groupId: "325", facetFilters: [...filtersA], sort: "byNewest" }, false],
    ] as [SearchRequestInput, boolean][]) {
      const indexed = await inWorker(req, true, ca);
      expect(indexed.recordSetTotal, JSON.stringify(req)).toBeGreaterThan(0);
      expect(indexed, JSON.stringify(req)).toEqual(await inWorker(req, false, ca));
      expect(indexed).toEqual(JSON.parse(JSON.stringify((await both(req, ca ? CA_MARKET : US_MARKET)).indexed)));
    }
  });
});

describe("facet counts", { timeout: 60_000 }, () => {
  it("are exact and disjunctive (brute force over the generated catalogue)", async () => {
    const res = await searchListing(
      db,
      US_MARKET,
      SearchRequest.parse({ groupId: "288", facetFilters: [...filtersA, { key: "AnsEligible", value: "true" }] }),
      { now },
    );
    const dog = new Set(cat.closure.filter(([a]) => a === 288).map(([, d]) => d));
    const fv = new Map(cat.facetValues.filter((f) => f.market !== "ca").map((f) => [f.id, f]));
    const selected = new Map<string, Set<string>>([
      ["price_d", new Set(["10-20", "20-30"])],
      ["rating", new Set(["4"])],
      ["AnsEligible", new Set(["true"])],
    ]);
    const products = cat.products
      .filter((p) => p.published && p.categoryIds.some((c) => dog.has(c)))
      .map((p) => ({ values: p.facetValueIds.map((id) => fv.get(id)).filter((f) => f != null) }));
    const passes = (p: (typeof products)[number], except: string | null) =>
      [...selected].every(([key, vals]) => key === except || p.values.some((f) => f.key === key && vals.has(f.value)));
    expect(res.recordSetTotal).toBe(products.filter((p) => passes(p, null)).length);
    for (const facet of res.facets) {
      for (const v of facet.values) {
        const pool = products.filter((p) => passes(p, selected.has(facet.key) ? facet.key : null));
        const n = pool.filter((p) => p.values.some((f) => f.key === facet.key && f.value === v.value)).length;
        expect(v.count, `${facet.key}=${v.value}`).toBe(n);
      }
    }
    const index = await cachedFacetIndex();
    expect(index && typeof index === "object" && indexBytes(index)).toBeGreaterThan(0);
  });
});

describe("catalogue version", { timeout: 60_000 }, () => {
  it("a reseed (new catalogue_meta) rebuilds the index before the next search", async () => {
    const req = { term: "food", facetFilters: [...filtersB] };
    const before = await expectSame(req);
    const value = before.facets.find((f) => f.key === "SpecialDiet")!.values[0];
    const id = (await db.prepare("SELECT id FROM facet_values WHERE facet_key = 'SpecialDiet' AND value = ?1").bind(value.value).first<{ id: number }>())!.id;
    // "reseed": drop one facet value from every product and bump the catalogue version
    await db.batch([
      db.prepare("DELETE FROM product_facets WHERE facet_value_id = ?1").bind(id),
      db.prepare("DELETE FROM category_facet_counts WHERE facet_value_id = ?1").bind(id),
      db.prepare("UPDATE catalogue_meta SET value = 'reseeded' WHERE key = 'seeded_on'"),
    ]);
    const after = await expectSame(req);
    expect(after.facets.find((f) => f.key === "SpecialDiet")?.values.find((v) => v.value === value.value && !v.selected)).toBeUndefined();
    expect(after.recordSetTotal).toBeLessThanOrEqual(before.recordSetTotal);
  });

  it("a search waits for an index load another request lost at most INDEX_LOAD_TIMEOUT_MS, answers from SQL, and the next search loads the index again", async () => {
    await db.prepare("UPDATE catalogue_meta SET value = 'reseeded to lose a load' WHERE key = 'seeded_on'").run();
    // The first index load never settles, as when the request that started it ended and workerd cancelled its I/O (issue #23).
    // The base load's statement, marked: a stand-in that D1's batch gets back as the real statement.
    const baseLoad = new Map<object, D1PreparedStatement>();
    let lost = 0;
    const losing = d1With(db, {
      prepare: (sql: string) => {
        const statement = db.prepare(sql);
        if (!sql.includes("product_search_docsize")) return statement;
        return {
          bind: (...values: unknown[]) => {
            const marker = {};
            baseLoad.set(marker, statement.bind(...values));
            return marker;
          },
        };
      },
      batch: (statements: object[]) => {
        if (lost === 0 && statements.some((s) => baseLoad.has(s))) {
          lost++;
          return new Promise(() => {});
        }
        return db.batch(statements.map((s) => baseLoad.get(s) ?? (s as D1PreparedStatement)));
      },
    });
    const req = SearchRequest.parse({ term: "dog", facetFilters: [...filtersA] });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const started = Date.now();
      const [first, second] = await Promise.all([searchListing(losing, US_MARKET, req, { now }), searchListing(losing, US_MARKET, req, { now })]);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(INDEX_LOAD_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(INDEX_LOAD_TIMEOUT_MS + 3_000);
      const sql = await searchListing(db, US_MARKET, req, { now, useFacetIndex: false });
      expect(first).toEqual(sql);
      expect(second).toEqual(sql);
      expect(lost).toBe(1);
      // The next search starts the load again, and answers from the index at once.
      const again = Date.now();
      expect(await searchListing(losing, US_MARKET, req, { now })).toEqual(sql);
      expect(Date.now() - again).toBeLessThan(INDEX_LOAD_TIMEOUT_MS);
      await expect(cachedFacetIndex()).resolves.toMatchObject({ size: expect.any(Number) });
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("facet index unavailable, searching in SQL: SharedWorkTimeout"));
    } finally {
      errors.mockRestore();
    }
  });

  it("searches in SQL when the index cannot be loaded", async () => {
    await db.prepare("UPDATE catalogue_meta SET value = 'reseeded again' WHERE key = 'seeded_on'").run();
    // a D1 that fails the index load (as e.g. a result over a D1 size limit would)
    const failing = d1With(db, { prepare: (sql: string) => db.prepare(sql.includes("product_search_docsize") ? "SELECT * FROM index_load_fails" : sql) });
    const req = SearchRequest.parse({ term: "dog", facetFilters: [...filtersA] });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const viaFallback = await searchListing(failing, US_MARKET, req, { now });
      expect(viaFallback).toEqual(await searchListing(db, US_MARKET, req, { now, useFacetIndex: false }));
      expect(errors).toHaveBeenCalledOnce();
      await expect(cachedFacetIndex()).rejects.toThrow(/index_load_fails/);
    } finally {
      errors.mockRestore();
    }
  });
});
