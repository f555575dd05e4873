// The listing's filter and sort panels (spec §4 "Filter/sort panel"): which one is showing and what
// it is doing. Pure: the sheets (components/filter-sheet.tsx) render it, the facet selection they
// edit is ./facet-state.ts.

import type { SortOption } from "#app/search/vocabulary.ts";
import { apply, appliedFacets, checkedFacets, type FacetSelection } from "./facet-state";
import type { ListingState } from "./url";

/** spec §5: the deals facet is excluded from request facet filters. */
const DEALS_FACET = "dealsId";

/** spec §4 panel kinds, plus the single-facet sheet (its own open/closed/applying). */
export const PANEL_KINDS = ["MobileSort", "MobileFacets", "UnifiedFilter", "SingleFacet"] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

/** spec §4: closed, open, applying, clearing (the single-facet sheet never clears). */
export type PanelStatus = "closed" | "open" | "applying" | "clearing";

export type PanelState =
  | { status: "closed" }
  | { status: Exclude<PanelStatus, "closed">; kind: PanelKind; /** the facet key of a single-facet sheet */ facet?: string };

export type PanelEvent =
  | { type: "open"; kind: PanelKind; facet?: string }
  | { type: "apply" }
  | { type: "clear" }
  /** Cancel, Escape, the close button, or the new page arrived after applying or clearing. */
  | { type: "close" };

export const CLOSED_PANEL: PanelState = { status: "closed" };

/**
 * Opening shows a panel (one at a time: opening another replaces it). Apply and clear only act on an
 * open panel, and only once: while the page changes the sheet says so and ignores more presses.
 * The single-facet sheet applies but has no clear (spec §4 lists open, closed, applying for it).
 */
export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case "open":
      if (event.kind === "SingleFacet" && !event.facet) return state;
      return { status: "open", kind: event.kind, ...(event.kind === "SingleFacet" && { facet: event.facet }) };
    case "apply":
      return state.status === "open" ? { ...state, status: "applying" } : state;
    case "clear":
      return state.status === "open" && state.kind !== "SingleFacet" ? { ...state, status: "clearing" } : state;
    case "close":
      return CLOSED_PANEL;
  }
}

/** Whether the panel shows the sort options / the facets. */
export function panelShowsSort(kind: PanelKind): boolean {
  return kind === "MobileSort" || kind === "UnifiedFilter";
}

export function panelShowsFacets(kind: PanelKind): boolean {
  return kind !== "MobileSort";
}

// ---- what a sheet sends and where applying it goes ------------------------------------------

/** The body of POST {market}/plp/api/facets for the selection being chosen (spec §3 search request). */
export interface FacetRefreshRequest {
  term?: string;
  groupId?: string;
  facetFilters: { key: string; value: string }[];
}

/**
 * spec §4 facet refresh: counts for what the sheet shows checked (applied and adding, not removing),
 * on the listing's own term and category. spec §5: the deals facet is not sent as a filter.
 * Built by hand rather than with the zod request builder (./search-request.ts): the browser bundle
 * carries no zod (issue #8), and the server validates the body anyway.
 */
export function facetRefreshRequest(state: Pick<ListingState, "query" | "groupId">, selection: FacetSelection): FacetRefreshRequest {
  const term = state.query?.trim();
  return {
    ...(term && { term }),
    ...(state.groupId && { groupId: state.groupId }),
    facetFilters: checkedFacets(selection)
      .filter((facet) => facet.key !== DEALS_FACET)
      .map(({ key, value }) => ({ key, value })),
  };
}

/** Where Apply goes: the applied selection and the chosen sort, back to page 1 (a filter or sort change resets paging). */
export function appliedListingState(state: ListingState, selection: FacetSelection, sort: SortOption | undefined): ListingState {
  const { sort: _previous, ...rest } = state;
  return { ...rest, facets: appliedFacets(apply(selection)), ...(sort && { sort }), page: 1 };
}

/** Counts by facet key and value from a refresh answer (a value it does not list has no results). */
export function refreshedCounts(refresh: { facets: { key: string; values: { value: string; count: number }[] }[] }): Map<string, number> {
  const counts = new Map<string, number>();
  for (const facet of refresh.facets) for (const value of facet.values) counts.set(countKey(facet.key, value.value), value.count);
  return counts;
}

export const countKey = (key: string, value: string) => `${key}\u0000${value}`;
