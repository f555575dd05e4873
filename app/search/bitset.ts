// Fixed-size bitsets over a dense product index (bit i = product i), for the in-memory facet
// index (facet-index.server.ts). Pure; every function takes bitsets of the same length.

export type Bitset = Uint32Array;

const wordsFor = (size: number) => (size + 31) >>> 5;

export function emptyBits(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

/** Bits 0..size-1 set. */
export function fullBits(size: number): Bitset {
  const b = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  const rest = size & 31;
  if (rest) b[b.length - 1] = (1 << rest) - 1;
  return b;
}

export function setBit(b: Bitset, i: number): void {
  b[i >>> 5] |= 1 << (i & 31);
}

export function hasBit(b: Bitset, i: number): boolean {
  return (b[i >>> 5] & (1 << (i & 31))) !== 0;
}

/** Set bits in a 32-bit word. */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function popcount(b: Bitset): number {
  let n = 0;
  for (let w = 0; w < b.length; w++) if (b[w]) n += popcount32(b[w]);
  return n;
}

/** |a ∧ b|, visiting only the words listed in `words` (e.g. the non-zero words of a) when given. */
export function popcountAnd(a: Bitset, b: Bitset, words?: Int32Array): number {
  // Branch-free: a data-dependent `if (x)` mispredicts on mixed words and costs more than it saves.
  let n = 0;
  if (words) {
    for (let j = 0; j < words.length; j++) {
      const w = words[j];
      n += popcount32(a[w] & b[w]);
    }
  } else {
    for (let w = 0; w < a.length; w++) n += popcount32(a[w] & b[w]);
  }
  return n;
}

/** Indexes of the non-zero words. */
export function nonZeroWords(b: Bitset): Int32Array {
  let n = 0;
  for (let w = 0; w < b.length; w++) if (b[w]) n++;
  const out = new Int32Array(n);
  n = 0;
  for (let w = 0; w < b.length; w++) if (b[w]) out[n++] = w;
  return out;
}

/** a ∧ b (new bitset). */
export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w] & b[w];
  return out;
}

/** a ∨= b, in place. */
export function orInto(a: Bitset, b: Bitset): void {
  for (let w = 0; w < a.length; w++) a[w] |= b[w];
}

/** a ∧= b, in place. */
export function andInto(a: Bitset, b: Bitset): void {
  for (let w = 0; w < a.length; w++) a[w] &= b[w];
}

/** Set bit indexes in ascending order. */
export function bitIndexes(b: Bitset): Int32Array {
  const out = new Int32Array(popcount(b));
  let n = 0;
  for (let w = 0; w < b.length; w++) {
    let x = b[w];
    while (x) {
      const t = x & -x;
      out[n++] = (w << 5) + 31 - Math.clz32(t);
      x ^= t;
    }
  }
  return out;
}

// ---- postings: a bitset when dense, the sorted member list when sparse --------------------
// A bitset costs size/8 bytes whatever it holds; most facet values, categories and words hold
// few products (at 100,000 products a bitset is 12.5 KB, a brand's ~1,600 products as a list
// 6.3 KB). Below size/32 members the list is the smaller, and the faster to count against a
// bitset (one bit test per member instead of one popcount per word).

/** Sorted member indexes (ascending, distinct). */
type SparseSet = Int32Array;
/** The products of a facet value, category or word. */
export type Postings = Bitset | SparseSet;

export const isBitset = (p: Postings): p is Bitset => p instanceof Uint32Array;

/** The smaller form of a bitset's members (the bitset itself when dense): 4 bytes a member vs 4 a word. */
export function compactPostings(b: Bitset): Postings {
  return popcount(b) < b.length ? bitIndexes(b) : b;
}

/** Members of `p` (a bitset of `size`, freshly allocated: the caller may change it). */
export function toBitset(p: Postings, size: number): Bitset {
  if (isBitset(p)) return p.slice();
  const b = emptyBits(size);
  for (let i = 0; i < p.length; i++) setBit(b, p[i]);
  return b;
}

/** a ∨= p, in place. */
export function orPostingsInto(a: Bitset, p: Postings): void {
  if (isBitset(p)) orInto(a, p);
  else for (let i = 0; i < p.length; i++) a[p[i] >>> 5] |= 1 << (p[i] & 31);
}

/** a ∧= p, in place. */
export function andPostingsInto(a: Bitset, p: Postings): void {
  if (isBitset(p)) return andInto(a, p);
  const kept: number[] = [];
  for (let i = 0; i < p.length; i++) if (hasBit(a, p[i])) kept.push(p[i]);
  a.fill(0);
  for (const j of kept) setBit(a, j);
}

/** |a ∧ p|; `words` (the non-zero words of a) speeds up a bitset p as for popcountAnd. */
export function popcountAndPostings(a: Bitset, p: Postings, words?: Int32Array): number {
  if (isBitset(p)) return popcountAnd(a, p, words);
  let n = 0;
  for (let i = 0; i < p.length; i++) n += (a[p[i] >>> 5] >>> (p[i] & 31)) & 1;
  return n;
}

/**
 * Calls `fn` with every integer of a comma-separated list ("12,7,300"), without allocating a
 * string per number. Negative numbers are passed as is; empty input calls nothing.
 */
export function forEachInt(text: string | null | undefined, fn: (n: number) => void): void {
  if (!text) return;
  let n = 0;
  let neg = false;
  let digits = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      if (digits) fn(neg ? -n : n);
      n = 0;
      neg = false;
      digits = false;
    } else if (c === 45) {
      neg = true;
    } else {
      n = n * 10 + (c - 48);
      digits = true;
    }
  }
  if (digits) fn(neg ? -n : n);
}
