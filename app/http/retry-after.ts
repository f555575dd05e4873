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
