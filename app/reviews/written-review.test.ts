import { describe, expect, it } from "vitest";
import { petOf, topicOf, writtenReview, type ReviewedProduct } from "./written-review";

const wetFood: ReviewedProduct = { id: 501, name: "Barkwell Salmon Pate Wet Dog Food", brand: "Barkwell", kind: "dog-wet-food", ageDays: 400 };
const catToy: ReviewedProduct = { id: 777, name: "Whiskerly Feather Wand Cat Toy", brand: "Whiskerly", kind: "cat-toy", ageDays: 30 };

describe("writtenReview", () => {
  it("writes the same review for the same product and place, every time", () => {
    expect(writtenReview(wetFood, 3, 40, 5)).toEqual(writtenReview(wetFood, 3, 40, 5));
  });
  it("writes from the product's facts: its pet, never a template's braces, no lorem ipsum", () => {
    const texts = Array.from({ length: 60 }, (_, i) => writtenReview(wetFood, i, 60, (i % 5) + 1));
    for (const review of texts) {
      expect(`${review.title} ${review.text}`).not.toMatch(/[{}]|lorem/i);
      expect(review.author).toMatch(/^[A-Z][a-z]+$/);
    }
    expect(texts.some((r) => /dog|Barkwell|salmon/.test(r.text))).toBe(true);
    expect(texts.some((r) => / cat\b/.test(r.text))).toBe(false);
  });
  it("matches its words to its stars: a one-star review is not a rave", () => {
    const low = writtenReview(catToy, 0, 5, 1);
    const high = writtenReview(catToy, 0, 5, 5);
    expect(low.text).not.toBe(high.text);
    expect(["Not for us", "Disappointed", "Would not buy again", "Did not work out"]).toContain(low.title);
  });
  it("dates the reviews newest first, none before the product was added", () => {
    const days = Array.from({ length: 25 }, (_, i) => writtenReview(catToy, i, 25, 4).daysAgo);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(Math.max(...days)).toBeLessThanOrEqual(catToy.ageDays);
  });
  it("avoids words US and Canadian English spell differently", () => {
    const all = Array.from({ length: 200 }, (_, i) =>
      writtenReview({ ...wetFood, kind: ["dog-food", "cat-litter", "dog-bed", "dog-toy"][i % 4]! }, i, 200, (i % 5) + 1),
    );
    for (const review of all) expect(`${review.title} ${review.text}`).not.toMatch(/flavou?r|colou?r|favou?rite|odou?r/i);
  });
});

describe("the product's pet and topic", () => {
  it("come from the kind, else the name", () => {
    expect(petOf(wetFood)).toBe("dog");
    expect(petOf({ kind: "pharmacy", name: "Kitten Ear Drops" })).toBe("cat");
    expect(topicOf("dog-chew")).toBe("treat");
    expect(topicOf("dog-crate")).toBe("gear");
  });
});
