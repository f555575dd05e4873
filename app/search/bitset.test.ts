import { describe, expect, it } from "vitest";
import {
  and,
  andInto,
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
    for (const [x, n] of [[0, 0], [1, 1], [0xffffffff, 32], [0x80000000, 1], [0x55555555, 16], [0x0f0f0001, 9]] as const) {
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
