import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { enrichmentOf } from "#app/search/enrichment.ts";
import { answerPartNumbersRequest, onlyPost, PART_NUMBERS_POST_MESSAGE } from "#app/search/search-api.server.ts";
import { jsonResponse } from "#app/http/json-response.ts";

// spec §7 POST {market}/api/item/v1/item: the legacy card enrichment, called only when the
// legacyEnrichment flag is on (the browser then asks here instead of /plp/api/enrichments). Same
// body and answer as /plp/api/enrichments (what the legacy service answered is not in the spec);
// with the flag off the path does not exist.
const NOT_ENABLED = "The legacy item enrichment is not enabled (flag legacyEnrichment).";

export const loader = () => onlyPost(PART_NUMBERS_POST_MESSAGE);

export async function action(args: ActionFunctionArgs) {
  if (!(await args.context.flags()).legacyEnrichment) return jsonResponse({ error: NOT_ENABLED }, 404);
  return answerPartNumbersRequest(args, enrichmentOf);
}
