// SQL for the listing search (pure builders; executed by search.server.ts).
//
// Every statement has a FIXED SHAPE: the SQL text depends only on the market, the sort, whether
// there is a term and on a padded number of facet-filter "slots" — never on the values. Values
// travel as bound parameters (value lists as JSON arrays). This keeps the number of distinct
// statements small, which matters for D1 locally: workerd's statement cache crashes once more
// than ~2 MB of distinct SQL text has been prepared in one process.
import type { Stmt } from "#app/catalogue/d1.server.ts";
import { cardColumns, cardItemJoin } from "#app/catalogue/queries.server.ts";
import { moneyColumnSuffix } from "#app/markets/config.ts";
import type { SortOption } from "./request";

export type Region = "us" | "ca";

export interface FilterGroup {
  key: string;
  values: string[];
  /**
   * How the filter is tested: "in" builds the set of products having the values once (best when
   * the values are rare or when every candidate is visited anyway); "exists" probes each candidate
   * (best when the values are common and the query stops early, e.g. a page in index order).
   */
  mode?: "in" | "exists";
}

export interface SearchSpec {
  region: Region;
  /** category id; 0 = the whole published catalogue */
  groupId: number;
  /** FTS5 MATCH expression (already escaped), or null */
  match: string | null;
  filters: FilterGroup[];
  sort: SortOption;
  from: number;
  count: number;
  /** read each card's description (default true; a listing page shows none) */
  descriptions?: boolean;
}

/** Filter slots are padded to one of these sizes so the SQL shape count stays bounded. */
const SLOT_SIZES = [0, 1, 2, 4, 14] as const;
export function slotCount(n: number): number {
  for (const s of SLOT_SIZES) if (n <= s) return s;
  throw new Error(`too many facet keys: ${n}`);
}

/** bm25 column weights: name, brand, categories, description. */
const BM25_WEIGHTS = "10.0, 6.0, 3.0, 1.0";
/** FTS5's bm25 with the column weights (the first part of the relevance key). */
const BM25_EXPR = `bm25(product_search, ${BM25_WEIGHTS})`;
/** How much popularity (ln-scaled to about 0..1) pulls relevance: bm25 is negative, lower is better. */
export const POPULARITY_BLEND = 3.0;
/** ln(1 + 15000): popularity of a top seller maps to about 1 (same scale as products.pop_score). */
export const POPULARITY_LN_SCALE = "9.6158";
/**
 * The popularity part of the relevance key (key = bm25 - this). One text for the page query and
 * popularityTermsQuery, so the index can subtract SQL's own value of it (facet-index.server.ts).
 */
function popularityTerm(column: string): string {
  return `${POPULARITY_BLEND} * ln(1 + ${column}) / ${POPULARITY_LN_SCALE}`;
}

/**
 * Parameter layout shared by every candidate query:
 *   ?1 group id, ?2 market, ?3 match (or unused), then 3 per slot:
 *   ?(4+3i) key, ?(5+3i) values JSON, ?(6+3i) mode (1 = exists, 0 = in).
 */
function baseParams(spec: Pick<SearchSpec, "groupId" | "region" | "match">, filters: FilterGroup[], slots: number) {
  const params: (string | number | null)[] = [spec.groupId, spec.region, spec.match ?? ""];
  for (let i = 0; i < slots; i++) {
    const f = filters[i];
    params.push(f ? f.key : null, f ? JSON.stringify(f.values) : null, f?.mode === "exists" ? 1 : 0);
  }
  return params;
}

/** One CTE per slot: the facet value ids the slot selects (empty when the slot is unused). */
function slotCtes(slots: number): string {
  if (!slots) return "";
  const ctes = Array.from({ length: slots }, (_, i) => {
    const k = 4 + 3 * i;
    return `s${i}(id) AS (SELECT id FROM facet_values WHERE facet_key = ?${k} AND market IN ('*', ?2) AND value IN (SELECT value FROM json_each(?${k + 1})))`;
  });
  return `WITH ${ctes.join(",\n  ")}\n`;
}

function slotClauses(idCol: string, slots: number): string {
  let sql = "";
  for (let i = 0; i < slots; i++) {
    const k = 4 + 3 * i;
    sql += `
  AND (?${k} IS NULL OR CASE WHEN ?${k + 2} = 1
    THEN EXISTS (SELECT 1 FROM product_facets pf WHERE pf.product_id = ${idCol} AND pf.facet_value_id IN s${i})
    ELSE ${idCol} IN (SELECT product_id FROM product_facets WHERE facet_value_id IN s${i}) END)`;
  }
  return sql;
}

/** FROM/WHERE of the candidate set: published products of the group, matching term and filters. */
function candidateFrom(hasTerm: boolean, slots: number): { from: string; idCol: string } {
  if (hasTerm) {
    return {
      idCol: "f.rowid",
      // CROSS JOIN keeps the FTS scan outside: otherwise SQLite may walk the category and run
      // one FTS lookup per product (~1 s for "dog" over 100k products).
      from: `product_search f
  CROSS JOIN product_categories pc ON pc.category_id = ?1 AND pc.product_id = f.rowid
WHERE product_search MATCH ?3 AND ?2 = ?2${slotClauses("f.rowid", slots)}`,
    };
  }
  return {
    idCol: "pc.product_id",
    from: `product_categories pc
WHERE pc.category_id = ?1 AND ?2 = ?2 AND ?3 = ?3${slotClauses("pc.product_id", slots)}`,
  };
}

interface SortKey {
  expr: string;
  desc?: boolean;
  nocase?: boolean;
}

/** Sort keys of each option; ties always end on the product id so paging is stable. */
export function sortKeys(sort: SortOption, region: Region, hasTerm: boolean): SortKey[] {
  // Candidates always come with their product_categories row (the term path joins it to keep
  // published products of the group), which carries every sort key: no join with products.
  const id = "pc.product_id";
  const price = `pc.price_${moneyColumnSuffix({ region })}`;
  const popularity: SortKey[] = [{ expr: "pc.popularity", desc: true }, { expr: id }];
  const relevance: SortKey[] = hasTerm ? [{ expr: `${BM25_EXPR} - ${popularityTerm("pc.popularity")}` }, { expr: id }] : popularity;
  switch (sort) {
    case "byPopularity":
      return popularity;
    case "byName":
      return [{ expr: "pc.name_rank" }, { expr: id }];
    case "byLowestPrice":
      return [{ expr: price }, { expr: id }];
    case "byHighestPrice":
      return [{ expr: price, desc: true }, { expr: id }];
    case "byNewest":
      return [{ expr: "pc.created_days_ago" }, { expr: id, desc: true }];
    case "byRating":
      return [{ expr: "pc.rating", desc: true }, { expr: "pc.rating_count", desc: true }, { expr: id }];
    case "byRatingCount":
      return [{ expr: "pc.rating_count", desc: true }, { expr: id }];
    case "bySaleRelevance":
      return [{ expr: "pc.sale_rank", desc: true }, ...relevance];
    case "byId":
      return [{ expr: id }];
    case "byRelevance":
    default:
      return relevance;
  }
}

/**
 * The page of products. Two steps in one statement: the inner query orders the candidate ids by
 * the sort keys and cuts the page (so the heavy card columns are computed for 36 rows, not for
 * every candidate); the outer query joins the card columns and keeps the order. The default
 * item is the cheapest published item (in stock or not: its price is the card's price).
 */
export function pageQuery(spec: SearchSpec): Stmt {
  const hasTerm = spec.match != null;
  const slots = slotCount(spec.filters.length);
  const { from, idCol } = candidateFrom(hasTerm, slots);
  const keys = sortKeys(spec.sort, spec.region, hasTerm);
  const params = baseParams(spec, spec.filters, slots);
  const limit = params.length + 1;
  params.push(spec.count, spec.from);
  const coll = (k: SortKey) => (k.nocase ? " COLLATE NOCASE" : "");
  const inner = `SELECT ${idCol} AS id, ${keys.map((k, i) => `${k.expr} AS k${i}`).join(", ")}
  FROM ${from}
  ORDER BY ${keys.map((k, i) => `k${i}${coll(k)}${k.desc ? " DESC" : ""}`).join(", ")}
  LIMIT ?${limit} OFFSET ?${limit + 1}`;
  const sql = `${slotCtes(slots)}SELECT ${cardColumns(spec.region, spec.descriptions)}
FROM (${inner}) pg
JOIN products p ON p.id = pg.id
JOIN brands b ON b.id = p.brand_id
${cardItemJoin(spec.region)}
ORDER BY ${keys.map((k, i) => `pg.k${i}${coll(k)}${k.desc ? " DESC" : ""}`).join(", ")}`;
  return { sql, params };
}

/** Number of matching products. */
export function countQuery(spec: Omit<SearchSpec, "sort" | "from" | "count">): Stmt {
  const hasTerm = spec.match != null;
  const slots = slotCount(spec.filters.length);
  const { from } = candidateFrom(hasTerm, slots);
  return { sql: `${slotCtes(slots)}SELECT count(*) AS n FROM ${from}`, params: baseParams(spec, spec.filters, slots) };
}

/**
 * Facet value counts over the candidate set of `filters` (the caller leaves out a key's own
 * selection for that key's counts). `onlyKey` restricts the counted values to one facet key.
 * Rows: { id: facet value id, n: count }.
 */
export function facetCountQuery(spec: Omit<SearchSpec, "sort" | "from" | "count">, filters: FilterGroup[], onlyKey: string | null): Stmt {
  const hasTerm = spec.match != null;
  const slots = slotCount(filters.length);
  const { from, idCol } = candidateFrom(hasTerm, slots);
  const params = baseParams(spec, filters, slots);
  const k = params.length + 1;
  params.push(onlyKey);
  const sql = `${slotCtes(slots)}SELECT pf.facet_value_id AS id, count(*) AS n
FROM (SELECT ${idCol} AS id FROM ${from}) c
JOIN product_facets pf ON pf.product_id = c.id
WHERE ?${k} IS NULL OR pf.facet_value_id IN (SELECT id FROM facet_values WHERE facet_key = ?${k})
GROUP BY pf.facet_value_id`;
  return { sql, params };
}

/** Precomputed counts of a category without term and filters (same row shape). */
export function precomputedFacetCountQuery(groupId: number): Stmt {
  return {
    sql: "SELECT facet_value_id AS id, product_count AS n FROM category_facet_counts WHERE category_id = ?1",
    params: [groupId],
  };
}

/**
 * Facet counts of a big category with one key selected (no term), from the pair table: the
 * selected key must be single-valued per product or have one selected value, so sums are exact.
 * ?1 group, ?2 market, ?3 key, ?4 values JSON.
 */
export function pairFacetCountQuery(groupId: number, region: Region, filter: FilterGroup): Stmt {
  return {
    sql: `SELECT facet_value_id AS id, sum(product_count) AS n FROM category_facet_pair_counts
WHERE category_id = ?1 AND selected_value_id IN (
  SELECT fv.id FROM facet_values fv WHERE fv.facet_key = ?3 AND fv.market IN ('*', ?2)
    AND fv.value IN (SELECT value FROM json_each(?4)))
GROUP BY facet_value_id`,
    params: [groupId, region, filter.key, JSON.stringify(filter.values)],
  };
}

/** Product count of a category with one key selected (same conditions as pairFacetCountQuery). */
export function pairCountQuery(groupId: number, region: Region, filter: FilterGroup): Stmt {
  return {
    sql: `SELECT coalesce(sum(product_count), 0) AS n FROM category_facet_counts
WHERE category_id = ?1 AND facet_value_id IN (
  SELECT fv.id FROM facet_values fv WHERE fv.facet_key = ?3 AND fv.market IN ('*', ?2)
    AND fv.value IN (SELECT value FROM json_each(?4)))`,
    params: [groupId, region, filter.key, JSON.stringify(filter.values)],
  };
}

/** Documents matching one token alone (for spelling suggestions). */
export function tokenCountQuery(match: string): Stmt {
  return { sql: "SELECT count(*) AS n FROM product_search WHERE product_search MATCH ?1", params: [match] };
}

/**
 * How many products match each set of the query's words (close matches, ./close-matches.ts): ?1 is
 * a JSON array of one-word FTS5 phrases; bit i of a row's mask is phrase i. Rows: { mask, n }, at
 * most 2^8 of them (MAX_QUERY_TOKENS words).
 */
export function wordSetCountsQuery(phrases: string[]): Stmt {
  return {
    sql: `SELECT mask, count(*) AS n FROM (
  SELECT product_search.rowid, sum(1 << j.key) AS mask FROM json_each(?1) AS j, product_search
  WHERE product_search MATCH j.value GROUP BY product_search.rowid)
GROUP BY mask`,
    params: [JSON.stringify(phrases)],
  };
}

// ---- in-memory facet index (facet-index.server.ts) ------------------------------------------
// Product ids travel as comma-separated offsets from a base id in one text value per row
// (group_concat), which is far cheaper through D1 than one row per product. The base id is cast:
// D1 binds JS numbers as REAL, and `id - 5.0e5` would read "3.0".

/** Published products: how many, and the id range. Row: { n, min_id, max_id }. */
export function indexBoundsQuery(): Stmt {
  return {
    sql: "SELECT count(*) AS n, min(product_id) AS min_id, max(product_id) AS max_id FROM product_categories WHERE category_id = 0",
    params: [],
  };
}

/**
 * Published products with ids in [?2, ?3] and the sort keys the index needs, as
 * "offset,popularity,sale_rank" triples (offset from ?1; the order of the triples is arbitrary).
 */
export function indexProductsQuery(baseId: number, fromId: number, toId: number): Stmt {
  return {
    sql: `SELECT group_concat((product_id - CAST(?1 AS INTEGER)) || ',' || popularity || ',' || sale_rank) AS rows
FROM product_categories WHERE category_id = 0 AND product_id BETWEEN ?2 AND ?3`,
    params: [baseId, fromId, toId],
  };
}

/** The most common indexed words (search_vocab): in at least this share of the products, most first. Rows: { word }. */
export function frequentWordsQuery(minShare: number, limit: number): Stmt {
  return {
    sql: `SELECT word FROM search_vocab
WHERE doc_count >= ?1 * (SELECT product_count FROM category_counts WHERE category_id = 0)
ORDER BY doc_count DESC, word LIMIT ?2`,
    params: [minShare, limit],
  };
}

/** Documents in the FTS index (bm25's N). */
export function ftsRowCountQuery(): Stmt {
  return { sql: "SELECT count(*) AS n FROM product_search_docsize", params: [] };
}

/**
 * Products of every facet value with ids in [?2, ?3], as offsets from ?1. Rows: { id, ids }.
 * `+product_id` keeps the plan on the (facet_value_id, product_id) index, already in GROUP BY
 * order (the primary-key range would need a temporary B-tree, ~3x slower).
 */
export function facetPostingsQuery(baseId: number, fromId: number, toId: number): Stmt {
  return {
    sql: `SELECT facet_value_id AS id, group_concat(product_id - CAST(?1 AS INTEGER)) AS ids
FROM product_facets WHERE +product_id BETWEEN ?2 AND ?3 GROUP BY facet_value_id`,
    params: [baseId, fromId, toId],
  };
}

/** Published products of a category (with descendants), as offsets from ?2. Row: { ids }. */
export function categoryPostingQuery(groupId: number, baseId: number): Stmt {
  return {
    sql: "SELECT group_concat(product_id - CAST(?2 AS INTEGER)) AS ids FROM product_categories WHERE category_id = ?1",
    params: [groupId, baseId],
  };
}

/** ORDER BY clause of a sort without a term (the order every page query uses). */
export function orderByClause(sort: SortOption, region: Region): string {
  return sortKeys(sort, region, false)
    .map((k) => `${k.expr}${k.nocase ? " COLLATE NOCASE" : ""}${k.desc ? " DESC" : ""}`)
    .join(", ");
}

/** Every published product in a sort order, as offsets from ?1. Row: { ids }. */
export function sortOrderQuery(sort: SortOption, region: Region, baseId: number): Stmt {
  return {
    sql: `SELECT group_concat(pc.product_id - CAST(?1 AS INTEGER), ',' ORDER BY ${orderByClause(sort, region)}) AS ids
FROM product_categories pc WHERE pc.category_id = 0`,
    params: [baseId],
  };
}

/** Products matching an FTS expression, as offsets from ?2. Row: { n, ids }. */
export function termMatchQuery(match: string, baseId: number): Stmt {
  return {
    sql: "SELECT count(*) AS n, group_concat(rowid - CAST(?2 AS INTEGER)) AS ids FROM product_search WHERE product_search MATCH ?1",
    params: [match, baseId],
  };
}

/** The relevance key of a term search (bm25 blended with popularity), as every page query orders by it. */
export function relevanceKey(): string {
  // the same for both relevance sorts and both markets (bySaleRelevance puts the sale rank first)
  return sortKeys("byRelevance", "us", true)[0].expr;
}

/**
 * The relevance key of each of the given products (JSON array of ids) that matches the FTS
 * expression: what the page query would order them by, computed for these products only. The
 * product_search scan stays the outer loop (`CROSS JOIN`) and the id list only filters it (`+`),
 * so bm25 runs for the listed products (looking each id up in FTS instead is ~100x slower).
 * ?1 match, ?2 ids. Rows: { id, k }.
 */
export function relevanceKeysQuery(match: string, ids: number[]): Stmt {
  return {
    sql: `SELECT f.rowid AS id, ${relevanceKey()} AS k
FROM product_search f CROSS JOIN product_categories pc ON pc.category_id = 0 AND pc.product_id = f.rowid
WHERE product_search MATCH ?1 AND +f.rowid IN (SELECT value FROM json_each(?2))`,
    params: [match, JSON.stringify(ids)],
  };
}

/**
 * The bm25 of every document matching ONE phrase (`"dog"*`), as rows { o: rowid offset from ?2,
 * b: bm25 }. A query's bm25 is the sum of its phrases' terms (FTS5 adds idf · tf part per phrase,
 * each from the phrase's own matches), so the index computes a multi-word key from these
 * (facet-index.server.ts relevanceKeysFromPhrases). Real values travel as numbers, not text
 * (text would round them).
 */
export function phraseScoresQuery(phrase: string, baseId: number): Stmt {
  return {
    sql: `SELECT rowid - CAST(?2 AS INTEGER) AS o, ${BM25_EXPR} AS b FROM product_search WHERE product_search MATCH ?1`,
    params: [phrase, baseId],
  };
}

/** The popularity part of the relevance key (SQL's own value) of every popularity a published product has. Rows: { p, t }. */
export function popularityTermsQuery(): Stmt {
  return {
    sql: `SELECT popularity AS p, ${popularityTerm("popularity")} AS t FROM (SELECT DISTINCT popularity FROM product_categories WHERE category_id = 0)`,
    params: [],
  };
}

/** Every word of the spelling vocabulary (the facet index keeps it per isolate). Rows: { word, len, doc_count }. */
export function allVocabQuery(): Stmt {
  return { sql: "SELECT word, len, doc_count FROM search_vocab", params: [] };
}
