import { describe, expect, it } from "vitest";
import {
  and,
  andInto,
  andPostingsInto,
  compactPostings,
  isBitset,
  orPostingsInto,
  popcountAndPostings,
  toBitset,
  bitIndexes,
  emptyBits,
  forEachInt,
  fullBits,
  hasBit,
  nonZeroWords,
  orInto,
  popcount,
  popcount32,
  popcountAnd,
  setBit,
} from "./bitset";

const bitsOf = (size: number, idx: number[]) => {
  const b = emptyBits(size);
  for (const i of idx) setBit(b, i);
  return b;
};

describe("bitset", () => {
  it("counts bits of a word", () => {
    for (const [x, n] of [
      [0, 0],
      [1, 1],
      [0xffffffff, 32],
      [0x80000000, 1],
      [0x55555555, 16],
      [0x0f0f0001, 9],
    ] as const) {
      expect(popcount32(x)).toBe(n);
    }
  });

  it("full sets have exactly `size` bits", () => {
    for (const size of [0, 1, 31, 32, 33, 64, 100]) {
      const b = fullBits(size);
      expect(popcount(b)).toBe(size);
      expect(Array.from(bitIndexes(b))).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });

  it("sets, tests, intersects and unites", () => {
    const a = bitsOf(100, [0, 5, 31, 32, 63, 64, 99]);
    const b = bitsOf(100, [5, 32, 64, 70]);
    expect(hasBit(a, 31)).toBe(true);
    expect(hasBit(a, 30)).toBe(false);
    expect(Array.from(bitIndexes(and(a, b)))).toEqual([5, 32, 64]);
    expect(popcountAnd(a, b)).toBe(3);
    expect(popcountAnd(a, b, nonZeroWords(b))).toBe(3);
    const c = a.slice();
    orInto(c, b);
    expect(Array.from(bitIndexes(c))).toEqual([0, 5, 31, 32, 63, 64, 70, 99]);
    andInto(c, b);
    expect(Array.from(bitIndexes(c))).toEqual([5, 32, 64, 70]);
    expect(Array.from(nonZeroWords(bitsOf(200, [40, 41, 190])))).toEqual([1, 5]);
  });

  it("parses comma-separated integers without splitting", () => {
    const out: number[] = [];
    forEachInt("0,12,345,-7,6", (n) => out.push(n));
    expect(out).toEqual([0, 12, 345, -7, 6]);
    const none: number[] = [];
    forEachInt("", (n) => none.push(n));
    forEachInt(null, (n) => none.push(n));
    expect(none).toEqual([]);
  });
});

describe("postings", () => {
  const size = 1000; // 32 words: sparse below 32 members
  const sparseIdx = [3, 31, 32, 500, 999];
  const denseIdx = Array.from({ length: 400 }, (_, i) => (i * 7) % size);

  it("keep the smaller form: a member list below one member per word, else the bitset", () => {
    const sparse = compactPostings(bitsOf(size, sparseIdx));
    expect(isBitset(sparse)).toBe(false);
    expect(Array.from(sparse)).toEqual(sparseIdx);
    const dense = compactPostings(bitsOf(size, denseIdx));
    expect(isBitset(dense)).toBe(true);
    expect(Array.from(toBitset(sparse, size))).toEqual(Array.from(bitsOf(size, sparseIdx)));
  });

  it("combine with a bitset as the bitset of the same members would", () => {
    const other = bitsOf(size, [0, 3, 32, 33, 998, 999, ...denseIdx]);
    for (const idx of [sparseIdx, denseIdx, []]) {
      const p = compactPostings(bitsOf(size, idx));
      const asBits = bitsOf(size, idx);
      expect(popcountAndPostings(other, p)).toBe(popcountAnd(other, asBits));
      expect(popcountAndPostings(other, p, nonZeroWords(other))).toBe(popcountAnd(other, asBits));
      const a = other.slice();
      andPostingsInto(a, p);
      expect(Array.from(a)).toEqual(Array.from(and(other, asBits)));
      const o = other.slice();
      const expected = other.slice();
      orPostingsInto(o, p);
      orInto(expected, asBits);
      expect(Array.from(o)).toEqual(Array.from(expected));
    }
  });

  it("toBitset gives a copy the caller may change", () => {
    const dense = compactPostings(bitsOf(size, denseIdx));
    const copy = toBitset(dense, size);
    copy.fill(0);
    expect(popcount(dense as Uint32Array)).toBe(new Set(denseIdx).size);
  });
});
