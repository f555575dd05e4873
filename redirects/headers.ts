/** Why a response redirects (spec §2 reasons), for ops: sent by the Worker's tables and by loaders. */
export const REDIRECT_REASON_HEADER = "x-redirect-reason";
/** The table version that answered, so ops can tell which publish a redirect came from. */
export const REDIRECT_VERSION_HEADER = "x-redirect-version";

/**
 * Browsers keep a 301 without max-age for good; an hour bounds the damage of a wrong entry while
 * still sparing repeat visitors a hop. A temporary redirect is not cached at all. Used by the
 * Worker's tables and by loader redirects alike (issue #8: every redirect says how long it holds).
 */
export const PERMANENT_REDIRECT_CACHE_CONTROL = "public, max-age=3600";
export const TEMPORARY_REDIRECT_CACHE_CONTROL = "no-store";

/** 301 and 308 are permanent; 302, 303 and 307 are not. */
export function redirectCacheControl(status: number): string {
  return status === 301 || status === 308 ? PERMANENT_REDIRECT_CACHE_CONTROL : TEMPORARY_REDIRECT_CACHE_CONTROL;
}
