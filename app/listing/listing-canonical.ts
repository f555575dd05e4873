import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { firstCanonicalOverride } from "#app/seo/canonical-override.ts";
import type { ListingRoute, ListingState } from "#app/urls/listing-url.ts";

// Which canonical a listing page states (spec §2; decision 0036). The page's own (search, high-value
// facet, category, pagination: ./listing-view.ts) unless page metadata names one, which takes
// priority: first the merchandisers' managed page for the category (spec §3 page metadata
// canonicalUrl, content page `plp:{catalog prefix}:{group id}`), then the catalogue's Canonical
// metadata of the category. Metadata belongs to the category's page, so it applies where the page
// is the category itself: page 1, no filters, no term (a sort does not change a page's canonical).
// Filtered and later pages keep their own canonical (spec §2: the pagination canonical applies
// above page 1). Pure.

/** The managed content page holding a category page's metadata: `plp:b:288`, `plp:brands:30001`. */
export const listingContentPageId = (route: Extract<ListingRoute, { kind: "category" }>) => `plp:${route.catalogPrefix}:${route.groupId}`;

/** Whether page metadata speaks for this listing page: the category's own page. */
export function isCategoryOwnPage(route: ListingRoute, state: ListingState): route is Extract<ListingRoute, { kind: "category" }> {
  return route.kind === "category" && state.page === 1 && state.facets.length === 0 && !state.query;
}

/**
 * The canonical the page states: `{ path }` (market-prefixed, its twins derived from it) or `{ url }`
 * (elsewhere). `values` are the metadata's canonical values in priority order.
 */
export function listingCanonical(input: {
  market: MarketConfig;
  route: ListingRoute;
  state: ListingState;
  /** the page's own canonical, market-prefixed (ListingView.canonical) */
  computed: string;
  values: readonly (string | null | undefined)[];
  siteOrigin: string;
}): { path: string } | { url: string } {
  const own = { path: input.computed };
  if (!isCategoryOwnPage(input.route, input.state)) return own;
  const override = firstCanonicalOverride(input.values, input.siteOrigin);
  if (!override) return own;
  return "url" in override ? override : { path: withMarketPrefix(override.path, input.market) };
}
