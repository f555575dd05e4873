import { describe, expect, it } from "vitest";
import { bestFits, completedTerms, nameFits, SuggestionsQuery, suggestionsKey, suggestsProducts, typedPrefix } from "./suggestions";

describe("what was typed", () => {
  it("is the finished words and the word still being typed", () => {
    expect(typedPrefix("Dog  fo")).toEqual({ done: ["dog"], last: "fo" });
    expect(typedPrefix("  !! ")).toBeNull();
  });

  it("comes as q, 2 to 200 characters, nothing else", () => {
    expect(SuggestionsQuery.safeParse({ q: " do " })).toEqual({ success: true, data: { q: "do" } });
    expect(SuggestionsQuery.safeParse({ q: "d" }).success).toBe(false);
    expect(SuggestionsQuery.safeParse({ q: "a".repeat(201) }).success).toBe(false);
    expect(SuggestionsQuery.safeParse({ q: "dog", market: "ca" }).success).toBe(false);
  });
});

describe("a name fits what was typed", () => {
  const typed = typedPrefix("dog f")!;
  it("when it has every finished word and a word starting with the last", () => {
    expect(nameFits("Dog Food", typed)).toBe(true);
    expect(nameFits("Dry Dog Food", typed)).toBe(true);
    expect(nameFits("Hot Dog Toys", typed)).toBe(false);
    expect(nameFits("Cat Food", typed)).toBe(false);
  });

  it("the biggest first, none without products", () => {
    const items = [
      { name: "Dog Food", products: 10 },
      { name: "Dog Flea & Tick", products: 40 },
      { name: "Dog Fountains", products: 0 },
      { name: "Dog Furniture", products: 10 },
    ];
    expect(bestFits(items, typed, 3).map((i) => i.name)).toEqual(["Dog Flea & Tick", "Dog Food", "Dog Furniture"]);
  });
});

describe("terms complete the last word with the vocabulary's words, most common first", () => {
  it("keeps the finished words and skips a word already typed", () => {
    expect(completedTerms(typedPrefix("dog fo")!, ["food", "formula", "fox"], 2)).toEqual(["dog food", "dog formula"]);
    expect(completedTerms(typedPrefix("dog do")!, ["dog", "dots"], 4)).toEqual(["dog dots"]);
  });
});

describe("products are suggested from the third letter of a lone word, the second after a finished one", () => {
  it("not for one or two letters alone, which match most of the catalogue, nor one letter after a word", () => {
    expect(suggestsProducts(typedPrefix("do")!)).toBe(false);
    expect(suggestsProducts(typedPrefix("dog f")!)).toBe(false);
  });
  it("from three alone, or two after a finished word", () => {
    expect(suggestsProducts(typedPrefix("dog")!)).toBe(true);
    expect(suggestsProducts(typedPrefix("dog fo")!)).toBe(true);
  });
});

describe("an answer is kept under what was typed as its words", () => {
  it("so case, accents, punctuation and spacing share one entry", () => {
    expect(suggestionsKey(typedPrefix("  Dog   FO")!)).toBe("dog fo");
    expect(suggestionsKey(typedPrefix("dog, fo")!)).toBe("dog fo");
    expect(suggestionsKey(typedPrefix("crème")!)).toBe("creme");
  });
  it("and different words never share one", () => {
    expect(suggestionsKey(typedPrefix("dog fo")!)).not.toBe(suggestionsKey(typedPrefix("dogfo")!));
  });
});
