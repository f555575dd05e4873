// What a filter sheet (components/filter-sheet.tsx) sends and where applying it goes (spec §4 facet
// refresh, issue #9). Pure; loaded with the sheet, not with the page.

import type { SortOption } from "#app/catalogue/search-vocabulary.ts";
import { apply, appliedFacets, checkedFacets, type FacetSelection } from "./facet-state";
import type { ListingState } from "#app/urls/listing-url.ts";

/** spec §5: the deals facet is excluded from request facet filters. */
const DEALS_FACET = "dealsId";

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

/**
 * The count a sheet shows for a value (issue #26): the latest refresh answer's once there is one (0
 * for a value it does not list), else the page's. A refresh under way changes nothing: the last known
 * counts stay on screen until its answer comes, so no option reads "(0)" while counting.
 */
export function shownCount(onPage: number, latest: ReadonlyMap<string, number> | undefined, key: string): number {
  return latest ? (latest.get(key) ?? 0) : onPage;
}
