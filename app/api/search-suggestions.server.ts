import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { hitRateLimitForRequest } from "#app/security/rate-limit.server.ts";
import { SuggestionsQuery } from "#app/search/suggestions.ts";
import { searchSuggestions } from "#app/search/suggestions.server.ts";
import { indexLoadOf } from "#app/search/search.server.ts";
import { describeZodError } from "#app/validation/describe-zod-error.ts";
import { logError } from "#app/errors/log-line.ts";

// GET {market}/api/search-suggestions?q=dog%20f: the header's typeahead (issue #26) — search terms,
// categories, brands and products for what was typed, with links in the market. The same for every
// visitor, so shared caches (the edge) may keep it like the other catalogue answers ("short"); a
// cache miss is validated (zod), size-limited and rate-limited (per visitor and address, counted in
// ANALYTICS beside the other anonymous counters, at the same time as the catalogue is read).

/** The longest query string taken: q's 200 characters, percent-encoded, fit well within it. */
const SUGGESTIONS_QUERY_LIMIT_BYTES = 1024;

const NO_STORE = cacheHeaders("none");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.search.length > SUGGESTIONS_QUERY_LIMIT_BYTES)
    return jsonResponse({ error: `The query string is longer than ${SUGGESTIONS_QUERY_LIMIT_BYTES} bytes.` }, 414, NO_STORE);
  const parsed = SuggestionsQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const issues = describeZodError(parsed.error);
    return jsonResponse({ error: `Invalid suggestions request: ${issues.map((i) => i.message).join("; ")}`, issues }, 400, NO_STORE);
  }
  const { env } = context.cloudflare;
  try {
    const [limited, suggestions] = await Promise.all([
      hitRateLimitForRequest(request, context, "suggestions", { db: env.ANALYTICS }),
      context.timing.time("suggestions", () => searchSuggestions(context.catalogue.db, context.market, parsed.data.q, indexLoadOf(context))),
    ]);
    if (!limited.allowed)
      return jsonResponse({ error: rateLimitedMessage(limited.retryAfter) }, 429, { "Retry-After": String(limited.retryAfter), ...NO_STORE });
    return jsonResponse(suggestions, 200, cacheHeaders("short"));
  } catch (error) {
    logError(context.requestId, "search suggestions failed", error);
    return jsonResponse({ error: "The catalogue is unavailable. Please try again shortly.", requestId: context.requestId }, 503, {
      "Retry-After": RETRY_AFTER_SECONDS.maintenance,
      ...NO_STORE,
    });
  }
}
