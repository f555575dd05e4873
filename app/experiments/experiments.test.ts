import { describe, expect, it } from "vitest";
import type { VisitorClasses } from "#app/visitor/visitor-class.ts";
import { assignmentsFor, experimentFlags, Experiments, inAudience, type Experiment } from "./experiments";

const experiment = (id: string, status: Experiment["status"], variants: Experiment["variants"]): Experiment => ({ id, name: id, status, variants });
const shopper: VisitorClasses = { customer: "new", loyaltyMember: false, channel: "desktop", internal: false, signedIn: false };
const everyone = (name: Experiment["variants"][number]["name"], flags = {}) => [{ name, weight: 10_000, flags }];

describe("the experiment platform's configuration", () => {
  it("is validated: known variants and flags, weights up to everyone, no id or variant twice", () => {
    const problems = (input: unknown) => {
      const parsed = Experiments.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(
      problems([
        {
          id: "a-b",
          name: "A",
          status: "running",
          variants: [
            { name: "CONTROL", weight: 5000 },
            { name: "VARIANT_01", weight: 5000, flags: { miniPdpp: true } },
          ],
        },
      ]),
    ).toEqual(['unknown flag "miniPdpp"']);
    expect(
      problems([
        {
          id: "a-b",
          name: "A",
          status: "running",
          variants: [
            { name: "CONTROL", weight: 6000 },
            { name: "VARIANT_01", weight: 5000 },
          ],
        },
      ]),
    ).toEqual(["weights add up to 11000, more than 10000 (everyone)"]);
    expect(problems([{ id: "a-b", name: "A", status: "running", variants: [{ name: "VARIANT_05", weight: 1 }] }])[0]).toMatch(/Invalid enum value/);
    expect(problems([{ id: "a-b", name: "A", status: "live", variants: [{ name: "CONTROL", weight: 1 }] }])[0]).toMatch(/Invalid enum value/);
    const one = { id: "a-b", name: "A", status: "running", variants: [{ name: "CONTROL", weight: 1 }] };
    expect(problems([one, one])).toEqual(["experiment a-b is listed twice"]);
    expect(
      problems([
        {
          ...one,
          variants: [
            { name: "CONTROL", weight: 1 },
            { name: "CONTROL", weight: 1 },
          ],
        },
      ]),
    ).toEqual(["variant CONTROL is listed twice"]);
  });
});

describe("a visitor's assignments and the experiment flag source", () => {
  const config = [
    experiment("choose-options", "running", everyone("VARIANT_01", { miniPdp: true })),
    experiment("visually-similar", "paused", everyone("VARIANT_01", { ads: false })),
    experiment("sponsored-ads", "running", everyone("TREATMENT1", { ads: false, miniPdp: false })),
  ];

  it("assigns running experiments only, in the configuration's order", () => {
    expect(assignmentsFor(config, "visitor-1", shopper).map((a) => [a.experimentId, a.variant])).toEqual([
      ["choose-options", "VARIANT_01"],
      ["sponsored-ads", "TREATMENT1"],
    ]);
  });

  it("assigns nobody without an anonymous id", () => {
    expect(assignmentsFor(config, null, shopper)).toEqual([]);
  });

  it("merges the variants' flags, an earlier experiment winning a flag two set", () => {
    expect(experimentFlags(assignmentsFor(config, "visitor-1", shopper))).toEqual({ miniPdp: true, ads: false });
  });
});

describe("an experiment's audience (spec §6 visitor classes)", () => {
  it("no audience is everyone; each class named is a condition, the rest are not", () => {
    expect(inAudience(undefined, shopper)).toBe(true);
    expect(inAudience({ customers: ["new"] }, shopper)).toBe(true);
    expect(inAudience({ customers: ["existing"] }, shopper)).toBe(false);
    expect(inAudience({ loyaltyMember: true }, shopper)).toBe(false);
    expect(inAudience({ loyaltyMember: true }, { ...shopper, loyaltyMember: true })).toBe(true);
    expect(inAudience({ loyaltyMember: false, customers: ["new"] }, { ...shopper, loyaltyMember: true })).toBe(false);
    expect(inAudience({ channels: ["ios-app", "android-app"] }, { ...shopper, channel: "android-app" })).toBe(true);
    expect(inAudience({ channels: ["ios-app", "android-app"] }, { ...shopper, channel: "other-app" })).toBe(false);
    expect(inAudience({ internal: true }, shopper)).toBe(false);
  });

  it("assigns only the visitors in it: an active loyalty member is in a members' experiment, a new visitor is not", () => {
    const members = [experiment("members-only", "running", everyone("VARIANT_01", { miniPdp: true }))].map((e) => ({
      ...e,
      audience: { loyaltyMember: true },
    }));
    expect(assignmentsFor(members, "visitor-1", shopper)).toEqual([]);
    expect(assignmentsFor(members, "visitor-1", { ...shopper, customer: "existing", loyaltyMember: true }).map((a) => a.variant)).toEqual(["VARIANT_01"]);
  });

  it("is validated: known classes only", () => {
    const base = { id: "a-b", name: "A", status: "running", variants: [{ name: "CONTROL", weight: 1 }] };
    expect(Experiments.safeParse([{ ...base, audience: { channels: ["web"] } }]).success).toBe(false);
    expect(Experiments.safeParse([{ ...base, audience: { loyalty: true } }]).success).toBe(false);
    expect(Experiments.safeParse([{ ...base, audience: { channels: ["ios-app"], customers: ["existing"], loyaltyMember: true } }]).success).toBe(true);
  });
});
