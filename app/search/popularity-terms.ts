// SQL's popularity term of a product's relevance key, by popularity (facet-index.server.ts
// relevanceKeysFromPhrases subtracts it). Held as relevance.ts's KnownKeys (the popularities, each
// once and ascending, as `idx`; their terms as `key`) and looked up with its keyOf, not as a Map: a
// new isolate decodes them from the facet index's snapshot as two views of the value it read
// (decision 0086: the Map's ~7,000 entries at 100,000 products were ~0.9 MB of a cold first
// search's 4.2 MB of allocations, and the time to build it). Pure.
import type { KnownKeys } from "./relevance";

/** popularity (`idx`, ascending) → its term (`key`); relevance.ts keyOf finds one. */
export type PopularityTerms = KnownKeys;

/** The terms of `rows` (popularity, term), in any order. */
export function popularityTermsOf(rows: readonly (readonly [number, number])[]): PopularityTerms {
  const sorted = [...rows].sort((a, b) => a[0] - b[0]);
  return { idx: Int32Array.from(sorted, ([p]) => p), key: Float64Array.from(sorted, ([, t]) => t) };
}

/** Whether each popularity is above the one before (what a snapshot's decoder checks: format 5 writes them so). */
export function isAscending(popularities: Int32Array): boolean {
  for (let i = 1; i < popularities.length; i++) if (popularities[i - 1] >= popularities[i]) return false;
  return true;
}
