import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { SearchRequest } from "#app/search/request.ts";
import { CatalogueNotFoundError } from "#app/catalogue/categories.server.ts";
import { searchListing } from "#app/search/search.server.ts";
import { describeZodError } from "#app/validation/describe-zod-error.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";

// spec §7: POST {market}/plp/api/search with the §3 search request.
export async function loader() {
  return jsonResponse({ error: "Use POST with a JSON search request." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonResponse({ error: "Use POST with a JSON search request." }, 405, { Allow: "POST" });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonResponse({ error: "The request body must be JSON." }, 400);
  }
  const parsed = SearchRequest.safeParse(body);
  if (!parsed.success) {
    const issues = describeZodError(parsed.error);
    return jsonResponse({ error: `Invalid search request: ${issues.map((i) => i.message).join("; ")}`, issues }, 400);
  }
  try {
    const listing = await context.timing.time("search", () =>
      searchListing(context.cloudflare.env.DB, context.market, parsed.data),
    );
    return jsonResponse(listing, 200, cacheHeaders("short"));
  } catch (error) {
    if (error instanceof CatalogueNotFoundError) return jsonResponse({ error: error.message }, 404);
    console.error(`[${context.requestId}] search failed`, error);
    return jsonResponse({ error: "The catalogue is unavailable. Please try again shortly.", requestId: context.requestId }, 503, {
      "Retry-After": RETRY_AFTER_SECONDS.maintenance,
    });
  }
}
