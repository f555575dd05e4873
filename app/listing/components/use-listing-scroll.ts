import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect } from "react";
import { scrollYFor, type ScrollState } from "../scroll-target";

/** The card the shopper last opened from a list: which list entry, its place among the page's cards and where it was on screen. */
let tapped: { key: unknown; index: number; top: number } | undefined;

// By place, not by link: a grown list may show a product twice (a first page's sponsored card and the product on a later page).
const cardsOnPage = () => document.querySelectorAll(".card");

/**
 * Remembers the card a link opens (./follow-links.ts calls it for every followed link), so going back
 * puts that card where it was (issue #26): the router restores a scroll position, but the zones and
 * banners above the grid may not have the height they had, so the position alone misses the card.
 */
export function rememberTapped(anchor: Element) {
  const card = anchor.closest(".card");
  tapped = card ? { key: history.state?.key, index: [...cardsOnPage()].indexOf(card), top: card.getBoundingClientRect().top } : undefined;
}

/**
 * Applies a change's scroll target (../scroll-target.ts) once its page is shown. Changes navigate
 * with preventScrollReset and say their target in the history state; going back and forward (POP)
 * is left to the router's scroll restoration, corrected to the card the shopper had opened.
 */
export function useListingScroll(listingId: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP") {
      const card = tapped?.key === location.key && cardsOnPage()[tapped.index];
      // after the router's restore: the tapped card at its old offset (the browser's scroll anchoring keeps it there as zones load)
      if (card) window.scrollBy(0, card.getBoundingClientRect().top - tapped!.top);
      return;
    }
    const target = (location.state as Partial<ScrollState> | null)?.scrollTarget;
    const listing = document.getElementById(listingId);
    if (!target || !listing) return;
    const y = scrollYFor(target, listing.getBoundingClientRect().top + window.scrollY, window.scrollY);
    if (y !== null) window.scrollTo({ top: y });
    // once per page shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
