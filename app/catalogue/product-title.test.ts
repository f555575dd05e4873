import { describe, expect, it } from "vitest";
import { distinguishingTitle, type TitleFacts } from "./product-title";

const NAME = "Aquaglow Betta Flakes Fish Food";
const sizes = (partNumber: string, ...values: string[]): TitleFacts => ({ partNumber, items: values.map((size) => ({ size, flavor: null })) });
const flavours = (partNumber: string, ...values: [string, string][]): TitleFacts => ({
  partNumber,
  items: values.map(([flavor, size]) => ({ flavor, size })),
});

describe("distinguishingTitle (issue #27: same-named products get titles of their own)", () => {
  it("a name no other product has is the title", () => {
    expect(distinguishingTitle(NAME, sizes("1", "5.5-oz bag"), [])).toBe(NAME);
  });

  it("the flavour tells same-named products apart when it differs", () => {
    const chicken = flavours("1", ["Chicken", "5-lb bag"], ["Chicken", "30-lb bag"]);
    const beef = flavours("2", ["Beef", "5-lb bag"]);
    expect(distinguishingTitle("Barkwell Dry Dog Food", chicken, [beef])).toBe("Barkwell Dry Dog Food (Chicken)");
    expect(distinguishingTitle("Barkwell Dry Dog Food", beef, [chicken])).toBe("Barkwell Dry Dog Food (Beef)");
  });

  it("the sizes, when the flavours do not", () => {
    const small = sizes("1", "5.5-oz bag", "11-oz bag");
    const large = sizes("2", "11-oz bag", "16-oz bag");
    expect(distinguishingTitle(NAME, small, [large])).toBe(`${NAME} (5.5-oz bag, 11-oz bag)`);
    expect(distinguishingTitle(NAME, large, [small])).toBe(`${NAME} (11-oz bag, 16-oz bag)`);
  });

  it("the part number, when the options are the same", () => {
    const a = sizes("502472", "5.5-oz bag", "16-oz bag");
    const b = sizes("502992", "5.5-oz bag", "16-oz bag");
    expect(distinguishingTitle(NAME, a, [b])).toBe(`${NAME} (5.5-oz bag, 16-oz bag; item 502472)`);
    expect(distinguishingTitle(NAME, b, [a])).toBe(`${NAME} (5.5-oz bag, 16-oz bag; item 502992)`);
    expect(distinguishingTitle(NAME, { partNumber: "7", items: [] }, [{ partNumber: "8", items: [] }])).toBe(`${NAME} (item 7)`);
  });

  it("every product of a group gets a title no other one has", () => {
    const group = [
      sizes("1", "5.5-oz bag", "11-oz bag", "16-oz bag"),
      sizes("2", "5.5-oz bag", "11-oz bag", "16-oz bag"),
      sizes("3", "5.5-oz bag", "11-oz bag"),
      flavours("4", ["Shrimp", "5.5-oz bag"]),
      flavours("5", ["Shrimp", "11-oz bag"]),
    ];
    const titles = group.map((product) =>
      distinguishingTitle(
        NAME,
        product,
        group.filter((other) => other !== product),
      ),
    );
    expect(new Set(titles).size).toBe(group.length);
    expect(titles).toEqual([
      `${NAME} (5.5-oz bag, 11-oz bag, 16-oz bag; item 1)`,
      `${NAME} (5.5-oz bag, 11-oz bag, 16-oz bag; item 2)`,
      `${NAME} (5.5-oz bag, 11-oz bag)`,
      `${NAME} (Shrimp, 5.5-oz bag)`,
      `${NAME} (Shrimp, 11-oz bag)`,
    ]);
  });
});
