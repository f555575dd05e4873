// spec §2 "Redirects": the reasons a loader answers with a redirect instead of a page. Pure
// decisions over loaded data; the loaders only carry them out.
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import type { FacetKey } from "#app/search/request.ts";
import { REDIRECT_REASONS, type LoaderRedirect } from "#app/http/loader-redirect.ts";
import { highValueFacetSlug, isHighValueFacet } from "#app/catalogue/high-value-facets.ts";
import {
  buildCategoryUrl,
  buildListingUrl,
  EMPTY_LISTING_STATE,
  FACET_VALUE_ID_URL_LENGTH,
  withFacet,
  type CatalogPrefix,
  type ListingRoute,
  type ListingState,
} from "#app/urls/listing-url.ts";

export interface CategoryFacts {
  id: string;
  slug: string;
  catalogPrefix: CatalogPrefix;
  published: boolean;
  replacementGroupId: string | null;
  /** root first, the category itself last */
  ancestors: { id: string; slug: string; catalogPrefix: CatalogPrefix; published: boolean }[];
}

const categoryUrl = (market: MarketConfig, category: Pick<CategoryFacts, "id" | "slug" | "catalogPrefix">, state: ListingState = EMPTY_LISTING_STATE) =>
  buildCategoryUrl(market, { catalogPrefix: category.catalogPrefix, slug: category.slug, groupId: category.id }, state);

/**
 * A category page whose group is replaced goes to the replacing group; an unpublished group to its
 * nearest published ancestor (the home page when there is none); a wrong slug or catalog prefix to
 * the canonical address. The legacy `/b/{slug}-{id}` shape is served as it is (the redirect tables
 * point there), canonical to the `_c{id}` form, so only its state is checked here.
 */
export function decideCategoryRedirect(input: {
  market: MarketConfig;
  route: Extract<ListingRoute, { kind: "category" }>;
  state: ListingState;
  category: CategoryFacts;
  replacement?: CategoryFacts | null;
}): LoaderRedirect | null {
  const { market, route, state, category, replacement } = input;
  if (category.replacementGroupId && replacement && replacement.published) {
    return { location: categoryUrl(market, replacement, { ...state, page: 1 }), reason: REDIRECT_REASONS.replacementGroup };
  }
  if (!category.published) {
    const ancestor = [...category.ancestors].reverse().find((a) => a.id !== category.id && a.published);
    return {
      location: ancestor ? categoryUrl(market, ancestor, { ...state, page: 1 }) : withMarketPrefix("/", market),
      reason: REDIRECT_REASONS.unpublishedGroup,
    };
  }
  if (!route.legacy && (route.slug !== category.slug || route.catalogPrefix !== category.catalogPrefix)) {
    return { location: categoryUrl(market, category, state), reason: REDIRECT_REASONS.incorrectSlug };
  }
  return null;
}

/** Where a brand page with nothing to sell sends the shopper: every brand (spec §2 /brands). */
const ALL_BRANDS_PATH = "/brands";

/**
 * spec §2 "zero inventory" (decision 0036): a category page (browse, deals, brands or shops) with
 * nothing a shopper can buy, every product out of stock or discontinued, goes to the nearest ancestor
 * that has something (its filters and sort kept, page 1); with none, a brand's page goes to all
 * brands and any other to the home page. 302: stock comes back, and the page with it. Search pages
 * never redirect for stock: they show what matches, in stock or not.
 */
export function decideZeroInventoryRedirect(input: {
  market: MarketConfig;
  route: ListingRoute;
  state: ListingState;
  /** the category's own record: root first, the category itself last */
  category: Pick<CategoryFacts, "id" | "catalogPrefix" | "ancestors">;
  /** the ids among the category and its ancestors with something to sell */
  withStock: ReadonlySet<string>;
}): LoaderRedirect | null {
  const { market, route, state, category, withStock } = input;
  if (route.kind !== "category" || withStock.has(category.id)) return null;
  const ancestor = [...category.ancestors].reverse().find((a) => a.id !== category.id && a.published && withStock.has(a.id));
  const location = ancestor
    ? categoryUrl(market, ancestor, { ...state, page: 1 })
    : withMarketPrefix(category.catalogPrefix === "brands" ? ALL_BRANDS_PATH : "/", market);
  return { location, reason: REDIRECT_REASONS.zeroInventory, status: 302 };
}

/** rh pairs that are malformed or name an unknown facet are dropped: the same listing without them. */
export function decideStripInvalidRh(input: { market: MarketConfig; route: ListingRoute; state: ListingState; invalidRh: string[] }): LoaderRedirect | null {
  if (input.invalidRh.length === 0) return null;
  return { location: buildListingUrl({ market: input.market, route: input.route, state: input.state }), reason: REDIRECT_REASONS.stripInvalidRh };
}

/**
 * A search listing filtered by nothing but one brand goes to that brand's page. Decision: only
 * then — with a term, a category or other filters the shopper is narrowing a list, and taking them
 * to the brand page would throw their choices away.
 */
export function decideBrandFacetRedirect(input: {
  market: MarketConfig;
  route: ListingRoute;
  state: ListingState;
  brandPage: (brandName: string) => { slug: string; categoryId: string } | null;
}): LoaderRedirect | null {
  const { market, route, state } = input;
  if (route.kind !== "search" || state.query || state.groupId || state.facets.length !== 1) return null;
  const [facet] = state.facets;
  if (facet.key !== ("brand_facet" satisfies FacetKey)) return null;
  const brand = input.brandPage(facet.value);
  if (!brand) return null;
  const location = buildCategoryUrl(market, { catalogPrefix: "brands", slug: brand.slug, groupId: brand.categoryId }, state.sort ? { sort: state.sort } : {});
  return { location, reason: REDIRECT_REASONS.brandFacetToBrandsPage };
}

/** A page past the last one goes to the last page (spec §5: out of range when above the maximum). */
export function decidePageRedirect(input: { market: MarketConfig; route: ListingRoute; state: ListingState; totalPages: number }): LoaderRedirect | null {
  const { market, route, state, totalPages } = input;
  if (state.page <= Math.max(totalPages, 1)) return null;
  return { location: buildListingUrl({ market, route, state: { ...state, page: Math.max(totalPages, 1) } }), reason: REDIRECT_REASONS.pageExceedsMaximum };
}

/** A high-value facet URL whose facet id / value id pair does not exist goes to its category. */
/**
 * A high-value facet page's address (issue #9; docs/decisions/0023): the pair must be a high-value
 * facet page, or the shopper goes to the category page with the value as a filter (301, the pair
 * names no page); a wrong slug or an old long value id goes to the canonical `/f/` address (301,
 * incorrect slug). Other filters, the sort and the page stay.
 */
export function decideFacetPageRedirect(input: {
  market: MarketConfig;
  route: Extract<ListingRoute, { kind: "facet" }>;
  state: ListingState;
  category: Pick<CategoryFacts, "id" | "slug" | "catalogPrefix"> & { name: string };
  value: { key: FacetKey; value: string; label: string; facetId: string; valueId: string };
  productCount: number;
}): LoaderRedirect | null {
  const { market, route, state, category, value } = input;
  const withOwn = withFacet(state, { key: value.key, value: value.value });
  if (!isHighValueFacet({ key: value.key, productCount: input.productCount, catalogPrefix: category.catalogPrefix })) {
    return { location: categoryUrl(market, category, withOwn), reason: REDIRECT_REASONS.invalidFacetIdPair };
  }
  const slug = highValueFacetSlug(value.label, category.name);
  const valueId = value.valueId.slice(0, FACET_VALUE_ID_URL_LENGTH);
  if (route.slug === slug && route.valueId === valueId && route.facetId === value.facetId && route.groupId === category.id) return null;
  const canonical: ListingRoute = {
    kind: "facet",
    slug,
    groupId: category.id,
    facetId: value.facetId,
    valueId,
    facet: { key: value.key, value: value.value, category: { catalogPrefix: category.catalogPrefix, slug: category.slug } },
  };
  return { location: buildListingUrl({ market, route: canonical, state: withOwn }), reason: REDIRECT_REASONS.incorrectSlug };
}

/**
 * A high-value facet page whose products are exactly another category's is that category's page
 * (decision 0066): 301 there, with the rest of the state (page, sort, other filters) kept.
 */
export function decideDuplicateFacetPageRedirect(input: {
  market: MarketConfig;
  state: ListingState;
  duplicate: Pick<CategoryFacts, "id" | "slug" | "catalogPrefix"> | null;
}): LoaderRedirect | null {
  if (!input.duplicate) return null;
  return { location: categoryUrl(input.market, input.duplicate, input.state), reason: REDIRECT_REASONS.duplicateFacetPage };
}

export function decideInvalidFacetPair(input: { market: MarketConfig; category: CategoryFacts; state: ListingState }): LoaderRedirect {
  return { location: categoryUrl(input.market, input.category, { ...input.state, page: 1 }), reason: REDIRECT_REASONS.invalidFacetIdPair };
}
