import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { promoPriceOf } from "#app/search/enrichment.ts";
import { answerPartNumbersRequest, PART_NUMBERS_POST_MESSAGE } from "#app/search/search-api.server.ts";

// spec §7 POST {market}/plp/api/promo-pricing: per part number value, savings_pct,
// savings_max_amount, isMapEnforced (the first Autoship order's price).
export const wrongMethod = { error: PART_NUMBERS_POST_MESSAGE };

export async function action(args: ActionFunctionArgs) {
  return answerPartNumbersRequest(args, promoPriceOf);
}
