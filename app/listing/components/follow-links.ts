import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";
import { followedLink } from "#app/ui/followed-link.ts";
import { isListingChange, scrollStateFor } from "../scroll-target";
import { rememberTapped } from "./use-listing-scroll";

/**
 * A listing's one click handler for its plain anchors (#app/ui/followed-link.ts): `data-change` on
 * a link or a region around it names the listing change it makes (filter, page: ../scroll-target.ts),
 * which says where the page scrolls; a card's link is remembered for the way back.
 */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = followedLink(event);
      if (!link) return;
      rememberTapped(link.anchor);
      const change = link.anchor.closest<HTMLElement>("[data-change]")?.dataset.change;
      navigate(link.to, isListingChange(change) ? { preventScrollReset: true, state: scrollStateFor(change) } : {});
    },
    [navigate],
  );
}
