import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useMarketPath } from "#app/markets/use-market.ts";
import type { ServiceUnavailableData } from "./service-unavailable.server";
import { useErrorPageTranslation } from "./error-copy";
import { SupportPhone } from "./support-phone";

/**
 * What the shopper's own change got, when that is what failed (a plain form's cart change that could
 * not be stored: spec §8 'Something went wrong. Please try again.'), so the page says their change
 * did not happen, not only that we are down. Read here, in the lazily loaded page, rather than by the
 * root's boundary: every page's JavaScript carries the root (issue #8 budget).
 */
function useFailedChangeMessage(): string | undefined {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? (error.data as Partial<Record<keyof ServiceUnavailableData, unknown>> | null)?.message : undefined;
  return typeof message === "string" ? message : undefined;
}

/** spec §8 maintenance page: its copy, the support code, the market's phone, Go Home. */
export function MaintenancePage({ supportCode }: { supportCode?: string }) {
  const { t } = useErrorPageTranslation();
  const marketPath = useMarketPath();
  const message = useFailedChangeMessage();
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t("maintenance.title")}</h1>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <p>{t("maintenance.body")}</p>
      {supportCode ? (
        <p>
          {t("maintenance.supportCode")}: <code className="support-code">{supportCode}</code>
        </p>
      ) : null}
      <p>
        {t("maintenance.callUs")} <SupportPhone />
      </p>
      {/* A full document load, not a client navigation, in case the app itself is what broke. */}
      <a className="button" href={marketPath("/")}>
        {t("maintenance.goHome")}
      </a>
    </section>
  );
}
