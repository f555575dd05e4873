import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { isRejection, parseBatch, readBatchBody, storeBatch } from "~/analytics/collect.server";
import { jsonResponse } from "~/analytics/http.server";

// The first-party collector endpoint: POST {market}/v1/batch in the Segment HTTP tracking API shape.
// Everything it writes goes to the ANALYTICS database, never the catalogue's (decision 0011).
export async function loader() {
  return jsonResponse({ success: false, error: "Use POST with a Segment batch: {\"batch\": [...]}." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return jsonResponse({ success: false, error: "Use POST with a Segment batch: {\"batch\": [...]}." }, 405, { Allow: "POST" });
  }
  const text = await readBatchBody(request);
  if (isRejection(text)) return jsonResponse({ success: false, error: text.error }, text.status);
  const batch = parseBatch(text, request.headers.get("authorization"), new Date());
  if (isRejection(batch)) return jsonResponse({ success: false, error: batch.error, issues: batch.issues }, batch.status);
  try {
    await context.timing.time("store", () => storeBatch(context.cloudflare.env.ANALYTICS, batch));
  } catch (error) {
    console.error(`[${context.requestId}] analytics batch not stored`, error);
    // Segment clients retry on 5xx; messageIds make the retry safe.
    return jsonResponse({ success: false, error: "Events could not be stored. Please retry.", requestId: context.requestId }, 503, {
      "Retry-After": "5",
    });
  }
  // What Segment's API answers.
  return jsonResponse({ success: true }, 200);
}
