// The listing's filter and sort panels (spec §4 "Filter/sort panel"): which one is showing and what
// it is doing. Pure: the sheets (components/filter-sheet.tsx) render it, the facet selection they
// edit is ./facet-state.ts.

/** spec §4 panel kinds, plus the single-facet sheet (its own open/closed/applying). */
export type PanelKind = "MobileSort" | "MobileFacets" | "UnifiedFilter" | "SingleFacet";

/** spec §4: closed, open, applying, clearing (the single-facet sheet never clears). */
type PanelStatus = "closed" | "open" | "applying" | "clearing";

export type PanelState =
  { status: "closed" } | { status: Exclude<PanelStatus, "closed">; kind: PanelKind; /** the facet key of a single-facet sheet */ facet?: string };

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
