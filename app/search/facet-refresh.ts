import type { Facet } from "./listing";

/** The answer of POST {market}/plp/api/facets (spec §4 facet refresh): the available facets and result count. */
export interface FacetRefresh {
  facets: Facet[];
  recordSetTotal: number;
}
