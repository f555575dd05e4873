import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Retry-After values, named once per kind of 503 (issue #8: every 503 says when to come back).
 * Seconds, as the header carries them.
 */
export const RETRY_AFTER_SECONDS = {
  /** The catalogue or the app cannot answer: the maintenance page, the search API. */
  maintenance: "60",
  /** A shopper's write (cart, notify-me) could not be stored: a retry soon is likely to work. */
  write: "5",
} as const;

/**
 * The headers export of the root, and the start of every route's (cache-policy.ts routeHeaders): a
 * 503's Retry-After survives whichever way Remix hands it over. A thrown response's headers reach
 * only the headers function of the route whose boundary shows it (the error's, on a page load; the
 * throwing route itself on a .data request); an action's answer (a plain form's refusal) reaches
 * only its own route's; and what Remix hands to no function is dropped. Parent headers pass through.
 */
export const keepRetryAfter: HeadersFunction = ({ parentHeaders, errorHeaders, actionHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  // The error the page shows comes first: it is what the answer is about.
  const retryAfter = [errorHeaders, actionHeaders, loaderHeaders].map((sent) => sent?.get("Retry-After")).find(Boolean);
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
