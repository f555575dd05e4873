import { type ReactNode, useCallback, useRef, useState } from "react";
import { useAnalyticsEffect } from "#app/analytics/analytics-provider.tsx";
import type { BrandVideoView } from "#app/content/brand-videos.ts";
import type { FaqEntry } from "#app/seo/faq-structured-data.ts";
import { island } from "#app/ui/island.tsx";
import type { CmsZonePosition } from "../cms-zone";
import type { CardView, CrumbView, ListingView } from "../view";
import { Breadcrumbs } from "./breadcrumbs-island";
import { CardOverlay, type OpenCardOverlay } from "./card-overlay";
import type { CuratedSupplementView } from "./curated-supplements";
import { useFollowLinks } from "./follow-links";
import { useListingZones, type PlacedZoneName } from "./listing-zones";
import { LoadMore } from "./load-more-link";
import type { CardOverlay as CardOverlayKind } from "./options-overlay-context";
import { ProductGrid } from "./product-grid";
import { useListingScroll } from "./use-listing-scroll";
import { useShownCards } from "./use-shown-cards";

// Islands (app/ui/island.tsx): rendered by the server in place, their code loaded by the browser only
// on pages that show them (issue #8 JavaScript budget).
// Only searches that find nothing show it (with the notify-me form).
const NoResults = island(() => import("./no-results").then((m) => m.NoResults), ".no-results");
// Only the supplement categories show it (spec §3 curated supplements).
const CuratedSupplements = island(() => import("./curated-supplements").then((m) => m.CuratedSupplements), ".curated-supplements");
// The welcome box: its code (the offers table's words, the promotion's tracking) only where it shows,
// a new customer's page (docs/decisions/0037).
const PromoBanner = island(() => import("./welcome-promo").then((m) => m.WelcomePromo), ".promo-banner");
// A category's FAQ (spec §3 supporting text): only some categories have one, and only on their first page.
const ListingFaqs = island(() => import("./listing-faqs").then((m) => m.ListingFaqs), ".listing-faqs");
// Page numbers: only listings of more than one page have them.
const PaginationNav = island(() => import("./pagination-nav").then((m) => m.PaginationNav), ".pagination");
// The parts every listing with results shows load their code with this module (`everyPage`): on a
// client-side navigation to a listing, beside its data, not after it.
// The filter panel: a desktop's sidebar (a phone shows it only without JavaScript, as a page of links).
const FacetPanel = island(() => import("./facet-panel").then((m) => m.FacetPanel), ".facets", { everyPage: true });
// The applied filters: only filtered listings show them (their links' rel rule comes with them, decision 0073).
const FilterPills = island(() => import("./filter-pills").then((m) => m.FilterPills), ".pills");
// The phone's Filter & Sort bar: its buttons show only once the page's JavaScript runs, and open
// sheets that load on first use; until its code is here the server's bar (its no-JS link) stays.
const FilterBar = island(() => import("./filter-bar").then((m) => m.FilterBar), ".filter-bar", { everyPage: true });
// The title, intro and result count, and the sort form: nothing to do before their first change
// (the next page's count, a sort chosen). Their code loads beside the page's, as it hydrates; until
// it is here the server's HTML stays, as every part of the page's does before hydration.
const ListingHeader = island(() => import("./listing-header").then((m) => m.ListingHeader), ".listing-header", { everyPage: true });
const SortControl = island(() => import("./sort-control").then((m) => m.SortControl), ".sort-form", { everyPage: true });
// A brand page's videos (spec §3).
const LazyBrandVideos = island(() => import("#app/content/components/brand-videos.tsx").then((m) => m.BrandVideos), ".brand-videos");

/** What a listing page shows besides its view: the loader's extras. */
interface ListingPageProps {
  view: ListingView;
  featured: CrumbView[];
  curated?: CuratedSupplementView[];
  faqs?: readonly FaqEntry[];
  /** which CMS zones the page has (zones 1-3, the empty listing's, post-pagination; zone 19 is in the view's grid) */
  zones?: readonly PlacedZoneName[];
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
  onProductSelect?: Parameters<typeof ProductGrid>[0]["onProductSelect"];
}

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
}: ListingPageProps) {
  const cards = useShownCards(view, zones);
  // Load More grew the list from its first page: that page's zones stay above it (and its tiles in it).
  const first = view.from ? cards.inPlace.first : undefined;
  const followLinks = useFollowLinks();
  const [overlay, setOverlay] = useState<OpenCardOverlay | null>(null);
  const openOverlay = useCallback((card: CardView, kind: CardOverlayKind) => setOverlay({ card, kind }), []);
  // spec §4 scroll target: a filter, sort or page change shows its list from the top of the listing.
  useListingScroll("results");
  useProductsSearched(view);
  const cmsZones = useListingZones(view, first?.zones ?? zones, !!first);
  if (view.noResults && view.pills.length === 0)
    return <NothingFound view={view} featured={featured} structuredData={structuredData} zones={cmsZones.list(["elpZones"])} />;
  const merchandising = cmsZones.list(["zone1", "zone2", "zone3"]);
  // A brand's videos go above the products in the brand-path experiment's VARIANT_01, else after them
  // with a link to them at the top (docs/decisions/0059): the island decides, its code is lazy.
  const videosAt = (place: "top" | "bottom") =>
    brandVideos.length ? <LazyBrandVideos brand={view.title} videos={brandVideos} at={place} first={brandVideosFirst} /> : null;
  return (
    // Links inside are plain anchors; this follows them client-side (keyboard activation clicks too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="listing-page" onClick={followLinks}>
      <Breadcrumbs crumbs={view.crumbs} />
      <ListingHeader view={view} from={cards.shown.from} to={Math.min(cards.inPlace.from + cards.inPlace.cards.length, view.total)} />
      {videosAt("top")}
      <div className="listing">
        <FacetPanel view={view} />
        <section aria-label={view.title} id="results">
          <FilterBar view={view} />
          <div className="toolbar">
            <FilterPills pills={view.pills} clearAllHref={view.clearAllHref} clearAllRel={view.clearAllRel} />
            <SortControl sort={view.sort} />
          </div>
          <ProductGrid
            view={view}
            cards={cards}
            zoneSource={cmsZones.source}
            openOverlay={openOverlay}
            onProductSelect={onProductSelect}
            // The welcome box and the merchandising banners below the first row: products first (issue #26, decision 0052).
            banners={
              <>
                <PromoBanner pageViewKey={cards.pageViewKey} />
                {zonePosition === "default" ? merchandising : null}
              </>
            }
          />
          {/* Nothing matches the shopper's filters (no search comes here without filters): say so, and the way back. */}
          {view.noResults ? <NoResults featured={featured} filtered={view} /> : null}
          {structuredData}
          {view.noResults ? cmsZones.list(["elpZones"]) : null}
          {zonePosition === "alt" ? merchandising : null}
          {/* the cards as the pages had them (enrichment may take one out): the next page starts after them */}
          {curated.length ? <CuratedSupplements entries={curated} /> : null}
          <LoadMore view={view} shown={cards.inPlace} />
          <PaginationNav pagination={view.pagination} />
          {videosAt("bottom")}
          {cmsZones.list(["postPaginationZones"])}
          {faqs.length ? <ListingFaqs entries={faqs} /> : null}
        </section>
      </div>
      <CardOverlay overlay={overlay} onClose={() => setOverlay(null)} />
    </div>
  );
}

/** A search that finds nothing: what to try instead, and the empty listing's zones. */
function NothingFound({ view, featured, structuredData, zones }: { view: ListingView; featured: CrumbView[]; structuredData: ReactNode; zones: ReactNode }) {
  return (
    <>
      {structuredData}
      <NoResults term={view.term} featured={featured} />
      {zones}
    </>
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
