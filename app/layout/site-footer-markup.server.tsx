import { renderToStaticMarkup } from "react-dom/server";
import { addResources, translatorFor, type TFunction } from "#app/i18n/translator.ts";
import navCopy from "#locales/en-US/nav.json";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { TODAYS_DEALS_PATH } from "#app/urls/listing-url.ts";
import { deliveryLine, returnsLine } from "#app/offers/offers.ts";
import { AUTOSHIP_REPEAT_SAVINGS_PCT } from "#app/pricing/price-facts.ts";

// The footer's inside as server HTML the browser keeps (as the header's navigation, decision 0026):
// it is the same for every page and shopper of a market, and changes market only with a new document
// (the market link is a plain link), so neither its markup nor its words are in any page's JavaScript.

// The footer's links share the navigation's words (server-only, like the header's browse menu).
addResources("en-US", "common", navCopy);

/** Per isolate: the footer of each market, rendered once. */
const rendered = new Map<string, string>();

export function siteFooterHtml(market: MarketConfig): string {
  let html = rendered.get(market.name);
  if (html === undefined) {
    html = renderToStaticMarkup(<FooterContent market={market} t={translatorFor(market.language, ["common"])} />);
    rendered.set(market.name, html);
  }
  return html;
}

function FooterContent({ market, t }: { market: MarketConfig; t: TFunction }) {
  const href = (path: string) => withMarketPrefix(path, market);
  const phone = (
    <a className="support-phone" href={t("support.phoneHref")}>
      {t("support.phone")}
    </a>
  );
  return (
    <>
      <ul>
        {/* The market's delivery and returns lines (app/offers/offers.ts) and Autoship's saving (app/pricing). */}
        <li>{deliveryLine(market)}</li>
        <li>{returnsLine(market)}</li>
        <li>{t("autoship", { pct: AUTOSHIP_REPEAT_SAVINGS_PCT })}</li>
        <li>
          {t("support.serviceLabel")} ({t("support.hours")}): {phone}
        </li>
      </ul>
      <nav aria-label={t("support.contactLabel")} className="site-footer__contact">
        <h2 className="site-footer__heading">{t("support.contactLabel")}</h2>
        <ul>
          <li>{phone}</li>
          <li>
            <a href={`mailto:${t("support.email")}`}>
              {t("support.emailLabel")}: {t("support.email")}
            </a>
          </li>
        </ul>
      </nav>
      <nav aria-label={t("footer.label")}>
        <a href={href("/brands")}>{t("footer.brands")}</a> · <a href={href("/vet-care")}>{t("footer.vetCare")}</a> ·{" "}
        <a href={href(TODAYS_DEALS_PATH)}>{t("footer.deals")}</a> · <a href={href("/app/content/terms")}>{t("footer.terms")}</a> ·{" "}
        <a href={href("/app/content/privacy")}>{t("footer.privacy")}</a>
      </nav>
      <p className="site-footer__note">
        {t("market.currencyNote")} · {t("footer.fictional", { brand: t("brand") })}
      </p>
    </>
  );
}
