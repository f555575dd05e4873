import { CLIENT_IP_HEADER } from "#app/http/client-identification.ts";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RateLimitCounters } from "#worker/rate-limit-object.ts";
import { requestHits, retryAfterForCounts, windowStart, type RateLimitHit, type RateLimitedAction } from "./rate-limit";
import { bucketsByShard, rateLimitObjectName } from "./rate-limit-shards";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfter: number };

/** The counters' objects (worker/rate-limit-object.ts, decision 0080). */
type RateLimitCounterObjects = DurableObjectNamespace<RateLimitCounters>;

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
 * Adds this request's hits to their counters: one call to each object its buckets live in, all in
 * parallel (app/security/rate-limit-shards.ts). A counter that cannot be reached lets the request
 * through (logged): refusing every shopper because a counter is down is worse than a minute without
 * limits.
 */
export async function countHits(
  counters: RateLimitCounterObjects,
  hits: readonly RateLimitHit[],
  options: { now?: Date; log?: (message: string) => void } = {},
): Promise<RateLimitResult> {
  const now = (options.now ?? new Date()).getTime() / 1000;
  const counts: number[] = hits.map(() => 0);
  const failures: string[] = [];
  await Promise.all(
    [...bucketsByShard(hits.map((hit) => hit.bucket))].map(async ([shard, indices]) => {
      const shardHits = indices.map((i) => hits[i]);
      try {
        const object = counters.get(counters.idFromName(rateLimitObjectName(shard)));
        const shardCounts = await object.count(
          shardHits.map(({ bucket, limit, weight }) => ({
            bucket,
            windowStart: windowStart(now, limit.windowSeconds),
            windowSeconds: limit.windowSeconds,
            weight,
          })),
        );
        indices.forEach((index, j) => (counts[index] = shardCounts[j]));
      } catch (error) {
        const buckets = [...new Set(shardHits.map((hit) => hit.bucket.split(":")[0]))].join(", ");
        failures.push(`rate limit not counted (${buckets}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  failures.forEach((message) => options.log?.(message));
  const retryAfter = retryAfterForCounts(hits, counts, now);
  return retryAfter > 0 ? { allowed: false, retryAfter } : { allowed: true };
}

/**
 * One anonymous write of `action` by this request's visitor (its XSRF token) and address. (The
 * collector counts events, not requests: app/api/analytics-batch.server.ts.)
 */
export function hitRateLimitForRequest(
  request: Request,
  context: AppLoadContext,
  action: Exclude<RateLimitedAction, "collector">,
  options: { now?: Date } = {},
): Promise<RateLimitResult> {
  return countHits(context.cloudflare.env.RATE_LIMIT_COUNTERS, requestHits(action, { visitor: context.xsrfToken, ip: clientIp(request) }), {
    now: options.now,
    log: (message) => console.error(`[${context.requestId}] ${message}`),
  });
}
