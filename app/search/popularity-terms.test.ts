import { describe, expect, it } from "vitest";
import { isAscending, popularityTermsOf } from "./popularity-terms";
import { keyOf } from "./relevance";

// Popularities as the catalogue has them: integers, a few thousand distinct values with gaps.
const ROWS: [number, number][] = Array.from({ length: 500 }, (_, i) => [i * 10 + (i % 7), Math.log1p(i) / 10]);

describe("popularity terms", () => {
  it("answers each popularity's term as the rows gave it, in whatever order they came, and nothing for a popularity no row has", () => {
    const shuffled = [...ROWS].reverse();
    const terms = popularityTermsOf(shuffled);
    for (const [p, t] of ROWS) expect(keyOf(terms, p)).toBe(t);
    for (const p of [-1, 1, 2, 10_000]) expect(keyOf(terms, p)).toBeUndefined();
  });

  it("holds the popularities ascending, each once (what a snapshot's base stores and its decoder checks)", () => {
    const terms = popularityTermsOf([...ROWS].reverse());
    expect(isAscending(terms.idx)).toBe(true);
    expect(terms.idx).toEqual(Int32Array.from(ROWS, ([p]) => p));
    expect(isAscending(Int32Array.from([0, 4, 4, 9]))).toBe(false);
    expect(isAscending(Int32Array.from([0, 9, 4]))).toBe(false);
  });

  it("is empty for no rows", () => {
    expect(keyOf(popularityTermsOf([]), 0)).toBeUndefined();
  });
});
