import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { readFormData } from "#app/http/read-body.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { safeRedirectPath, sameOriginReferer } from "#app/http/safe-redirect.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { hitRateLimitForRequest } from "#app/security/rate-limit.server.ts";
import type { NotifyMeActionData } from "./notify-me-rules";
import { subjectFields, subjectFrom, submitNotifyMe } from "./notify-me.server";

/**
 * POST {market}/app/notify-me (app/routes/notify-me.tsx; the spec does not show the call: our
 * address): a sign-up checked, rate-limited and stored; the outcome as data with its status.
 */
export async function notifyMeAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectPath(form?.get("redirectTo") ?? sameOriginReferer(request), withMarketPrefix("/", context.market));
  const subject = form ? subjectFrom(form) : null;
  const echo = subject ? subjectFields(subject) : { term: "" };
  const answer = (status: number, body: Omit<NotifyMeActionData, "back" | "subject">, headers: Record<string, string> = {}) =>
    data({ ...body, back, subject: echo } satisfies NotifyMeActionData, { status, headers: { ...cacheHeaders("none"), ...headers } });

  if (!form || !subject)
    return answer(415, { ok: false, outcome: "invalid", message: "Send the sign-up as a form (application/x-www-form-urlencoded or multipart/form-data)." });
  if ("field" in subject) return answer(400, { ok: false, outcome: "invalid", field: subject.field, message: subject.message });
  const limited = await hitRateLimitForRequest(request, context, "notifyMe");
  if (!limited.allowed) {
    return answer(429, { ok: false, outcome: "rate-limited", message: rateLimitedMessage(limited.retryAfter) }, { "Retry-After": String(limited.retryAfter) });
  }
  // A shopper's write, through the request's catalogue session: the answer carries its bookmark (decision 0079).
  const result = await context.timing.time("notify-me", () => context.catalogue.write((db) => submitNotifyMe(db, context.market, form.get("email"), subject)));
  const ok = result.outcome === "confirmed" || result.outcome === "duplicate";
  const retry = result.status === 503 ? { "Retry-After": RETRY_AFTER_SECONDS.write } : undefined;
  return answer(result.status, { ok, outcome: result.outcome, message: result.message, ...("field" in result && { field: result.field }) }, retry);
}
