import type { AppLoadContext } from "@remix-run/cloudflare";
import { RATE_LIMITS, retryAfterSeconds, windowStart, type Limit, type RateLimitedAction } from "./rate-limit";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfter: number };

// One counter row per (bucket, window), shared by every isolate through D1: an upsert that returns
// the new count, both buckets in one batch (one round trip).
const HIT_SQL =
  "INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1) " +
  "ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits";
const PRUNE_SQL = "DELETE FROM rate_limits WHERE window_start < ?1";
/** Old windows are deleted now and then (about 1 request in 100), never on a shopper's clock. */
const PRUNE_PROBABILITY = 0.01;

/**
 * The client's address as Cloudflare reports it; `unknown` shares one bucket (never unlimited). An
 * IPv6 client usually holds a whole /64, so its addresses count together.
 */
export function clientIp(request: Request): string {
  const ip = request.headers.get("cf-connecting-ip")?.trim() || "unknown";
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

/** The first four groups of an IPv6 address ("2001:db8::1" → "2001:db8:0:0::/64"). */
export function ipv6Prefix64(ip: string): string {
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/**
 * Counts one request of `action` for the visitor and the IP. A counter that cannot be written lets
 * the request through (logged): refusing every shopper because a counter table is down is worse
 * than a minute without limits, and the write that follows fails on its own anyway.
 */
export async function hitRateLimit(
  db: D1Database,
  action: RateLimitedAction,
  who: { visitor: string; ip: string },
  options: { now?: Date; waitUntil?: (promise: Promise<unknown>) => void; log?: (message: string) => void } = {},
): Promise<RateLimitResult> {
  const policy = RATE_LIMITS[action];
  const now = (options.now ?? new Date()).getTime() / 1000;
  const buckets: [string, Limit][] = [
    [`${action}:visitor:${who.visitor}`, policy.perVisitor],
    [`${action}:ip:${who.ip}`, policy.perIp],
  ];
  let counts: number[];
  try {
    const statement = db.prepare(HIT_SQL);
    const results = await db.batch<{ hits: number }>(buckets.map(([bucket, limit]) => statement.bind(bucket, windowStart(now, limit.windowSeconds))));
    counts = results.map((result) => Number(result.results[0]?.hits ?? 0));
  } catch (error) {
    options.log?.(`rate limit not counted (${action}): ${error instanceof Error ? error.message : String(error)}`);
    return { allowed: true };
  }
  if (options.waitUntil && Math.random() < PRUNE_PROBABILITY) {
    options.waitUntil(db.prepare(PRUNE_SQL).bind(Math.floor(now) - 24 * 3600).run().catch(() => undefined));
  }
  let retryAfter = 0;
  buckets.forEach(([, limit], i) => {
    if (counts[i] > limit.limit) retryAfter = Math.max(retryAfter, retryAfterSeconds(now, limit.windowSeconds));
  });
  return retryAfter > 0 ? { allowed: false, retryAfter } : { allowed: true };
}

/** One anonymous write of `action` by this request's visitor (its XSRF token) and address. */
export function hitRateLimitForRequest(request: Request, context: AppLoadContext, action: RateLimitedAction): Promise<RateLimitResult> {
  return hitRateLimit(context.cloudflare.env.DB, action, { visitor: context.xsrfToken, ip: clientIp(request) }, {
    waitUntil: (promise) => context.cloudflare.ctx.waitUntil(promise),
    log: (message) => console.error(`[${context.requestId}] ${message}`),
  });
}
