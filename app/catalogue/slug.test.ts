import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugify } from "./slug";

describe("slugify (spec §2 Slug rules)", () => {
  it("lowercase", () => {
    expect(slugify("Dry Dog Food")).toBe("dry-dog-food");
  });

  it("accents stripped", () => {
    expect(slugify("Pâté Crème Brûlée")).toBe("pate-creme-brulee");
    expect(slugify("Naïve Café")).toBe("naive-cafe");
  });

  it("punctuation removed", () => {
    expect(slugify("Hill's Science Diet, Adult!")).toBe("hills-science-diet-adult");
    expect(slugify("Flea & Tick (Dogs)")).toBe("flea-tick-dogs");
    expect(slugify("99.9% Pure: Omega-3?")).toBe("999-pure-omega-3");
  });

  it("the words a, and, of, the, with, for removed", () => {
    expect(slugify("The Best of Toys and Treats for a Dog with Allergies")).toBe("best-toys-treats-dog-allergies");
    expect(slugify("THE AND OF")).toBe("");
  });

  it("stop words are removed only as whole words", () => {
    expect(slugify("Andes Theory Forest Awith")).toBe("andes-theory-forest-awith");
  });

  it("words joined by hyphens, with no leading, trailing or doubled hyphens", () => {
    expect(slugify("  cat   litter -- clumping - ")).toBe("cat-litter-clumping");
    expect(slugify("tab\tand\nnewline")).toBe("tab-newline");
  });

  it("total length at most 36 characters, cut at a word boundary", () => {
    expect(SLUG_MAX_LENGTH).toBe(36);
    const slug = slugify("Blue Buffalo Life Protection Formula Adult Chicken Brown Rice Recipe");
    expect(slug).toBe("blue-buffalo-life-protection-formula");
    expect(slug.length).toBeLessThanOrEqual(36);
    expect(slugify("a".repeat(10) + " " + "b".repeat(25))).toHaveLength(36);
    expect(slugify("a".repeat(10) + " " + "b".repeat(26))).toBe("a".repeat(10));
  });

  it("a single word longer than the limit is cut to 36 characters", () => {
    expect(slugify("x".repeat(50))).toBe("x".repeat(36));
  });

  it("output always has slug shape and applying the rules again changes nothing", () => {
    for (const name of [
      "Greenies Original TEENIE Dental Dog Treats",
      "KONG Classic Dog Toy, Red",
      "Frisco Cat Tree – 72-in",
      "Ziwi Peak Air-Dried Beef",
      "Ōrijen Six Fish",
    ]) {
      const slug = slugify(name);
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(36);
      expect(slugify(slug)).toBe(slug);
    }
  });
});
