import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { FacetRefresh } from "#app/search/facet-refresh.ts";
import { answerSearchRequest, USE_POST_MESSAGE } from "#app/search/search-api.server.ts";

// spec §7: POST {market}/plp/api/facets, the facet refresh (§4: "available facets and available
// result count update"). The same §3 search request as /plp/api/search, with the facet selection
// the shopper is choosing; it answers the facets and the result total only, so the listing's
// filter sheet can say "Show N results" before anything is applied. Paging and sort do not change
// counts: the search runs for one product.
export const wrongMethod = { error: USE_POST_MESSAGE };

export async function action(args: ActionFunctionArgs) {
  return answerSearchRequest(
    args,
    ({ facets, recordSetTotal }): FacetRefresh => ({ facets, recordSetTotal }),
    (request) => ({ ...request, from: 0, count: 1 }),
  );
}
