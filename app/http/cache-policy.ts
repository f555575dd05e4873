import type { HeadersFunction } from "@remix-run/cloudflare";
import { keepRetryAfter } from "./retry-after";

// Every Cache-Control this site sends, named once (docs/decisions/0011-edge-page-cache.md).
// Routes and answers pick a policy by name; nobody writes a Cache-Control string by hand.

export interface CachePolicy {
  /** What the answer's Cache-Control says to browsers and shared caches. */
  header: string;
  /**
   * For the Worker's edge page cache (worker/edge-cache.ts): how long a stored page is served as
   * fresh, then how long more it may be served stale while one background render replaces it.
   */
  edge?: {
    freshSeconds: number;
    staleSeconds: number;
    /**
     * false: kept in the Cache API only, never in an isolate's memory, which holds pages' templates
     * (decision 0021) and would lose dozens of them to one document of megabytes (decision 0063).
     */
    isolateMemory?: false;
  };
}

export const CACHE_POLICIES = {
  /** Receipts and refusals of writes, answers to one request: never kept anywhere. */
  none: { header: "no-store" },
  /** A page or answer about one visitor (cart, notify-me, user context): only their browser, never reused. */
  personal: { header: "private, no-store" },
  /** Catalogue answers (search, facets, enrichments): change with stock and prices, fine for half a minute. */
  short: { header: "public, max-age=30, stale-while-revalidate=300" },
  /**
   * A catalogue answer that also follows the visitor's flags (their experiments, or flags forced by
   * query), such as the options overlay's: their browser may keep it as long, a shared cache not at all.
   */
  shortPrivate: { header: "private, max-age=30" },
  /** Managed content answers (zones, banner) and robots.txt: a change is expected live within minutes. */
  long: { header: "public, max-age=300, stale-while-revalidate=3600" },
  /**
   * Documents machines fetch whole, made from the catalogue (the sitemaps, docs/decisions/0063):
   * crawlers keep them as `long`; the edge keeps them an hour fresh and a day stale, since the
   * catalogue, content and build versions are in the edge key and so a reseed or a publish never
   * waits for them.
   */
  machineDocument: { header: "public, max-age=300, stale-while-revalidate=3600", edge: { freshSeconds: 3600, staleSeconds: 86_400, isolateMemory: false } },
  /**
   * Anonymous catalogue and content pages. Kept at the edge only: a minute fresh (the catalogue and
   * redirect versions are in the key, so a reseed or a table swap never waits for it), ten minutes
   * stale-while-revalidate. The browser copy is personal (filled in per visitor), so it is revalidated.
   */
  page: { header: "private, no-cache", edge: { freshSeconds: 60, staleSeconds: 600 } },
  /** The client build's files (`/build/…`): Remix puts a content hash in every name, so they never change. */
  immutable: { header: "public, max-age=31536000, immutable" },
  /** Other static files (images, fonts, the collector script): their names stay when they change, so an hour. */
  staticFile: { header: "public, max-age=3600" },
  /**
   * A permanent redirect (301, 308): browsers keep one without max-age for good; an hour bounds the
   * damage of a wrong entry while still sparing repeat visitors a hop. A temporary one is `none`.
   */
  permanentRedirect: { header: "public, max-age=3600" },
} as const satisfies Record<string, CachePolicy>;

export type CachePolicyName = keyof typeof CACHE_POLICIES;

/** The header a route marks itself with so the Worker may keep it at the edge. */
export const EDGE_POLICY_HEADER = "x-edge-cache-policy";

/** A policy's Cache-Control value on its own, for a header set one at a time. */
export function cacheControl(name: CachePolicyName): string {
  return CACHE_POLICIES[name].header;
}

/**
 * The Cache-Control of a page's stored copy (the Cache API's own expiry, never sent to a browser):
 * the copy is gone once it may no longer be served even stale.
 */
export function edgeCopyCacheControl(edge: NonNullable<CachePolicy["edge"]>): string {
  return `public, max-age=${edge.freshSeconds + edge.staleSeconds}`;
}

/** Headers for an answer under a policy (spread into a Response's headers). */
export function cacheHeaders(name: CachePolicyName): Record<string, string> {
  const policy: CachePolicy = CACHE_POLICIES[name];
  return policy.edge ? { "Cache-Control": policy.header, [EDGE_POLICY_HEADER]: name } : { "Cache-Control": policy.header };
}

/**
 * A route's `headers` export under a policy (Hydrogen's `routeHeaders`): what the parent route set,
 * a 503's Retry-After from its error, action or loader (app/http/retry-after.ts), then the policy.
 */
export function routeHeaders(name: CachePolicyName): HeadersFunction {
  return (args) => {
    const headers = new Headers(keepRetryAfter(args));
    for (const [key, value] of Object.entries(cacheHeaders(name))) headers.set(key, value);
    return headers;
  };
}

/** The edge timing a response's marker names, if it names a policy that has one. */
export function edgePolicyOf(headers: Headers): CachePolicy["edge"] | undefined {
  const name = headers.get(EDGE_POLICY_HEADER);
  if (!name || !Object.hasOwn(CACHE_POLICIES, name)) return undefined;
  return (CACHE_POLICIES[name as CachePolicyName] as CachePolicy).edge;
}

/**
 * The `headers` export of an anonymous page (`export const headers = pageHeaders`): a reference, not
 * a call, so the browser bundle drops it with the rest of the route's server-only exports.
 */
export const pageHeaders: HeadersFunction = routeHeaders("page");
