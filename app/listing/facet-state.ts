import type { FacetFilter } from "#app/search/request.ts";

// Plain types, no schema: the listing's filter sheets run this in the browser, which carries no zod
// (issue #8); a selection is only ever built by these functions from validated facets.

/** spec §3 "Facet selection entry" statuses. */
type FacetSelectionStatus = "adding" | "removing" | "applied";

/** spec §3: key, value, facetId, id, status. */
export type FacetSelectionEntry = FacetFilter & { status: FacetSelectionStatus };

export interface FacetSelection {
  entries: FacetSelectionEntry[];
  /** The selection before the first pending change; null when nothing is pending. */
  saved: FacetSelectionEntry[] | null;
}

export type FacetSelectionFacet = Omit<FacetSelectionEntry, "status">;

function sameFacet(a: { key: string; value: string }, b: { key: string; value: string }): boolean {
  return a.key === b.key && a.value === b.value;
}

/** A selection whose facets are all applied (e.g. read from the URL), with nothing pending. */
export function createFacetSelection(applied: readonly FacetSelectionFacet[] = []): FacetSelection {
  const entries: FacetSelectionEntry[] = [];
  for (const facet of applied) {
    if (!entries.some((entry) => sameFacet(entry, facet))) entries.push({ ...facet, status: "applied" });
  }
  return { entries, saved: null };
}

/**
 * spec §4: adding and removing changes are held as pending and the previous selection is saved.
 * Toggling an applied facet marks it removing; toggling it again makes it applied again. Toggling a
 * facet that is not selected adds it as adding; toggling that again drops it.
 */
export function toggle(state: FacetSelection, facet: FacetSelectionFacet): FacetSelection {
  const saved = state.saved ?? state.entries;
  const existing = state.entries.find((entry) => sameFacet(entry, facet));
  let entries: FacetSelectionEntry[];
  if (!existing) {
    entries = [...state.entries, { ...facet, status: "adding" }];
  } else if (existing.status === "adding") {
    entries = state.entries.filter((entry) => entry !== existing);
  } else {
    const status: FacetSelectionStatus = existing.status === "applied" ? "removing" : "applied";
    entries = state.entries.map((entry) => (entry === existing ? { ...entry, status } : entry));
  }
  return { entries, saved };
}

/** spec §4: apply turns pending changes into applied and drops those marked removing. */
export function apply(state: FacetSelection): FacetSelection {
  return {
    entries: state.entries
      .filter((entry) => entry.status !== "removing")
      .map((entry) => (entry.status === "applied" ? entry : { ...entry, status: "applied" })),
    saved: null,
  };
}

/**
 * spec §4: cancel restores the saved selection. With nothing saved, nothing is pending and the
 * selection is returned as it is.
 */
export function cancel(state: FacetSelection): FacetSelection {
  return state.saved ? { entries: state.saved, saved: null } : state;
}

/**
 * spec §4: reset keeps only applied facets — entries still marked adding or removing are dropped.
 * The saved selection is kept, so a later cancel still restores what was there before the changes.
 */
export function reset(state: FacetSelection): FacetSelection {
  return { entries: state.entries.filter((entry) => entry.status === "applied"), saved: state.saved };
}

export function hasPendingChanges(state: FacetSelection): boolean {
  return state.entries.some((entry) => entry.status !== "applied");
}

/** What the UI shows as checked: applied and adding entries, not those marked removing. */
export function checkedFacets(state: FacetSelection): FacetSelectionEntry[] {
  return state.entries.filter((entry) => entry.status !== "removing");
}

export function isChecked(state: FacetSelection, facet: { key: string; value: string }): boolean {
  return checkedFacets(state).some((entry) => sameFacet(entry, facet));
}

/** The applied facets only, as the listing URL and search request take them. */
export function appliedFacets(state: FacetSelection): FacetSelectionFacet[] {
  return state.entries.filter((entry) => entry.status === "applied").map(({ status: _status, ...facet }) => facet);
}
