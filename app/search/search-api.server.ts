import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CatalogueNotFoundError } from "#app/catalogue/categories.server.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { DISCARD_LIMIT_BYTES, readTextWithLimit } from "#app/http/read-body.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { describeZodError } from "#app/validation/describe-zod-error.ts";
import type { ListingData } from "./listing";
import { SearchRequest } from "./request";
import { searchListing } from "./search.server";

// The listing's read APIs (spec §7: POST {market}/plp/api/search and /plp/api/facets) take the same
// §3 search request and differ only in what they answer: one body reader, one validation, one
// error mapping.

/**
 * The largest request body: 50 facet filters of 200-character values with their ids fit in ~16 KB.
 * A bigger body is refused with 413 after reading at most this much (app/http/read-body.ts).
 */
export const SEARCH_BODY_LIMIT_BYTES = 32 * 1024;

export const USE_POST_MESSAGE = "Use POST with a JSON search request.";

/** What a GET or another method gets: the address exists, for POST. */
export function onlyPost(): Response {
  return jsonResponse({ error: USE_POST_MESSAGE }, 405, { Allow: "POST" });
}

/**
 * Reads and validates the search request, runs it (`adjust` may change it first, e.g. one product
 * for a facet refresh) and answers `shape(listing)`; 400 naming the invalid fields, 413, 404 for an
 * unknown category, 503 with Retry-After when the catalogue fails.
 */
export async function answerSearchRequest(
  { request, context }: ActionFunctionArgs,
  shape: (listing: ListingData) => unknown,
  adjust: (request: SearchRequest) => SearchRequest = (r) => r,
): Promise<Response> {
  if (request.method !== "POST") return onlyPost();
  let text: string | null;
  try {
    text = await readTextWithLimit(request.body, SEARCH_BODY_LIMIT_BYTES, { drainUpTo: DISCARD_LIMIT_BYTES });
  } catch {
    return jsonResponse({ error: "The request body could not be read." }, 400);
  }
  if (text === null) return jsonResponse({ error: `The request body is larger than ${SEARCH_BODY_LIMIT_BYTES} bytes.` }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonResponse({ error: "The request body must be JSON." }, 400);
  }
  const parsed = SearchRequest.safeParse(body);
  if (!parsed.success) {
    const issues = describeZodError(parsed.error);
    return jsonResponse({ error: `Invalid search request: ${issues.map((i) => i.message).join("; ")}`, issues }, 400);
  }
  try {
    const listing = await context.timing.time("search", () => searchListing(context.cloudflare.env.DB, context.market, adjust(parsed.data)));
    return jsonResponse(shape(listing), 200, cacheHeaders("short"));
  } catch (error) {
    if (error instanceof CatalogueNotFoundError) return jsonResponse({ error: error.message }, 404);
    console.error(`[${context.requestId}] search failed`, error);
    return jsonResponse({ error: "The catalogue is unavailable. Please try again shortly.", requestId: context.requestId }, 503, {
      "Retry-After": RETRY_AFTER_SECONDS.maintenance,
    });
  }
}
