import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";
import { isListingChange, scrollStateFor } from "../scroll-target";
import { rememberTapped } from "./use-listing-scroll";

/** A click the page may take over: the main button, no modifier (those open new tabs and windows). */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One click handler for a whole page region in place of a Remix <Link> per link (issue #8 render
 * budget: 36 cards and ~110 facet values each paid for route matching, path resolution and prefetch
 * hooks). The links are plain anchors, so they work without JavaScript; with it, a plain left click
 * on a same-origin link navigates client-side. `data-change` on a link or a region around it names
 * the listing change it makes (filter, page: ../scroll-target.ts), which says where the page scrolls.
 */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = (event.target as Element).closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      rememberTapped(anchor);
      const change = anchor.closest<HTMLElement>("[data-change]")?.dataset.change;
      const to = url.pathname + url.search + url.hash;
      if (isListingChange(change)) navigate(to, { preventScrollReset: true, state: scrollStateFor(change) });
      else navigate(to);
    },
    [navigate],
  );
}
