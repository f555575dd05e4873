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
  const { route, state } = view;
  if (view.noResults || view.total === 0) return NOINDEX;
  if (state.sort !== undefined) return NOINDEX;
  switch (route.kind) {
    case "search":
      return NOINDEX;
    case "sponsored":
      // An ad's destination: a brand's products in a category, for the shoppers the ad brings.
      return NOINDEX;
    case "landing":
      // Curated searches are the indexable kind; filtered ones are not.
      return state.facets.length === 0 ? INDEX : NOINDEX;
    case "category":
      return state.facets.length === 0 ? INDEX : NOINDEX;
    case "facet": {
      const own = route.facet;
      const onlyOwn = state.facets.length === 1 && own !== undefined && state.facets[0].key === own.key && state.facets[0].value === own.value;
      return onlyOwn ? INDEX : NOINDEX;
    }
  }
}
