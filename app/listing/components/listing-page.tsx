import { useLocation, useNavigation } from "@remix-run/react";
import { lazy, Suspense, type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useAnalyticsEffect } from "#app/analytics/analytics-provider.tsx";
import { listIdFor } from "#app/analytics/listing-ids.ts";
import type { CardView, CrumbView, ListingView } from "../view";
import type { EducationalWidget } from "../educational-widgets";
import { gridTiles, loadingPlaceholderCount } from "../grid-tiles";
import { Breadcrumbs } from "./breadcrumbs";
import { FacetPanel, FilterPills } from "./facet-panel";
import { FilterBar } from "./filter-bar";
import { LoadMore } from "./load-more-link";
import { cardsInPlace } from "../load-more";
import { useCardEnrichment } from "./use-card-enrichment";
import { PaginationNav } from "./pagination-nav";
import { ProductCard } from "./product-card";
import { SortControl } from "./sort-control";
import { useFollowLinks } from "./follow-links";
import { useListingScroll } from "./use-listing-scroll";
import { CardAddToCartForm } from "#app/cart/components/card-add-to-cart.tsx";
import { island } from "#app/ui/island.tsx";
import { ListingFaqs } from "./listing-faqs";
import { OpenOverlayContext, type CardOverlay } from "./options-overlay-context";
import type { FaqEntry } from "#app/seo/faq-structured-data.ts";
import type { ListingZoneName } from "#app/content/zones.ts";
import type { CmsZonePosition } from "../cms-zone";
import { ListingZone, useZonesSource, Zone19Tile } from "#app/content/components/content-islands.tsx";
import type { BrandVideoView } from "#app/content/brand-videos.ts";
import type { CuratedSupplementView } from "./curated-supplements";

// Islands (app/ui/island.tsx): rendered by the server in place, their code loaded by the browser only
// on pages that show them (issue #8 JavaScript budget).
// Only searches that find nothing show it (with the notify-me form).
const NoResults = island(() => import("./no-results").then((m) => m.NoResults), ".no-results");
// Only the supplement categories show it (spec §3 curated supplements).
const CuratedSupplements = island(() => import("./curated-supplements").then((m) => m.CuratedSupplements), ".curated-supplements");
// The welcome box: its code (the offers table's words, the promotion's tracking) only where it shows,
// a new customer's page (docs/decisions/0037).
const PromoBanner = island(() => import("./welcome-promo").then((m) => m.WelcomePromo), ".promo-banner");
// A brand page's videos (spec §3).
const LazyBrandVideos = island(() => import("#app/content/components/brand-videos.tsx").then((m) => m.BrandVideos), ".brand-videos");
// Opened by a card's Choose Options: its code loads on first use.
const OptionsOverlay = lazy(() => import("./options-overlay"));
// Shop Similar (spec §8): opened by an out-of-stock card; its code and the widget client load on first use.
const ShopSimilar = lazy(() => import("#app/widgets/components/shop-similar.tsx"));

export function ListingPage({
  view,
  featured,
  curated = [],
  faqs = [],
  zones = [],
  zonePosition = "default",
  brandVideos = [],
  brandVideosFirst,
  structuredData = null,
  onProductSelect,
}: {
  view: ListingView;
  featured: CrumbView[];
  curated?: CuratedSupplementView[];
  faqs?: readonly FaqEntry[];
  /** which CMS zones the page has (zones 1-3, the empty listing's, post-pagination; zone 19 is in the view's grid) */
  zones?: readonly Exclude<ListingZoneName, "zone19">[];
  /** where zones 1-3 go (spec §4) */
  zonePosition?: CmsZonePosition;
  /** a brand page's videos (spec §3) */
  brandVideos?: readonly BrandVideoView[];
  /** the brand-path experiment's VARIANT_01: the videos above the products */
  brandVideosFirst?: boolean;
  /**
   * The page's JSON-LD, written right after the grid: its product names and addresses then sit
   * within deflate's reach of the cards they repeat, so the compressed page barely grows.
   */
  structuredData?: ReactNode;
  onProductSelect?: Parameters<typeof ProductCard>[0]["onSelect"];
}) {
  const { t } = useTranslation("listing");
  const location = useLocation();
  const pageViewKey = location.key;
  // Load More: the cards of earlier pages come with the visit (../load-more.ts).
  const inPlace = useMemo(() => cardsInPlace(view, location.state), [view, location.state]);
  // Enrichment after load (spec §4): what the catalogue says now, on a page that may be minutes old.
  const enriched = useCardEnrichment(inPlace.cards, pageViewKey, view.flags);
  const shown = useMemo(() => ({ from: inPlace.from, cards: enriched }), [inPlace.from, enriched]);
  const list = useMemo(() => ({ view, id: listIdFor(view) }), [view]);
  const followLinks = useFollowLinks();
  const [overlay, setOverlay] = useState<{ card: CardView; kind: CardOverlay } | null>(null);
  const openOverlay = useCallback((card: CardView, kind: CardOverlay) => setOverlay({ card, kind }), []);
  // Product placeholders stand for the next page while Load More fetches it.
  const navigation = useNavigation();
  const loadingNext =
    navigation.state === "loading" &&
    view.pagination.next !== undefined &&
    `${navigation.location.pathname}${navigation.location.search}` === view.pagination.next;
  const placeholders = loadingNext ? loadingPlaceholderCount(inPlace.from + inPlace.cards.length, view.total, view.cards.length) : 0;
  // spec §4 scroll target: a filter, sort or page change shows its list from the top of the listing.
  useListingScroll("results");
  useProductsSearched(view);
  const zoneSource = useZonesSource({ groupId: view.state.groupId, term: view.state.query, page: view.state.page, noResults: view.noResults });
  const zoneList = (names: readonly Exclude<ListingZoneName, "zone19">[]) =>
    names.filter((name) => zones.includes(name)).map((name) => <ListingZone key={name} name={name} source={zoneSource} />);
  if (view.noResults && view.pills.length === 0)
    return (
      <>
        {structuredData}
        <NoResults term={view.term} featured={featured} />
        {zoneList(["elpZones"])}
      </>
    );
  const merchandising = zoneList(["zone1", "zone2", "zone3"]);
  const to = Math.min(inPlace.from + inPlace.cards.length, view.total);
  const tiles = gridTiles({
    products: shown.cards,
    from: shown.from,
    // Ads and the widget belong to the first page; a list grown by Load More keeps them.
    ads: shown.from === 0 ? view.ads.map((card) => ({ ...card.ad!, card })) : [],
    educationalSlot: shown.from === 0 && view.educational ? view.educational.slot : null,
    standardCardSlot: shown.from === 0 && view.zone19 ? view.zone19.slot : null,
    placeholders,
  });
  // A brand's videos go above the products in the brand-path experiment's VARIANT_01, else after them.
  const videosAt = (place: "top" | "bottom") =>
    brandVideos.length && place === (brandVideosFirst ? "top" : "bottom") ? <LazyBrandVideos brand={view.title} videos={brandVideos} /> : null;
  return (
    // Links inside are plain anchors; this follows them client-side (keyboard activation clicks too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="listing-page" onClick={followLinks}>
      <Breadcrumbs crumbs={view.crumbs} />
      <header className="listing-header">
        <h1>{view.title}</h1>
        {view.intro ? <p className="listing-intro">{view.intro}</p> : null}
        {view.suggestion ? <p className="suggestion">{t("suggestion", { suggestion: view.suggestion })}</p> : null}
        <p className="result-count" aria-live="polite" data-testid="result-count">
          {view.term ? t("results.countFor", { count: view.total, term: view.suggestion ?? view.term }) : t("results.count", { count: view.total })}
          {view.total > 0 ? ` · ${t("results.showing", { from: shown.from + 1, to, total: view.total })}` : null}
        </p>
      </header>
      <PromoBanner pageViewKey={pageViewKey} />
      {videosAt("top")}
      {zonePosition === "default" ? merchandising : null}
      <div className="listing">
        <FacetPanel facets={view.facets} />
        <section aria-label={view.title} id="results">
          <FilterBar view={view} />
          <div className="toolbar">
            <FilterPills pills={view.pills} clearAllHref={view.clearAllHref} />
            <SortControl sort={view.sort} />
          </div>
          {/* The cards' names are h3: on a phone the filter panel's h2 is hidden, so the grid has its own. */}
          <h2 className="visually-hidden">{t("results.heading")}</h2>
          <OpenOverlayContext.Provider value={openOverlay}>
            <CardAddToCartForm list={list.id}>
              <ol className="product-grid" role="list" aria-busy={placeholders > 0 || undefined}>
                {tiles.map((tile) =>
                  tile.kind === "product" ? (
                    <li key={tile.product.id}>
                      <ProductCard
                        card={tile.product}
                        position={tile.position}
                        list={list}
                        pageViewKey={pageViewKey}
                        onSelect={onProductSelect}
                        flags={view.flags}
                      />
                    </li>
                  ) : tile.kind === "ad" ? (
                    <li key={`ad-${tile.ad.card.id}`}>
                      <ProductCard card={tile.ad.card} position={tile.ad.adPlacement! + 1} pageViewKey={pageViewKey} flags={view.flags} />
                    </li>
                  ) : tile.kind === "standard-card" ? (
                    <Zone19Tile key="zone19" source={zoneSource} />
                  ) : tile.kind === "educational-placeholder" ? (
                    view.educational ? (
                      <li key="educational">
                        <EducationalTile widget={view.educational} />
                      </li>
                    ) : null
                  ) : (
                    <li key={`placeholder-${tile.key}`} className="card card--placeholder" aria-hidden="true" />
                  ),
                )}
              </ol>
            </CardAddToCartForm>
          </OpenOverlayContext.Provider>
          {/* Nothing matches the shopper's filters (no search comes here without filters): say so, and the way back. */}
          {view.noResults ? <NoResults featured={featured} filtered={view} /> : null}
          {structuredData}
          {view.noResults ? zoneList(["elpZones"]) : null}
          {zonePosition === "alt" ? merchandising : null}
          {/* the cards as the pages had them (enrichment may take one out): the next page starts after them */}
          {curated.length ? <CuratedSupplements entries={curated} /> : null}
          <LoadMore view={view} shown={inPlace} />
          <PaginationNav pagination={view.pagination} />
          {videosAt("bottom")}
          {zoneList(["postPaginationZones"])}
          {faqs.length ? <ListingFaqs entries={faqs} /> : null}
        </section>
      </div>
      {overlay ? (
        <Suspense fallback={null}>
          {overlay.kind === "options" ? (
            <OptionsOverlay card={overlay.card} onClose={() => setOverlay(null)} />
          ) : (
            <ShopSimilar card={overlay.card} onClose={() => setOverlay(null)} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Products Searched once per search: a new term (or coming back to search from another page) reports
 * it; sorting, filtering and paging the same results do not.
 */
function useProductsSearched(view: ListingView) {
  const last = useRef<string | undefined>(undefined);
  const query = view.kind === "search" ? view.term : undefined;
  useAnalyticsEffect(
    (analytics) => {
      const searched = analytics.listing.searchedFor(view);
      if (!searched || last.current === searched.query) return;
      last.current = searched.query;
      analytics.productsSearched(searched.query, searched.properties);
    },
    // Once per term: the same search sorted or paged reports nothing new.
    [query],
  );
}

/** The grid's educational tile: a care guide for what the shopper is browsing. */
function EducationalTile({ widget }: { widget: EducationalWidget }) {
  const { t } = useTranslation("listing");
  return (
    <div className="card card--educational">
      <p className="card__eyebrow">{t("educational.eyebrow")}</p>
      <h3 className="card__name">
        <a href={widget.href}>{widget.title}</a>
      </h3>
      <p>{widget.text}</p>
    </div>
  );
}
