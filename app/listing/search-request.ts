import { FacetKey, PAGE_SIZE_WEB, SearchRequest, type FacetFilter, type SortOption } from "#app/search/request.ts";
import { offsetFromPage } from "./pagination";

/** spec §5: the deals facet is excluded from request facet filters. */
export const DEALS_FACET_KEY = FacetKey.enum.dealsId;

/** The ids the search service knows a facet value by (spec §3: facetFilters carry facetId and id). */
interface FacetIds {
  facetId?: string | number;
  id?: string;
}

/** Key of the optional facet-id look-up map: `${key}:${value}`, e.g. `brand_facet:Blue Buffalo`. */
export function facetLookupKey(key: FacetKey, value: string): string {
  return `${key}:${value}`;
}

export interface SearchRequestParams {
  term?: string | null;
  groupId?: string | number | null;
  facets: ReadonlyArray<{ key: FacetKey; value: string; facetId?: string | number; id?: string }>;
  sort?: SortOption;
  page: number;
  pageSize?: number;
  catalogId?: string | number;
  /** Ids for facet values the caller knows (e.g. from the facet list of the previous response). */
  facetIds?: ReadonlyMap<string, FacetIds>;
}

/** The search service's limit on the term, read from the schema so there is one source. */
const TERM_MAX_LENGTH = SearchRequest.shape.term.unwrap().maxLength ?? Number.POSITIVE_INFINITY;

/**
 * spec §5 request builder for POST /plp/api/search:
 * - the deals facet (`dealsId`) is excluded from facetFilters;
 * - groupId is sent only when non-empty; term only when present (not blank);
 * - from is the offset of `page`, count the page size (spec §9: 36 web, 20 app), groupResults true.
 * Each facet filter carries key and value, plus facetId and id when known (on the facet itself or in
 * `facetIds`). Repeated facets are sent once.
 *
 * Decision: a term longer than the schema allows is cut to fit rather than failing the page.
 * The result is validated by the SearchRequest schema; a page beyond the schema's offset limit
 * throws, so loaders check `isPageOutOfRange` first.
 */
export function buildSearchRequest(params: SearchRequestParams): SearchRequest {
  const pageSize = params.pageSize ?? PAGE_SIZE_WEB;
  const term = params.term?.trim().slice(0, TERM_MAX_LENGTH).trim();
  const groupId = params.groupId === null || params.groupId === undefined ? "" : String(params.groupId).trim();

  const seen = new Set<string>();
  const facetFilters: FacetFilter[] = [];
  for (const facet of params.facets) {
    if (facet.key === DEALS_FACET_KEY) continue;
    const lookupKey = facetLookupKey(facet.key, facet.value);
    if (seen.has(lookupKey)) continue;
    seen.add(lookupKey);
    const known = params.facetIds?.get(lookupKey);
    const facetId = facet.facetId ?? known?.facetId;
    const id = facet.id ?? known?.id;
    facetFilters.push({
      key: facet.key,
      value: facet.value,
      ...(facetId !== undefined && { facetId }),
      ...(id !== undefined && { id }),
    });
  }

  return SearchRequest.parse({
    ...(params.catalogId !== undefined && { catalogId: params.catalogId }),
    ...(groupId !== "" && { groupId }),
    ...(term && { term }),
    from: offsetFromPage(params.page, pageSize),
    ...(params.sort !== undefined && { sort: params.sort }),
    count: pageSize,
    facetFilters,
    groupResults: true,
  });
}
