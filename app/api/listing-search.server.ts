import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerSearchRequest, USE_POST_MESSAGE } from "#app/search/search-api.server.ts";

// spec §7: POST {market}/plp/api/search with the §3 search request; answers the §3 listing data.
export const wrongMethod = { error: USE_POST_MESSAGE };

export async function action(args: ActionFunctionArgs) {
  return answerSearchRequest(args, (listing) => listing);
}
