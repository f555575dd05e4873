import { Link } from "@remix-run/react";
import { useMarketPath } from "#app/markets/use-market.ts";
import { requestErrorCopy } from "./request-error";
import { useErrorPageTranslation } from "./error-copy";
import { SupportPhone } from "./support-phone";

/** The page for a 4xx answer: the not-found page (spec §8), or the bad-request / not-allowed one. */
export function RequestErrorPage({ status }: { status: number }) {
  const { t } = useErrorPageTranslation();
  const marketPath = useMarketPath();
  const copy = requestErrorCopy(status);
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <p className="error-page__kicker">{t(`${copy}.title`)}</p>
      <h1 id="error-heading">{t("notFound.heading")}</h1>
      <p>{t(`${copy}.body`)}</p>
      <p>
        {t("notFound.callUs")} <SupportPhone />
      </p>
      <Link className="button" to={marketPath("/")}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}
