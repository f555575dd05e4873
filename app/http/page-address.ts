// The page's own address as a page may write it into its links and fields (the other market's
// link, a form's way back). Campaign and click ids are left out: the edge cache keeps one copy of a
// page for every request that differs only in them (worker/edge-cache-rules.ts), so a page that
// wrote them would hand whoever caused its render's ids (a Google click id, a mail subscriber's id)
// to every later visitor, and let anyone plant campaign attribution (issue #23). The browser still
// has them in its address bar, where the analytics layer reads them.

/** Campaign and click ids: no page reads them, so they neither split the edge cache nor stop it. */
export const TRACKING_PARAM = /^(utm_[a-z0-9_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|mc_cid|mc_eid|_gl|_ga)$/i;

/** A query string (`?a=1&utm_source=x`, or empty) without campaign and click ids; `?` kept only when something is left. */
export function withoutTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !TRACKING_PARAM.test(name));
  if (kept.length === [...params].length) return search;
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : "";
}

/** A location's path and query as the page may render them (campaign and click ids left out). */
export function pageAddress(location: { pathname: string; search: string }): string {
  return location.pathname + withoutTrackingParams(location.search);
}
