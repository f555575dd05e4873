import { Form, Link, useLocation, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { useMarket, useMarketPath, useTranslation } from "#app/markets/use-market.ts";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";
import { CART_PATH, isSearchPath, LISTING_PARAMS, SEARCH_PATH, TODAYS_DEALS_PATH } from "#app/urls/site-paths.ts";
import { cartCountClass, cartLinkLabel } from "#app/cart/cart-link-label.ts";
import { PERSONAL_MARKER_ATTRIBUTE, PERSONAL_MARKERS } from "#app/visitor/personal.ts";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import { HtmlIsland, ZoneIsland } from "#app/content/components/zone-island.tsx";
import * as navOnServer from "./browse-nav-markup.server";
import { useServerContent } from "#app/content/server-content.ts";
import type { LayoutData } from "./load-layout.server";
import { pageQuery } from "#app/http/page-address.ts";
import * as offersOnServer from "#app/offers/offer-lines.server.ts";

// The pets row's roving focus and the search field's typeahead (decisions 0053, 0048), in a chunk of
// their own after the page's scripts; a page pays only this line (./enhance-header.ts).
if (typeof document !== "undefined") void import("./enhance-header").then((m) => m.enhanceHeader());

export function SiteHeader() {
  const { t } = useTranslation(["common", "listing", "shop"]);
  const { cartCount, hasPurchased } = usePersonal();
  const market = useMarket();
  const marketPath = useMarketPath();
  const location = useLocation();
  const [params] = useSearchParams();
  const other = market.region === "ca" ? US_MARKET : CA_MARKET;
  // The same page in the other market: strip our prefix, add theirs; only the page's own parameters
  // (a kept page is the same for everyone: no campaign ids, app/http/page-address.ts).
  const otherMarketHref = withMarketPrefix(stripMarketPrefix(location.pathname).path + pageQuery(params), other);
  // The merchandisers' banner; the built-in shipping line when none is live (or on an error page).
  const root = useRouteLoaderData<LayoutData>("root");
  const serverContent = useServerContent();
  const hasBanner = root?.hasHeaderBanner;
  const serverBanner = serverContent?.headerBanner;
  const browseNav = serverContent?.browseNav;
  const navHtml = browseNav && navOnServer.browseNavHtml?.(browseNav, market.language);
  return (
    <header className="site-header">
      {hasBanner ? (
        <ZoneIsland name="header" components={serverBanner} />
      ) : (
        // This shopper's threshold (US: $35 new, $49 existing; app/offers/offers.ts), server HTML the browser keeps.
        <p
          className="shipping-banner"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: offersOnServer.shippingLineHtml?.(market, hasPurchased) ?? "" }}
        />
      )}
      <div className="site-header__bar">
        {/* The visible words start the link's name (WCAG 2.5.3): "Tailwise Canada home". */}
        <Link to={marketPath("/")} className="logo">
          {/* The icons are images (the logo is the favicon; the cart a CSS mask in the text colour), not
              inline SVG, and not components of their own: markup is JavaScript every page downloads. */}
          <img className="logo__icon" src="/favicon.svg" alt="" width={28} height={28} /> {t("common:brand")}
          {market.region === "ca" ? <span className="logo__market">Canada</span> : null}
          <span className="visually-hidden"> home</span>
        </Link>
        <Form method="get" action={withMarketPrefix(SEARCH_PATH, market)} role="search" className="search-form">
          {/* Named by aria-label rather than a hidden <label>: the same name, fewer bytes of the
              JavaScript every page loads, which pay for the typeahead's trigger (decision 0048). */}
          <input
            aria-label={t("listing:search.label")}
            name={LISTING_PARAMS.query}
            type="search"
            defaultValue={isSearchPath(location.pathname) ? (params.get(LISTING_PARAMS.query) ?? "") : ""}
            placeholder={t("listing:search.placeholder")}
          />
          <button type="submit">{t("listing:search.submit")}</button>
        </Form>
        <nav className="site-header__links" aria-label="Shop">
          {/* A phone's way into the catalogue: a drawer (the desktop's is the row below). */}
          {root?.hasBrowseNav ? <HtmlIsland className="browse-drawer-island" html={navHtml?.drawer} /> : null}
          <Link to={marketPath(TODAYS_DEALS_PATH)}>Today&apos;s Deals</Link>
          <a className="market-switch" href={otherMarketHref} hrefLang={other.language}>
            {t("common:market.switchTo")}
          </a>
          <Link
            to={marketPath(CART_PATH)}
            className="cart-link"
            aria-label={cartLinkLabel(cartCount)}
            data-testid="cart-link"
            {...{ [PERSONAL_MARKER_ATTRIBUTE]: PERSONAL_MARKERS.cartLink }}
          >
            <span className="cart-link__icon" aria-hidden="true" />
            <span
              className={cartCountClass(cartCount)}
              aria-hidden="true"
              data-testid="cart-count"
              {...{ [PERSONAL_MARKER_ATTRIBUTE]: PERSONAL_MARKERS.cartCount }}
            >
              {cartCount}
            </span>
          </Link>
        </nav>
      </div>
      {root?.hasBrowseNav ? <HtmlIsland className="browse-nav-island" html={navHtml?.bar} /> : null}
    </header>
  );
}
