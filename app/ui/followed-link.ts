import type { MouseEvent } from "react";

/** A click the page may take over: the main button, no modifier (those open new tabs and windows). */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * The same-origin link a plain left click in a region of plain anchors follows, taken over from the
 * browser (default prevented) so the router can navigate in place; null for any other click, which
 * keeps the browser's own behaviour. One handler per region in place of a Remix <Link> per link
 * (issue #8 render budget); the links work as they are without JavaScript.
 */
export function followedLink(event: MouseEvent<HTMLElement>): { anchor: HTMLAnchorElement; to: string } | null {
  // (an anchor is a URL too: its own origin, path, query and hash, resolved against the page)
  const anchor = (event.target as Element).closest("a[href]");
  if (
    event.defaultPrevented ||
    !isPlainLeftClick(event) ||
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target.replace("_self", "") || // (a target other than this window opens elsewhere)
    anchor.hasAttribute("download") ||
    anchor.origin !== location.origin
  )
    return null;
  event.preventDefault();
  return { anchor, to: anchor.pathname + anchor.search + anchor.hash };
}
