import { describe, expect, it } from "vitest";
import {
  BM25_MIN_IDF,
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
  type RelevanceTuning,
  type RelevanceWalk,
} from "./relevance";

/** Deterministic PRNG (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BLEND = 3;
const SCALE = 9.6158;

/**
 * A synthetic catalogue: popularity (with many ties), sale ranks, and a bm25 in (-bmax, 0] per
 * product; the exact key is what the SQL computes: bm25 - BLEND * ln(1 + popularity) / SCALE.
 */
function world(n: number, bmax: number, seed: number, withSale: boolean) {
  const r = rng(seed);
  const popularity = Int32Array.from({ length: n }, () => (r() < 0.3 ? Math.floor(r() * 20) : Math.floor(Math.exp(r() * 9))));
  const saleRank = Int32Array.from({ length: n }, () => (r() < 0.8 ? 0 : Math.floor(r() * 4)));
  const bm25 = Float64Array.from({ length: n }, () => (r() < 0.1 ? -bmax * 0.999999 : -bmax * r() * r()));
  const ids = Int32Array.from({ length: n }, (_, i) => 1000 + i);
  const key = (j: number) => bm25[j] - (BLEND * Math.log(1 + popularity[j])) / SCALE;
  const sale = withSale ? saleRank : null;
  const cmp = (a: number, b: number) => {
    if (sale && sale[a] !== sale[b]) return sale[b] - sale[a];
    const d = key(a) - key(b);
    return d !== 0 ? (d < 0 ? -1 : 1) : ids[a] - ids[b];
  };
  // walk: sale desc (if used), popularity desc, id asc — the orders the index loads from SQL
  const walk = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    if (sale && sale[a] !== sale[b]) return sale[b] - sale[a];
    return popularity[b] - popularity[a] || ids[a] - ids[b];
  });
  const full = Array.from(walk).sort(cmp);
  return { popularity, sale, walk, cmp, key, full };
}

/** What search.server does: rank a prefix in "SQL", read the k-th row, maybe rank a longer prefix. */
function page(w: ReturnType<typeof world>, bmax: number, from: number, count: number, tuning?: RelevanceTuning) {
  const input: RelevanceWalk = {
    walk: { size: w.walk.length, at: (j) => w.walk[j] },
    popularity: w.popularity,
    saleRank: w.sale,
    k: from + count,
    bmax,
    blend: BLEND,
    scale: SCALE,
  };
  const rank = (len: number) =>
    Array.from(w.walk.subarray(0, len))
      .sort(w.cmp)
      .slice(from, from + count);
  const first = firstRound(input, tuning);
  let len = first.len;
  if (first.sufficient && orderedWithoutBm25(input, len)) return { rows: Array.from(w.walk.subarray(from, Math.min(len, from + count))), len, rounds: 0 };
  let rows = rank(len);
  let rounds = 1;
  if (len < w.walk.length && rows.length === count) {
    const last = rows[rows.length - 1];
    const more = secondRound(input, len, { sale: w.sale ? w.sale[last] : 0, key: w.key(last) });
    if (more > len) {
      rows = rank((len = more));
      rounds++;
    }
  }
  return { rows, len, rounds };
}

describe("bm25 bound", () => {
  it("sums (k1+1)·idf over the phrases, idf clamped like FTS5", () => {
    expect(bm25Bound(1000, [10])).toBeCloseTo(2.2 * Math.log(990.5 / 10.5), 12);
    expect(bm25Bound(1000, [900])).toBeCloseTo(2.2 * BM25_MIN_IDF, 15);
    expect(bm25Bound(1000, [10, 900])).toBeCloseTo(2.2 * (Math.log(990.5 / 10.5) + BM25_MIN_IDF), 12);
  });
});

describe("relevance pages rank bm25 for a prefix only, and are exact", () => {
  const tunings: (RelevanceTuning | undefined)[] = [
    undefined,
    { scoreAllMax: 0, guess: 1 }, // smallest first round: forces the second round
    { scoreAllMax: 0, guess: 0 }, // first round = the provable prefix
    { scoreAllMax: 1e9, guess: 0.9 },
  ];
  for (const withSale of [false, true]) {
    for (const bmax of [2.2e-6, 0.6, 1.9, 9]) {
      it(`${withSale ? "bySaleRelevance" : "byRelevance"}, bmax ${bmax}`, () => {
        const w = world(3000, bmax, Math.round(bmax * 1000) + (withSale ? 7 : 0), withSale);
        for (const [from, count] of [
          [0, 36],
          [36, 36],
          [0, 1],
          [2900, 36],
          [2990, 36],
          [0, 3000],
          [1000, 100],
        ] as const) {
          const expected = w.full.slice(from, from + count);
          for (const t of tunings) expect(page(w, bmax, from, count, t).rows, `from ${from} tuning ${JSON.stringify(t)}`).toEqual(expected);
        }
      });
    }
  }

  it("prunes most candidates when bm25 can hardly reorder (broad terms)", () => {
    const w = world(20000, 2.2e-6, 3, false);
    const r = page(w, 2.2e-6, 0, 36);
    expect(r.rows).toEqual(w.full.slice(0, 36));
    expect(r.len).toBeLessThan(200);
    expect(r.rounds).toBeLessThanOrEqual(1);
  });

  it("needs no bm25 when popularity alone orders the page", () => {
    // distinct, well-separated popularity: bm25 (< 2.2e-6) cannot swap neighbours
    const n = 5000;
    const popularity = Int32Array.from({ length: n }, (_, i) => 100 + ((i * 7919) % n) * 3);
    const walk = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => popularity[b] - popularity[a]);
    const input: RelevanceWalk = { walk: { size: n, at: (j) => walk[j] }, popularity, saleRank: null, k: 36, bmax: 2.2e-6, blend: BLEND, scale: SCALE };
    const first = firstRound(input);
    expect(first).toEqual({ len: 36, sufficient: true });
    expect(orderedWithoutBm25(input, first.len)).toBe(true);
    // a popularity tie inside the page: bm25 decides, so it must be ranked
    popularity[walk[10]] = popularity[walk[9]];
    expect(orderedWithoutBm25(input, firstRound(input).len)).toBe(false);
    // a wider bm25 range: neighbours can swap
    expect(orderedWithoutBm25({ ...input, bmax: 0.6 }, firstRound({ ...input, bmax: 0.6 }).len)).toBe(false);
  });

  it("ranks a longer prefix when the first guess was too short", () => {
    const w = world(5000, 1.9, 11, false);
    const r = page(w, 1.9, 0, 36, { scoreAllMax: 0, guess: 1 });
    expect(r.rounds).toBe(2);
    expect(r.rows).toEqual(w.full.slice(0, 36));
  });
});

describe("known keys", () => {
  it("looks keys up, lists the missing ones and merges new ones in order", () => {
    let known = withKeys(NO_KEYS, { idx: [9, 2, 5], key: [0.9, 0.2, 0.5] });
    expect(Array.from(known.idx)).toEqual([2, 5, 9]);
    expect(keyOf(known, 5)).toBe(0.5);
    expect(keyOf(known, 4)).toBeUndefined();
    expect(missingKeys(known, [9, 4, 2, 7])).toEqual([4, 7]);
    known = withKeys(known, { idx: [7, 4, 5], key: [0.7, 0.4, 0.5] });
    expect(Array.from(known.idx)).toEqual([2, 4, 5, 7, 9]);
    expect(Array.from(known.key)).toEqual([0.2, 0.4, 0.5, 0.7, 0.9]);
  });

  it("ranks like ORDER BY sale rank DESC, key, id (ties on the key end on the id)", () => {
    const known = withKeys(NO_KEYS, { idx: [0, 1, 2, 3, 4], key: [-1, -2, -1, -3, -2] });
    expect(Array.from(rankByKeys([4, 3, 2, 1, 0], known, null, 5))).toEqual([3, 1, 4, 0, 2]);
    const sale = Int32Array.from([0, 0, 1, 0, 0]);
    expect(Array.from(rankByKeys([0, 1, 2, 3, 4], known, sale, 3))).toEqual([2, 3, 1]);
    expect(() => rankByKeys([5], known, null, 1)).toThrow(/not known/);
    // a product SQL returned no key for does not match: never ranked
    const withMiss = withKeys(known, { idx: [5], key: [NaN] });
    expect(Array.from(rankByKeys([5, 3, 0], withMiss, null, 3))).toEqual([3, 0]);
  });

  for (const withSale of [false, true]) {
    it(`pages from known keys equal SQL's ranking, the keys kept across pages (${withSale ? "bySaleRelevance" : "byRelevance"})`, () => {
      const bmax = 1.9;
      const w = world(3000, bmax, 5 + (withSale ? 1 : 0), withSale);
      // what search.server does with the index's key cache: rank in "SQL" only the keys not known
      let known: KnownKeys = NO_KEYS;
      let asked = 0;
      const rank = (len: number, k: number) => {
        const missing = missingKeys(known, w.walk.subarray(0, len));
        asked += missing.length;
        known = withKeys(known, { idx: missing, key: missing.map(w.key) });
        return rankByKeys(w.walk.subarray(0, len), known, w.sale, k);
      };
      for (const [from, count] of [
        [0, 36],
        [36, 36],
        [0, 36],
        [2900, 36],
        [0, 3000],
      ] as const) {
        const input: RelevanceWalk = {
          walk: { size: w.walk.length, at: (j) => w.walk[j] },
          popularity: w.popularity,
          saleRank: w.sale,
          k: from + count,
          bmax,
          blend: BLEND,
          scale: SCALE,
        };
        let len = firstRound(input).len;
        let top = rank(len, from + count);
        if (len < w.walk.length && top.length === from + count) {
          const kth = top[top.length - 1];
          const more = secondRound(input, len, { sale: w.sale ? w.sale[kth] : 0, key: keyOf(known, kth)! });
          if (more > len) top = rank((len = more), from + count);
        }
        expect(Array.from(top.subarray(from, from + count)), `from ${from}`).toEqual(w.full.slice(from, from + count));
      }
      // every product's key was asked for at most once
      expect(asked).toBeLessThanOrEqual(3000);
      expect(known.idx.length).toBe(asked);
    });
  }
});
