import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect } from "react";
import { scrollYFor, type ScrollState } from "../scroll-target";

/**
 * Applies a change's scroll target (../scroll-target.ts) once its page is shown. Changes navigate
 * with preventScrollReset and say their target in the history state; going back and forward (POP)
 * is left to the router's scroll restoration.
 */
export function useListingScroll(listingId: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP") return;
    const target = (location.state as Partial<ScrollState> | null)?.scrollTarget;
    const listing = document.getElementById(listingId);
    if (!target || !listing) return;
    const y = scrollYFor(target, listing.getBoundingClientRect().top + window.scrollY, window.scrollY);
    if (y !== null) window.scrollTo({ top: y });
    // once per page shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
