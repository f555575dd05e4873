import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { NOTIFY_ME_MESSAGES } from "#app/notify-me/notify-me-rules.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { safeRedirectPath, sameOriginReferer } from "#app/http/safe-redirect.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { personalPageHeaders } from "#app/http/personal-headers.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { readFormData } from "#app/http/read-body.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { NotifyMeForm } from "#app/notify-me/components/notify-me-form.tsx";
import { subjectFields, subjectFrom, submitNotifyMe } from "#app/notify-me/notify-me.server.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { hitRateLimitForRequest } from "#app/security/rate-limit.server.ts";

// POST {market}/app/notify-me (the spec does not show the call: our address). A fetcher gets the
// outcome as data; a plain form gets this page with the outcome and a way back.

export type NotifyMeActionData = { ok: boolean; outcome: string; message: string; field?: string; back: string; subject: { productId: string } | { term: string } };

export const headers = personalPageHeaders;

export const meta: MetaFunction = () => [{ title: "Notify me | Tailwise" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    subject: subjectFields(subjectFrom(url.searchParams)),
    back: safeRedirectPath(url.searchParams.get("redirectTo"), withMarketPrefix("/", context.market)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectPath(form?.get("redirectTo") ?? sameOriginReferer(request), withMarketPrefix("/", context.market));
  const subject = form ? subjectFrom(form) : null;
  const echo = subject ? subjectFields(subject) : { term: "" };
  const answer = (status: number, body: Omit<NotifyMeActionData, "back" | "subject">, headers: Record<string, string> = {}) =>
    data({ ...body, back, subject: echo } satisfies NotifyMeActionData, { status, headers: { ...cacheHeaders("none"), ...headers } });

  if (!form || !subject) return answer(415, { ok: false, outcome: "invalid", message: "Send the sign-up as a form (application/x-www-form-urlencoded or multipart/form-data)." });
  if ("field" in subject) return answer(400, { ok: false, outcome: "invalid", field: subject.field, message: subject.message });
  const db = context.cloudflare.env.DB;
  const limited = await hitRateLimitForRequest(request, context, "notifyMe");
  if (!limited.allowed) {
    return answer(429, { ok: false, outcome: "rate-limited", message: rateLimitedMessage(limited.retryAfter) }, { "Retry-After": String(limited.retryAfter) });
  }
  const result = await context.timing.time("notify-me", () => submitNotifyMe(db, context.market, form.get("email"), subject));
  const ok = result.outcome === "confirmed" || result.outcome === "duplicate";
  const retry = result.status === 503 ? { "Retry-After": RETRY_AFTER_SECONDS.write } : undefined;
  return answer(result.status, { ok, outcome: result.outcome, message: result.message, ...("field" in result && { field: result.field }) }, retry);
}

/** With JavaScript: a failed request (refused, dropped) shows the spec's failure message in the form. */
export async function clientAction({ serverAction, request }: ClientActionFunctionArgs): Promise<NotifyMeActionData> {
  try {
    return (await serverAction<typeof action>()) as NotifyMeActionData;
  } catch {
    const form = await request.formData().catch(() => new FormData());
    const productId = String(form.get("productId") ?? "");
    return {
      ok: false,
      outcome: "failed",
      message: NOTIFY_ME_MESSAGES.failure,
      back: "/",
      subject: productId ? { productId } : { term: String(form.get("term") ?? "") },
    };
  }
}

export default function NotifyMeRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const subject = result?.subject ?? loaded.subject;
  const back = loaded.back;
  const { t } = useTranslation("shop");
  return (
    <article className="content-page notify-me-page">
      <h1>{t("notifyMe.pageTitle")}</h1>
      {result ? (
        <p className={result.ok ? "notify-me__done" : "form-error"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : null}
      {!result?.ok && ("productId" in subject || subject.term) ? <NotifyMeForm subject={subject} heading={t("notifyMe.searchHeading")} /> : null}
      <p>
        <Link to={result?.back ?? back}>{t("notifyMe.back")}</Link>
      </p>
    </article>
  );
}
