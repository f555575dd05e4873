import { describe, expect, it } from "vitest";
import { createImpressionBatcher } from "./impressions";

describe("product impressions are sent in batches of 4 (spec §7, §9)", () => {
  it("emits every 4 products of a list and flushes the rest on demand", () => {
    const sent: [string, number[]][] = [];
    const b = createImpressionBatcher<number>((list, products) => sent.push([list, products]));
    for (let i = 1; i <= 10; i++) b.add("plp", i);
    expect(sent).toEqual([
      ["plp", [1, 2, 3, 4]],
      ["plp", [5, 6, 7, 8]],
    ]);
    expect(b.pending).toBe(2);
    b.flush();
    expect(sent[2]).toEqual(["plp", [9, 10]]);
    expect(b.pending).toBe(0);
    b.flush();
    expect(sent).toHaveLength(3);
  });
  it("never mixes two lists in one batch", () => {
    const sent: [string, string[]][] = [];
    const b = createImpressionBatcher<string>((list, products) => sent.push([list, products]));
    ["a1", "a2", "a3"].forEach((p) => b.add("grid", p));
    ["c1", "c2"].forEach((p) => b.add("carousel", p));
    b.add("grid", "a4");
    expect(sent).toEqual([["grid", ["a1", "a2", "a3", "a4"]]]);
    b.flush();
    expect(sent[1]).toEqual(["carousel", ["c1", "c2"]]);
  });
});
