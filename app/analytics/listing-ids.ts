import { stripMarketPrefix } from "#app/markets/prefix.ts";
import type { ListingView } from "#app/listing/view.ts";

// The list a listing page renders as well as reports (the add-to-cart form's list), so it is part of
// the page's own code; ./listing-analytics.ts builds the rest. (The welcome banner's promotion is
// ./welcome-promotion.ts: only that lazily loaded banner names it, and a module shared with it would
// be a file of its own in every listing's JavaScript.)

/** The grid of search results is one list; a category grid is named by its canonical path. */
export function listIdFor(view: Pick<ListingView, "kind" | "canonical">): string {
  if (view.kind === "search") return "search";
  const path = view.canonical.replace(/^[a-z]+:\/\/[^/]+/i, "").split(/[?#]/)[0];
  return stripMarketPrefix(path).path;
}
