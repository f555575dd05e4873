// Rate limits for what anonymous clients can write (carts, notify-me, analytics events): fixed
// windows counted per visitor and per IP. Pure rules here; the counting in D1 is rate-limit.server.ts.

interface Limit {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitPolicy {
  perVisitor: Limit;
  perIp: Limit;
}

/**
 * Decisions (docs/decisions/0009): a shopper clicking fast through a cart stays far below the cart
 * limits; notify-me is a sign-up, a handful per visitor is plenty. Per IP is looser because many
 * shoppers share one address (offices, mobile carriers).
 * The collector (decision 0015) counts events, not requests, because rows written are what it must
 * bound; its visitor is the batch's anonymous id. A busy listing page sends about 15 events, so a
 * shopper opening ten pages a minute in several tabs stays under 600; 6000 a minute lets forty such
 * shoppers share an address, and holds one address to 100 rows a second.
 */
export const RATE_LIMITS = {
  cart: { perVisitor: { limit: 120, windowSeconds: 60 }, perIp: { limit: 600, windowSeconds: 60 } },
  notifyMe: { perVisitor: { limit: 5, windowSeconds: 600 }, perIp: { limit: 30, windowSeconds: 600 } },
  collector: { perVisitor: { limit: 600, windowSeconds: 60 }, perIp: { limit: 6000, windowSeconds: 60 } },
  // A page shows at most three ads, each seen and clicked once: 120 a minute is forty pages.
  adEvents: { perVisitor: { limit: 120, windowSeconds: 60 }, perIp: { limit: 1200, windowSeconds: 60 } },
  // A page sends one or two RUM beacons (hidden, then hidden again after coming back): 30 a minute is fifteen pages.
  rum: { perVisitor: { limit: 30, windowSeconds: 60 }, perIp: { limit: 600, windowSeconds: 60 } },
  // Typeahead (issue #26): one request per pause in typing (debounced), fewer once the edge keeps the
  // answers; 300 a minute is five a second for a whole minute, far above anyone typing.
  suggestions: { perVisitor: { limit: 300, windowSeconds: 60 }, perIp: { limit: 3000, windowSeconds: 60 } },
} as const satisfies Record<string, RateLimitPolicy>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** One counter a request adds to: `weight` hits (1 for a request; the collector counts its events). */
export interface RateLimitHit {
  bucket: string;
  limit: Limit;
  weight: number;
}

/** The longest window any policy counts in: a counter older than that is over and can go. */
export const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).flatMap((policy): number[] => [policy.perVisitor.windowSeconds, policy.perIp.windowSeconds]),
);

/** The buckets of one request of `action` by a visitor from an address (weight 1 each). */
export function requestHits(action: RateLimitedAction, who: { visitor: string; ip: string }): RateLimitHit[] {
  const policy = RATE_LIMITS[action];
  return [
    { bucket: `${action}:visitor:${who.visitor}`, limit: policy.perVisitor, weight: 1 },
    { bucket: `${action}:ip:${who.ip}`, limit: policy.perIp, weight: 1 },
  ];
}

/**
 * Seconds until the request may be retried, or 0 when no counter is over its limit. `counts` are the
 * counters after this request was added, in the order of `hits`.
 */
export function retryAfterForCounts(hits: readonly RateLimitHit[], counts: readonly number[], nowSeconds: number): number {
  return hits.reduce((wait, hit, i) => (counts[i] > hit.limit.limit ? Math.max(wait, retryAfterSeconds(nowSeconds, hit.limit.windowSeconds)) : wait), 0);
}

export function windowStart(nowSeconds: number, windowSeconds: number): number {
  return Math.floor(nowSeconds / windowSeconds) * windowSeconds;
}

/** Whole seconds until the window that refused a request ends (at least 1). */
export function retryAfterSeconds(nowSeconds: number, windowSeconds: number): number {
  return Math.max(1, windowStart(nowSeconds, windowSeconds) + windowSeconds - Math.floor(nowSeconds));
}

export function rateLimitedMessage(retryAfter: number): string {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = retryAfter < 60 ? `${retryAfter} seconds` : minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `Too many requests. Please wait ${wait} and try again.`;
}
