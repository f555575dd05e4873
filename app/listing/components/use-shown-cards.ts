import { useLocation, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { loadingPlaceholderCount } from "../grid-tiles";
import { cardsInPlace } from "../load-more";
import type { CardView, ListingView } from "../view";
import { useCardEnrichment } from "./use-card-enrichment";

/** The cards a listing shows: this page's, the earlier pages' Load More kept, as the catalogue has them now. */
export interface ShownCards {
  /** the page view (navigation, back): enrichment and the cards' reports start again with a new one */
  pageViewKey: string;
  /** the cards as the pages had them: the next page starts after them */
  inPlace: { cards: CardView[]; from: number };
  /** the same cards enriched */
  shown: { cards: CardView[]; from: number };
  /** how many placeholders stand for the next page while Load More fetches it */
  placeholders: number;
}

export function useShownCards(view: ListingView): ShownCards {
  const location = useLocation();
  const pageViewKey = location.key;
  // Load More: the cards of earlier pages come with the visit (../load-more.ts).
  const inPlace = useMemo(() => cardsInPlace(view, location.state), [view, location.state]);
  // Enrichment after load (spec §4): what the catalogue says now, on a page that may be minutes old.
  const enriched = useCardEnrichment(inPlace.cards, pageViewKey, view.flags);
  const shown = useMemo(() => ({ from: inPlace.from, cards: enriched }), [inPlace.from, enriched]);
  // Product placeholders stand for the next page while Load More fetches it.
  const navigation = useNavigation();
  const loadingNext =
    navigation.state === "loading" &&
    view.pagination.next !== undefined &&
    `${navigation.location.pathname}${navigation.location.search}` === view.pagination.next;
  const placeholders = loadingNext ? loadingPlaceholderCount(inPlace.from + inPlace.cards.length, view.total, view.cards.length) : 0;
  return { pageViewKey, inPlace, shown, placeholders };
}
