import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { acceptBatch, isRejection } from "#app/analytics/collect.server.ts";
import { QUEUE_MESSAGE_LIMIT_BYTES } from "#app/analytics/queue.ts";
import { enqueueEvents } from "#app/analytics/queue.server.ts";
import { collectorHits } from "#app/analytics/collector-limits.ts";
import { jsonResponse } from "#app/analytics/http.server.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { clientIp, countHits } from "#app/security/rate-limit.server.ts";
import { logError } from "#app/errors/log-line.ts";

// The first-party collector endpoint: POST {market}/v1/batch in the Segment HTTP tracking API shape.
// What it accepts is queued and answered at once; the queue's consumer writes it to the ANALYTICS
// database, never the catalogue's (decisions 0015, 0077).
/** What another method gets (405; its Allow list is worker/api-routes.ts's). */
export const wrongMethod = { success: false, error: 'Use POST with a Segment batch: {"batch": [...]}.' };

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const receivedAt = new Date();
  const batch = await acceptBatch(request, { writeKeys: env.ANALYTICS_WRITE_KEYS, receivedAt });
  if (isRejection(batch)) return jsonResponse({ success: false, error: batch.error, ...(batch.issues && { issues: batch.issues }) }, batch.status);

  const limited = await context.timing.time("limits", () =>
    countHits(env.RATE_LIMIT_COUNTERS, collectorHits(batch.messages, clientIp(request)), {
      now: receivedAt,
      log: (message) => console.error(`[${context.requestId}] ${message}`),
    }),
  );
  if (!limited.allowed) {
    // Segment's clients back off on 429 and honour Retry-After; messageIds make their retry safe.
    return jsonResponse({ success: false, error: rateLimitedMessage(limited.retryAfter) }, 429, { "Retry-After": String(limited.retryAfter) });
  }

  let queued: boolean;
  try {
    queued = await context.timing.time("enqueue", () => enqueueEvents(env.ANALYTICS_QUEUE, batch.messages));
  } catch (error) {
    logError(context.requestId, "analytics batch not queued", error);
    // Segment clients retry on 5xx; messageIds make the retry safe.
    return jsonResponse({ success: false, error: "Events could not be stored. Please retry.", requestId: context.requestId }, 503, {
      "Retry-After": "5",
    });
  }
  if (!queued) return jsonResponse({ success: false, error: `A message with the batch's context is larger than ${QUEUE_MESSAGE_LIMIT_BYTES} bytes.` }, 413);
  // What Segment's API answers.
  return jsonResponse({ success: true }, 200);
}
