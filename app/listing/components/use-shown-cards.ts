import { useLocation, useNavigation } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { isPageHydrating } from "#app/ui/island.tsx";
import { loadingPlaceholderCount } from "../grid-tiles";
import { cardsInPlace, type CardsInPlace } from "../load-more";
import type { ListingView } from "../view";
import { useCardEnrichment } from "./use-card-enrichment";

/** The cards a listing shows: this page's, the earlier pages' Load More kept, as the catalogue has them now. */
export interface ShownCards {
  /** the page view (navigation, back): enrichment and the cards' reports start again with a new one */
  pageViewKey: string;
  /** the cards as the pages had them: the next page starts after them */
  inPlace: CardsInPlace;
  /** the same cards enriched */
  shown: CardsInPlace;
  /** how many placeholders stand for the next page while Load More fetches it */
  placeholders: number;
}

export function useShownCards(view: ListingView, zones?: readonly string[]): ShownCards {
  const location = useLocation();
  const pageViewKey = location.key;
  // Load More: the cards of earlier pages come with the visit (../load-more.ts). Not on the page the
  // document was loaded with (a reload of /b/dog_c288_p2 keeps its history state): it hydrates as the
  // server rendered it, its own page, or React throws the server's HTML away (errors 418/425/423).
  const loadedWith = useRef(isPageHydrating() ? pageViewKey : null);
  const carried = loadedWith.current === pageViewKey ? null : location.state;
  const inPlace = useMemo(() => cardsInPlace(view, carried, zones), [view, carried, zones]);
  // Enrichment after load (spec §4): what the catalogue says now, on a page that may be minutes old.
  const enriched = useCardEnrichment(inPlace.cards, pageViewKey, view.flags);
  const shown = useMemo(() => ({ ...inPlace, cards: enriched }), [inPlace, enriched]);
  // Product placeholders stand for the next page while Load More fetches it.
  const navigation = useNavigation();
  const loadingNext =
    navigation.state === "loading" &&
    view.pagination.next !== undefined &&
    `${navigation.location.pathname}${navigation.location.search}` === view.pagination.next;
  const placeholders = loadingNext ? loadingPlaceholderCount(inPlace.from + inPlace.cards.length, view.total, view.cards.length) : 0;
  return { pageViewKey, inPlace, shown, placeholders };
}
