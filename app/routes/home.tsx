import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { addResources, translatorFor } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import homeCopy from "#locales/en-US/home.json";
import { featuredCategories } from "#app/listing/featured-categories.ts";
import { listingLinkRel } from "#app/listing/listing-link-rel.server.ts";
import { buildSearchUrl, TODAYS_DEALS_PATH } from "#app/urls/listing-url.ts";
import { CategoryTiles } from "#app/listing/components/category-tiles.tsx";
import { educationalGuides } from "#app/listing/educational-widgets.ts";
import { stripMarketPrefix, withMarketPrefix } from "#app/markets/prefix.ts";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { pageLinksFor } from "#app/seo/page-links.ts";
import { HOME_PAGE_ID } from "#app/content/content-document.ts";
import { managedPageView } from "#app/content/page-content.server.ts";
import { island } from "#app/ui/island.tsx";
import { WELCOME_OFFER_PLACEHOLDER } from "#app/offers/offers.ts";
import { WelcomeOffer } from "#app/offers/welcome-offer.tsx";
import { organizationJsonLd, webSiteJsonLd } from "#app/seo/site-structured-data.ts";

// Managed content renders on the server in place; its code (carousel, dialog, shelves) loads in the
// browser after the page's own scripts, only on pages that show it (issue #8 budget; app/ui/island.tsx).
const LazyZoneComponents = island(() => import("#app/content/components/zone-components.tsx").then((m) => m.ZoneComponents), ".cms-zone");

const POPULAR_SEARCHES = ["dog food", "cat litter", "puppy treats", "flea and tick", "bird seed", "aquarium filter"];
// The home page's own words join the common namespace when its module loads (app/i18n/translator.ts).
addResources("en-US", "common", homeCopy);

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const market = context.market;
  // spec §7 ContentFederated: the home page's every zone, from the content proxy (issue #10).
  const page = await managedPageView(context, request, { pageId: HOME_PAGE_ID, generalType: "home", zoneRangeFrom: 1, zoneRangeTo: 999 });
  return {
    categories: featuredCategories(market),
    dealsHref: withMarketPrefix(TODAYS_DEALS_PATH, market),
    // Search results are not indexed: a crawler is not sent there (decision 0073), shoppers are.
    searches: POPULAR_SEARCHES.map((term) => {
      const href = buildSearchUrl(market, { query: term });
      return { term, href, rel: listingLinkRel(href) };
    }),
    guides: educationalGuides().map((guide) => ({ ...guide, href: withMarketPrefix(guide.href, market) })),
    page,
    links: pageLinksFor(context, "/"),
    // The configured origin, for the JSON-LD's absolute URLs (meta, below).
    siteOrigin: context.cloudflare.env.SITE_ORIGIN,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  // The market as the Worker resolved it, from the path (the same rule).
  const { market } = stripMarketPrefix(location.pathname);
  const t = translatorFor("en-US", ["common"]);
  return [
    { title: data?.page?.metadata.metaTitle ?? t("home.title") },
    { name: "description", content: data?.page?.metadata.metaDescription ?? t("home.description") },
    ...(data?.links ?? []),
    // Who the store is and how to search it (issue #27, decision 0068). Built in meta from the origin
    // rather than by the loader into the page's StructuredDataScript: a third route importing that
    // component re-split the listing page's shared chunks (+325 B gzip over its JavaScript budget).
    ...(data ? [{ "script:ld+json": organizationJsonLd(data.siteOrigin) }, { "script:ld+json": webSiteJsonLd(data.siteOrigin, market) }] : []),
  ];
};

export default function Home() {
  const { categories, dealsHref, searches, guides, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const popular = (
    <section aria-labelledby="home-searches">
      <h2 id="home-searches">{t("home.popularSearches")}</h2>
      <ul className="pills">
        {searches.map((search) => (
          <li key={search.term}>
            <Link className="pill" to={search.href} rel={search.rel}>
              {search.term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
  if (page?.zones.length) {
    // The merchandisers' home page: their zones in order; the placeholders are filled from the catalogue.
    const placeholders = {
      // The merchandisers choose where; the words and who sees them are the offers table's.
      [WELCOME_OFFER_PLACEHOLDER]: <WelcomeOffer />,
      "shop-by-pet": (
        <section aria-labelledby="home-pets">
          <h2 id="home-pets">{t("home.shopByPet")}</h2>
          <CategoryTiles categories={categories} />
        </section>
      ),
      "educational-cards": (
        <section aria-labelledby="home-guides">
          <h2 id="home-guides">{t("home.guides")}</h2>
          <ul className="guides">
            {guides.map((guide) => (
              <li key={guide.href} className="guide-card">
                <h3>
                  <Link to={guide.href}>{guide.title}</Link>
                </h3>
                <p>{guide.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ),
    };
    return (
      <div className="home home--managed">
        <h1 className="visually-hidden">{t("home.heading", { brand: t("brand") })}</h1>
        {page.zones.map((zone) => (
          <LazyZoneComponents key={zone.order} components={zone.components} name={`home-${zone.order}`} placeholders={placeholders} />
        ))}
        {popular}
      </div>
    );
  }
  return (
    <div className="home">
      <section className="hero">
        <h1>{t("home.hero")}</h1>
        <WelcomeOffer />
        <Link className="button" to={dealsHref}>
          {t("home.shopDeals")}
        </Link>
      </section>
      <h2>{t("home.shopByPet")}</h2>
      <CategoryTiles categories={categories} />
      {popular}
    </div>
  );
}
