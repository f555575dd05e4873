import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { personalPageHeaders } from "#app/http/personal-headers.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { NotifyMeForm } from "#app/notify-me/components/notify-me-form.tsx";
import { notifyMeAction } from "#app/notify-me/notify-me-action.server.ts";
import { NOTIFY_ME_MESSAGES, type NotifyMeActionData } from "#app/notify-me/notify-me-rules.ts";
import { subjectFields, subjectFrom } from "#app/notify-me/notify-me.server.ts";

// POST {market}/app/notify-me (the spec does not show the call: our address). A fetcher gets the
// outcome as data; a plain form gets this page with the outcome and a way back.

export const headers = personalPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    subject: subjectFields(subjectFrom(url.searchParams)),
    back: safeRedirectPath(url.searchParams.get("redirectTo"), withMarketPrefix("/", context.market)),
  };
}

export const action = notifyMeAction;

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

export const meta: MetaFunction = () => [{ title: "Notify me | Tailwise" }, { name: "robots", content: "noindex" }];

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
