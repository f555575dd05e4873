import { useMarketPath } from "#app/markets/use-market.ts";
import { useErrorPageTranslation } from "./error-copy";
import { SupportPhone } from "./support-phone";


export function MaintenancePage({ supportCode }: { supportCode?: string }) {
  const { t } = useErrorPageTranslation();
  const marketPath = useMarketPath();
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t("maintenance.title")}</h1>
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
