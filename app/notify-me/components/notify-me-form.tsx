import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { XsrfField } from "#app/security/xsrf-field.tsx";
import { checkEmail } from "../notify-me-rules";
import type { NotifyMeActionData } from "../notify-me-rules";

/**
 * The notify-me form (spec §4): an out-of-stock product's (productId) or a no-results search's
 * (term). Without JavaScript it posts to /app/notify-me, which shows the outcome; with it, the
 * outcome appears here. The e-mail is checked before sending with the server's own rule.
 */
export function NotifyMeForm({ subject, heading }: { subject: { productId: string } | { term: string }; heading: string }) {
  const { t } = useTranslation("shop");
  const fetcher = useFetcher<NotifyMeActionData>();
  const marketPath = useMarketPath();
  const id = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = clientError ?? (answer && !answer.ok ? answer.message : null);
  const done = answer?.ok ? answer.message : null;
  // Its code loads after the page's (app/ui/island.tsx): until then the form posts as a
  // plain form. `data-interactive` tells tests (and styles) when the script has taken over.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // Focus follows the outcome (issue #26): the answer replaces the form and its focused button, so it
  // takes focus itself; a refused address puts focus back in the field the alert describes.
  const doneRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => doneRef.current?.focus(), [done]);
  useEffect(() => {
    if (error) emailRef.current?.focus();
  }, [error]);
  return (
    <section className="notify-me" aria-labelledby={`${id}-heading`} data-interactive={interactive ? "" : undefined}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {done ? (
        <p className="notify-me__done" role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action={marketPath("/app/notify-me")}
          noValidate
          onSubmit={(event) => {
            const check = checkEmail(new FormData(event.currentTarget).get("email"));
            setClientError(check.ok ? null : check.error);
            if (!check.ok) event.preventDefault();
          }}
        >
          <XsrfField />
          {"productId" in subject ? (
            <input type="hidden" name="productId" value={subject.productId} />
          ) : (
            <input type="hidden" name="term" value={subject.term} />
          )}
          <label htmlFor={`${id}-email`}>{t("notifyMe.email")}</label>
          <div className="notify-me__row">
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="submit" className="button" aria-busy={fetcher.state !== "idle"}>
              {t("notifyMe.submit")}
            </button>
          </div>
          <p id={`${id}-error`} className="form-error" role="alert">
            {error ?? ""}
          </p>
        </fetcher.Form>
      )}
    </section>
  );
}
