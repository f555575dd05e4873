import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { enrichmentOf } from "#app/search/enrichment.ts";
import { answerPartNumbersRequest, PART_NUMBERS_POST_MESSAGE } from "#app/search/search-api.server.ts";

// spec §7 POST {market}/plp/api/enrichments: per part number, what a card shows that may have changed
// since its page was rendered (autoship price, deal, options, Add to Cart, visually similar), or
// that the product must not show any more (sanitising, spec §4).
export const wrongMethod = { error: PART_NUMBERS_POST_MESSAGE };

export async function action(args: ActionFunctionArgs) {
  return answerPartNumbersRequest(args, enrichmentOf);
}
