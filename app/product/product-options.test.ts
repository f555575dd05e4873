import { describe, expect, it } from "vitest";
import { shortDescription, SUMMARY_DESCRIPTION_LENGTH } from "./product-options";

describe("the mini product page's description (flag miniPdp)", () => {
  it("keeps a short description whole", () => {
    expect(shortDescription("  Grain-free  chicken recipe.\nMade in small batches. ")).toBe("Grain-free chicken recipe. Made in small batches.");
  });
  it("cuts a long one at the last sentence that fits, else at a word, with an ellipsis", () => {
    const sentence = "A".repeat(150) + ". ";
    const long = `${sentence}${"word ".repeat(100)}`;
    const cut = shortDescription(long);
    expect(cut).toBe(`${"A".repeat(150)}.`);
    const words = shortDescription("word, ".repeat(100));
    expect(words.length).toBeLessThanOrEqual(SUMMARY_DESCRIPTION_LENGTH + 1);
    expect(words.endsWith("word…")).toBe(true);
  });
});
