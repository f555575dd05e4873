import { cacheControl } from "#app/http/cache-policy.ts";

/** Why a response redirects (spec §2 reasons), for ops: sent by the Worker's tables and by loaders. */
export const REDIRECT_REASON_HEADER = "x-redirect-reason";
/** The table version that answered, so ops can tell which publish a redirect came from. */
export const REDIRECT_VERSION_HEADER = "x-redirect-version";

/**
 * How long a redirect holds (issue #8: every redirect says so), used by the Worker's tables and by
 * loader redirects alike: a permanent one an hour, a temporary one not at all (the cache policies
 * `permanentRedirect` and `none`, app/http/cache-policy.ts, say why).
 */
export const PERMANENT_REDIRECT_CACHE_CONTROL = cacheControl("permanentRedirect");
export const TEMPORARY_REDIRECT_CACHE_CONTROL = cacheControl("none");

/** 301 and 308 are permanent; 302, 303 and 307 are not. */
export function redirectCacheControl(status: number): string {
  return status === 301 || status === 308 ? PERMANENT_REDIRECT_CACHE_CONTROL : TEMPORARY_REDIRECT_CACHE_CONTROL;
}
