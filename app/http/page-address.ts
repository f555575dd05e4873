// What a page may write of its own address into its links (the other market's link): the
// parameters a page reads, nothing else. The edge cache keeps one copy of a page for every request
// that differs only in other parameters, campaign and click ids above all
// (worker/edge-cache-rules.ts), so a page that wrote them would hand whoever caused its render's ids
// (a Google click id, a mail subscriber's id) to every later visitor, and let anyone plant campaign
// attribution (issue #23). The browser keeps them in its address bar, where the analytics layer
// reads them. (Forms carry no address at all: app/http/safe-redirect.ts.)

import { LISTING_PARAMS } from "#app/urls/site-paths.ts";

/** The only query parameters a page reads (a listing's; a product's item): the edge cache key keeps these. */
export const PAGE_PARAMS = new Set<string>([...Object.values(LISTING_PARAMS), "item"]);

/** The query (`?…`, or empty) of a page's own parameters among `params`, in their order. */
export function pageQuery(params: URLSearchParams): string {
  const query = `${new URLSearchParams([...params].filter(([name]) => PAGE_PARAMS.has(name)))}`;
  return query && `?${query}`;
}
