// spec §9 experiments (issue #11): variants and a visitor's stable assignment. Pure.
//
// A visitor is bucketed by a hash of their anonymous id (the abTestingAnonymousPID cookie, which the
// analytics layer keeps in sync and the Worker sets on a first visit) and the experiment's id: the
// same visitor always gets the same variant of an experiment, and different experiments split
// visitors independently.

export const VARIANTS = ["CONTROL", "VARIANT_01", "VARIANT_02", "VARIANT_03", "VARIANT_04", "TREATMENT1", "TREATMENT2", "TREATMENT3", "TESTLANE"] as const;
export type Variant = (typeof VARIANTS)[number];

/** Buckets per experiment: weights are parts of this (basis points). */
export const BUCKETS = 10_000;

/** FNV-1a, 32 bits: fast, well spread for short keys, the same in every runtime. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's bucket in an experiment, 0 … BUCKETS-1. */
export function bucketOf(experimentId: string, anonymousId: string): number {
  return fnv1a32(`${experimentId}:${anonymousId}`) % BUCKETS;
}

export interface WeightedVariant {
  name: Variant;
  /** share of visitors in basis points; an experiment's weights add up to at most BUCKETS (the rest is not in it) */
  weight: number;
}

/** The visitor's variant, or null when their bucket falls outside the experiment's traffic. */
export function assignVariant(experimentId: string, anonymousId: string, variants: readonly WeightedVariant[]): Variant | null {
  let bucket = bucketOf(experimentId, anonymousId);
  for (const variant of variants) {
    if (bucket < variant.weight) return variant.name;
    bucket -= variant.weight;
  }
  return null;
}
