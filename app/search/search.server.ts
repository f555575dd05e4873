// Listing search over the D1 catalogue: term (FTS5), category with descendants, facet filters
// (AND across keys, OR within a key), disjunctive facet counts, every sort option, paging,
// breadcrumbs, catalog info and spelling suggestions.
//
// Two engines, same results (tests compare them field by field):
//   - SQL: plain category pages and "big category + one facet key" read precomputed counts and
//     walk the sort indexes — one D1 round trip.
//   - facet index (facet-index.server.ts): terms and several facets are counted, totalled and
//     paged over per-isolate bitsets; SQL fetches the term's matches (unless every word is a
//     common one the index holds), bm25 for the products that can still make a relevance page
//     (relevance.ts) and the cards — one round trip, two when the term needs FTS first.
// Plus a round trip for a spelling suggestion, on a metadata cache miss and while the index loads.
// A search is three steps (runSearchWith): plan (planSearch), run the engines (runEngines), assemble
// (listingFrom, shaping in assemble.ts). The catalogue's reads, cards and SQL builders are
// app/catalogue/'s (README.md: how a search runs).
import type { FeatureFlags } from "#app/features/flags.ts";
import type { KeepAlive } from "#app/isolate/shared-work.ts";
import { CatalogueNotFoundError, parseCategoryId, type CategoryRecord } from "#app/catalogue/categories.server.ts";
import { type CatalogueDb, prepare, type Stmt } from "#app/catalogue/d1.server.ts";
import { priceBucketsUnder, priceValuesExclusive, type PriceBucketEdition } from "#app/catalogue/facet-values.ts";
import { SINGLE_VALUED_FACET_KEYS } from "#app/catalogue/facets.ts";
import {
  cachedCatalogueMeta,
  catalogueMetaForSearch,
  categoryFromMeta,
  childCategoriesFromMeta,
  findFacetValue,
  reloadCatalogueMeta,
  type CatalogueMeta,
  type ChildCategoryRow,
  type MetaCopy,
} from "#app/catalogue/metadata.server.ts";
import type { ProductRow } from "#app/catalogue/product-card-row.ts";
import { cardsQuery, catalogueVersionQuery } from "#app/catalogue/queries.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { assembleListing, withCloseMatches, withSpellingSuggestion } from "./assemble";
import { CLOSE_MATCH_MIN_WORDS, closeMatchWords } from "./close-matches";
import { buildFtsMatch, suggestTerm, tokenizeTerm, maxEditsFor } from "./fts";
import type { ListingData } from "./listing";
import {
  allVocabQuery,
  countQuery,
  facetCountQuery,
  pageQuery,
  pairCountQuery,
  pairFacetCountQuery,
  POPULARITY_BLEND,
  POPULARITY_LN_SCALE,
  precomputedFacetCountQuery,
  relevanceKeysQuery,
  termMatchQuery,
  tokenCountQuery,
  wordSetCountsQuery,
  type FilterGroup,
  type Region,
} from "./query.server";
import { FACET_KEYS, PAGE_SIZE_WEB, type SearchRequest, type SortOption } from "./request";
import { andPostingsInto, emptyBits, type Bitset } from "./bitset";
import {
  categoryCandidates,
  countFacets,
  ensureSearchParts,
  getFacetIndex,
  knownPhraseDocs,
  OrderedMatches,
  pageOf,
  phraseDocsOf,
  phraseMatches,
  relevanceKeysFromPhrases,
  rememberPhraseDocs,
  sortOrder,
  STALE,
  toBits,
  type FacetGroupIds,
  type FacetIndex,
  type KnownTerms,
  type Stale,
  type VocabEntry,
} from "./facet-index.server";
import {
  bm25Bound,
  firstRound,
  keyOf,
  missingKeys,
  NO_KEYS,
  orderedWithoutBm25,
  rankByKeys,
  secondRound,
  withKeys,
  type KnownKeys,
  type RelevanceWalk,
} from "./relevance";
import { logError } from "#app/errors/log-line.ts";

export interface SearchOptions {
  /** base URL of the retailer site for ListingData.baseUrl (default '') */
  baseUrl?: string;
  /** clock for the "new" badge (tests) */
  now?: Date;
  /**
   * Count and page terms / several facets over the per-isolate facet index (default true).
   * false runs everything in SQL, as before the index (slow for broad sets; same results).
   */
  useFacetIndex?: boolean;
  /** which edition of the price buckets the price facet lists (spec §9: v2 behind priceBucketsV2; default v1) */
  priceBuckets?: PriceBucketEdition;
  /**
   * Only the page of products (e.g. sponsored products beside a listing): no facet counts, no
   * category rows (no category breadcrumbs or descendants), no spelling suggestion; the total may
   * count only the page.
   */
  productsOnly?: boolean;
  /** read the cards' descriptions (default true: the search API answers them; a listing page shows none) */
  descriptions?: boolean;
  /** a term that finds nothing is answered with a near spelling's results (default true; the didYouMean flag) */
  spellingSuggestions?: boolean;
  /**
   * a term whose words find nothing together is answered with the products matching the most of its
   * words, said to be close matches (default true; ./close-matches.ts). A literal search turns this
   * and spellingSuggestions off: it searches exactly what was typed.
   */
  closeMatches?: boolean;
  /**
   * The flags' options (searchOptionsUnder) while the caller is still reading its flags: the search
   * starts without them and awaits them only where they matter (the price buckets when the answer
   * is assembled, the corrections after no results), so a new isolate's catalogue reads do not
   * wait for the CMS content the flags come from (decision 0086).
   */
  flagsLater?: Promise<FlagOptions>;
  /** the request's waitUntil: facet index loads it starts finish even when it stops waiting (app/isolate/shared-work.ts) */
  keepAlive?: KeepAlive;
  /** the SEARCH_INDEX KV: a new isolate reads its facet index from the catalogue version's snapshot there (docs/decisions/0076) */
  indexSnapshots?: KVNamespace;
  noteIndex?: IndexLoad["noteIndex"];
}

/** How the facet index is loaded: the request's waitUntil and the snapshots' KV; `noteIndex` hears where the index a search used came from. */
export type IndexLoad = Pick<SearchOptions, "keepAlive" | "indexSnapshots"> & { noteIndex?: (source: FacetIndex["source"]) => void };

/**
 * A request's IndexLoad: its waitUntil, the SEARCH_INDEX KV, and a Server-Timing note saying
 * whether the index came from its snapshot or was built from D1 (what the cold-start bench and
 * the tests read).
 */
export function indexLoadOf(context: {
  keepAlive: KeepAlive;
  timing: { note(name: string, description: string): void };
  cloudflare: { env: { SEARCH_INDEX: KVNamespace } };
}): IndexLoad {
  return {
    keepAlive: context.keepAlive,
    indexSnapshots: context.cloudflare.env.SEARCH_INDEX,
    noteIndex: (source) => context.timing.note("facet-index", source),
  };
}

/** KV's copy of the catalogue metadata, beside the facet index's snapshots: a new isolate's search reads it (decision 0086). */
const metaCopyOf = ({ indexSnapshots, keepAlive }: IndexLoad): MetaCopy | undefined => (indexSnapshots ? { kv: indexSnapshots, keepAlive } : undefined);

/** What the flags decide of a search. */
type FlagOptions = Pick<SearchOptions, "priceBuckets" | "spellingSuggestions" | "closeMatches">;

/** The options with the flags' options in, once read (SearchOptions.flagsLater). */
async function withFlags(options: SearchOptions): Promise<SearchOptions> {
  return options.flagsLater ? { ...options, ...(await options.flagsLater) } : options;
}

/**
 * What the flags ask of a search (spec §9 priceBucketsV2; didYouMean), and a literal search (the
 * page's "Search instead for" link, app/urls/listing-url.ts LISTING_PARAMS.literal): no correction.
 */
export function searchOptionsUnder(flags: Pick<FeatureFlags, "priceBucketsV2" | "didYouMean">, { literal = false }: { literal?: boolean } = {}): FlagOptions {
  return { priceBuckets: priceBucketsUnder(flags), spellingSuggestions: flags.didYouMean && !literal, closeMatches: !literal };
}

// ---- search -------------------------------------------------------------------------------

export async function searchListing(db: CatalogueDb, market: MarketConfig, request: SearchRequest, searchOptions: SearchOptions = {}): Promise<ListingData> {
  // A search that fails before it needs the flags never awaits them: their failure is then not news.
  searchOptions.flagsLater?.catch(() => undefined);
  const result = await runSearch(db, market, request, searchOptions);
  if (!result.noResults || !request.term || searchOptions.productsOnly) return result;
  const options = await withFlags(searchOptions);

  // No results for a term: try a near spelling ("dgo fod" → "dog food")…
  if (options.spellingSuggestions !== false) {
    const suggestion = await suggest(db, request.term, options.useFacetIndex === false ? null : knownPhraseDocs(cachedCatalogueMeta()?.version ?? ""));
    if (suggestion) {
      const retry = await runSearch(db, market, { ...request, term: suggestion }, options);
      if (!retry.noResults) return withSpellingSuggestion(retry, request.term, suggestion);
    }
  }
  // …then the products matching the most of its words (a long natural-language query).
  if (options.closeMatches !== false) {
    const kept = await closeMatchesOf(db, request.term);
    if (kept) {
      const retry = await runSearch(db, market, { ...request, term: kept.join(" ") }, options);
      if (!retry.noResults) return withCloseMatches(retry, request.term, kept.join(" "));
    }
  }
  return result;
}

/** The words of a close match for a term whose words find nothing together (./close-matches.ts): one statement. */
async function closeMatchesOf(db: CatalogueDb, term: string): Promise<string[] | null> {
  const tokens = tokenizeTerm(term);
  if (tokens.length < CLOSE_MATCH_MIN_WORDS) return null;
  const rows = await prepare(db, wordSetCountsQuery(tokens.map((t) => buildFtsMatch([t])!))).all<{ mask: number; n: number }>();
  return closeMatchWords(
    tokens,
    rows.results.map((r) => ({ mask: Number(r.mask), products: Number(r.n) })),
  );
}

async function runSearch(db: CatalogueDb, market: MarketConfig, request: SearchRequest, options: SearchOptions): Promise<ListingData> {
  const meta = await catalogueMetaForSearch(db, metaCopyOf(options));
  const result = await runSearchWith(db, market, request, options, meta);
  if (result === STALE) return runSearchWith(db, market, request, options, await reloadCatalogueMeta(db, metaCopyOf(options))) as Promise<ListingData>;
  return result as ListingData;
}

/**
 * One search over the metadata `meta`: plan it, run the engines, assemble the answer. STALE when
 * the catalogue was reseeded since `meta` was read (the caller reads it again and searches again).
 */
async function runSearchWith(
  db: CatalogueDb,
  market: MarketConfig,
  request: SearchRequest,
  options: SearchOptions,
  meta: CatalogueMeta,
): Promise<ListingData | Stale> {
  const plan = planSearch(market.region, request, options, meta);
  const found = await runEngines(db, meta, plan, options);
  // The catalogue was reseeded since the metadata was cached: the plan's decisions may be wrong.
  if (found === STALE || found.version !== meta.version) return STALE;
  return listingFrom(market, plan, await withFlags(options), meta, found);
}

// ---- plan: what the search will do, decided before any statement runs ------------------------

interface SearchPlan {
  region: Region;
  /** category id; 0 = the whole published catalogue */
  groupId: number;
  term: string | null;
  tokens: string[];
  /** the term as an FTS5 expression; null without a term */
  match: string | null;
  /** the selected values, grouped by key in the facet table's order */
  filters: FilterGroup[];
  sort: SortOption;
  from: number;
  count: number;
  descriptions: boolean;
  /** only the page of products: no facet counts, no category rows (SearchOptions.productsOnly) */
  productsOnly: boolean;
  /** a term with nothing searchable in it ("!!!"): finds nothing */
  impossible: boolean;
  /** a category (or the catalogue) as it is: its count and facet counts are precomputed */
  wholeCategory: boolean;
  /** the category is big enough to have the seed's pair counts */
  big: boolean;
  /** counted and paged over the in-memory facet index (else, and when the index cannot load, in SQL) */
  indexed: boolean;
  /** clock for the "new" badge */
  now: Date;
}

function planSearch(region: Region, request: SearchRequest, options: SearchOptions, meta: CatalogueMeta): SearchPlan {
  const groupId = request.groupId != null ? parseCategoryId(request.groupId) : 0;
  if (groupId == null) throw new CatalogueNotFoundError(`Unknown group ${request.groupId}`, request.groupId);
  const term = request.term?.trim() || null;
  const tokens = term ? tokenizeTerm(term) : [];
  const match = term ? buildFtsMatch(tokens) : null;
  const filters = groupFilters(request);
  const productsOnly = options.productsOnly === true;
  const impossible = term != null && match == null;
  const wholeCategory = match == null && !filters.length;
  const big = (meta.categoryCounts.get(groupId) ?? 0) >= meta.pairMinProducts;
  // Precomputed counts (plain category page, big category + one facet) stay in SQL; everything
  // else (terms, several facets) is counted and paged over the in-memory facet index, and so is a
  // search that counts nothing (SQL then only reads the page's cards).
  const indexed = options.useFacetIndex !== false && !impossible && (productsOnly || !(wholeCategory || pairCountsCover({ match, big }, filters)));
  return {
    region,
    groupId,
    term,
    tokens,
    match,
    filters,
    sort: request.sort ?? "byRelevance",
    from: request.from ?? 0,
    count: request.count ?? PAGE_SIZE_WEB,
    descriptions: options.descriptions !== false,
    productsOnly,
    impossible,
    wholeCategory,
    big,
    indexed,
    now: options.now ?? new Date(),
  };
}

function groupFilters(request: SearchRequest): FilterGroup[] {
  const byKey = new Map<string, Set<string>>();
  for (const f of request.facetFilters) {
    let s = byKey.get(f.key);
    if (!s) byKey.set(f.key, (s = new Set()));
    s.add(f.value);
  }
  // Stable order (FACET_KEYS) so equal requests give equal statements.
  return FACET_KEYS.filter((k) => byKey.has(k)).map((k) => ({ key: k, values: [...byKey.get(k)!].sort() }));
}

/**
 * Whether the seed's pair counts answer these filters: a big category, no term, one filter group
 * whose key has one value or is single-valued per product (price: per bucket edition).
 */
function pairCountsCover(plan: Pick<SearchPlan, "match" | "big">, filters: FilterGroup[]): boolean {
  if (plan.match != null || !plan.big || filters.length !== 1) return false;
  const { key, values } = filters[0];
  return values.length === 1 || (SINGLE_VALUED_FACET_KEYS.has(key) && (key !== "price_d" || priceValuesExclusive(values)));
}

// ---- execute: the page, the total and the facet counts, from the index or from SQL -----------

/** What the engines found, and the catalogue version they read it at. */
interface Found {
  pageRows: ProductRow[];
  total: number;
  /** facet key → value id → count */
  countsByKey: Map<string, Map<number, number>>;
  version: string;
}

const versionOf = (result: D1Result | undefined): string => (result?.results[0] as { version: string | null } | undefined)?.version ?? "";

/** Over the facet index when the plan says so and the index loads, else in SQL; the version check rides along either way. */
async function runEngines(db: CatalogueDb, meta: CatalogueMeta, plan: SearchPlan, load: IndexLoad): Promise<Found | Stale> {
  // The category, its ancestors and children come from the metadata, which this version check guards.
  const version = catalogueVersionQuery();
  if (plan.indexed) {
    const r = await indexedSearch(db, meta, { ...plan, facetCounts: !plan.productsOnly }, [version], load);
    if (r === STALE) return STALE;
    if (r !== UNAVAILABLE) return { pageRows: r.pageRows, total: r.total, countsByKey: r.countsByKey, version: versionOf(r.results[0]) };
  }
  return sqlSearch(db, meta, plan, version);
}

/** A filter matching at least this share of the catalogue is probed per candidate on a page query. */
const COMMON_FILTER_SHARE = 0.2;

/** The search in SQL: one batch of the version, the page, the count (unless the metadata has it) and the facet counts. */
async function sqlSearch(db: CatalogueDb, meta: CatalogueMeta, plan: SearchPlan, version: Stmt): Promise<Found> {
  const statements = sqlStatements(plan, meta);
  const names = [...statements.keys()];
  const [versionResult, ...results] = await db.batch([version, ...statements.values()].map((s) => prepare(db, s)));
  const rowsOf = <T>(name: string): T[] => {
    const i = names.indexOf(name);
    return i < 0 ? [] : (results[i].results as T[]);
  };
  const pageRows = rowsOf<ProductRow>("page");
  const total = plan.impossible
    ? 0
    : plan.productsOnly
      ? pageRows.length
      : plan.wholeCategory
        ? (meta.categoryCounts.get(plan.groupId) ?? 0)
        : Number(rowsOf<{ n: number }>("count")[0]?.n ?? 0);
  return { pageRows, total, countsByKey: facetCountsFrom(meta, plan, rowsOf), version: versionOf(versionResult) };
}

/** The SQL engine's statements by name, in batch order: "page", "count", "facets" and "facet:{i}" per selected key. */
function sqlStatements(plan: SearchPlan, meta: CatalogueMeta): Map<string, Stmt> {
  const statements = new Map<string, Stmt>();
  if (plan.impossible) return statements;
  const { region, groupId, match, filters } = plan;
  const totalProducts = meta.categoryCounts.get(0) ?? 0;
  const share = (f: FilterGroup) =>
    totalProducts ? f.values.reduce((n, v) => n + (findFacetValue(meta, f.key, v, region)?.total ?? 0), 0) / totalProducts : 0;
  // Page query: with a term every match is visited anyway → probe; without, a common filter is
  // probed while walking the sort index, a rare one is looked up as a set.
  const pageFilters = filters.map((f) => ({ ...f, mode: match != null || share(f) >= COMMON_FILTER_SHARE ? ("exists" as const) : ("in" as const) }));
  const countFilters = filters.map((f) => ({ ...f, mode: match != null ? ("exists" as const) : ("in" as const) }));
  const base = { region, groupId, match, filters: countFilters };
  const countsOver = (fs: FilterGroup[], onlyKey: string | null): Stmt =>
    match == null && !fs.length
      ? precomputedFacetCountQuery(groupId)
      : pairCountsCover(plan, fs)
        ? pairFacetCountQuery(groupId, region, fs[0])
        : facetCountQuery(base, fs, onlyKey);

  statements.set(
    "page",
    pageQuery({ region, groupId, match, filters: pageFilters, sort: plan.sort, from: plan.from, count: plan.count, descriptions: plan.descriptions }),
  );
  if (plan.productsOnly) return statements;
  // A whole category's count is in the metadata.
  if (!plan.wholeCategory) statements.set("count", pairCountsCover(plan, countFilters) ? pairCountQuery(groupId, region, countFilters[0]) : countQuery(base));
  // Unselected keys share one query over the fully filtered set.
  statements.set("facets", countsOver(countFilters, null));
  // Each selected key counts over the set filtered by the OTHER keys only.
  countFilters.forEach((f, i) =>
    statements.set(
      `facet:${i}`,
      countsOver(
        countFilters.filter((g) => g.key !== f.key),
        f.key,
      ),
    ),
  );
  return statements;
}

interface CountRow {
  id: number;
  n: number;
}

/** Facet key → value id → count from the count statements' rows: this market's values; a selected key's from its own statement. */
function facetCountsFrom(meta: CatalogueMeta, plan: SearchPlan, rowsOf: <T>(name: string) => T[]): Map<string, Map<number, number>> {
  const countsByKey = new Map<string, Map<number, number>>();
  const take = (rows: CountRow[], onlyKey: string | null) => {
    for (const r of rows) {
      const m = meta.byId.get(r.id);
      if (!m || (m.market !== "*" && m.market !== plan.region)) continue;
      if (onlyKey ? m.key !== onlyKey : plan.filters.some((f) => f.key === m.key)) continue;
      let c = countsByKey.get(m.key);
      if (!c) countsByKey.set(m.key, (c = new Map()));
      c.set(m.id, Number(r.n));
    }
  };
  take(rowsOf<CountRow>("facets"), null);
  plan.filters.forEach((f, i) => take(rowsOf<CountRow>(`facet:${i}`), f.key));
  return countsByKey;
}

// ---- assemble: the answer from what was found ------------------------------------------------

function listingFrom(market: MarketConfig, plan: SearchPlan, options: SearchOptions, meta: CatalogueMeta, found: Found): ListingData {
  const { category, children } = categoryRows(meta, plan);
  return assembleListing({
    market,
    now: plan.now,
    term: plan.term,
    filters: plan.filters,
    sort: plan.sort,
    from: plan.from,
    count: plan.count,
    baseUrl: options.baseUrl ?? "",
    total: found.total,
    pageRows: found.pageRows,
    category,
    children,
    // A products-only search lists no facets.
    facetValues: plan.productsOnly ? new Map() : meta.byId,
    countsByKey: found.countsByKey,
    facetLabel: (key, value) => findFacetValue(meta, key, value, plan.region)?.label,
    priceBuckets: options.priceBuckets ?? "v1",
  });
}

/** The requested category and its live children, from the metadata (none for a search over everything or a products-only one). */
function categoryRows(meta: CatalogueMeta, plan: SearchPlan): { category: CategoryRecord | null; children: ChildCategoryRow[] } {
  if (plan.groupId === 0 || plan.productsOnly) return { category: null, children: [] };
  const category = categoryFromMeta(meta, plan.groupId);
  if (!category) throw new CatalogueNotFoundError(`Unknown group ${plan.groupId}`, String(plan.groupId));
  return { category, children: childCategoriesFromMeta(meta, plan.groupId) };
}

// ---- search over the in-memory facet index ----------------------------------------------

interface IndexedQuery {
  region: Region;
  groupId: number;
  match: string | null;
  tokens: string[];
  filters: FilterGroup[];
  sort: SortOption;
  from: number;
  count: number;
  /** count every facet value (false: only the matches, for the page and total) */
  facetCounts: boolean;
  descriptions: boolean;
}

interface IndexedResult {
  /** results of the caller's statements (same positions), run in the first batch */
  results: D1Result[];
  pageRows: ProductRow[];
  total: number;
  countsByKey: Map<string, Map<number, number>>;
}

/** Sorts that rank by bm25 when there is a term. */
const BM25_SORTS = new Set<SortOption>(["byRelevance", "bySaleRelevance"]);

/** The facet index could not be loaded: search in SQL. */
const UNAVAILABLE = Symbol("facet index unavailable");

/**
 * Candidates (category ∧ term) → facet counts, total and the page, computed over the facet
 * index. SQL only fetches what the index cannot know: the term's matches (one text value), bm25
 * for the products that can still make the page (relevance sorts with a term), and the cards.
 * `stmts` (the version check) ride along in the first batch.
 */
async function indexedSearch(
  db: CatalogueDb,
  meta: CatalogueMeta,
  q: IndexedQuery,
  stmts: Stmt[],
  load: IndexLoad,
): Promise<IndexedResult | Stale | typeof UNAVAILABLE> {
  const bm25 = q.match != null && BM25_SORTS.has(q.sort);
  const hasCategory = q.groupId > 0 && (meta.categoryCounts.get(q.groupId) ?? 0) > 0;
  const ix = await loadIndexFor(db, meta.version, q, { bm25, hasCategory }, load);
  if (ix === STALE || ix === UNAVAILABLE) return ix;

  const groups = selectedValueIds(meta, q);
  const counted = q.facetCounts ? [...meta.byId.values()].filter((m) => m.market === "*" || m.market === q.region) : [];
  const order = sortOrder(ix, q.sort, q.region);
  const candidates = hasCategory || q.groupId === 0 ? categoryCandidates(ix, q.groupId) : emptyBits(ix.size);
  const trips = roundTrips(db, meta.version, stmts);
  try {
    const term = q.match != null ? await narrowToTerm(ix, q.match, q.tokens, bm25, candidates, trips) : null;
    const found = countFacets(ix, candidates, groups, counted);
    let pageRows: ProductRow[];
    if (!found.total) pageRows = await trips.rows<ProductRow>(null);
    else if (!bm25) pageRows = await cardsOf(ix, q, trips, pageOf(order, found.matches, q.from, q.count));
    else pageRows = await relevancePage(ix, q, term!, new OrderedMatches(order, found.matches, found.total), trips);
    return { results: trips.results(), pageRows, total: found.total, countsByKey: found.countsByKey };
  } catch (e) {
    // The catalogue was reseeded since the metadata was read (the first batch's version check).
    if (e === STALE) return STALE;
    throw e;
  }
}

/** The facet index with the parts this search reads loaded; UNAVAILABLE when it cannot load (the search then runs in SQL). */
async function loadIndexFor(
  db: CatalogueDb,
  version: string,
  q: IndexedQuery,
  { bm25, hasCategory }: { bm25: boolean; hasCategory: boolean },
  { keepAlive, indexSnapshots, noteIndex }: IndexLoad,
): Promise<FacetIndex | Stale | typeof UNAVAILABLE> {
  try {
    // the words' bm25 scores, for a relevance ranking: a new isolate reads their snapshot values with its index
    const phrases = bm25 ? q.tokens.map((t) => buildFtsMatch([t])!) : [];
    const sort = { sort: q.sort, region: q.region };
    // and the sort's order: a new isolate reads its snapshot value with its index too
    const index = await getFacetIndex(db, version, keepAlive, indexSnapshots, phrases, sort);
    if (index === STALE) return STALE;
    noteIndex?.(index.source);
    const parts = { category: hasCategory ? q.groupId : null, sort, terms: q.match != null, phrases };
    if (!(await ensureSearchParts(db, index, parts, keepAlive, indexSnapshots))) return STALE;
    return index;
  } catch (e) {
    // The index could not be loaded (e.g. a D1 limit): this search runs in SQL instead.
    logError(null, "facet index unavailable, searching in SQL", e);
    return UNAVAILABLE;
  }
}

/** The selected values as facet value ids of this market, per key. */
function selectedValueIds(meta: CatalogueMeta, q: IndexedQuery): FacetGroupIds[] {
  return q.filters.map((f) => {
    const values = new Set(f.values);
    const valueIds: number[] = [];
    for (const m of meta.byId.values()) if (m.key === f.key && (m.market === "*" || m.market === q.region) && values.has(m.value)) valueIds.push(m.id);
    return { key: f.key, valueIds };
  });
}

/** The D1 batches of one indexed search; the caller's statements ride in the first. */
interface RoundTrips {
  /** Runs `extra` (after the caller's statements when they have not run yet): the results of `extra`. Throws STALE when the version check fails. */
  send(extra: Stmt[]): Promise<D1Result[]>;
  /** Runs one statement (or only the caller's statements when not run yet, for null): its rows. */
  rows<T>(stmt: Stmt | null): Promise<T[]>;
  /** The results of the caller's statements. */
  results(): D1Result[];
}

function roundTrips(db: CatalogueDb, version: string, stmts: Stmt[]): RoundTrips {
  let results: D1Result[] | null = null;
  const send = async (extra: Stmt[]): Promise<D1Result[]> => {
    const all = results ? extra : [...stmts, ...extra];
    if (!all.length) return [];
    const res = await db.batch(all.map((s) => prepare(db, s)));
    if (results) return res;
    if (versionOf(res[0]) !== version) throw STALE;
    results = res.slice(0, stmts.length);
    return res.slice(stmts.length);
  };
  return {
    send,
    rows: async <T>(stmt: Stmt | null): Promise<T[]> => {
      const res = await send(stmt ? [stmt] : []);
      return stmt ? (res[0].results as T[]) : [];
    },
    results: () => results!,
  };
}

/** A term over the index: its FTS5 expression, one phrase per word and the phrases' document counts (bm25's bound). */
interface IndexedTerm {
  match: string;
  phrases: string[];
  phraseDocs: Map<string, number>;
}

/**
 * Narrows `candidates` to the term's matches: from the index when it knows every word's (common
 * words, scored phrases), else from FTS first — with each phrase's document count (bm25 bound)
 * unless known from an earlier search.
 */
async function narrowToTerm(ix: FacetIndex, match: string, tokens: string[], bm25: boolean, candidates: Bitset, trips: RoundTrips): Promise<IndexedTerm> {
  const phrases = tokens.map((t) => buildFtsMatch([t])!);
  const phraseDocs = new Map<string, number>();
  const known = phrases.map((p) => phraseMatches(ix, p));
  if (known.every((t) => t != null)) {
    for (const [i, t] of known.entries()) {
      andPostingsInto(candidates, t!.bits);
      phraseDocs.set(phrases[i], t!.docs);
    }
    return { match, phrases, phraseDocs };
  }
  for (const p of phrases) {
    const n = phraseDocsOf(ix, p);
    if (n !== undefined) phraseDocs.set(p, n);
  }
  const unknown = bm25 && tokens.length > 1 ? [...new Set(phrases.filter((p) => !phraseDocs.has(p)))] : [];
  const [matched, ...counts] = await trips.send([termMatchQuery(match, ix.baseId), ...unknown.map(tokenCountQuery)]);
  const matchRow = matched.results[0] as { n: number; ids: string | null } | undefined;
  // one token: its phrase is the whole query, matched by `n` documents
  if (tokens.length === 1) phraseDocs.set(match, Number(matchRow?.n ?? 0));
  unknown.forEach((p, i) => phraseDocs.set(p, Number((counts[i].results[0] as { n: number }).n)));
  for (const [p, n] of phraseDocs) rememberPhraseDocs(ix, p, n);
  andPostingsInto(candidates, toBits(ix, matchRow?.ids));
  return { match, phrases, phraseDocs };
}

const idsOf = (ix: FacetIndex, page: Int32Array) => Array.from(page, (j) => ix.ids[j]);

/** The cards of the page's products (dense indexes), in that order. */
function cardsOf(ix: FacetIndex, q: IndexedQuery, trips: RoundTrips, page: Int32Array): Promise<ProductRow[]> {
  return trips.rows<ProductRow>(page.length ? cardsQuery(q.region, idsOf(ix, page), q.descriptions) : null);
}

/** The page in relevance order, with bm25 only for the products that can still make it (relevance.ts). */
async function relevancePage(ix: FacetIndex, q: IndexedQuery, term: IndexedTerm, ordered: OrderedMatches, trips: RoundTrips): Promise<ProductRow[]> {
  const walk: RelevanceWalk = {
    walk: ordered,
    popularity: ix.popularity,
    saleRank: q.sort === "bySaleRelevance" ? ix.saleRank : null,
    k: q.from + q.count,
    bmax: bm25Bound(
      Math.max(ix.ftsRows, ix.size),
      term.phrases.map((p) => term.phraseDocs.get(p)!),
    ),
    blend: POPULARITY_BLEND,
    scale: Number(POPULARITY_LN_SCALE),
  };
  const rank = (len: number) => rankPrefix(ix, term, ordered.prefix(len), walk, trips);
  const round1 = firstRound(walk);
  let len = round1.len;
  // Popularity alone may already fix the order (very broad terms): then no bm25 at all.
  if (round1.sufficient && orderedWithoutBm25(walk, len)) return cardsOf(ix, q, trips, ordered.prefix(Math.min(len, q.from + q.count)).slice(q.from));
  let { top, known } = await rank(len);
  if (len < ordered.size) {
    // The last of the first k is the k-th best so far (k of them exist here unless the walk ran short).
    const kth = top.length === walk.k ? top[top.length - 1] : undefined;
    const more = kth !== undefined ? secondRound(walk, len, { sale: walk.saleRank ? walk.saleRank[kth] : 0, key: keyOf(known, kth)! }) : ordered.size;
    if (more > len) ({ top, known } = await rank((len = more)));
  }
  return cardsOf(ix, q, trips, top.slice(q.from));
}

/**
 * The first k products of the walk prefix `prefix` in relevance order. SQL computes the keys
 * of the products whose key the index does not know yet for this match (relevance.ts: keys
 * are exact and reusable); a product SQL does not return does not match (NaN: never ranked).
 */
async function rankPrefix(
  ix: FacetIndex,
  { match, phrases }: IndexedTerm,
  prefix: Int32Array,
  walk: RelevanceWalk,
  trips: RoundTrips,
): Promise<{ top: Int32Array; known: KnownKeys }> {
  let known = ix.relevanceKeys.get(match) ?? NO_KEYS;
  const missing = missingKeys(known, prefix);
  if (missing.length) {
    // from the phrases' bm25 scores when the index has them (no SQL), else SQL computes them
    const scored = relevanceKeysFromPhrases(ix, phrases, missing);
    const rows = scored ? [] : await trips.rows<{ id: number; k: number }>(relevanceKeysQuery(match, idsOf(ix, Int32Array.from(missing))));
    const got = new Map(rows.map((r) => [ix.idxOf(r.id - ix.baseId), r.k]));
    known = withKeys(known, scored ?? { idx: missing, key: missing.map((j) => got.get(j) ?? NaN) });
    ix.relevanceKeys.set(match, known);
  }
  return { top: rankByKeys(prefix, known, walk.saleRank, walk.k), known };
}

/**
 * "dgo food" → "dog food": replace tokens that match nothing by the nearest indexed word. The
 * loaded facet index (`known`) supplies what it knows — phrase document counts, the vocabulary
 * after its first load — so a suggestion usually costs no round trip of its own.
 */
async function suggest(db: CatalogueDb, term: string, known: KnownTerms | null): Promise<string | null> {
  const tokens = tokenizeTerm(term);
  if (!tokens.length) return null;
  const lens = tokens.filter((t) => maxEditsFor(t) > 0).map((t) => t.length);
  if (!lens.length) return null;
  const minLen = Math.max(1, Math.min(...lens) - 2);
  const maxLen = Math.max(...lens) + 2;
  const phrases = tokens.map((t) => buildFtsMatch([t])!);
  const ask = [...new Set(phrases.filter((p) => known?.phraseDocs(p) === undefined))];
  // every word is known to match (the words found nothing together): nothing to correct, no query
  if (!ask.length && phrases.every((p) => known!.phraseDocs(p)! > 0)) return null;
  const cachedVocab = known?.vocab(minLen, maxLen) ?? null;
  const stmts = [...(cachedVocab ? [] : [allVocabQuery()]), ...ask.map(tokenCountQuery)];
  const results = stmts.length ? await db.batch(stmts.map((s) => prepare(db, s))) : [];
  const asked = results.slice(cachedVocab ? 0 : 1);
  const docs = new Map(ask.map((p, i) => [p, Number((asked[i].results[0] as { n: number } | undefined)?.n ?? 0)]));
  let vocab = cachedVocab;
  if (!vocab) {
    const all: VocabEntry[] = (results[0].results as { word: string; len: number; doc_count: number }[]).map((r) => ({
      word: r.word,
      len: r.len,
      docCount: r.doc_count,
    }));
    known?.keepVocab(all); // kept even when this term needs no correction
    vocab = all.filter((w) => w.len >= minLen && w.len <= maxLen);
  }
  const unmatched = new Set(tokens.filter((_, i) => (docs.get(phrases[i]) ?? known?.phraseDocs(phrases[i]) ?? 0) === 0));
  if (!unmatched.size) return null;
  return suggestTerm(tokens, unmatched, vocab);
}
