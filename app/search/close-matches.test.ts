import { describe, expect, it } from "vitest";
import { closeMatchWords, fewestWordsKept } from "./close-matches";
import { tokenizeTerm } from "./fts";

const LONG = tokenizeTerm("grain free salmon recipe for senior small breed dogs");
// bit i is LONG[i]: grain free salmon recipe senior small breed dogs
const mask = (...words: string[]) => words.reduce((m, w) => m | (1 << LONG.indexOf(w)), 0);

describe("a long query's words", () => {
  it("lose their stop words before anything is matched", () => {
    expect(LONG).toEqual(["grain", "free", "salmon", "recipe", "senior", "small", "breed", "dogs"]);
  });
});

describe("closeMatchWords: when all the words together find nothing", () => {
  it("keeps the largest set of words some product matches", () => {
    const counts = [
      { mask: mask("grain", "free", "salmon", "recipe", "small", "breed", "dogs"), products: 3 },
      { mask: mask("salmon", "dogs"), products: 400 },
      { mask: mask("senior", "dogs"), products: 90 },
    ];
    expect(closeMatchWords(LONG, counts)).toEqual(["grain", "free", "salmon", "recipe", "small", "breed", "dogs"]);
  });

  it("between sets of as many words, keeps the one more products match", () => {
    const counts = [
      { mask: mask("grain", "free", "salmon", "dogs"), products: 2 },
      { mask: mask("senior", "small", "breed", "dogs"), products: 9 },
    ];
    expect(closeMatchWords(LONG, counts)).toEqual(["senior", "small", "breed", "dogs"]);
  });

  it("between sets as large and as common, keeps the words typed first", () => {
    const counts = [
      { mask: mask("senior", "small", "breed", "dogs"), products: 5 },
      { mask: mask("grain", "free", "salmon", "dogs"), products: 5 },
    ];
    expect(closeMatchWords(LONG, counts)).toEqual(["grain", "free", "salmon", "dogs"]);
  });

  it("offers nothing when fewer than half of the words would be kept", () => {
    expect(fewestWordsKept(8)).toBe(4);
    expect(fewestWordsKept(3)).toBe(2);
    expect(closeMatchWords(LONG, [{ mask: mask("salmon", "recipe", "dogs"), products: 50 }])).toBeNull();
  });

  it("offers nothing when a product matches every word (the search found it) or nothing matches", () => {
    expect(closeMatchWords(LONG, [{ mask: (1 << LONG.length) - 1, products: 1 }])).toBeNull();
    expect(closeMatchWords(LONG, [])).toBeNull();
    expect(closeMatchWords(LONG, [{ mask: mask("salmon", "recipe", "small", "dogs"), products: 0 }])).toBeNull();
  });

  it("is for queries of three words or more, and keeps two words at least", () => {
    expect(closeMatchWords(["zzqxjv"], [])).toBeNull();
    expect(closeMatchWords(["dog", "horse"], [{ mask: 1, products: 12 }])).toBeNull();
    expect(closeMatchWords(["salmon", "zzqxjv", "cat"], [{ mask: 1, products: 12 }])).toBeNull();
    expect(closeMatchWords(["salmon", "zzqxjv", "cat"], [{ mask: 0b101, products: 12 }])).toEqual(["salmon", "cat"]);
  });
});
