import { describe, expect, it } from "vitest";
import { assignmentsFor, experimentFlags, Experiments, type Experiment } from "./experiments";

const experiment = (id: string, status: Experiment["status"], variants: Experiment["variants"]): Experiment => ({ id, name: id, status, variants });
const everyone = (name: Experiment["variants"][number]["name"], flags = {}) => [{ name, weight: 10_000, flags }];

describe("the experiment platform's configuration", () => {
  it("is validated: known variants and flags, weights up to everyone, no id or variant twice", () => {
    const problems = (input: unknown) => {
      const parsed = Experiments.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(problems([{ id: "a-b", name: "A", status: "running", variants: [{ name: "CONTROL", weight: 5000 }, { name: "VARIANT_01", weight: 5000, flags: { miniPdpp: true } }] }])).toEqual(['unknown flag "miniPdpp"']);
    expect(problems([{ id: "a-b", name: "A", status: "running", variants: [{ name: "CONTROL", weight: 6000 }, { name: "VARIANT_01", weight: 5000 }] }])).toEqual(["weights add up to 11000, more than 10000 (everyone)"]);
    expect(problems([{ id: "a-b", name: "A", status: "running", variants: [{ name: "VARIANT_05", weight: 1 }] }])[0]).toMatch(/Invalid enum value/);
    expect(problems([{ id: "a-b", name: "A", status: "live", variants: [{ name: "CONTROL", weight: 1 }] }])[0]).toMatch(/Invalid enum value/);
    const one = { id: "a-b", name: "A", status: "running", variants: [{ name: "CONTROL", weight: 1 }] };
    expect(problems([one, one])).toEqual(["experiment a-b is listed twice"]);
    expect(problems([{ ...one, variants: [{ name: "CONTROL", weight: 1 }, { name: "CONTROL", weight: 1 }] }])).toEqual(["variant CONTROL is listed twice"]);
  });
});

describe("a visitor's assignments and the experiment flag source", () => {
  const config = [
    experiment("choose-options", "running", everyone("VARIANT_01", { miniPdp: true })),
    experiment("visually-similar", "paused", everyone("VARIANT_01", { ads: false })),
    experiment("sponsored-ads", "running", everyone("TREATMENT1", { ads: false, miniPdp: false })),
  ];

  it("assigns running experiments only, in the configuration's order", () => {
    expect(assignmentsFor(config, "visitor-1").map((a) => [a.experimentId, a.variant])).toEqual([
      ["choose-options", "VARIANT_01"],
      ["sponsored-ads", "TREATMENT1"],
    ]);
  });

  it("assigns nobody without an anonymous id", () => {
    expect(assignmentsFor(config, null)).toEqual([]);
  });

  it("merges the variants' flags, an earlier experiment winning a flag two set", () => {
    expect(experimentFlags(assignmentsFor(config, "visitor-1"))).toEqual({ miniPdp: true, ads: false });
  });
});
