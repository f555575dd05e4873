import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { acceptBatch, isRejection, storeBatch } from "#app/analytics/collect.server.ts";
import { collectorHits } from "#app/analytics/collector-limits.ts";
import { jsonResponse } from "#app/analytics/http.server.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { clientIp, countHits } from "#app/security/rate-limit.server.ts";
import { logError } from "#app/errors/log-line.ts";

// The first-party collector endpoint: POST {market}/v1/batch in the Segment HTTP tracking API shape.
// Everything it writes goes to the ANALYTICS database, never the catalogue's (decision 0015).
/** What another method gets (405; its Allow list is worker/api-routes.ts's). */
export const wrongMethod = { success: false, error: 'Use POST with a Segment batch: {"batch": [...]}.' };

export async function action({ request, context }: ActionFunctionArgs) {
  const { env, ctx } = context.cloudflare;
  const receivedAt = new Date();
  const batch = await acceptBatch(request, { writeKeys: env.ANALYTICS_WRITE_KEYS, receivedAt });
  if (isRejection(batch)) return jsonResponse({ success: false, error: batch.error, ...(batch.issues && { issues: batch.issues }) }, batch.status);

  const limited = await context.timing.time("limits", () =>
    countHits(env.ANALYTICS, collectorHits(batch.messages, clientIp(request)), {
      now: receivedAt,
      waitUntil: (promise) => ctx.waitUntil(promise),
      log: (message) => console.error(`[${context.requestId}] ${message}`),
    }),
  );
  if (!limited.allowed) {
    // Segment's clients back off on 429 and honour Retry-After; messageIds make their retry safe.
    return jsonResponse({ success: false, error: rateLimitedMessage(limited.retryAfter) }, 429, { "Retry-After": String(limited.retryAfter) });
  }

  try {
    await context.timing.time("store", () => storeBatch(env.ANALYTICS, batch));
  } catch (error) {
    logError(context.requestId, "analytics batch not stored", error);
    // Segment clients retry on 5xx; messageIds make the retry safe.
    return jsonResponse({ success: false, error: "Events could not be stored. Please retry.", requestId: context.requestId }, 503, {
      "Retry-After": "5",
    });
  }
  // What Segment's API answers.
  return jsonResponse({ success: true }, 200);
}
