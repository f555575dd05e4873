import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useMarketPath } from "~/markets/use-market";
import { SupportPhone } from "./support-phone";


export function NotFoundPage() {
  const { t } = useTranslation("listing");
  const marketPath = useMarketPath();
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <p className="error-page__kicker">{t("notFound.title")}</p>
      <h1 id="error-heading">{t("notFound.heading")}</h1>
      <p>{t("notFound.body")}</p>
      <p>
        {t("notFound.callUs")} <SupportPhone />
      </p>
      <Link className="button" to={marketPath("/")}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}
