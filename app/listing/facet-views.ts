import { highValueFacetSlug } from "#app/catalogue/high-value-facets.ts";
import type { FacetKey } from "#app/catalogue/search-vocabulary.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { buildFacetPath, listingUrlBuilder, toListingState, withFacetToggled, type ListingRoute, type ListingState } from "#app/urls/listing-url.ts";
import { chosenValues, isChosen } from "./facet-choice";
import type { FacetData, FacetView } from "./view";

// A facet's links, made where they are shown: the filter panel, an island (./components/listing-page.tsx). The listing's own JavaScript, what it
// needs before it is interactive, then carries no URL builder (issue #28, ~2 KB gzip): the page's
// links are the server's HTML until the panels' code arrives, and a click on one is followed
// client-side by the page's own handler (./components/follow-links.ts) meanwhile.

/** Each facet value with its link (the URL with that value toggled) and whether it is chosen. */
export function facetViews(facets: FacetData[], page: { route: ListingRoute; state: ListingState; market: MarketConfig; title?: string }): FacetView[] {
  const base = toListingState(page.state);
  const chosen = chosenValues(base);
  const urlFor = listingUrlBuilder(page.market, page.route);
  const { route, title } = page;
  return facets.map((facet) => {
    /** A value's own high-value facet page (decision 0023), when the loader said it has one. */
    const valueIds = facet.pages?.valueIds.split(",") ?? [];
    const pageOf = (i: number): string | null => {
      if (!valueIds[i] || route.kind !== "category" || !title) return null;
      const path = buildFacetPath({
        slug: highValueFacetSlug(facet.labels[i], title),
        groupId: route.groupId,
        facetId: facet.pages!.facetId,
        valueId: valueIds[i],
      });
      return path && withMarketPrefix(path, page.market);
    };
    return {
      key: facet.key,
      label: facet.label,
      values: facet.values.map((value, i) => {
        const target = withFacetToggled(base, facet.key as FacetKey, value);
        const page = pageOf(i);
        return {
          value,
          label: facet.labels[i],
          count: facet.counts[i],
          selected: isChosen(chosen, facet.key, value),
          // (the panel decides from the target whether a crawler follows the link: ./components/facet-panel.tsx)
          ...(page ? { href: page } : { href: urlFor(target), target }),
        };
      }),
    };
  });
}
