import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { supportCodeFor } from "./support-code";
import { logError } from "./log-line";

/**
 * What the maintenance page shows for a 503 (app/root.tsx, app/errors/maintenance-page.tsx): the support code of
 * this request, and the spec's message for the action that failed, when there is one.
 */
export interface ServiceUnavailableData {
  supportCode: string;
  /** e.g. spec §8 'Something went wrong. Please try again.' when a plain form's cart change failed. */
  message?: string;
}

/**
 * A store behind a page could not answer (the catalogue, the carts): the answer to throw from a
 * loader or a plain form's action, never a raw error (a 500). The root's error boundary shows the
 * maintenance page with the support code; every route's `headers` keeps the Retry-After.
 */
export function serviceUnavailable(
  context: Pick<AppLoadContext, "requestId">,
  store: string,
  error: unknown,
  options: { retryAfter?: string; message?: string } = {},
) {
  logError(context.requestId, `${store} unavailable`, error);
  const body: ServiceUnavailableData = { supportCode: supportCodeFor(context.requestId), ...(options.message && { message: options.message }) };
  return data(body, { status: 503, headers: { "Retry-After": options.retryAfter ?? RETRY_AFTER_SECONDS.maintenance } });
}
