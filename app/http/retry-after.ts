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
 * The headers export of every route whose loader may throw a 503 (catalogue down), and of the root:
 * Remix hands a thrown response's headers only to the headers function of the route where the error
 * lands (the root's boundary on a page load, the throwing route itself on a .data request), and
 * without one there its Retry-After is dropped. Parent headers pass through unchanged.
 */
export const keepRetryAfter: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
