import { describe, expect, it } from "vitest";
import { averageRating, drawStarCounts, reviewTotal, starsOfReview, type StarCounts } from "./review-stars";

describe("drawStarCounts", () => {
  it("gives as many reviews as the card counts, averaging the rating as whole stars allow", () => {
    for (const [target, count] of [
      [4.6, 1234],
      [3.2, 57],
      [4.9, 10],
      [1.4, 300],
    ] as const) {
      const counts = drawStarCounts(target, count, `seed-${count}`);
      expect(reviewTotal(counts)).toBe(count);
      expect(Math.abs(averageRating(counts) - target)).toBeLessThanOrEqual(0.05);
    }
  });
  it("makes a single review of a 4.9 product a five-star review (so the product's rating becomes 5.0)", () => {
    const counts = drawStarCounts(4.9, 1, "one");
    expect(counts).toEqual([0, 0, 0, 0, 1]);
    expect(averageRating(counts)).toBe(5);
  });
  it("spreads a large product's reviews over the stars as real ones are, keeping the sum", () => {
    const counts = drawStarCounts(4.5, 2000, "many");
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[4]).toBeGreaterThan(counts[3]);
    expect(counts.reduce((sum, n, i) => sum + n * (i + 1), 0)).toBe(Math.round(4.5 * 2000));
  });
  it("is the same for the same seed, and no reviews for a count of 0", () => {
    expect(drawStarCounts(4.2, 321, "x")).toEqual(drawStarCounts(4.2, 321, "x"));
    expect(drawStarCounts(4.2, 0, "x")).toEqual([0, 0, 0, 0, 0]);
    expect(averageRating([0, 0, 0, 0, 0])).toBe(0);
  });
});

describe("starsOfReview", () => {
  it("gives every review its stars so that the whole list has exactly the counts", () => {
    const counts: StarCounts = [3, 1, 4, 15, 92];
    const tally = [0, 0, 0, 0, 0];
    for (let ordinal = 0; ordinal < reviewTotal(counts); ordinal++) tally[starsOfReview(counts, ordinal, "p") - 1]!++;
    expect(tally).toEqual([...counts]);
  });
  it("mixes the ratings across pages rather than putting every five-star review first", () => {
    const counts: StarCounts = [10, 10, 10, 10, 60];
    const firstPage = Array.from({ length: 10 }, (_, i) => starsOfReview(counts, i, "q"));
    expect(new Set(firstPage).size).toBeGreaterThan(1);
  });
  it("has no review past the last", () => {
    expect(() => starsOfReview([0, 0, 0, 0, 1], 1, "r")).toThrow(RangeError);
  });
});
