import type { ListingRoute, ListingState } from "#app/urls/listing-url.ts";
import type { ListingView } from "./view";

// Which listing pages search engines may index (issue #9; docs/decisions/0022-listing-robots.md).
// Pure: the page's meta writes the answer.

export const INDEX = "index,follow";
export const NOINDEX = "noindex,follow";

/**
 * Indexable: a category page and a high-value facet page as their own URLs name them, on any page
 * number (each page has its own canonical). Not indexed but followed, so crawlers still reach the
 * products: a page with no results, a sorted page, any other combination of filters (each would be
 * a near copy of its category), and internal search results (Google's guidelines ask sites not to
 * have them indexed; curated search landing pages, `/sp/{slug}`, are the indexable kind).
 */
export function listingRobots(view: Pick<ListingView, "route" | "state" | "noResults" | "total">): typeof INDEX | typeof NOINDEX {
  if (view.noResults || view.total === 0) return NOINDEX;
  return indexableListing(view.route, view.state) ? INDEX : NOINDEX;
}

/** The rule above for a listing's route and state alone, whatever it finds (a link's target is not fetched). */
function indexableListing(route: ListingRoute, state: Pick<ListingState, "sort" | "facets">): boolean {
  if (state.sort !== undefined) return false;
  switch (route.kind) {
    case "search":
      return false;
    case "sponsored":
      // An ad's destination: a brand's products in a category, for the shoppers the ad brings.
      return false;
    case "landing":
      // Curated searches are the indexable kind; filtered ones are not.
      return state.facets.length === 0;
    case "category":
      return state.facets.length === 0;
    case "facet": {
      // The page's own filter is in its state once the loader has looked the page up (route.facet),
      // and a state without it is its category's page (the URL builder's rule: the own pill removes
      // it); in a URL it is only in the path, so a state read from a link holds the other filters.
      const own = route.facet;
      return state.facets.every((facet) => own !== undefined && facet.key === own.key && facet.value === own.value);
    }
  }
}

/**
 * A link's rel (decision 0073: no crawl trap): "nofollow" when it leads to a listing page that is
 * not indexed (a filter, a sort, a search, a filtered page's next page), so a crawler spends its
 * visits on the pages it may index; a link to an indexable one (a category, a page of it, a
 * high-value facet page, clearing the filters) stays followed. From the target's route and state.
 */
export function listingStateRel(route: ListingRoute, state: Pick<ListingState, "sort" | "facets">): "nofollow" | undefined {
  return indexableListing(route, state) ? undefined : "nofollow";
}
