// Relevance pages with a term: which products need bm25 at all (pure).
//
// The relevance key of a product is x = bm25 - BLEND * ln(1 + popularity) / SCALE (lower is
// better; bySaleRelevance orders by sale rank first, ties end on the product id). bm25 is the
// expensive part (1-4 µs per product in SQLite), but it is bounded: FTS5's bm25 is
// -Σ idf_i · f·(k1+1) / (f + K) over the query phrases with f ≥ 0 and K > 0, so it lies in
// (-bmax, 0] with bmax = (k1+1) · Σ idf_i. Every product's key is therefore within
// (P - bmax, P] where P = -BLEND · ln(1+popularity) / SCALE needs no bm25.
//
// The candidates are walked in (sale rank desc, popularity desc, id) order, i.e. by that upper
// bound P. SQL ranks a prefix of the walk exactly and returns the page plus the key of the k-th
// product (k = from + count). Any product after the prefix whose lower bound P - bmax is worse
// than that k-th key cannot be in the first k, and the lower bounds only grow along the walk: so
// either the prefix was enough (the page is exact) or a longer prefix, found from the k-th key,
// is (second and last round).

/** FTS5 bm25 constants (sqlite ext/fts5/fts5_aux.c). */
const BM25_K1 = 1.2;
/** FTS5 replaces a non-positive idf by this. */
export const BM25_MIN_IDF = 1e-6;

/** Upper bound of -bm25 for a query whose phrases match `phraseDocs` documents each, out of `docs`. */
export function bm25Bound(docs: number, phraseDocs: number[]): number {
  let sum = 0;
  for (const n of phraseDocs) {
    const idf = Math.log((docs - n + 0.5) / (n + 0.5));
    sum += idf > 0 ? idf : BM25_MIN_IDF;
  }
  return (BM25_K1 + 1) * sum;
}

export interface RelevanceWalk {
  /** candidate products (dense indexes) in walk order: sale rank desc (if used), popularity desc, id asc */
  walk: { size: number; at(j: number): number };
  popularity: Int32Array;
  /** sale rank per product for bySaleRelevance; null for byRelevance */
  saleRank: Int32Array | null;
  /** how many of the best are needed (from + count) */
  k: number;
  /** upper bound of -bm25 (bm25Bound) */
  bmax: number;
  /** the popularity term of the SQL key: blend * ln(1 + popularity) / scale */
  blend: number;
  scale: number;
}

export interface RelevanceTuning {
  /** rank the whole provably sufficient prefix at once when it is at most this long */
  scoreAllMax: number;
  /** first-round guess of the share of bmax the best products reach (0..1) */
  guess: number;
}
export const RELEVANCE_TUNING: RelevanceTuning = { scoreAllMax: 2000, guess: 0.9 };

/** Margin for float noise between this arithmetic and SQLite's (keys are about 1e0..1e1). */
const EPS = 1e-7;

function helpers(w: RelevanceWalk) {
  const bmax = w.bmax * (1 + 1e-9) + 1e-12;
  const sale = (j: number) => (w.saleRank ? w.saleRank[w.walk.at(j)] : 0);
  const upper = (j: number) => (-w.blend * Math.log(1 + w.popularity[w.walk.at(j)])) / w.scale;
  /** end of the walk prefix (from `start`, at most `limit`) whose products satisfy `ok`; ok must hold for a prefix */
  const prefix = (start: number, ok: (j: number) => boolean, limit = Infinity) => {
    const end = Math.min(w.walk.size, limit);
    let j = start;
    while (j < end && ok(j)) j++;
    return j;
  };
  return { bmax, sale, upper, prefix };
}

/**
 * Whether the walk prefix [0, len) — which must be provably sufficient (firstRound's result when
 * at most scoreAllMax, or the whole walk) — is already in exact relevance order: true when
 * neighbours differ in sale rank or their popularity terms are more than bmax apart, so no bm25
 * can swap them. Then the page needs no bm25 at all (very broad terms, whose idf is ~0).
 */
export function orderedWithoutBm25(w: RelevanceWalk, len: number): boolean {
  const { bmax, sale, upper } = helpers(w);
  for (let j = 0; j + 1 < len; j++) {
    if (sale(j) > sale(j + 1)) continue;
    if (!(upper(j + 1) - upper(j) > bmax + EPS)) return false;
  }
  return true;
}

/**
 * The walk prefix to rank first: `len` is never less than min(k, walk length); `sufficient`
 * when it provably holds the first k (else it is a guess, checked by secondRound).
 */
export function firstRound(w: RelevanceWalk, tuning: RelevanceTuning = RELEVANCE_TUNING): { len: number; sufficient: boolean } {
  const n = w.walk.size;
  const k = Math.min(w.k, n);
  if (k === n) return { len: n, sufficient: true };
  const { bmax, sale, upper, prefix } = helpers(w);
  const s = sale(k - 1);
  const p = upper(k - 1);
  // Provably sufficient: lower bound not worse than the k-th best upper bound.
  // (only looked at up to scoreAllMax + 1: beyond that, its length does not matter)
  const bound = prefix(k, (j) => sale(j) > s || (sale(j) === s && upper(j) - bmax <= p + EPS), Math.max(k, tuning.scoreAllMax) + 1);
  if (bound <= tuning.scoreAllMax) return { len: bound, sufficient: true };
  // Guess: the best products reach `guess` of bmax, so the k-th key is about p - guess·bmax.
  const len = prefix(k, (j) => sale(j) > s || (sale(j) === s && upper(j) - bmax <= p - tuning.guess * bmax + EPS));
  return { len, sufficient: len === n };
}

/**
 * After ranking the prefix [0, len): the k-th best exact key found (sale rank, relevance key).
 * Returns the prefix length that is provably enough — `len` itself when the ranking is exact.
 */
export function secondRound(w: RelevanceWalk, len: number, kth: { sale: number; key: number }): number {
  if (len >= w.walk.size) return len;
  const { bmax, sale, upper, prefix } = helpers(w);
  // The true k-th key is at least as good as `kth`; a product whose lower bound is worse can't beat it.
  return prefix(len, (j) => sale(j) > kth.sale || (sale(j) === kth.sale && upper(j) - bmax - EPS <= kth.key));
}

// ---- ranking with known keys --------------------------------------------------------------
// The relevance key SQL computes for a product depends only on the match expression and the
// product (bm25's idf and average length are the whole index's), so keys SQL returned once stay
// exact for any later search with the same match: the index keeps them (facet-index.server.ts),
// and a page whose walk prefix is fully known is ranked here, with SQL's own ORDER BY, no bm25.

/** Relevance keys of some products for one match: dense indexes ascending, keys alongside. */
export interface KnownKeys {
  idx: Int32Array;
  key: Float64Array;
}

export const NO_KEYS: KnownKeys = { idx: new Int32Array(0), key: new Float64Array(0) };

/** The known key of product `j`, or undefined (binary search). */
export function keyOf(known: KnownKeys, j: number): number | undefined {
  let lo = 0;
  let hi = known.idx.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = known.idx[mid];
    if (v === j) return known.key[mid];
    if (v < j) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** The products of `prefix` whose key is not known yet. */
export function missingKeys(known: KnownKeys, prefix: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < prefix.length; i++) if (keyOf(known, prefix[i]) === undefined) out.push(prefix[i]);
  return out;
}

/** `known` plus new keys (a new value; `idx`/`key` of `added` pair up, in any order). */
export function withKeys(known: KnownKeys, added: { idx: ArrayLike<number>; key: ArrayLike<number> }): KnownKeys {
  const order = Array.from({ length: added.idx.length }, (_, i) => i).sort((a, b) => added.idx[a] - added.idx[b]);
  const idx = new Int32Array(known.idx.length + order.length);
  const key = new Float64Array(idx.length);
  let m = 0;
  // a product known twice keeps one entry (its key is the same: SQL is deterministic)
  const push = (j: number, k: number) => {
    if (m > 0 && idx[m - 1] === j) return;
    idx[m] = j;
    key[m++] = k;
  };
  let a = 0;
  let b = 0;
  while (a < known.idx.length || b < order.length) {
    if (b >= order.length || (a < known.idx.length && known.idx[a] <= added.idx[order[b]])) {
      push(known.idx[a], known.key[a]);
      a++;
    } else {
      push(added.idx[order[b]], added.key[order[b]]);
      b++;
    }
  }
  return m === idx.length ? { idx, key } : { idx: idx.slice(0, m), key: key.slice(0, m) };
}

/**
 * The first `k` products of `prefix` in relevance order — the page query's ORDER BY: sale rank
 * descending (bySaleRelevance), then the key ascending, then the product id ascending (dense
 * indexes ascend with the id). Every key must be known; a NaN key (the product does not match,
 * SQL returned no row for it) leaves the product out, as the page query would.
 */
export function rankByKeys(prefix: ArrayLike<number>, known: KnownKeys, saleRank: Int32Array | null, k: number): Int32Array {
  const keys: number[] = [];
  const ranked: number[] = [];
  for (let i = 0; i < prefix.length; i++) {
    const key = keyOf(known, prefix[i]);
    if (key === undefined) throw new Error(`relevance key of product ${prefix[i]} not known`);
    if (Number.isNaN(key)) continue;
    keys.push(key);
    ranked.push(prefix[i]);
  }
  const order = Array.from({ length: ranked.length }, (_, i) => i).sort((a, b) => {
    if (saleRank) {
      const d = saleRank[ranked[b]] - saleRank[ranked[a]];
      if (d) return d;
    }
    if (keys[a] !== keys[b]) return keys[a] < keys[b] ? -1 : 1;
    return ranked[a] - ranked[b];
  });
  return Int32Array.from(order.slice(0, k), (i) => ranked[i]);
}

/** Bytes of a KnownKeys (its typed arrays and the object around them). */
export const knownKeysBytes = (known: KnownKeys) => known.idx.byteLength + known.key.byteLength + 64;
