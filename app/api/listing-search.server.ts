import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerSearchRequest, onlyPost } from "#app/search/search-api.server.ts";

// spec §7: POST {market}/plp/api/search with the §3 search request; answers the §3 listing data.
export const loader = () => onlyPost();

export async function action(args: ActionFunctionArgs) {
  return answerSearchRequest(args, (listing) => listing);
}
