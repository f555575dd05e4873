import { useMemo } from "react";
import { useMarket } from "#app/markets/use-market.ts";
import { facetViews } from "../facet-views";
import type { FacetView, ListingView } from "../view";

/** The page's facets with their links and chosen values (../facet-views.ts), once per page and market. */
export function useFacetViews(view: Pick<ListingView, "facets" | "route" | "state" | "title">): FacetView[] {
  const market = useMarket();
  const { facets, route, state, title } = view;
  return useMemo(() => facetViews(facets, { route, state, market, title }), [facets, route, state, market, title]);
}
