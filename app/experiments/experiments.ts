import { z } from "zod";
import { FLAG_NAMES, type FlagName, type FlagSource } from "#app/features/flags.ts";
import { CHANNELS, CUSTOMER_CLASSES, type VisitorClasses } from "#app/visitor/visitor-class.ts";
import { assignVariant, BUCKETS, VARIANTS, type Variant } from "./assignment";

// spec §9 experiments (issue #11): the experiment platform's configuration, published with the
// managed content (`content/content.json` "experiments", the content CLI: versioned, validated,
// live within 60 s), and what it means for one visitor: their variant of each running experiment
// and the flags those variants set (the experiment source of spec §9's flag merge). Pure.

const ExperimentId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, "an id such as browse-search-parallel");

const VariantFlags = z
  .record(z.string(), z.boolean())
  .default({})
  .superRefine((flags, ctx) => {
    for (const name of Object.keys(flags))
      if (!(FLAG_NAMES as string[]).includes(name)) ctx.addIssue({ code: "custom", path: [name], message: `unknown flag "${name}"` });
  })
  .transform((flags) => flags as FlagSource);

const ExperimentVariant = z
  .object({
    name: z.enum(VARIANTS),
    /** share of visitors, basis points (10,000 = everyone) */
    weight: z.number().int().min(0).max(BUCKETS),
    /** the flags this variant sets (above the environment's, below a query's) */
    flags: VariantFlags,
  })
  .strict();

/**
 * Who an experiment is for, by the visitor classes of spec §6 (app/visitor/visitor-class.ts); a
 * class left out is not a condition. No audience: every visitor.
 */
const Audience = z
  .object({
    customers: z.array(z.enum(CUSTOMER_CLASSES)).min(1).optional(),
    /** true: active loyalty members only; false: everyone else */
    loyaltyMember: z.boolean().optional(),
    channels: z.array(z.enum(CHANNELS)).min(1).optional(),
    internal: z.boolean().optional(),
  })
  .strict();
export type Audience = z.infer<typeof Audience>;

export const Experiment = z
  .object({
    id: ExperimentId,
    name: z.string().trim().min(1).max(120),
    /** only running experiments assign visitors */
    status: z.enum(["running", "paused", "ended"]),
    audience: Audience.optional(),
    variants: z.array(ExperimentVariant).min(1).max(VARIANTS.length),
  })
  .strict()
  .superRefine((experiment, ctx) => {
    const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (total > BUCKETS) ctx.addIssue({ code: "custom", path: ["variants"], message: `weights add up to ${total}, more than ${BUCKETS} (everyone)` });
    const names = experiment.variants.map((variant) => variant.name);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) ctx.addIssue({ code: "custom", path: ["variants"], message: `variant ${twice} is listed twice` });
  });
export type Experiment = z.infer<typeof Experiment>;

export const Experiments = z
  .array(Experiment)
  .max(100)
  .default([])
  .superRefine((experiments, ctx) => {
    const ids = experiments.map((experiment) => experiment.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) ctx.addIssue({ code: "custom", message: `experiment ${twice} is listed twice` });
  });

export interface Assignment {
  experimentId: string;
  experimentName: string;
  variant: Variant;
  flags: FlagSource;
}

/** Whether a visitor of these classes is in an experiment's audience. */
export function inAudience(audience: Audience | undefined, visitor: VisitorClasses): boolean {
  if (!audience) return true;
  return (
    (audience.customers === undefined || audience.customers.includes(visitor.customer)) &&
    (audience.loyaltyMember === undefined || audience.loyaltyMember === visitor.loyaltyMember) &&
    (audience.channels === undefined || audience.channels.includes(visitor.channel)) &&
    (audience.internal === undefined || audience.internal === visitor.internal)
  );
}

/** The visitor's variant of each running experiment whose audience they are in, in the configuration's order. */
export function assignmentsFor(experiments: readonly Experiment[], anonymousId: string | null, visitor: VisitorClasses): Assignment[] {
  if (!anonymousId) return [];
  return experiments.flatMap((experiment) => {
    if (experiment.status !== "running" || !inAudience(experiment.audience, visitor)) return [];
    const variant = assignVariant(experiment.id, anonymousId, experiment.variants);
    if (!variant) return [];
    const flags = experiment.variants.find((v) => v.name === variant)!.flags;
    return [{ experimentId: experiment.id, experimentName: experiment.name, variant, flags }];
  });
}

/** The experiment platform's flag source: what the visitor's variants set; an earlier experiment wins a flag two set. */
export function experimentFlags(assignments: readonly Assignment[]): FlagSource {
  const flags: Partial<Record<FlagName, boolean>> = {};
  for (const assignment of assignments) {
    for (const [name, value] of Object.entries(assignment.flags) as [FlagName, boolean][]) if (flags[name] === undefined) flags[name] = value;
  }
  return flags;
}
