import type { AdFields } from "#app/ads/ad-fields.ts";
import type { PriceView } from "#app/pricing/price-view.ts";
import type { FeatureFlags } from "#app/features/flags.ts";
import type { EducationalWidget } from "./educational-widgets";
import type { SortFlags } from "./sort";
import type { ListingRoute, ListingState } from "#app/urls/listing-url.ts";
// What a listing page renders: a compact projection of the listing data, so the HTML and the
// hydration payload carry only what the shopper sees (36 cards × every §3 field would not).

/** The flags a card follows: newUserCta (Add to Cart for new visitors), visuallySimilar (an out-of-stock card offers Shop Similar). */
export type CardFlags = Pick<FeatureFlags, "newUserCta" | "visuallySimilar">;

export interface CardView extends PriceView {
  /**
   * The item the card's Add to Cart adds: its cheapest item (the card's price), when that one is in
   * stock; otherwise null and the card offers Choose Options instead.
   */
  itemId: string | null;
  id: string;
  partNumber: string;
  name: string;
  brand: string;
  href: string;
  image: string;
  /** spec §5 option summary, e.g. "3 Flavors, 2 Sizes" */
  optionsMessage?: string;
  /** spec §9 '+N Deal(s)': the promotions beyond the one the card names (`deal`), when there are any */
  moreDeals?: number;
  rating: number;
  ratingCount: number;
  /** "new", and the stock state when it is not in stock ("out-of-stock", "discontinued") */
  badges: string[];
  inStock: boolean;
  hasMoreChoices: boolean;
  cta: "add-to-cart" | "choose-options" | "personalize" | "none";
  /** For analytics: price as a number in the market currency. */
  priceValue: number;
  /** a sponsored product's ad fields (spec §3): where its tile goes and its trackers */
  ad?: AdView;
}

type AdView = Pick<AdFields, "isAd" | "isAtf" | "isBtf" | "adPlacement" | "impressionTracker" | "clickTracker">;

interface FacetValueView {
  /** the value the search request and the URL take (e.g. a brand name, a price bucket) */
  value: string;
  label: string;
  count: number;
  selected: boolean;
  href: string;
  /** the state of this listing the link leads to; none when it leads to the value's high-value facet page (indexable) */
  target?: ListingState;
}

export interface FacetView {
  key: string;
  label: string;
  values: FacetValueView[];
}

/**
 * A facet as the loader sends it and the page's view keeps it: value, label and count per value, in
 * parallel arrays, without links. The panels that show facets make their FacetViews
 * (./facet-views.ts): the URL code that needs comes with their islands, not in every listing's
 * JavaScript (issue #28).
 */
export interface FacetData {
  key: string;
  label: string;
  values: string[];
  labels: string[];
  counts: number[];
  /**
   * On a category page without filters, for a facet with high-value facet pages (decision 0023):
   * the facet id and each value's 6-character value id where the value has a page (else empty,
   * packValueIds), so its link goes to that page rather than to the filtered category.
   */
  pages?: { facetId: number; valueIds: string };
}

export interface PillView {
  label: string;
  removeHref: string;
  /** "nofollow" unless removing it leads to an indexable page (./listing-robots.ts, decision 0073) */
  rel?: "nofollow";
}

export interface CrumbView {
  label: string;
  href?: string;
}

interface PageLinkView {
  page: number | null;
  href?: string;
  current: boolean;
}

export interface ListingView {
  kind: "search" | "category";
  title: string;
  /** curated copy under the heading (a search landing page) */
  intro?: string;
  term?: string;
  /** what was searched instead of the term: a near spelling (spec §8 Suggestion), or the words close matches match */
  suggestion?: string;
  /** the term searched exactly as typed, when a near spelling was searched instead */
  literalHref?: string;
  /** the suggestion is the words of close matches: no product matched all of the term's words */
  closeMatches?: true;
  /** what the page says about the suggestion, in the shopper's words (app/search/search-correction-words.server.ts) */
  correction?: string;
  /** the words of the link to literalHref */
  literalText?: string;
  /** the link's rel: a search is not indexed, so a crawler does not follow it (./listing-robots.ts listingLinkRel) */
  literalRel?: "nofollow";
  total: number;
  from: number;
  cards: CardView[];
  /** sponsored products, each placed in the grid at its ad placement (./grid-tiles.ts) */
  ads: CardView[];
  /** the grid's educational widget on a first page (./educational-widgets.ts), its link in the market */
  educational?: EducationalWidget & { slot: number };
  /** CMS zone 19's standard card on a first page (./cms-zone.ts): its place; the card itself is server content */
  zone19?: { slot: number };
  facets: FacetData[];
  pills: PillView[];
  clearAllHref?: string;
  /** "nofollow" when the unfiltered listing is not indexed either (a sorted one, a search) */
  clearAllRel?: "nofollow";
  crumbs: CrumbView[];
  /** the sort in effect and the form that sends another; the choices follow from the flags (./sort.ts sortChoices), in the sort controls that offer them */
  sort: { current: string; flags: SortFlags; action: string; hidden: Record<string, string> };
  /** rel: "nofollow" when this listing is not indexed (filtered, sorted, a search), as its other pages are not (./listing-robots.ts listingLinkRel) */
  pagination: { prev?: string; next?: string; pages: PageLinkView[]; page: number; totalPages: number; rel?: "nofollow" };
  canonical: string;
  noResults: boolean;
  /** which listing this is and what is chosen on it: every link and the filter sheets build URLs from them */
  route: ListingRoute;
  state: ListingState;
  /** the feature flags the browser's part of the listing follows (app/features/flags.ts) */
  flags: CardFlags & Pick<FeatureFlags, "legacyEnrichment">;
}
