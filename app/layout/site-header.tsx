import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CA_MARKET, US_MARKET } from "~/markets/config";
import { stripMarketPrefix, withMarketPrefix } from "~/markets/prefix";
import { useMarket, useMarketPath } from "~/markets/use-market";

function PawIcon() {
  return (
    <svg className="logo__icon" viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0d6e6e" />
      <g fill="#fff">
        <ellipse cx="32" cy="42" rx="12" ry="10" />
        <circle cx="18" cy="26" r="6" />
        <circle cx="27" cy="18" r="6" />
        <circle cx="37" cy="18" r="6" />
        <circle cx="46" cy="26" r="6" />
      </g>
    </svg>
  );
}

export function SiteHeader() {
  const { t } = useTranslation(["common", "listing"]);
  const market = useMarket();
  const marketPath = useMarketPath();
  const location = useLocation();
  const [params] = useSearchParams();
  const other = market.region === "ca" ? US_MARKET : CA_MARKET;
  // The same page in the other market: strip our prefix, add theirs.
  const otherMarketHref = withMarketPrefix(stripMarketPrefix(location.pathname).path + location.search, other);
  return (
    <header className="site-header">
      <p className="shipping-banner">
        {t("common:shipping.banner", {
          existingThreshold: t("common:shipping.existingThreshold"),
          newThreshold: t("common:shipping.newThreshold"),
        })}
      </p>
      <div className="site-header__bar">
        <Link to={marketPath("/")} className="logo" aria-label={`${t("common:brand")} home`}>
          <PawIcon /> {t("common:brand")}
          {market.region === "ca" ? <span className="logo__market">Canada</span> : null}
        </Link>
        <Form method="get" action={marketPath("/s")} role="search" className="search-form">
          <label htmlFor="site-search" className="visually-hidden">
            {t("listing:search.label")}
          </label>
          <input
            id="site-search"
            name="query"
            type="search"
            defaultValue={location.pathname.endsWith("/s") ? params.get("query") ?? "" : ""}
            placeholder={t("listing:search.placeholder")}
            autoComplete="off"
          />
          <button type="submit">{t("listing:search.submit")}</button>
        </Form>
        <a className="market-switch" href={otherMarketHref} hrefLang={other.language}>
          {t("common:market.switchTo")}
        </a>
      </div>
    </header>
  );
}
