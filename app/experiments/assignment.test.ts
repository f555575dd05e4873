import { describe, expect, it } from "vitest";
import { assignVariant, bucketOf, BUCKETS, fnv1a32, VARIANTS } from "./assignment";

const ids = Array.from(
  { length: 20_000 },
  (_, i) => `7c1e${i.toString(16).padStart(4, "0")}-4b2a-4c3d-9e8f-${((i * 2654435761) >>> 0).toString(16).padStart(12, "0")}`,
);

describe("spec §9 experiment variants", () => {
  it("are CONTROL, VARIANT_01 to VARIANT_04, TREATMENT1 to TREATMENT3 and TESTLANE", () => {
    expect(VARIANTS).toEqual(["CONTROL", "VARIANT_01", "VARIANT_02", "VARIANT_03", "VARIANT_04", "TREATMENT1", "TREATMENT2", "TREATMENT3", "TESTLANE"]);
  });
});

describe("a visitor's assignment", () => {
  const split = [
    { name: "CONTROL", weight: 5000 },
    { name: "VARIANT_01", weight: 5000 },
  ] as const;

  it("is stable: the same visitor and experiment always give the same variant", () => {
    for (const id of ids.slice(0, 200)) expect(assignVariant("choose-options", id, split)).toBe(assignVariant("choose-options", id, split));
    expect(fnv1a32("a")).toBe(0xe40c292c); // the published FNV-1a test vector
  });

  it("splits visitors by the weights (within 2 points of 50/50 over 20,000 visitors)", () => {
    const counts = { CONTROL: 0, VARIANT_01: 0 } as Record<string, number>;
    for (const id of ids) counts[assignVariant("choose-options", id, split)!]++;
    expect(Math.abs(counts.CONTROL / ids.length - 0.5)).toBeLessThan(0.02);
  });

  it("splits independently per experiment (the same visitors are shuffled again)", () => {
    const a = ids.map((id) => assignVariant("sponsored-ads", id, split));
    const b = ids.map((id) => assignVariant("visually-similar", id, split));
    const same = a.filter((variant, i) => variant === b[i]).length / ids.length;
    expect(Math.abs(same - 0.5)).toBeLessThan(0.02);
  });

  it("leaves out the visitors past the experiment's traffic, and honours uneven weights", () => {
    const tenPercent = [{ name: "TESTLANE", weight: 1000 }] as const;
    const inIt = ids.filter((id) => assignVariant("phase-3-landing", id, tenPercent) === "TESTLANE").length / ids.length;
    expect(Math.abs(inIt - 0.1)).toBeLessThan(0.01);
    const buckets = ids.map((id) => bucketOf("x", id));
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThan(BUCKETS);
  });
});
