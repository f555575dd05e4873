// Per-isolate in-memory facet index: exact disjunctive facet counts, totals and sort-order pages
// over tens of thousands of products in a few milliseconds, where SQLite needs ~0.5 µs per
// product-facet row (hundreds of ms for a broad term).
//
// Built lazily from the catalogue tables (no derived table of its own) and tied to the catalogue
// version (catalogue_meta): a reseed gives a new version and the next search rebuilds it.
//   - dense product index: the published products (product_categories, category 0) by id;
//   - the products of each facet value (product_facets), popularity and sale rank per product;
//   - loaded on first use: the products of each category (product_categories, with
//     descendants), one array per sort order (the ORDER BY of the page query, so orders are
//     SQLite's own) and the FTS matches of the most common words (FREQUENT_TERMS);
//   - caches bounded in bytes: phrase document counts, the relevance keys SQL computed per term
//     (relevance.ts), the bm25 of each phrase's matches once the phrase was searched (a term of
//     known phrases is matched and ranked without FTS: relevanceKeysFromPhrases), the spelling
//     vocabulary.
// Products of a value, category or word are a bitset, or their sorted list when that is smaller
// (bitset.ts Postings). 100k products: 2.8 MB loaded first, then 394 KB per sort order, up to
// 12.3 KB per category and 0.75 MB for the common words: 8.4 MB with everything loaded, plus at
// most 21 MB of caches, 16 MB of them phrase scores (docs/decisions/0013 has the isolate's measured heap).
import {
  andInto,
  bitIndexes,
  compactPostings,
  emptyBits,
  forEachInt,
  fullBits,
  hasBit,
  nonZeroWords,
  orPostingsInto,
  popcount,
  popcountAndPostings,
  setBit,
  toBitset,
  type Bitset,
  type Postings,
} from "./bitset";
import { BoundedCache, MAP_ENTRY_BYTES, stringBytes } from "./bounded-cache";
import { buildFtsMatch, type VocabWord } from "./fts";
import {
  decodeOrder,
  decodePhraseScores,
  decodeSnapshot,
  encodeOrder,
  encodePhraseScores,
  encodeSnapshot,
  orderKey,
  phraseScoresKey,
  snapshotKey,
  type Decoded,
  type SnapshotBase,
  type SnapshotValues,
} from "./index-snapshot";
import { SORT_OPTIONS } from "#app/catalogue/search-vocabulary.ts";
import { logError } from "#app/errors/log-line.ts";
import { type CatalogueDb, prepare, type Stmt } from "#app/catalogue/d1.server.ts";
import { catalogueVersionQuery } from "#app/catalogue/queries.server.ts";
import { publishMetaCopy } from "#app/catalogue/metadata.server.ts";
import { popularityTermsOf, type PopularityTerms } from "./popularity-terms";
import {
  categoryPostingQuery,
  facetPostingsQuery,
  frequentWordsQuery,
  ftsRowCountQuery,
  indexBoundsQuery,
  indexProductsQuery,
  orderByClause,
  phraseScoresQuery,
  popularityTermsQuery,
  sortOrderQuery,
  termMatchQuery,
  type Region,
} from "./query.server";
import { keyOf, knownKeysBytes, type KnownKeys } from "./relevance";
import { isLost, joinShared, startShared, type KeepAlive, type SharedWork } from "#app/isolate/shared-work.ts";
import type { SortOption } from "./request";

/** Product id range loaded per statement (keeps every group_concat text well under D1's 2 MB). */
const ID_CHUNK = 1 << 17;

/**
 * The matches of the most common words' FTS phrases (`"dog"*`) are part of the index (loaded
 * with the first term search): a term made of such words needs no FTS round trip for its
 * matches. Words matching at least `minShare` of the products, at most `max` of them. Rarer
 * words match few products, which FTS returns cheaply.
 */
const FREQUENT_TERMS = { minShare: 0.01, max: 64 };

export interface FacetIndex {
  version: string;
  /** published products */
  size: number;
  /** smallest published product id; ids travel as offsets from it */
  baseId: number;
  /** dense index → product id (ascending) */
  ids: Int32Array;
  /** product id offset → dense index (-1: not a published product) */
  idxOf: (offset: number) => number;
  /** the same as an array over the id span, when ids are dense enough (else null) */
  dense: Int32Array | null;
  popularity: Int32Array;
  saleRank: Int32Array;
  /** every published product */
  all: Bitset;
  /** facet value id → products having it */
  values: Map<number, Postings>;
  /** documents in the FTS index (bm25's N) */
  ftsRows: number;
  /** category id → products (with descendants); loaded on first use */
  categories: Map<number, Postings>;
  /** ORDER BY clause → dense indexes in that order; loaded on first use */
  orders: Map<string, Int32Array>;
  /** FTS phrase (MATCH text) → documents matching it, for the bm25 bound and suggestions */
  phraseDocs: BoundedCache<string, number>;
  /** MATCH text → the relevance keys SQL computed so far for it (relevance.ts, ranking with known keys) */
  relevanceKeys: BoundedCache<string, KnownKeys>;
  /**
   * FTS phrase → the bm25 of every published product matching it alone (phraseScoresQuery; the
   * keys of KnownKeys hold bm25, not relevance keys): relevance keys of any term made of such
   * phrases without SQL (relevanceKeysFromPhrases). Loaded once a phrase's match count is known.
   */
  phraseScores: BoundedCache<string, KnownKeys>;
  /** popularity → the popularity part of the relevance key as SQL computes it (popularityTermsQuery); loaded with the first phrase scores */
  popularityTerms: PopularityTerms | null;
  /**
   * phrase → match count of the phrases whose scores the snapshot holds as KV values of their own
   * (read before D1 is asked: readSnapshotScores); empty for an index built from D1. A phrase whose
   * value was missing or refused is taken out (D1 loads it, and its value is written again).
   */
  snapshotScores: Map<string, number>;
  /** reads of phrases' scores values in flight, by phrase (the first search's start with the base's read) */
  scoreReads: Map<string, SharedWork<ArrayBuffer | null>>;
  /**
   * ORDER BY clause → length of the sort orders the snapshot holds as KV values of their own, read
   * before D1 is asked, as the scores are; empty for an index built from D1.
   */
  snapshotOrders: Map<string, number>;
  /** reads of orders' values in flight, by clause (the first search's own sort starts with the base's read) */
  orderReads: Map<string, SharedWork<ArrayBuffer | null>>;
  /** the spelling vocabulary (search_vocab), once a suggestion loaded it */
  vocab: VocabEntry[] | null;
  /** the phrases of the most common words (FREQUENT_TERMS) */
  frequentPhrases: string[];
  /** their matches (and FTS document counts), once loaded (ensureParts terms) */
  terms: Map<string, { bits: Postings; docs: number }> | null;
  /** loads in flight, by part key */
  pending: Map<string, SharedWork<boolean>>;
  /** time the base load took (ms) */
  loadMs: number;
  /** where the base came from: the version's snapshot (one KV read), or D1 */
  source: "snapshot" | "d1";
}

/** The catalogue changed while loading: reload the catalogue metadata and try again. */
export const STALE = Symbol("stale catalogue");
export type Stale = typeof STALE;

const versionOf = (r: D1Result) => (r.results[0] as { version: string | null } | undefined)?.version ?? "";

function* chunks(minId: number, maxId: number): Generator<[number, number]> {
  for (let a = minId; a <= maxId; a += ID_CHUNK) yield [a, Math.min(maxId, a + ID_CHUNK - 1)];
}

async function loadBase(db: CatalogueDb, version: string): Promise<FacetIndex | Stale> {
  const started = Date.now();
  const [v1, boundsRes, ftsRes, wordsRes] = await db.batch([
    prepare(db, catalogueVersionQuery()),
    prepare(db, indexBoundsQuery()),
    prepare(db, ftsRowCountQuery()),
    prepare(db, frequentWordsQuery(FREQUENT_TERMS.minShare, FREQUENT_TERMS.max)),
  ]);
  if (versionOf(v1) !== version) return STALE;
  const bounds = boundsRes.results[0] as { n: number; min_id: number | null; max_id: number | null };
  const size = Number(bounds.n);
  const baseId = Number(bounds.min_id ?? 0);
  const maxId = Number(bounds.max_id ?? -1);
  const ranges = size ? [...chunks(baseId, maxId)] : [];
  const stmts: Stmt[] = [catalogueVersionQuery()];
  for (const [a, b] of ranges) stmts.push(indexProductsQuery(baseId, a, b));
  for (const [a, b] of ranges) stmts.push(facetPostingsQuery(baseId, a, b));
  const res = await db.batch(stmts.map((s) => prepare(db, s)));
  if (versionOf(res[0]) !== version) return STALE;

  const { ids, popularity, saleRank, lookup } = denseProducts(baseId, res.slice(1, 1 + ranges.length));
  return indexOf(
    {
      version,
      size: ids.length,
      baseId,
      ids,
      popularity,
      saleRank,
      values: facetValuePostings(ids.length, lookup.idxOf, res.slice(1 + ranges.length)),
      ftsRows: Number((ftsRes.results[0] as { n: number } | undefined)?.n ?? 0),
      categories: new Map(),
      orders: new Map(),
      frequentPhrases: (wordsRes.results as { word: string }[]).map((r) => buildFtsMatch([r.word])!),
      terms: null,
      scoredPhrases: new Map(),
      storedOrders: new Map(),
      popularityTerms: null,
    },
    "d1",
    started,
    lookup,
  );
}

/** The index over its catalogue parts (built from D1 or decoded from a snapshot's base), with empty caches. */
function indexOf(
  { scoredPhrases, storedOrders, ...parts }: SnapshotBase,
  source: FacetIndex["source"],
  started: number,
  { idxOf, dense } = denseIndexLookup(parts.baseId, parts.ids),
  { scoreReads, orderReads }: Pick<FacetIndex, "scoreReads" | "orderReads"> = { scoreReads: new Map(), orderReads: new Map() },
): FacetIndex {
  return {
    ...parts,
    idxOf,
    dense,
    all: fullBits(parts.size),
    phraseDocs: new BoundedCache(PHRASE_CACHE_BYTES, (phrase) => stringBytes(phrase) + MAP_ENTRY_BYTES),
    relevanceKeys: new BoundedCache(RELEVANCE_CACHE_BYTES, (match, keys) => stringBytes(match) + MAP_ENTRY_BYTES + knownKeysBytes(keys)),
    phraseScores: new BoundedCache<string, KnownKeys>(PHRASE_SCORES_BYTES, (phrase, scores) => stringBytes(phrase) + MAP_ENTRY_BYTES + knownKeysBytes(scores)),
    snapshotScores: scoredPhrases,
    scoreReads,
    snapshotOrders: storedOrders,
    orderReads,
    vocab: null,
    pending: new Map(),
    loadMs: Date.now() - started,
    source,
  };
}

/**
 * The dense index from the products statements' rows (id offset, popularity, sale rank triples):
 * published products by id, with their popularity and sale rank.
 */
function denseProducts(baseId: number, productRows: D1Result[]) {
  const triples: number[] = [];
  for (const r of productRows) forEachInt((r.results[0] as { rows: string | null })?.rows, (x) => triples.push(x));
  const offsets = new Int32Array(triples.length / 3);
  for (let i = 0; i < offsets.length; i++) offsets[i] = triples[3 * i];
  offsets.sort();
  const n = offsets.length;
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) ids[i] = baseId + offsets[i];
  const lookup = denseIndexLookup(baseId, ids);
  const { idxOf } = lookup;
  const popularity = new Int32Array(n);
  const saleRank = new Int32Array(n);
  for (let t = 0; t < triples.length; t += 3) {
    const i = idxOf(triples[t]);
    popularity[i] = triples[t + 1];
    saleRank[i] = triples[t + 2];
  }
  return { ids, popularity, saleRank, lookup };
}

/** Product id offset → dense index over the ascending `ids`: an array over the id span when ids are dense enough, else a map. */
function denseIndexLookup(baseId: number, ids: Int32Array): { idxOf: (offset: number) => number; dense: Int32Array | null } {
  const n = ids.length;
  const span = n ? ids[n - 1] - baseId + 1 : 0;
  if (span <= 16 * n + 4096) {
    const d = new Int32Array(span).fill(-1);
    for (let i = 0; i < n; i++) d[ids[i] - baseId] = i;
    return { idxOf: (o) => (o >= 0 && o < span ? d[o] : -1), dense: d };
  }
  const map = new Map<number, number>();
  for (let i = 0; i < n; i++) map.set(ids[i] - baseId, i);
  return { idxOf: (o) => map.get(o) ?? -1, dense: null };
}

/** Facet value id → its products, from the postings statements' rows (id offsets as text). */
function facetValuePostings(n: number, idxOf: (offset: number) => number, postingRows: D1Result[]): Map<number, Postings> {
  const valueBits = new Map<number, Bitset>();
  for (const r of postingRows) {
    for (const row of r.results as { id: number; ids: string | null }[]) {
      let b = valueBits.get(row.id);
      if (!b) valueBits.set(row.id, (b = emptyBits(n)));
      const bits = b;
      forEachInt(row.ids, (o) => {
        const j = idxOf(o);
        if (j >= 0) setBit(bits, j);
      });
    }
  }
  const values = new Map<number, Postings>();
  for (const [id, bits] of valueBits) values.set(id, compactPostings(bits));
  return values;
}

interface CacheEntry {
  version: string;
  load: SharedWork<FacetIndex | Stale>;
  /** set once loaded */
  index?: FacetIndex;
  /** set when the load failed (Date.now()) */
  failedAt?: number;
}
let cache: CacheEntry | null = null;
/** After a failed load, searches skip the index (SQL) this long before it is tried again. */
const RETRY_AFTER_MS = 60_000;
/**
 * A search waits this long for the index (or a part of it) another request is loading, then
 * searches in SQL and the next search loads it again. A cold load takes ~0.6 s at 100,000 products
 * (decision 0007): only a load that was lost (issue #23) ever reaches this.
 */
export const INDEX_LOAD_TIMEOUT_MS = 5_000;
const indexLoad = { what: "the facet index load", timeoutMs: INDEX_LOAD_TIMEOUT_MS };

/**
 * The index of the catalogue at `version` (loaded once per isolate and version). The request that
 * starts the load lends it `keepAlive` (its waitUntil), so the load finishes even when that request
 * does not wait for it; a load that is lost anyway rejects with SharedWorkTimeout after
 * INDEX_LOAD_TIMEOUT_MS and is started again by the next search. With `snapshots` (the
 * SEARCH_INDEX KV), the load is one read of the version's snapshot base, with the scores values of
 * `phrases` (the starting search's words, when it ranks by relevance) and the order value of
 * `sort` (the starting search's) read alongside it; without a
 * snapshot there, the index is built from D1 and the snapshot written for the next isolates
 * (docs/decisions/0076).
 */
export async function getFacetIndex(
  db: CatalogueDb,
  version: string,
  keepAlive?: KeepAlive,
  snapshots?: KVNamespace,
  phrases: string[] = [],
  sort: SortIn | null = null,
): Promise<FacetIndex | Stale> {
  if (
    !cache ||
    cache.version !== version ||
    (cache.failedAt != null && Date.now() - cache.failedAt >= RETRY_AFTER_MS) ||
    (!cache.index && cache.failedAt == null && isLost(cache.load))
  ) {
    const entry: CacheEntry = {
      version,
      load: startShared(() => loadIndex(db, version, snapshots, keepAlive, phrases, sort), { ...indexLoad, keepAlive }),
    };
    cache = entry;
    entry.load.promise.then(
      (r) => {
        if (r !== STALE) entry.index = r;
        else if (cache === entry) cache = null;
      },
      () => {
        entry.failedAt = Date.now();
      },
    );
  }
  const entry = cache;
  if (entry.index) return entry.index;
  return joinShared(entry.load, indexLoad, () => {
    if (cache === entry) cache = null;
  });
}

/** The snapshot of `version` in KV, when there is one and it is sound; else the base built from D1, whose snapshot is then written in the background. */
async function loadIndex(
  db: CatalogueDb,
  version: string,
  snapshots: KVNamespace | undefined,
  keepAlive: KeepAlive | undefined,
  phrases: string[],
  sort: SortIn | null,
): Promise<FacetIndex | Stale> {
  if (!snapshots) return loadBase(db, version);
  // A scores or order value's key needs the version and the phrase or clause only: read with the base, not after it.
  const readsOf = (kind: Pick<PartKind<unknown>, "key">, names: string[]) =>
    new Map([...new Set(names)].map((name) => [name, readValue(snapshots, kind.key(version, name), keepAlive)]));
  const reads = { scoreReads: readsOf(SCORES, phrases), orderReads: readsOf(ORDERS, orderClauses([sort])) };
  const read = await readSnapshot(snapshots, version, reads);
  if (read) return read;
  const index = await loadBase(db, version);
  // Not awaited: this request answers from the base; the rest of the index and the write follow it.
  if (index !== STALE) keepAlive?.(writeSnapshot(db, index, snapshots).catch((e) => logError(null, "facet index snapshot not written", e)));
  return index;
}

/** A snapshot value's bytes; null when absent or unreadable (logged: the part is then loaded from D1). */
async function valueBytes(snapshots: KVNamespace, key: string): Promise<ArrayBuffer | null> {
  try {
    return await snapshots.get(key, "arrayBuffer");
  } catch (e) {
    logError(null, `facet index snapshot value ${key} unreadable, loading from D1`, e);
    return null;
  }
}

/** A scores or order value's read, shared: a search that joins it must not hang on a request that ended (shared-work.ts). */
const readValue = (snapshots: KVNamespace, key: string, keepAlive: KeepAlive | undefined): SharedWork<ArrayBuffer | null> =>
  startShared(() => valueBytes(snapshots, key), { ...indexLoad, keepAlive });

/** The index from the version's snapshot base, or null when there is none or it is refused (logged: a refused snapshot is rebuilt and written again). */
async function readSnapshot(snapshots: KVNamespace, version: string, reads: Pick<FacetIndex, "scoreReads" | "orderReads">): Promise<FacetIndex | null> {
  const started = Date.now();
  const bytes = await valueBytes(snapshots, snapshotKey(version));
  if (!bytes) return null;
  const decoded = decodeSnapshot(bytes, version);
  if (!decoded.ok) {
    logError(null, `facet index snapshot refused (${decoded.reason}), building from D1`);
    return null;
  }
  // reads of parts the snapshot has no value for are not kept (a rare word's: FTS answers it)
  for (const phrase of reads.scoreReads.keys()) if (!decoded.value.scoredPhrases.has(phrase)) reads.scoreReads.delete(phrase);
  for (const clause of reads.orderReads.keys()) if (!decoded.value.storedOrders.has(clause)) reads.orderReads.delete(clause);
  return indexOf(decoded.value, "snapshot", started, undefined, reads);
}

/**
 * A kind of value a snapshot holds beside its base (a phrase's scores, a sort order), named by a
 * phrase or an ORDER BY clause, with a length the base lists (match count, products): where the
 * index keeps what the base lists, the reads in flight and the decoded part, and how a value is
 * keyed, encoded and decoded.
 */
interface PartKind<T> {
  what: string;
  listed: (index: FacetIndex) => Map<string, number>;
  reads: (index: FacetIndex) => Map<string, SharedWork<ArrayBuffer | null>>;
  get: (index: FacetIndex, name: string) => T | undefined;
  set: (index: FacetIndex, name: string, part: T) => void;
  lengthOf: (part: T) => number;
  key: (version: string, name: string) => string;
  encode: (version: string, name: string, part: T) => ArrayBuffer;
  decode: (bytes: ArrayBuffer, version: string, name: string, length: number) => Decoded<T>;
}

const SCORES: PartKind<KnownKeys> = {
  what: "scores of",
  listed: (index) => index.snapshotScores,
  reads: (index) => index.scoreReads,
  get: (index, phrase) => index.phraseScores.get(phrase),
  set: (index, phrase, scores) => index.phraseScores.set(phrase, scores),
  lengthOf: (scores) => scores.idx.length,
  key: phraseScoresKey,
  encode: encodePhraseScores,
  decode: decodePhraseScores,
};

const ORDERS: PartKind<Int32Array> = {
  what: "sort order",
  listed: (index) => index.snapshotOrders,
  reads: (index) => index.orderReads,
  get: (index, clause) => index.orders.get(clause),
  set: (index, clause, order) => index.orders.set(clause, order),
  lengthOf: (order) => order.length,
  key: orderKey,
  encode: encodeOrder,
  decode: decodeOrder,
};

/**
 * Sets those of the `names` parts whose snapshot values the index knows of, from KV (a read in
 * flight is joined; the first search's started with the base's). Returns the names whose value
 * was missing or refused, with the length the base lists: D1 loads them (ensureParts) and the
 * caller writes them again. A read that failed or timed out is left to D1 alone. A part is set
 * whole or not at all (the decoders check it against the base), so no relevance key is made of
 * part of a phrase's scores and no page of part of an order.
 */
async function readSnapshotParts<T>(
  kind: PartKind<T>,
  index: FacetIndex,
  names: string[],
  snapshots: KVNamespace | undefined,
  keepAlive: KeepAlive | undefined,
): Promise<Map<string, number>> {
  const absent = new Map<string, number>();
  const listed = kind.listed(index);
  const reads = kind.reads(index);
  const wanted = [...new Set(names)].filter((name) => listed.has(name) && !kind.get(index, name));
  if (!snapshots || !wanted.length) return absent;
  await Promise.all(
    wanted.map(async (name) => {
      const inFlight = reads.get(name);
      const read = inFlight && !isLost(inFlight) ? inFlight : readValue(snapshots, kind.key(index.version, name), keepAlive);
      reads.set(name, read);
      const forget = () => reads.get(name) === read && reads.delete(name);
      let bytes: ArrayBuffer | null;
      try {
        bytes = await joinShared(read, indexLoad, forget);
      } catch {
        return;
      } finally {
        forget();
      }
      const length = listed.get(name);
      // another request set it meanwhile, or found the value absent (and writes it)
      if (kind.get(index, name) || length === undefined) return;
      const decoded = bytes ? kind.decode(bytes, index.version, name, length) : null;
      if (decoded?.ok) {
        kind.set(index, name, decoded.value);
        return;
      }
      if (decoded) logError(null, `facet index snapshot ${kind.what} ${name} refused (${decoded.reason}), loading it from D1`);
      listed.delete(name);
      absent.set(name, length);
    }),
  );
  return absent;
}

/** The values of the `absent` parts D1 has loaded since, with the length the base lists (else the value would be refused again: the next full write mends it). */
function valuesAgain<T>(kind: PartKind<T>, index: FacetIndex, absent: Map<string, number>): [string, ArrayBuffer][] {
  return [...absent].flatMap(([name, length]) => {
    const part = kind.get(index, name);
    return part && kind.lengthOf(part) === length ? [[kind.key(index.version, name), kind.encode(index.version, name, part)] as [string, ArrayBuffer]] : [];
  });
}

/** A sort as a search asks for it. */
type SortIn = { sort: SortOption; region: Region };

/** The ORDER BY clauses of the sorts kept as arrays (not the id order, which is the dense order itself). */
function orderClauses(sorts: (SortIn | null | undefined)[]): string[] {
  return sorts.flatMap((s) => {
    const clause = s ? orderByClause(s.sort, s.region) : ID_ORDER;
    return clause === ID_ORDER ? [] : [clause];
  });
}

/**
 * The parts a search reads (ensureParts), its phrases' scores and its sort's order first from the
 * snapshot's values: those missing or refused there are loaded from D1 and their values written
 * again in the background (keepAlive), so the next isolates read them. false when the catalogue changed.
 */
export async function ensureSearchParts(
  db: CatalogueDb,
  index: FacetIndex,
  parts: IndexParts,
  keepAlive?: KeepAlive,
  snapshots?: KVNamespace,
): Promise<boolean> {
  const [absentScores, absentOrders] = await Promise.all([
    readSnapshotParts(SCORES, index, parts.phrases ?? [], snapshots, keepAlive),
    readSnapshotParts(ORDERS, index, orderClauses([parts.sort, ...(parts.sorts ?? [])]), snapshots, keepAlive),
  ]);
  if (!(await ensureParts(db, index, parts, keepAlive))) return false;
  const values = [...valuesAgain(SCORES, index, absentScores), ...valuesAgain(ORDERS, index, absentOrders)];
  if (snapshots && values.length) keepAlive?.(putValues(snapshots, values).catch((e) => logError(null, "facet index snapshot values not written", e)));
  return true;
}

/**
 * Snapshots live this long in KV: a catalogue version kept longer has its snapshot written again
 * by the first isolate after that; older versions' snapshots go by themselves.
 */
const SNAPSHOT_TTL_SECONDS = 30 * 24 * 3600;

/** Every sort order the index keeps as an array (all of them, both regions). */
const EVERY_SORT = SORT_OPTIONS.flatMap((sort) => (["us", "ca"] as const).map((region) => ({ sort, region })));

const SCORED_PHRASES_A_BATCH = 8;
/**
 * A snapshot's parts are loaded in the background (waitUntil, which runs 30 s past the answer, or a
 * catalogue load): no search waits for them, so each batch may take longer than a search would.
 */
const SNAPSHOT_LOAD_TIMEOUT_MS = 20_000;
/** KV's largest value (production: 25 MiB). */
const KV_VALUE_MAX_BYTES = 25 * 1024 * 1024;
/** KV writes of scores and order values at once (a snapshot has up to FREQUENT_TERMS.max and EVERY_SORT's orders). */
const PUTS_AT_ONCE = 8;

/** A snapshot's values: the base, one per scored phrase, one per sort order. */
export type StoredSnapshot = SnapshotValues;

/** Sizes of a snapshot's values in bytes (what the catalogue load and the bench report). */
export function snapshotSizes({ base, scores, orders }: StoredSnapshot) {
  const bytesOf = (values: Map<string, ArrayBuffer>) => [...values.values()].map((v) => v.byteLength);
  const sum = (each: number[]) => each.reduce((a, b) => a + b, 0);
  const scoresEach = bytesOf(scores);
  return {
    base: base.byteLength,
    phrases: scoresEach.length,
    scores: sum(scoresEach),
    largestScores: Math.max(0, ...scoresEach),
    orders: orders.size,
    ordersBytes: sum(bytesOf(orders)),
  };
}

/** The scores and order values of a snapshot, by KV key. */
function valuesByKey(version: string, { scores, orders }: Pick<StoredSnapshot, "scores" | "orders">): [string, ArrayBuffer][] {
  return [
    ...[...scores].map(([phrase, bytes]) => [SCORES.key(version, phrase), bytes] as [string, ArrayBuffer]),
    ...[...orders].map(([clause, bytes]) => [ORDERS.key(version, clause), bytes] as [string, ArrayBuffer]),
  ];
}

async function putValues(snapshots: KVNamespace, entries: [string, ArrayBuffer][]): Promise<void> {
  for (let i = 0; i < entries.length; i += PUTS_AT_ONCE) {
    await Promise.all(entries.slice(i, i + PUTS_AT_ONCE).map(([key, bytes]) => snapshots.put(key, bytes, { expirationTtl: SNAPSHOT_TTL_SECONDS })));
  }
}

/** Writes a version's snapshot: the scores and order values before the base, so a base that is read has its values there. */
export async function putSnapshot(snapshots: KVNamespace, version: string, stored: StoredSnapshot): Promise<void> {
  await putValues(snapshots, valuesByKey(version, stored));
  await snapshots.put(snapshotKey(version), stored.base, { expirationTtl: SNAPSHOT_TTL_SECONDS });
}

/** Removes a version's snapshot (the base first: a base is never read without its values). */
export async function deleteSnapshot(snapshots: KVNamespace, version: string, stored: Pick<StoredSnapshot, "scores" | "orders">): Promise<void> {
  await snapshots.delete(snapshotKey(version));
  await Promise.all(valuesByKey(version, stored).map(([key]) => snapshots.delete(key)));
}

/** The values the base lists of one kind, when every one is in KV and sound; else null. */
async function storedParts<T>(
  snapshots: KVNamespace,
  version: string,
  kind: PartKind<T>,
  listed: Map<string, number>,
): Promise<Map<string, ArrayBuffer> | null> {
  const values = new Map<string, ArrayBuffer>();
  for (const [name, length] of listed) {
    const bytes = await snapshots.get(kind.key(version, name), "arrayBuffer");
    if (!bytes || !kind.decode(bytes, version, name, length).ok) return null;
    values.set(name, bytes);
  }
  return values;
}

/** The version's snapshot in KV when its base and every scores and order value the base lists are sound; else null. */
export async function storedSnapshot(snapshots: KVNamespace, version: string): Promise<StoredSnapshot | null> {
  const base = await snapshots.get(snapshotKey(version), "arrayBuffer");
  const decoded = base && decodeSnapshot(base, version);
  if (!decoded || !decoded.ok) return null;
  const scores = await storedParts(snapshots, version, SCORES, decoded.value.scoredPhrases);
  const orders = scores && (await storedParts(snapshots, version, ORDERS, decoded.value.storedOrders));
  return scores && orders ? { base, scores, orders } : null;
}

/**
 * Loads what a snapshot holds beyond the base (every sort order, the common words' matches, then
 * their bm25 scores: known match counts come with the matches), then writes it. Each value is
 * checked against KV's limit: a phrase's scores or an order over it are left out (a first search
 * then loads them from D1); a base over it is not written, and isolates build from D1 as before.
 * null when the catalogue changed meanwhile (the next version's isolates write theirs).
 */
async function writeSnapshot(db: CatalogueDb, index: FacetIndex, snapshots: KVNamespace): Promise<StoredSnapshot | null> {
  if (!(await ensureParts(db, index, { sorts: EVERY_SORT, terms: true }, undefined, SNAPSHOT_LOAD_TIMEOUT_MS))) return null;
  // a few words a batch: all of them at once (~800,000 rows at 100k) outlast INDEX_LOAD_TIMEOUT_MS
  for (let i = 0; i < index.frequentPhrases.length; i += SCORED_PHRASES_A_BATCH) {
    if (!(await ensureParts(db, index, { phrases: index.frequentPhrases.slice(i, i + SCORED_PHRASES_A_BATCH) }, undefined, SNAPSHOT_LOAD_TIMEOUT_MS)))
      return null;
  }
  const scores = new Map(
    index.frequentPhrases.flatMap((phrase) => (index.phraseScores.has(phrase) ? [[phrase, index.phraseScores.get(phrase)!] as const] : [])),
  );
  const snapshot = encodeSnapshot({ ...index, phraseScores: scores }, KV_VALUE_MAX_BYTES);
  if (snapshot.base.byteLength > KV_VALUE_MAX_BYTES)
    throw new Error(`the snapshot's base is ${snapshot.base.byteLength} bytes, over KV's ${KV_VALUE_MAX_BYTES}`);
  await putSnapshot(snapshots, index.version, snapshot);
  return snapshot;
}

/**
 * Builds the index of the catalogue D1 holds now and writes its snapshot, unless that version's
 * snapshot is there and sound, and writes the catalogue metadata's copy beside it (each time: one
 * small value): what a catalogue load runs after loading (scripts/local-state.ts).
 */
export async function publishIndexSnapshot(
  db: CatalogueDb,
  snapshots: KVNamespace,
): Promise<{ version: string; sizes: ReturnType<typeof snapshotSizes>; written: boolean }> {
  const version = await publishMetaCopy(db, snapshots);
  const existing = await storedSnapshot(snapshots, version);
  if (existing) return { version, sizes: snapshotSizes(existing), written: false };
  const index = await loadBase(db, version);
  const written = index === STALE ? null : await writeSnapshot(db, index, snapshots);
  if (!written) throw new Error("the catalogue changed while its facet index snapshot was written");
  return { version, sizes: snapshotSizes(written), written: true };
}

/** A word of the spelling vocabulary with its length as search_vocab states it. */
export interface VocabEntry extends VocabWord {
  len: number;
}

/** What the loaded index knows about a query's words, for spelling suggestions (no load, no copy). */
export interface KnownTerms {
  /** documents matching an FTS phrase, when known */
  phraseDocs(phrase: string): number | undefined;
  /** the vocabulary words of length minLen..maxLen (search_vocab.len), or null when not loaded yet */
  vocab(minLen: number, maxLen: number): VocabWord[] | null;
  /** keeps the whole vocabulary (allVocabQuery) for the isolate's next suggestions */
  keepVocab(words: VocabEntry[]): void;
}

/** The loaded index of `version` as KnownTerms (no load), or null. */
export function knownPhraseDocs(version: string): KnownTerms | null {
  const index = cache && cache.version === version ? cache.index : undefined;
  if (!index) return null;
  return {
    phraseDocs: (phrase) => phraseDocsOf(index, phrase),
    vocab: (minLen, maxLen) => index.vocab?.filter((w) => w.len >= minLen && w.len <= maxLen) ?? null,
    keepVocab: (words) => {
      index.vocab = words;
    },
  };
}

/** Documents matching an FTS phrase, when the index knows (common words, earlier searches). */
export function phraseDocsOf(index: FacetIndex, phrase: string): number | undefined {
  return index.terms?.get(phrase)?.docs ?? index.phraseDocs.get(phrase);
}

/**
 * The products matching an FTS phrase (and its FTS document count), when the index knows them:
 * a common word's, or the members of the phrase's bm25 scores (every published product matching
 * it). undefined: ask FTS.
 */
export function phraseMatches(index: FacetIndex, phrase: string): { bits: Postings; docs: number } | undefined {
  const common = index.terms?.get(phrase);
  if (common) return common;
  const scores = index.phraseScores.get(phrase);
  const docs = index.phraseDocs.get(phrase);
  return scores && docs !== undefined ? { bits: scores.idx, docs } : undefined;
}

/** The cached index, if any (diagnostics). */
export function cachedFacetIndex(): Promise<FacetIndex | Stale> | null {
  return cache?.load.promise ?? null;
}

/** Sort orders kept as arrays; byId is the dense order itself. */
const ID_ORDER = "pc.product_id";

/** One part of the index to load: its key in FacetIndex.pending, its statement and how its rows go into the index. */
interface PartLoad {
  key: string;
  stmt: Stmt;
  apply: (r: D1Result) => void;
}

/** Asks for a part unless the index has it (`have`); `stmt` is built only when the part is loaded. */
type WantPart = (key: string, stmt: () => Stmt, apply: (r: D1Result) => void, have: boolean) => void;

type IndexParts = {
  category?: number | null;
  sort?: SortIn | null;
  /** more sort orders (a snapshot's every one) */
  sorts?: SortIn[];
  terms?: boolean;
  phrases?: string[];
};

/**
 * Loads, in one D1 batch, whatever of a category bitset, a sort order, the common words' matches
 * and phrase scores is not loaded yet (parts another request is loading are joined). false when
 * the catalogue changed meanwhile.
 */
export async function ensureParts(
  db: CatalogueDb,
  index: FacetIndex,
  parts: IndexParts,
  keepAlive?: KeepAlive,
  timeoutMs = INDEX_LOAD_TIMEOUT_MS,
): Promise<boolean> {
  const wanted: PartLoad[] = [];
  const waits: Promise<boolean>[] = [];
  const want: WantPart = (key, stmt, apply, have) => {
    if (have || wanted.some((w) => w.key === key)) return;
    const pending = index.pending.get(key);
    // Another request's load of this part: joined until its deadline (then forgotten, so the next search loads it).
    if (pending && !isLost(pending)) waits.push(joinShared(pending, indexLoad, () => index.pending.get(key) === pending && index.pending.delete(key)));
    else wanted.push({ key, stmt: stmt(), apply });
  };
  wantCategoryAndSort(index, parts, want);
  if (parts.terms) wantFrequentTerms(index, want);
  wantPhraseScores(index, parts.phrases ?? [], want);
  if (wanted.length) waits.push(loadParts(db, index, wanted, keepAlive, timeoutMs));
  const oks = await Promise.all(waits);
  return oks.every(Boolean);
}

/** The category's products (with descendants) and the sort order, unless loaded. */
function wantCategoryAndSort(index: FacetIndex, parts: IndexParts, want: WantPart): void {
  const c = parts.category;
  if (c != null && c > 0) {
    want(
      `c:${c}`,
      () => categoryPostingQuery(c, index.baseId),
      (r) => index.categories.set(c, compactPostings(toBits(index, (r.results[0] as { ids: string | null } | undefined)?.ids))),
      index.categories.has(c),
    );
  }
  for (const s of [parts.sort, ...(parts.sorts ?? [])]) {
    const clause = s ? orderByClause(s.sort, s.region) : ID_ORDER;
    if (s && clause !== ID_ORDER) {
      want(
        `o:${clause}`,
        () => sortOrderQuery(s.sort, s.region, index.baseId),
        (r) => index.orders.set(clause, toOrder(index, (r.results[0] as { ids: string | null } | undefined)?.ids)),
        index.orders.has(clause),
      );
    }
  }
}

/** The matches of the most common words (FREQUENT_TERMS), all set at once when the last arrives. */
function wantFrequentTerms(index: FacetIndex, want: WantPart): void {
  const phrases = index.frequentPhrases;
  if (!phrases.length) return;
  const loaded = new Map<string, { bits: Postings; docs: number }>();
  phrases.forEach((phrase, i) =>
    want(
      `t:${phrase}`,
      () => termMatchQuery(phrase, index.baseId),
      (r) => {
        const row = r.results[0] as { n: number; ids: string | null } | undefined;
        loaded.set(phrase, { bits: compactPostings(toBits(index, row?.ids)), docs: Number(row?.n ?? 0) });
        if (i === phrases.length - 1) index.terms = loaded;
      },
      index.terms != null,
    ),
  );
}

/**
 * The bm25 of a phrase's matches, once its match count is known (an earlier search asked FTS,
 * or a common word) and small enough: a phrase seen once is likely to come back in other terms.
 * With them, the popularity terms of the relevance key.
 */
function wantPhraseScores(index: FacetIndex, phrases: string[], want: WantPart): void {
  const scorable = phrases.filter((phrase) => {
    const docs = phraseDocsOf(index, phrase);
    return docs !== undefined && docs > 0 && docs <= PHRASE_SCORES_MAX_DOCS;
  });
  for (const phrase of new Set(scorable)) {
    want(
      `s:${phrase}`,
      () => phraseScoresQuery(phrase, index.baseId),
      (r) => index.phraseScores.set(phrase, toScores(index, r.results as { o: number; b: number }[])),
      index.phraseScores.has(phrase),
    );
  }
  if (scorable.length) {
    want(
      "popularity-terms",
      () => popularityTermsQuery(),
      (r) => (index.popularityTerms = popularityTermsOf((r.results as { p: number; t: number }[]).map((row) => [Number(row.p), row.t]))),
      index.popularityTerms != null,
    );
  }
}

/**
 * Loads the wanted parts in one batch behind a version check, shared with other requests that
 * want them meanwhile (FacetIndex.pending, until it settles). false when the catalogue changed.
 */
function loadParts(db: CatalogueDb, index: FacetIndex, wanted: PartLoad[], keepAlive: KeepAlive | undefined, timeoutMs: number): Promise<boolean> {
  const load = startShared(
    async () => {
      const res = await db.batch([catalogueVersionQuery(), ...wanted.map((w) => w.stmt)].map((st) => prepare(db, st)));
      if (versionOf(res[0]) !== index.version) return false;
      wanted.forEach((w, i) => w.apply(res[1 + i]));
      return true;
    },
    { ...indexLoad, timeoutMs, keepAlive },
  );
  const forget = () => wanted.forEach((w) => index.pending.get(w.key) === load && index.pending.delete(w.key));
  load.promise.then(forget, forget);
  for (const w of wanted) index.pending.set(w.key, load);
  return joinShared(load, { ...indexLoad, timeoutMs }, forget);
}

/**
 * Phrase bm25 scores kept per index: 12 bytes a matching product ("dog"* at 100k: ~53,000
 * products, 0.6 MB). Every word of the 100k vocabulary together (search_vocab: 705 words,
 * ~955,000 matches) is ~11.5 MB, so at 100k no scores are dropped and loaded again.
 */
const PHRASE_SCORES_BYTES = 16 << 20;
/** Phrases matching more documents than this are not scored whole (their terms ask SQL, as before). */
const PHRASE_SCORES_MAX_DOCS = 65_536;

/** Rows { o: id offset, b: bm25 } as KnownKeys over the dense index (unpublished products left out). */
function toScores(index: FacetIndex, rows: { o: number; b: number }[]): KnownKeys {
  const idx: number[] = [];
  const key: number[] = [];
  for (const row of rows) {
    const j = index.idxOf(Number(row.o));
    if (j >= 0) {
      idx.push(j);
      key.push(row.b);
    }
  }
  // FTS5 returns rowids ascending, and dense indexes ascend with the id: sorted unless told otherwise
  if (idx.every((j, i) => i === 0 || idx[i - 1] < j)) return { idx: Int32Array.from(idx), key: Float64Array.from(key) };
  const order = Array.from(idx.keys()).sort((a, b) => idx[a] - idx[b]);
  return { idx: Int32Array.from(order, (i) => idx[i]), key: Float64Array.from(order, (i) => key[i]) };
}

/**
 * The relevance keys of `products` for the FTS expression made of `phrases` (buildFtsMatch of
 * each token, in the term's order), computed from the phrases' bm25 scores without SQL — or null
 * when a phrase's scores, the popularity terms or a product's score are not known.
 *
 * Exactly SQL's value: FTS5's bm25 is `-1.0 * score` where `score` starts at 0.0 and adds, phrase
 * by phrase in query order, idf_i · f_i(k1+1) / (f_i + k1(1 - b + b·|D|/avgdl)); each term
 * depends only on the phrase and the document, and a one-phrase query returns minus exactly that
 * term. So the same additions in the same order give the same double, and the key subtracts
 * SQL's own popularity term (relevanceKey(): bm25 - term). The tests compare both for every match.
 */
export function relevanceKeysFromPhrases(index: FacetIndex, phrases: string[], products: ArrayLike<number>): KnownKeys | null {
  const terms = index.popularityTerms;
  if (!terms || !phrases.length) return null;
  const tables: KnownKeys[] = [];
  for (const phrase of phrases) {
    const t = index.phraseScores.get(phrase);
    if (!t) return null;
    tables.push(t);
  }
  const idx = new Int32Array(products.length);
  const key = new Float64Array(products.length);
  for (let i = 0; i < products.length; i++) {
    const j = products[i];
    let score = 0.0;
    for (const t of tables) {
      const b = keyOf(t, j);
      if (b === undefined) return null;
      score += -b;
    }
    const p = keyOf(terms, index.popularity[j]);
    if (p === undefined) return null;
    idx[i] = j;
    key[i] = -1.0 * score - p;
  }
  return { idx, key };
}

/** Phrase document counts kept per index: ~10,000 phrases (least recently used dropped). */
const PHRASE_CACHE_BYTES = 1 << 20;
/**
 * Relevance keys kept per index: 12 bytes a product, so ~350,000 keys — a first page of a broad
 * term needs up to ~2,000 (RELEVANCE_TUNING.scoreAllMax), a deep page of "dog food" ~20,000.
 */
const RELEVANCE_CACHE_BYTES = 4 << 20;

export function rememberPhraseDocs(index: FacetIndex, phrase: string, docs: number): void {
  index.phraseDocs.set(phrase, docs);
}

/** Bitset of a comma-separated list of id offsets (unknown or negative ids ignored). */
export function toBits(index: FacetIndex, text: string | null | undefined): Bitset {
  const b = emptyBits(index.size);
  if (!text) return b;
  const dense = index.dense;
  let n = 0;
  let digits = false;
  let skip = false;
  const len = text.length;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 44;
    if (c === 44) {
      if (digits && !skip) {
        const j = dense ? (n < dense.length ? dense[n] : -1) : index.idxOf(n);
        if (j >= 0) b[j >>> 5] |= 1 << (j & 31);
      }
      n = 0;
      digits = false;
      skip = false;
    } else if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      digits = true;
    } else skip = true;
  }
  return b;
}

function toOrder(index: FacetIndex, text: string | null | undefined): Int32Array {
  const out = new Int32Array(index.size);
  let n = 0;
  forEachInt(text, (o) => {
    const j = index.idxOf(o);
    if (j >= 0 && n < out.length) out[n++] = j;
  });
  return n === out.length ? out : out.slice(0, n);
}

/** The products of a category (0 = every published product; none when not loaded), as a new bitset. */
export function categoryCandidates(index: FacetIndex, groupId: number): Bitset {
  if (groupId === 0) return index.all.slice();
  const p = index.categories.get(groupId);
  return p ? toBitset(p, index.size) : emptyBits(index.size);
}

/** The order array of a sort, or null for the id order. Call ensureParts first. */
export function sortOrder(index: FacetIndex, sort: SortOption, region: Region): Int32Array | null {
  const clause = orderByClause(sort, region);
  if (clause === ID_ORDER) return null;
  const o = index.orders.get(clause);
  if (!o) throw new Error(`sort order not loaded: ${clause}`);
  return o;
}

export interface FacetGroupIds {
  key: string;
  /** facet value ids selected for the key (OR) */
  valueIds: number[];
}

export interface FacetCounts {
  /** the products matching the candidates and every group */
  matches: Bitset;
  total: number;
  /** key → facet value id → count (> 0 only) */
  countsByKey: Map<string, Map<number, number>>;
}

/**
 * Disjunctive facet counts over `candidates`: AND across groups, OR within one. A value of an
 * unselected key counts products matching every group; a value of a selected key counts
 * products matching every OTHER group (its own selection does not shrink its counts).
 * `counted` lists the facet values to count (those of the market).
 */
export function countFacets(index: FacetIndex, candidates: Bitset, groups: FacetGroupIds[], counted: { id: number; key: string }[]): FacetCounts {
  const filters = groups.map((g) => {
    const f = emptyBits(index.size);
    for (const v of g.valueIds) {
      const b = index.values.get(v);
      if (b) orPostingsInto(f, b);
    }
    return f;
  });
  const matches = candidates.slice();
  for (const f of filters) andInto(matches, f);
  // per selected key: candidates filtered by the other keys
  const others = new Map<string, { bits: Bitset; words: Int32Array }>();
  groups.forEach((g, i) => {
    const bits = candidates.slice();
    filters.forEach((f, j) => {
      if (j !== i) andInto(bits, f);
    });
    others.set(g.key, { bits, words: nonZeroWords(bits) });
  });
  const matchWords = nonZeroWords(matches);
  const countsByKey = new Map<string, Map<number, number>>();
  for (const v of counted) {
    const b = index.values.get(v.id);
    if (!b) continue;
    const o = others.get(v.key);
    const n = o ? popcountAndPostings(o.bits, b, o.words) : popcountAndPostings(matches, b, matchWords);
    if (!n) continue;
    let m = countsByKey.get(v.key);
    if (!m) countsByKey.set(v.key, (m = new Map()));
    m.set(v.id, n);
  }
  return { matches, total: popcount(matches), countsByKey };
}

/** Products `from`..`from+count` of `matches` in a sort order (null: id order). */
export function pageOf(order: Int32Array | null, matches: Bitset, from: number, count: number): Int32Array {
  const out: number[] = [];
  let seen = 0;
  if (order) {
    for (let i = 0; i < order.length && out.length < count; i++) {
      const j = order[i];
      if (hasBit(matches, j) && seen++ >= from) out.push(j);
    }
  } else {
    const all = bitIndexes(matches);
    for (let i = from; i < all.length && out.length < count; i++) out.push(all[i]);
  }
  return Int32Array.from(out);
}

/** The products of `matches` in a sort order (null: id order), materialised only as far as read. */
export class OrderedMatches {
  readonly size: number;
  private buf: Int32Array;
  private filled = 0;
  private pos = 0;
  constructor(
    private readonly order: Int32Array | null,
    private readonly matches: Bitset,
    size?: number,
  ) {
    this.size = size ?? popcount(matches);
    this.buf = order ? new Int32Array(Math.min(this.size, 1024)) : bitIndexes(matches);
    if (!order) this.filled = this.size;
  }
  /** the j-th product (dense index), j < size */
  at(j: number): number {
    if (j >= this.filled) this.fill(j + 1);
    return this.buf[j];
  }
  /** the first `n` products */
  prefix(n: number): Int32Array {
    if (n > this.filled) this.fill(n);
    return this.buf.subarray(0, n);
  }
  private fill(n: number) {
    const order = this.order!;
    if (n > this.buf.length) {
      const bigger = new Int32Array(Math.min(this.size, Math.max(n, this.buf.length * 2)));
      bigger.set(this.buf.subarray(0, this.filled));
      this.buf = bigger;
    }
    const m = this.matches;
    let pos = this.pos;
    let filled = this.filled;
    while (filled < n && pos < order.length) {
      const j = order[pos++];
      if (m[j >>> 5] & (1 << (j & 31))) this.buf[filled++] = j;
    }
    this.pos = pos;
    this.filled = filled;
  }
}

/** Bytes held by the index (typed arrays, and the caches' estimates). */
export function indexBytes(index: FacetIndex): number {
  let n = index.ids.byteLength + index.popularity.byteLength + index.saleRank.byteLength + index.all.byteLength;
  // the id → index lookup (dense array of the id span, or a map of ~16 bytes an entry)
  n += index.dense ? index.dense.byteLength : index.size * 16;
  for (const b of index.values.values()) n += b.byteLength;
  for (const b of index.categories.values()) n += b.byteLength;
  for (const o of index.orders.values()) n += o.byteLength;
  for (const t of index.terms?.values() ?? []) n += t.bits.byteLength;
  n += index.phraseDocs.bytes + index.relevanceKeys.bytes + index.phraseScores.bytes;
  n += index.popularityTerms ? knownKeysBytes(index.popularityTerms) : 0;
  for (const w of index.vocab ?? []) n += stringBytes(w.word) + 32;
  return n;
}
