import { Link } from "@remix-run/react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useMarket, useMarketPath } from "#app/markets/use-market.ts";
import { SupportPhone } from "#app/errors/support-phone.tsx";
import { TODAYS_DEALS_PATH } from "#app/listing/url.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import * as offersOnServer from "#app/offers/offer-lines.server.ts";

export function SiteFooter() {
  const { t } = useTranslation("common");
  const marketPath = useMarketPath();
  // The market's delivery and returns lines (app/offers/offers.ts): server HTML the browser keeps.
  const market = useMarket();
  const { hasPurchased } = usePersonal();
  const offers = offersOnServer.offerLinesHtml?.(market, hasPurchased);
  return (
    <footer className="site-footer">
      <ul>
        <li suppressHydrationWarning dangerouslySetInnerHTML={{ __html: offers?.delivery ?? "" }} />
        <li suppressHydrationWarning dangerouslySetInnerHTML={{ __html: offers?.returns ?? "" }} />
        <li>{t("autoship")}</li>
        <li>
          {t("support.serviceLabel")} ({t("support.hours")}): <SupportPhone />
        </li>
      </ul>
      <nav aria-label={t("support.contactLabel")} className="site-footer__contact">
        <h2 className="site-footer__heading">{t("support.contactLabel")}</h2>
        <ul>
          <li>
            <SupportPhone />
          </li>
          <li>
            <a href={`mailto:${t("support.email")}`}>
              {t("support.emailLabel")}: {t("support.email")}
            </a>
          </li>
        </ul>
      </nav>
      <nav aria-label="Footer">
        <Link to={marketPath("/brands")}>Brands</Link> · <Link to={marketPath("/vet-care")}>Vet care</Link> ·{" "}
        <Link to={marketPath(TODAYS_DEALS_PATH)}>Today&apos;s deals</Link> · <Link to={marketPath("/app/content/terms")}>Terms of use</Link>{" "}
        · <Link to={marketPath("/app/content/privacy")}>Privacy policy</Link>
      </nav>
      <p className="site-footer__note">{t("market.currencyNote")} · Tailwise is a fictional store.</p>
    </footer>
  );
}
