import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { enrichmentOf } from "#app/search/enrichment.ts";
import { answerPartNumbersRequest, PART_NUMBERS_POST_MESSAGE } from "#app/search/search-api.server.ts";

// spec §7 POST {market}/api/item/v1/item: the legacy card enrichment. The legacyEnrichment flag
// decides which endpoint a listing page calls (this one instead of /plp/api/enrichments; the page's
// flags are in its data, app/listing/enrich-cards.ts); the endpoint itself answers whatever the
// flags of the call are (decision 0036). It used to answer 404 with the flag off, so a page whose
// flag was forced by `?flags=legacyEnrichment:on` (a query the browser's call does not carry) called
// a 404 and its cards were never enriched. Same body and answer as /plp/api/enrichments (what the
// legacy service answered is not in the spec).
export const wrongMethod = { error: PART_NUMBERS_POST_MESSAGE };

export async function action(args: ActionFunctionArgs) {
  return answerPartNumbersRequest(args, enrichmentOf);
}
