import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { readTextWithLimit } from "#app/http/read-body.ts";
import { RUM_BODY_LIMIT_BYTES } from "#app/perf/rum.ts";
import { readRumBeacon } from "#app/perf/rum-beacon.server.ts";
import { enqueueOne } from "#app/analytics/queue.server.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { hitRateLimitForRequest } from "#app/security/rate-limit.server.ts";
import { collectorAccess } from "#app/analytics/collector-access.ts";
import { writeKeyFrom } from "#analytics/collector/batch-schema.ts";
import { logError } from "#app/errors/log-line.ts";

// POST {market}/api/rum: the browser's real-user measurements (Core Web Vitals and perf-queue
// events, app/perf/rum-client.ts), sent with navigator.sendBeacon when the page is hidden. Validated,
// size-limited and rate-limited like the collector; queued for ANALYTICS (decision 0077); 204.
const NO_STORE = cacheHeaders("none");
export const RUM_FORBIDDEN_MESSAGE =
  "Measurements are accepted only from this site's own pages or from a client with a valid write key (HTTP Basic auth user name).";
/** What another method gets (405; its Allow list is worker/api-routes.ts's). */
export const wrongMethod = { error: 'Use POST with a RUM beacon: {"pageType": "plp", "measurements": [...]}.' };

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  // The collector's rule (app/analytics/collector-access.ts): our own pages' beacons carry our
  // Origin; another site's page, or a client that sends no Origin, needs a write key (issue #23).
  const access = collectorAccess({
    siteOrigin: new URL(request.url).origin,
    origin: request.headers.get("origin"),
    writeKey: writeKeyFrom(request.headers.get("authorization")),
    writeKeys: env.ANALYTICS_WRITE_KEYS,
  });
  if (!access.ok) return jsonResponse({ error: RUM_FORBIDDEN_MESSAGE }, 403, NO_STORE);
  const text = await readTextWithLimit(request.body, RUM_BODY_LIMIT_BYTES).catch(() => undefined);
  if (text === undefined) return jsonResponse({ error: "The body could not be read." }, 400, NO_STORE);
  // (past the limit, the rest of the body was cancelled by the read)
  if (text === null) return jsonResponse({ error: `The body is over ${RUM_BODY_LIMIT_BYTES} bytes.` }, 413, NO_STORE);
  const read = readRumBeacon(text);
  if ("error" in read) return jsonResponse({ error: read.error }, 400, NO_STORE);
  const now = new Date();
  const limited = await hitRateLimitForRequest(request, context, "rum", { now });
  if (!limited.allowed) return jsonResponse({ error: rateLimitedMessage(limited.retryAfter) }, 429, { "Retry-After": String(limited.retryAfter), ...NO_STORE });
  try {
    const queued = { kind: "rum", id: crypto.randomUUID(), region: context.market.region, beacon: read.beacon, receivedAt: now.toISOString() } as const;
    await enqueueOne(env.ANALYTICS_QUEUE, queued);
  } catch (error) {
    logError(context.requestId, "RUM beacon not queued", error);
    return jsonResponse({ error: "The measurements could not be stored. Please retry.", requestId: context.requestId }, 503, {
      "Retry-After": "5",
      ...NO_STORE,
    });
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
