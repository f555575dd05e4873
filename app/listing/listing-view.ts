import type { FeatureFlags } from "#app/features/flags.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import type { SponsoredProducts } from "#app/ads/sponsored.server.ts";
import type { ListingData } from "#app/search/listing.ts";
import { toCardView } from "./card-view";
import { DEALS_FACET_KEY } from "./search-request";
import { maxPage, PAGE_WINDOW_GAP, pageWindow, paginationLinks } from "./pagination";
import { effectiveSort, type SortFlags } from "./sort";
import {
  buildCategoryUrl,
  FACET_VALUE_ID_URL_LENGTH,
  listingUrlBuilder,
  literalSearchHref,
  isCatalogPrefix,
  listingBasePath,
  toListingState,
  withFacetToggled,
  type ListingRoute,
  type ListingState,
} from "#app/urls/listing-url.ts";
import type { CrumbView, PillView } from "./view";
import { listingLinkRel } from "./listing-link-rel.server";
import { isHighValueFacet } from "#app/catalogue/high-value-facets.ts";
import { packCards, packValueIds, type ListingPayload } from "./listing-payload";
import type { FacetData } from "./view";

export interface ListingViewInput {
  listing: ListingData;
  route: ListingRoute;
  state: ListingState;
  market: MarketConfig;
  pageSize: number;
  flags: FeatureFlags;
  /** sponsored products for the page (app/ads/sponsored.server.ts) */
  ads?: SponsoredProducts | null;
  /**
   * A facet value's label from the catalogue (its facet_values row), for a pill whose value the
   * search answer does not list (a deal, which is never offered as a filter; a value with no
   * products here). A pill never shows a raw id (issue #24: `rh=dealsId:41005` showed "41005").
   */
  facetLabel?: (key: string, value: string) => string | undefined;
}

/**
 * Everything the listing page renders, built from the search answer and the URL state, as the loader
 * sends it (./listing-payload.ts: cards in columns, facet links left to the page).
 */
export function buildListingView({
  listing,
  route,
  state,
  market,
  pageSize,
  flags,
  ads = null,
  facetLabel = () => undefined,
}: ListingViewInput): ListingPayload {
  const base = toListingState(state);
  const href = listingUrlBuilder(market, route);
  const term = listing.searchTerm ?? undefined;
  const spelling = listing.suggestions[0] && listing.suggestions[0] !== term ? listing.suggestions[0] : undefined;
  // What was searched instead of the term: a near spelling, or the words close matches match (issue #26).
  const suggestion = spelling ?? listing.closeMatchTerm;
  const pills = pillsFor(base, listing.facets, facetLabel, href);
  const cardsOf = (cards: ListingData["products"]) => packCards(cards.map((card) => toCardView(card, market, flags.partNumberLinks)));
  return {
    kind: route.kind === "search" ? "search" : "category",
    // A misspelled search (or one answered with close matches) is titled with what was actually searched (the suggestion); the page says so.
    title: route.kind === "search" ? (suggestion ?? term ?? "All products") : listing.catalog.name,
    ...(term && { term }),
    ...(suggestion && { suggestion }),
    // what was typed, searched as typed (issue #26: a correction always offers the way back)
    ...(spelling && withRel("literal", literalSearchHref(href({ ...base, page: 1 })))),
    ...(!spelling && suggestion && { closeMatches: true }),
    total: listing.recordSetTotal,
    from: listing.from,
    cards: cardsOf(listing.products),
    ads: ads && {
      campaign: ads.campaign,
      cards: cardsOf(ads.products),
      slots: ads.products.map((card) => ({ slot: card.adPlacement ?? -1, band: card.isAtf ? "atf" : "btf" })),
    },
    facets: offeredFacets(listing.facets, route, base, flags),
    route,
    state: base,
    pills,
    ...(pills.length > 0 && withRel("clearAll", href({ ...base, facets: [], page: 1 }))),
    crumbs: breadcrumbs(listing, market, suggestion ?? term),
    sort: sortFor(base, flags, href),
    pagination: paginationFor(base, maxPage(listing.recordSetTotal, pageSize), withMarketPrefix(listingBasePath(route), market), href),
    // A sorted page's canonical is the same page unsorted (spec §2: page 1 has no page number).
    canonical: href({ ...base, sort: undefined }),
    noResults: listing.noResults,
    flags: { newUserCta: flags.newUserCta, visuallySimilar: flags.visuallySimilar, legacyEnrichment: flags.legacyEnrichment },
  };
}

type HrefFor = (state: ListingState) => string;

/** The facets the page offers, as the payload packs them; on a plain category page, with the high-value facet pages their values link to. */
function offeredFacets(answer: ListingData["facets"], route: ListingRoute, base: ListingState, flags: FeatureFlags): FacetData[] {
  const plainCategory = flags.highValueFacetLinks && route.kind === "category" && !route.legacy && base.facets.length === 0 && !base.query;
  return (
    answer
      // spec §5: the deals facet never reaches the search request, so offering it would filter nothing.
      .filter((facet) => facet.values.length > 0 && facet.key !== DEALS_FACET_KEY)
      .map((facet) => {
        // On a plain category page, values with a high-value facet page link to it (decision 0023):
        // its counts are the category's own, which is what makes a pair a page.
        const valueIds = plainCategory
          ? facet.values.map((value) =>
              isHighValueFacet({ key: facet.key, productCount: value.count, catalogPrefix: route.catalogPrefix })
                ? value.id.slice(0, FACET_VALUE_ID_URL_LENGTH)
                : null,
            )
          : [];
        return {
          key: facet.key,
          label: facet.label,
          values: facet.values.map((value) => value.value),
          labels: facet.values.map((value) => value.label),
          counts: facet.values.map((value) => value.count),
          ...(valueIds.some((id) => id !== null) && { pages: { facetId: facet.facetId, valueIds: packValueIds(valueIds) } }),
        };
      })
  );
}

/**
 * One pill per chosen facet value, with the link that removes it. Its label is the answer's, else
 * the catalogue's (`facetLabel`), and only when neither knows it the value itself.
 */
export function pillsFor(
  base: ListingState,
  answer: ListingData["facets"],
  facetLabel: (key: string, value: string) => string | undefined,
  href: HrefFor,
): PillView[] {
  // Every value the answer names, the deals facet's too (it is not offered, but may be in rh).
  const labels = new Map(answer.flatMap((facet) => facet.values.map((value) => [`${facet.key}:${value.value}`, value.label] as const)));
  return base.facets.map((facet) => {
    const removeHref = href(withFacetToggled(base, facet.key, facet.value));
    const rel = listingLinkRel(removeHref);
    return { label: labels.get(`${facet.key}:${facet.value}`) ?? facetLabel(facet.key, facet.value) ?? facet.value, removeHref, ...(rel && { rel }) };
  });
}

/** The sort control: the sort in effect, and the form that sends a new one to page 1 with the rest of the state. */
function sortFor(base: ListingState, flags: FeatureFlags, href: HrefFor) {
  const sortFlags: SortFlags = { newest: flags.sortNewest, bestselling: flags.sortBestselling, hasTerm: Boolean(base.query) };
  const firstPage = new URL(href({ ...base, sort: undefined, page: 1 }), "http://x");
  return { current: effectiveSort(base.sort, sortFlags), flags: sortFlags, action: firstPage.pathname, hidden: Object.fromEntries(firstPage.searchParams) };
}

/** Previous, next and the window of page links around the current page; a crawler follows them where the listing is indexed (decision 0073). */
function paginationFor(base: ListingState, totalPages: number, basePath: string, href: HrefFor) {
  const links = paginationLinks({ basePath, page: base.page, totalPages, hrefFor: (page) => href({ ...base, page }) });
  const pages = pageWindow(base.page, totalPages).map((item) =>
    item === PAGE_WINDOW_GAP ? { page: null, current: false } : { page: item, current: item === base.page, href: href({ ...base, page: item }) },
  );
  const rel = listingLinkRel(href(base));
  return { ...links, pages, page: base.page, totalPages, ...(rel && { rel }) };
}

/** `{name}Href` and, where a crawler should not follow it, `{name}Rel` (decision 0073). */
function withRel<N extends "clearAll" | "literal">(name: N, href: string) {
  const rel = listingLinkRel(href);
  return { [`${name}Href`]: href, ...(rel && { [`${name}Rel`]: rel }) } as { [K in `${N}Href`]: string } & { [K in `${N}Rel`]?: "nofollow" };
}

function breadcrumbs(listing: ListingData, market: MarketConfig, term: string | undefined): CrumbView[] {
  const crumbs: CrumbView[] = [{ label: "Home", href: withMarketPrefix("/", market) }];
  for (const crumb of listing.breadcrumbs) {
    // Filters are not places: they show as pills, never as breadcrumbs (issue #9).
    if (crumb.type === "facet") continue;
    const prefix = crumb.catalogPrefix;
    if (crumb.type === "category" && crumb.groupId && crumb.urlSlug && isCatalogPrefix(prefix)) {
      crumbs.push({
        label: crumb.breadcrumbText,
        href: buildCategoryUrl(market, { catalogPrefix: prefix, slug: crumb.urlSlug, groupId: crumb.groupId }),
      });
    } else if (crumb.type === "search") {
      crumbs.push({ label: `Results for “${term ?? crumb.breadcrumbText}”` });
    } else {
      crumbs.push({ label: crumb.breadcrumbText });
    }
  }
  return crumbs;
}
