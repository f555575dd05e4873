// SQL's popularity term of a product's relevance key, by popularity (facet-index.server.ts
// relevanceKeysFromPhrases subtracts it). Two parallel arrays sorted by popularity, looked up by
// binary search, not a Map: a new isolate decodes them from the facet index's snapshot as two views
// of the value it read (decision 0086: the Map's ~7,000 entries at 100,000 products were ~0.9 MB of
// a cold first search's 4.2 MB of allocations, and the time to build it). Pure.

export interface PopularityTerms {
  /** ascending, each once */
  popularities: Int32Array;
  /** the term of `popularities[i]` */
  terms: Float64Array;
}

/** The terms of `rows` (popularity, term), in any order. */
export function popularityTermsOf(rows: readonly (readonly [number, number])[]): PopularityTerms {
  const sorted = [...rows].sort((a, b) => a[0] - b[0]);
  return { popularities: Int32Array.from(sorted, ([p]) => p), terms: Float64Array.from(sorted, ([, t]) => t) };
}

/** Whether each popularity is above the one before (what a snapshot's decoder checks: format 5 writes them so). */
export function isAscending(popularities: Int32Array): boolean {
  for (let i = 1; i < popularities.length; i++) if (popularities[i - 1] >= popularities[i]) return false;
  return true;
}

/** The term of popularity `p`, or undefined when no product has it. */
export function popularityTermOf({ popularities, terms }: PopularityTerms, p: number): number | undefined {
  let lo = 0;
  let hi = popularities.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = popularities[mid];
    if (at === p) return terms[mid];
    if (at < p) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
