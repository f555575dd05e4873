// spec §3 "scroll_depth" (the metric9 of the legacy dimension map, spec §5): how far down the page
// the shopper has been, in whole percent of the document's height, at the time of each event.

export interface ScrollSource {
  scrollY?: number;
  innerHeight?: number;
  document?: { documentElement?: { scrollHeight?: number } };
  addEventListener?(type: "scroll", listener: () => void, options?: { passive: boolean }): void;
}

/** The share of the document seen so far, 0..100: its bottom edge at the viewport's bottom is 100. */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (!(documentHeight > 0) || !(viewportHeight >= 0)) return 0;
  const seen = (Math.max(0, scrollTop) + viewportHeight) / documentHeight;
  return Math.round(Math.min(1, seen) * 100);
}

/** The deepest point reached on the current page; `reset` starts a new page (a client-side navigation). */
export function createScrollDepth(win: ScrollSource | undefined) {
  let deepest = 0;
  const now = () => scrollDepthPercent(win?.scrollY ?? 0, win?.innerHeight ?? 0, win?.document?.documentElement?.scrollHeight ?? 0);
  // Passive: reading the position never delays scrolling.
  win?.addEventListener?.("scroll", () => (deepest = Math.max(deepest, now())), { passive: true });
  return {
    current: () => (deepest = Math.max(deepest, now())),
    reset: () => (deepest = now()),
  };
}
