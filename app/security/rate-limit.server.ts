import { CLIENT_IP_HEADER } from "#app/http/client-identification.ts";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { LONGEST_WINDOW_SECONDS, requestHits, retryAfterForCounts, windowStart, type RateLimitHit, type RateLimitedAction } from "./rate-limit";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfter: number };

// One counter row per (bucket, window), shared by every isolate through D1: an upsert that returns
// the new count, every bucket of a request in one batch (one round trip). The table is the same in
// the catalogue database (carts, notify-me) and the analytics database (the collector): the caller
// passes the database its counters live in.
const HIT_SQL =
  "INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, ?3) " +
  "ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + excluded.hits RETURNING hits";
const PRUNE_SQL = "DELETE FROM rate_limits WHERE window_start < ?1";
/** Old windows are deleted now and then (about 1 request in 100), never on a shopper's clock. */
const PRUNE_PROBABILITY = 0.01;

/**
 * The client's address as Cloudflare reports it; `unknown` shares one bucket (never unlimited). An
 * IPv6 client usually holds a whole /64, so its addresses count together.
 */
export function clientIp(request: Request): string {
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

/** The first four groups of an IPv6 address ("2001:db8::1" → "2001:db8:0:0::/64"). */
export function ipv6Prefix64(ip: string): string {
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Adds this request's hits to their counters in `db`. A counter that cannot be written lets the
 * request through (logged): refusing every shopper because a counter table is down is worse than a
 * minute without limits, and the write that follows fails on its own anyway.
 */
export async function countHits(
  db: D1Database,
  hits: readonly RateLimitHit[],
  options: { now?: Date; waitUntil?: (promise: Promise<unknown>) => void; log?: (message: string) => void } = {},
): Promise<RateLimitResult> {
  const now = (options.now ?? new Date()).getTime() / 1000;
  let counts: number[];
  try {
    const statement = db.prepare(HIT_SQL);
    const results = await db.batch<{ hits: number }>(hits.map((hit) => statement.bind(hit.bucket, windowStart(now, hit.limit.windowSeconds), hit.weight)));
    counts = results.map((result) => Number(result.results[0]?.hits ?? 0));
  } catch (error) {
    const buckets = [...new Set(hits.map((hit) => hit.bucket.split(":")[0]))].join(", ");
    options.log?.(`rate limit not counted (${buckets}): ${error instanceof Error ? error.message : String(error)}`);
    return { allowed: true };
  }
  if (options.waitUntil && Math.random() < PRUNE_PROBABILITY) {
    options.waitUntil(
      db
        .prepare(PRUNE_SQL)
        .bind(Math.floor(now) - LONGEST_WINDOW_SECONDS)
        .run()
        .catch(() => undefined),
    );
  }
  const retryAfter = retryAfterForCounts(hits, counts, now);
  return retryAfter > 0 ? { allowed: false, retryAfter } : { allowed: true };
}

/**
 * One anonymous write of `action` by this request's visitor (its XSRF token) and address, counted in
 * the database its writes go to: the catalogue's, or ANALYTICS for what only analytics stores (ad
 * events, RUM). (The collector counts events, not requests: collect.server.ts.)
 */
export function hitRateLimitForRequest(
  request: Request,
  context: AppLoadContext,
  action: Exclude<RateLimitedAction, "collector">,
  options: { db?: D1Database; now?: Date } = {},
): Promise<RateLimitResult> {
  return countHits(options.db ?? context.cloudflare.env.DB, requestHits(action, { visitor: context.xsrfToken, ip: clientIp(request) }), {
    now: options.now,
    waitUntil: (promise) => context.cloudflare.ctx.waitUntil(promise),
    log: (message) => console.error(`[${context.requestId}] ${message}`),
  });
}
