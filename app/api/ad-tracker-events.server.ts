import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readAdEvent } from "#app/ads/ad-event.ts";
import { enqueueOne } from "#app/analytics/queue.server.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { hitRateLimitForRequest } from "#app/security/rate-limit.server.ts";
import { logError } from "#app/errors/log-line.ts";

// The sponsored products' first-party trackers (app/ads/ad-fields.ts): the browser GETs the card's
// impression tracker once when the tile is seen and its click tracker once when it is followed
// (spec §7 "Ad impression": GET, no-cors; the answer is not read). Queued, then counted per day in
// ANALYTICS (decision 0077).
const NO_STORE = cacheHeaders("none");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const read = readAdEvent(new URL(request.url).searchParams);
  if ("issues" in read) return jsonResponse({ error: `Invalid ad event: ${read.issues.map((i) => i.message).join("; ")}`, issues: read.issues }, 400, NO_STORE);
  const { env } = context.cloudflare;
  const now = new Date();
  const limited = await hitRateLimitForRequest(request, context, "adEvents", { now });
  if (!limited.allowed) return jsonResponse({ error: rateLimitedMessage(limited.retryAfter) }, 429, { "Retry-After": String(limited.retryAfter), ...NO_STORE });
  try {
    await enqueueOne(env.ANALYTICS_QUEUE, { kind: "ad", id: crypto.randomUUID(), event: read.event, receivedAt: now.toISOString() });
  } catch (error) {
    logError(context.requestId, "ad event not queued", error);
    return jsonResponse({ error: "The ad event could not be counted. Please retry.", requestId: context.requestId }, 503, { "Retry-After": "5", ...NO_STORE });
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
