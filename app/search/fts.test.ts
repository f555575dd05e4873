import { describe, expect, it } from "vitest";
import { buildFtsMatch, editDistance, nearestWord, suggestTerm, tokenizeTerm, words } from "./fts";

describe("tokenizeTerm", () => {
  it("lower-cases, strips accents and punctuation", () => {
    expect(tokenizeTerm("  Pâté  for CATS!! ")).toEqual(["pate", "cats"]);
    expect(words("Whisker & Co")).toEqual(["whisker", "co"]);
  });
  it("drops stop words unless nothing else is left", () => {
    expect(tokenizeTerm("food for the dog")).toEqual(["food", "dog"]);
    expect(tokenizeTerm("the")).toEqual(["the"]);
  });
  it("keeps at most 8 tokens", () => {
    expect(tokenizeTerm("a1 b2 c3 d4 e5 f6 g7 h8 i9 j10")).toHaveLength(8);
  });
});

describe("buildFtsMatch escapes every FTS5 syntax character", () => {
  it("prefix-matches every token", () => {
    expect(buildFtsMatch(tokenizeTerm("dog food"))).toBe('"dog"* AND "food"*');
  });
  it("turns syntax into plain tokens", () => {
    for (const evil of ['"', "dog*", "NEAR(a b)", "name:dog", "a OR b", "-dog", "^dog", "(dog", "dog AND", "'; DROP TABLE products; --", "{name}: x"]) {
      const match = buildFtsMatch(tokenizeTerm(evil));
      if (match == null) continue;
      // only quoted word tokens joined by AND
      expect(match).toMatch(/^"[\p{L}\p{N}]+"\*( AND "[\p{L}\p{N}]+"\*)*$/u);
    }
  });
  it("gives null when there is nothing to search", () => {
    expect(buildFtsMatch(tokenizeTerm("!!! ***"))).toBeNull();
  });
  it("keeps FTS keywords as quoted words", () => {
    expect(buildFtsMatch(tokenizeTerm("cats NEAR dogs NOT birds"))).toBe('"cats"* AND "near"* AND "dogs"* AND "not"* AND "birds"*');
  });
});

describe("spelling suggestions", () => {
  const vocab = [
    { word: "dog", docCount: 5000 },
    { word: "dig", docCount: 2 },
    { word: "food", docCount: 4000 },
    { word: "salmon", docCount: 300 },
    { word: "litter", docCount: 900 },
    { word: "glitter", docCount: 1 },
  ];
  it("edit distance counts transpositions as one edit", () => {
    expect(editDistance("dgo", "dog")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("abcdef", "zzzzzz", 2)).toBe(3);
  });
  it("picks the nearest, most common word", () => {
    expect(nearestWord("dgo", vocab)).toBe("dog");
    expect(nearestWord("samlon", vocab)).toBe("salmon");
    expect(nearestWord("liter", vocab)).toBe("litter");
    expect(nearestWord("xyzzy", vocab)).toBeNull();
    expect(nearestWord("dx", vocab)).toBeNull(); // too short to correct
  });
  it("corrects only the unmatched tokens", () => {
    expect(suggestTerm(["dgo", "food"], new Set(["dgo"]), vocab)).toBe("dog food");
    expect(suggestTerm(["dog", "food"], new Set(), vocab)).toBeNull();
    expect(suggestTerm(["qqqq", "food"], new Set(["qqqq"]), vocab)).toBeNull();
  });
});
