import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CA_MARKET, US_MARKET } from "~/markets/config";
import { stripMarketPrefix, withMarketPrefix } from "~/markets/prefix";
import { useMarket, useMarketPath } from "~/markets/use-market";
import { TODAYS_DEALS_PATH } from "~/listing/featured-categories";
import { cartLinkLabel } from "~/cart/cart-link-label";
import { PERSONAL_MARKER_ATTRIBUTE, PERSONAL_MARKERS } from "~/visitor/personal";
import { usePersonal } from "~/visitor/personal-context";

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.2L21 8H6.2" />
    </svg>
  );
}

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
  const { t } = useTranslation(["common", "listing", "shop"]);
  const { cartCount } = usePersonal();
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
        {/* The visible words start the link's name (WCAG 2.5.3): "Tailwise Canada home". */}
        <Link to={marketPath("/")} className="logo">
          <PawIcon /> {t("common:brand")}
          {market.region === "ca" ? <span className="logo__market">Canada</span> : null}
          <span className="visually-hidden"> home</span>
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
        <nav className="site-header__links" aria-label="Shop">
          <Link to={marketPath(TODAYS_DEALS_PATH)}>Today's Deals</Link>
          <a className="market-switch" href={otherMarketHref} hrefLang={other.language}>
            {t("common:market.switchTo")}
          </a>
          <Link to={marketPath("/app/cart")} className="cart-link" aria-label={cartLinkLabel(cartCount)} data-testid="cart-link" {...{ [PERSONAL_MARKER_ATTRIBUTE]: PERSONAL_MARKERS.cartLink }}>
            <CartIcon />
            <span className={`cart-link__count${cartCount === 0 ? " cart-link__count--empty" : ""}`} aria-hidden="true" data-testid="cart-count" {...{ [PERSONAL_MARKER_ATTRIBUTE]: PERSONAL_MARKERS.cartCount }}>
              {cartCount}
            </span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
