import { showsBrandVariant } from "#app/experiments/brand-paths.ts";
import { searchWithSponsored } from "./listing-calls";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { nativeAppPlatform } from "#analytics/user-agent.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import type { FeatureFlags } from "#app/features/flags.ts";
import { notFound, runCatalogue } from "#app/http/run-catalogue.server.ts";
import { PAGE_SIZE_APP, PAGE_SIZE_WEB, SearchRequest } from "#app/search/request.ts";

const MAX_OFFSET = SearchRequest.shape.from.removeDefault().maxValue ?? 0;
import { getBrandByName } from "#app/catalogue/brands.server.ts";
import { getCategory } from "#app/catalogue/categories.server.ts";
import { catalogueMeta, categoryFromMeta, categoryLineage, findFacetValue, getFacetValues, type CatalogueMeta } from "#app/catalogue/metadata.server.ts";
import { categoriesWithStock } from "#app/catalogue/category-stock.server.ts";
import { categoryFacetCount, facetPageDuplicate } from "#app/catalogue/high-value-facets.server.ts";
import { highValueFacetTitle, isHighValueFacet } from "#app/catalogue/high-value-facets.ts";
import { indexLoadOf, searchListing, searchOptionsUnder } from "#app/search/search.server.ts";
import { searchCorrectionWords } from "#app/search/search-correction-words.server.ts";
import { startSponsoredProducts, type SponsoredFor } from "#app/ads/sponsored.server.ts";
import { campaignByLanding, type AdCampaign } from "#app/ads/campaigns.ts";
import { EDUCATIONAL_WIDGET_SLOT, educationalWidgetFor } from "./educational-widgets";
import { listingFaqs } from "./listing-faqs";
import { categoryIdsOf, type ListingData } from "#app/search/listing.ts";
import type { FacetKey } from "#app/catalogue/search-vocabulary.ts";
import { buildListingView } from "./listing-view";
import { decorateListingView } from "./decorate-listing-view";
import { unpackCards } from "./listing-payload";
import { listingStructuredData } from "./listing-json-ld.server";
import { buildSearchRequest } from "./search-request";
import { isCatalogPrefix, isLiteralSearch, parseListingUrl, toListingState, withFacet, type ListingRoute, type ListingState } from "#app/urls/listing-url.ts";
import {
  decideBrandFacetRedirect,
  decideCategoryRedirect,
  decideDuplicateFacetPageRedirect,
  decideFacetPageRedirect,
  decideInvalidFacetPair,
  decidePageRedirect,
  decideStripInvalidRh,
  decideZeroInventoryRedirect,
  type CategoryFacts,
} from "./loader-redirects";
import { redirectResponse, type LoaderRedirect } from "#app/http/loader-redirect.ts";
import { maxPage, offsetFromPage } from "./pagination";
import { featuredCategories } from "./featured-categories";
import { CURATED_SUPPLEMENTS, showsCuratedSupplements } from "./curated-supplements";
import { searchLanding } from "./search-landings";
import { adsMayJoinOrder } from "#app/ads/ad-placement.ts";
import type { CuratedSupplementView } from "./components/curated-supplements";
import { cardsByPartNumber } from "#app/catalogue/cards-by-part-number.server.ts";
import { priceView } from "#app/pricing/price-view.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { listingRobots } from "./listing-robots";
import { listingLinks } from "./listing-meta";
import { isCategoryOwnPage, listingCanonical, listingContentPageId } from "./listing-canonical";
import { managedPageFor } from "#app/content/content-document.ts";
import { brandVideosFor } from "#app/content/brand-videos.ts";
import { listingZonesView, type ListingZonesView } from "#app/content/page-content.server.ts";
import { LISTING_ZONE_NAMES, type ListingZoneName } from "#app/content/zones.ts";
import { cmsZonePosition, showsCmsZone19, ZONE_19_SLOT, zone19ContentOf } from "./cms-zone";
import { logError } from "#app/errors/log-line.ts";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

/** spec §9: 36 products a page on the web, 20 inside the native apps' webviews. */
function pageSizeFor(userAgent: string | null): number {
  return nativeAppPlatform(userAgent ?? undefined) ? PAGE_SIZE_APP : PAGE_SIZE_WEB;
}

function throwIfRedirect(decision: LoaderRedirect | null): void {
  if (decision) throw redirectResponse(decision);
}

/**
 * Resolves the route to the listing it shows, throwing a 404 or a loader redirect (spec §2 reasons)
 * when the address is not the listing's own. Category routes come back in their canonical
 * `_c{id}` shape, so every link the page builds is canonical — also on legacy `{slug}-{id}` pages.
 */
async function resolveListing(db: CatalogueDb, context: AppLoadContext, route: ListingRoute, state: ListingState, invalidRh: string[]) {
  const market = context.market;
  throwIfRedirect(decideStripInvalidRh({ market, route, state, invalidRh }));
  if (route.kind === "search") {
    const [only] = state.facets;
    if (only?.key === "brand_facet" && state.facets.length === 1 && !state.query && !state.groupId) {
      const brand = await runCatalogue(context, "brand", () => getBrandByName(db, only.value));
      throwIfRedirect(
        decideBrandFacetRedirect({ market, route, state, brandPage: () => (brand?.categoryId ? { slug: brand.slug, categoryId: brand.categoryId } : null) }),
      );
    }
    return { route, state };
  }
  if (route.kind === "landing") {
    const landing = searchLanding(route.slug, market);
    if (!landing) throw notFound();
    return { route, state: { ...state, query: landing.term }, landing };
  }
  if (route.kind === "sponsored") {
    const campaign = campaignByLanding(route.slug);
    if (!campaign) throw notFound();
    // Its brand is the page, not a filter to choose or undo: a brand in rh there is dropped.
    return { route, state: { ...state, facets: state.facets.filter((facet) => facet.key !== "brand_facet") }, campaign };
  }
  if (route.kind === "facet") {
    const category = await runCatalogue(context, "category", () => getCategory(db, route.groupId));
    if (!category) throw notFound();
    const values = await runCatalogue(context, "facets", () => getFacetValues(db));
    const value = values.find(
      (v) => String(v.facetId) === route.facetId && v.valueId.startsWith(route.valueId) && (v.market === "*" || v.market === market.region),
    );
    if (!value) throw redirectResponse(decideInvalidFacetPair({ market, category, state }));
    const key = value.key as FacetKey;
    const productCount = await runCatalogue(context, "facets", () => categoryFacetCount(db, category.id, value.id));
    // Straight to the category a facet page duplicates, before any slug fix (one hop).
    if (isHighValueFacet({ key, productCount, catalogPrefix: category.catalogPrefix })) {
      const duplicate = await runCatalogue(context, "facets", () => facetPageDuplicate(db, { categoryId: category.id, facetValueId: value.id, productCount }));
      throwIfRedirect(decideDuplicateFacetPageRedirect({ market, state, duplicate }));
    }
    throwIfRedirect(
      decideFacetPageRedirect({
        market,
        route,
        state,
        category,
        value: { key, value: value.value, label: value.label, facetId: String(value.facetId), valueId: value.valueId },
        productCount,
      }),
    );
    const facet = { key, value: value.value, category: { catalogPrefix: category.catalogPrefix, slug: category.slug } };
    return {
      route: { ...route, facet },
      state: { ...withFacet(state, { key, value: value.value }), groupId: category.id },
      hvfTitle: highValueFacetTitle(value.label, category.name),
    };
  }
  // Category pages are checked against the catalog the search answers with (one round trip less).
  return { route, state };
}

/**
 * spec §2 category redirects, decided on the searched group; the full record (ancestors, the
 * replacing group) is read only for the rare unpublished or replaced group.
 */
async function canonicalCategoryRoute(
  db: CatalogueDb,
  context: AppLoadContext,
  route: Extract<ListingRoute, { kind: "category" }>,
  state: ListingState,
  catalog: ListingData["catalog"],
) {
  const prefix = catalog.catalogPrefix;
  if (!catalog.groupId || !isCatalogPrefix(prefix)) throw notFound();
  let category: CategoryFacts = {
    id: catalog.groupId,
    slug: catalog.urlSlug,
    catalogPrefix: prefix,
    published: catalog.published,
    replacementGroupId: catalog.replacementGroupId,
    ancestors: [],
  };
  let replacement: CategoryFacts | null = null;
  if (!catalog.published || catalog.replacementGroupId) {
    category = (await runCatalogue(context, "category", () => getCategory(db, catalog.groupId!))) ?? category;
    if (catalog.replacementGroupId) replacement = await runCatalogue(context, "category", () => getCategory(db, catalog.replacementGroupId!));
  }
  throwIfRedirect(decideCategoryRedirect({ market: context.market, route, state, category, replacement }));
  return { kind: "category", catalogPrefix: category.catalogPrefix, slug: category.slug, groupId: category.id, legacy: false } satisfies ListingRoute;
}

/**
 * spec §2 zero inventory (decision 0036): a category with nothing to sell sends the shopper to the
 * nearest ancestor that has something, for now.
 */
async function zeroInventoryCheck(
  db: CatalogueDb,
  context: AppLoadContext,
  route: Extract<ListingRoute, { kind: "category" }>,
  state: ListingState,
  meta: CatalogueMeta,
) {
  const category = categoryFromMeta(meta, Number(route.groupId));
  if (!category) return;
  const withStock = await runCatalogue(context, "stock", () =>
    categoriesWithStock(
      db,
      category.ancestors.map((ancestor) => ancestor.id),
    ),
  );
  throwIfRedirect(decideZeroInventoryRedirect({ market: context.market, route, state, category, withStock }));
}

/** The page's search (spec §9 page sizes), with its sponsored products searched beside it. */
async function searchPage(
  context: AppLoadContext,
  request: Request,
  { state, campaign, flags }: { state: ListingState; campaign: AdCampaign | undefined; flags: FeatureFlags },
) {
  const db = context.catalogue.db;
  const pageSize = pageSizeFor(request.headers.get("user-agent"));
  // A page beyond what the search API accepts is certainly past the last page: ask for page 1 to
  // learn the total, and the page check below sends the shopper to the last page.
  const requestPage = offsetFromPage(state.page, pageSize) > MAX_OFFSET ? 1 : state.page;
  const searchRequest = buildSearchRequest({
    term: state.query,
    groupId: campaign ? campaign.groupIds[0] : state.groupId,
    facets: campaign ? [...state.facets, { key: "brand_facet", value: campaign.brand }] : state.facets,
    sort: state.sort,
    page: requestPage,
    pageSize,
  });
  // The page's cards show no description: it stays in the database.
  const searchOptions = {
    ...searchOptionsUnder(flags, { literal: isLiteralSearch(new URL(request.url).searchParams) }),
    descriptions: false,
    ...indexLoadOf(context),
  };
  const [listing, adsFor, lineage, meta] = await runCatalogue(
    context,
    "search",
    async (): Promise<[ListingData, SponsoredFor | null, string[], CatalogueMeta]> => {
      const meta = await catalogueMeta(db);
      const lineage = categoryLineage(meta, searchRequest.groupId);
      // A sponsored-ad landing page is the ad's destination: no ads on it, nor on a page sorted by a
      // value the shopper reads the grid by (app/ads/ad-placement.ts). Other pages' ads are
      // searched beside the listing, not after it (unless parallelListingCalls is off).
      const [listing, adsFor] = await searchWithSponsored(
        flags.parallelListingCalls,
        () => searchListing(db, context.market, searchRequest, searchOptions),
        () =>
          flags.ads && !campaign && adsMayJoinOrder(state.sort)
            ? startSponsoredProducts(db, context.market, searchRequest, { version: meta.version, lineage }, searchOptions)
            : null,
      );
      return [listing, adsFor, lineage, meta];
    },
  );
  return { pageSize, listing, adsFor, lineage, meta };
}

/** The loader body shared by the search, category and high-value facet pages. */
export async function loadListing(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const parsed = parseListingUrl(url);
  if (!parsed) throw notFound();
  const db = context.catalogue.db;
  const resolved = await resolveListing(db, context, parsed.route, toListingState(parsed.state), parsed.state.invalidRh);
  const { state } = resolved;
  let route = resolved.route;
  const campaign = "campaign" in resolved ? resolved.campaign : undefined;
  const flags = await context.flags();
  const { pageSize, listing, adsFor, lineage, meta } = await searchPage(context, request, { state, campaign, flags });
  if (route.kind === "category") {
    route = await canonicalCategoryRoute(db, context, route, state, listing.catalog);
    // spec §2 zero inventory: asked only when nothing on this page can be bought (one cheap read).
    if (!listing.products.some((card) => card.inStock)) await zeroInventoryCheck(db, context, route, state, meta);
  }
  throwIfRedirect(decidePageRedirect({ market: context.market, route, state, totalPages: maxPage(listing.recordSetTotal, pageSize) }));
  const [ads, zones] = await Promise.all([
    adsFor ? extra(context, "ads", null, () => adsFor(listing)) : null,
    // The merchandisers' zones for this listing (issue #10), when the cmsWidgets flag is on.
    flags.cmsWidgets
      ? extra(context, "zones", {} as ListingZonesView, () =>
          listingZonesView(context, request, { lineage, term: state.query ?? null, page: state.page, noResults: listing.noResults }),
        )
      : ({} as ListingZonesView),
  ]);
  // The zones themselves go to the server's render only (app/content/server-content.ts); the data
  // says which zones the page has.
  context.serverContent.listingZones = zones;
  const facetLabel = (key: string, value: string) => findFacetValue(meta, key, value, context.market.region)?.label;
  // The listing's own widgets (educational tile, FAQ, curated supplements, featured categories) follow landoWidgets.
  const widgets = flags.landoWidgets;
  const built = buildListingView({ listing, route, state, market: context.market, pageSize, flags, ads, facetLabel });
  const view = decorateListingView(
    { ...built, ...searchCorrectionWords(built, context.market.language) },
    {
      // A curated search or an ad's landing page is a place of its own, not a search.
      landing: "landing" in resolved ? resolved.landing : campaign?.landing,
      showsIntro: flags.plpHeader,
      brandIsThePage: campaign !== undefined,
      facetPageTitle: "hvfTitle" in resolved ? resolved.hvfTitle : undefined,
      educational: widgets ? educationalWidgetOf(listing, context.market) : undefined,
      zone19: zone19Of(listing, zones),
    },
  );
  // What the category-level blocks (FAQ, curated supplements) ask of the page.
  const plainPage = { routeKind: route.kind, groupId: state.groupId, hasFilters: state.facets.length > 0, page: state.page };
  const faqs = widgets ? listingFaqs(plainPage, context.market) : [];
  // JSON-LD is for crawlers, which read the server's HTML: built here for the server's render only
  // (app/seo/structured-data-script.tsx), not sent again in the page's data.
  if (context.rendersDocument) {
    context.serverContent.structuredData = listingStructuredData(
      { ...view, cards: unpackCards(view.cards, context.market) },
      context.cloudflare.env.SITE_ORIGIN,
      faqs,
    );
  }
  return {
    view,
    // Canonical and alternate links are absolute from the configured origin, never the Host header;
    // page metadata's canonical takes priority (spec §2).
    links: listingLinks(view, context.cloudflare.env.SITE_ORIGIN, await canonicalOf(context, route, state, view.canonical, meta)),
    robots: listingRobots(view),
    featured: widgets && view.noResults ? featuredCategories(context.market) : [],
    faqs,
    // spec §3 brand videos: a brand's page (the `brands` catalog) shows the brand's; spec §4 the
    // brand-path experiment's VARIANT_01 (its longer path) shows them above the products.
    brandVideos:
      flags.sponsoredBrandVideo && route.kind === "category" && route.catalogPrefix === "brands" ? await brandVideosOf(context, listing.catalog.name) : [],
    // (only said when so: every listing's hydration data carries what is here)
    ...(route.kind === "category" && route.catalogPrefix === "brands" && showsBrandVariant(url) && { brandVideosFirst: true }),
    // Which zones the page has (their content is in the HTML only), and where zones 1-3 go.
    zones: LISTING_ZONE_NAMES.filter((name): name is Exclude<ListingZoneName, "zone19"> => name !== "zone19" && !!zones[name]?.length),
    zonePosition: flags.cmsAtf ? cmsZonePosition({ filtered: state.facets.length > 0, sorted: state.sort !== undefined }) : "alt",
    curated: widgets && showsCuratedSupplements(plainPage) ? await extra(context, "curated", [], () => curatedSupplements(db, context.market)) : [],
  };
}

/** spec §3 the grid's educational widget: on a first page that found products, its link in the market. */
function educationalWidgetOf(listing: ListingData, market: MarketConfig) {
  const educational = listing.from === 0 && !listing.noResults ? educationalWidgetFor(categoryIdsOf(listing)) : undefined;
  return educational && { ...educational, href: withMarketPrefix(educational.href, market), slot: EDUCATIONAL_WIDGET_SLOT };
}

/** spec §5 CMS zone 19: one banner in the grid of a first page with at least 4 products. */
function zone19Of(listing: ListingData, zones: ListingZonesView) {
  const content = zone19ContentOf(zones.zone19);
  return content.kind === "standard-card" && showsCmsZone19({ productCount: listing.products.length, offset: listing.from, zone: content })
    ? { slot: ZONE_19_SLOT }
    : undefined;
}

/**
 * The canonical a listing page states (./listing-canonical.ts): its own, or on a category's own page
 * the one its page metadata names, the managed content's first, then the catalogue's.
 */
async function canonicalOf(context: AppLoadContext, route: ListingRoute, state: ListingState, computed: string, meta: CatalogueMeta) {
  const siteOrigin = context.cloudflare.env.SITE_ORIGIN;
  if (!isCategoryOwnPage(route, state)) return listingCanonical({ market: context.market, route, state, computed, values: [], siteOrigin });
  const { content } = await context.content();
  const managed = content ? managedPageFor(content, listingContentPageId(route), context.market.region)?.metadata.canonicalUrl : undefined;
  return listingCanonical({ market: context.market, route, state, computed, values: [managed, meta.canonicalMetadata.get(Number(route.groupId))], siteOrigin });
}

/** The brand's videos from the live content (none when there is none). */
async function brandVideosOf(context: AppLoadContext, brand: string) {
  const { content } = await context.content();
  return content ? brandVideosFor(content, brand, context.cloudflare.env.VIDEO_BASE_URL) : [];
}

/**
 * An extra part of a page (sponsored products, curated supplements): timed under `name`; if the
 * catalogue fails here the page goes without it (logged), never to the error page.
 */
async function extra<T>(context: AppLoadContext, name: string, without: T, work: () => Promise<T>): Promise<T> {
  try {
    return await context.timing.time(name, work);
  } catch (error) {
    logError(context.requestId, `${name} unavailable`, error);
    return without;
  }
}

/** The curated supplements of spec §3 as they sell now; none that is not on sale. */
async function curatedSupplements(db: CatalogueDb, market: MarketConfig): Promise<CuratedSupplementView[]> {
  const cards = await cardsByPartNumber(
    db,
    market,
    CURATED_SUPPLEMENTS.map((entry) => entry.partNumber),
  );
  return CURATED_SUPPLEMENTS.flatMap((entry) => {
    const card = cards.get(entry.partNumber);
    return card ? [{ ...entry, href: withMarketPrefix(card.href, market), image: card.image, price: priceView(card.priceFacts, market).price }] : [];
  });
}
