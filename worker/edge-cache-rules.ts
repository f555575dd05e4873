import { nativeAppPlatform } from "#analytics/user-agent.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import type { CachePolicy } from "#app/http/cache-policy.ts";
import { BRAND_EXPERIMENT_PARAM } from "#app/experiments/brand-paths.ts";
import { PAGE_PARAMS } from "#app/http/page-address.ts";
// A product page reads its page of reviews too; not in PAGE_PARAMS, which pages write into their links
// and the browser loads (the reviews' links set it themselves: app/reviews/review-pages.ts).
import { REVIEW_PAGE_PARAM } from "#app/reviews/review-pages.ts";
import { LITERAL_SEARCH_PARAM } from "#app/urls/listing-url.ts";

// Which page requests the edge cache may answer, and under which key (docs/decisions/0011).
// Pure: the Worker's step (worker/edge-cache.ts) does the I/O.

/** Campaign and click ids: no page reads or writes them (app/http/page-address.ts), so they neither split the cache nor stop it. */
export const TRACKING_PARAM = /^(utm_[a-z0-9_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|mc_cid|mc_eid|_gl|_ga)$/i;

/**
 * Parameters a page reads with one value only: the brand-path experiment's longer links
 * (`brandExp=VARIANT_01`, app/experiments/brand-paths.ts) and a literal search (`literal=1`,
 * app/urls/listing-url.ts) are kept like any page; another value would split the cache for
 * nothing, so it is not kept.
 */
const PAGE_PARAM_VALUES: Readonly<Record<string, string>> = {
  [BRAND_EXPERIMENT_PARAM]: "VARIANT_01",
  [LITERAL_SEARCH_PARAM.name]: LITERAL_SEARCH_PARAM.on,
};

/** Paths of personal pages and of answers (never an anonymous page), inside the market. */
const NOT_PAGES = /^\/(app\/(?!content\/)|plp\/|api\/|v1\/|ads\/)|\.data$/;

/** Chooses the cached copy: new and existing customers see different calls to action (spec §6). */
export type VisitorClass = "new" | "existing";

export type PageCacheDecision = { cacheable: true; pageKey: string } | { cacheable: false; reason: string };

/**
 * Whether a request may be answered from the edge page cache, and the part of its key that comes
 * from the request: market + path + the page's own parameters sorted by name (values kept in their
 * order: the first of a repeated page/sort wins, rh values are all read). Anything else on the URL
 * would make the page differ in ways the key does not see, so such a request is not cached.
 */
export function pageCacheDecision(
  request: { method: string; url: URL; userAgent: string | null },
  market: MarketConfig,
  pathWithoutPrefix: string,
): PageCacheDecision {
  if (request.method !== "GET") return { cacheable: false, reason: "method" };
  if (NOT_PAGES.test(pathWithoutPrefix)) return { cacheable: false, reason: "personal-or-api" };
  // App webviews get their own page size and chrome; they are personal to the app (issue #8).
  if (nativeAppPlatform(request.userAgent ?? undefined)) return { cacheable: false, reason: "app-webview" };
  const kept: [string, string][] = [];
  for (const [name, value] of request.url.searchParams) {
    if (PAGE_PARAMS.has(name) || name === REVIEW_PAGE_PARAM || PAGE_PARAM_VALUES[name] === value) kept.push([name, value]);
    else if (!TRACKING_PARAM.test(name)) return { cacheable: false, reason: "unknown-parameter" };
  }
  // A stable sort: parameters by name, each name's values in the order the visitor sent them.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return { cacheable: true, pageKey: `/${market.name}${pathWithoutPrefix}${query ? `?${query}` : ""}` };
}

/**
 * What else a cached page depends on: a deploy (its script and asset names), a reseed or a redirect
 * swap changes the key, so nothing is ever purged.
 */
export interface CacheKeyVersions {
  /** The build's asset manifest version: a page names its build's script files. */
  build: string;
  catalogue: string;
  redirects: string;
  /** The managed content's live version: a publish renders pages anew (issue #10). */
  content: string;
  visitorClass: VisitorClass;
}

/**
 * The Cache API key: under the site's own origin (the Cache API keeps entries per zone) and a path no
 * page has, with the versions and the visitor class as parameters.
 */
export function cacheKeyUrl(origin: string, pageKey: string, versions: CacheKeyVersions): string {
  const version = encodeURIComponent(`${versions.build}|${versions.catalogue}|${versions.redirects}|${versions.content}`);
  return `${origin}/__edge-page-cache${pageKey}${pageKey.includes("?") ? "&" : "?"}__v=${version}&__class=${versions.visitorClass}`;
}

export type Freshness = "fresh" | "stale" | "expired";

/** A stored page's age against its policy: fresh, servable while it is replaced, or too old. */
export function freshnessOf(storedAtMs: number, nowMs: number, edge: NonNullable<CachePolicy["edge"]>): Freshness {
  const ageMs = nowMs - storedAtMs;
  if (!Number.isFinite(ageMs) || ageMs < 0) return "expired";
  if (ageMs <= edge.freshSeconds * 1000) return "fresh";
  if (ageMs <= (edge.freshSeconds + edge.staleSeconds) * 1000) return "stale";
  return "expired";
}
