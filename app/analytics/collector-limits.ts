import { RATE_LIMITS, type RateLimitHit } from "#app/security/rate-limit.ts";

// What one collector request counts against its rate limits (decision 0015): its events, once per
// visitor (the anonymous id, or the user id of a message that has none) and once for its address.

/** Ids are client strings of any length; this much of one names its counter. */
export const BUCKET_ID_MAX_LENGTH = 128;

export function collectorHits(messages: readonly { anonymousId?: string | null; userId?: string | null }[], ip: string): RateLimitHit[] {
  const policy = RATE_LIMITS.collector;
  const perVisitor = new Map<string, number>();
  for (const message of messages) {
    // The schema requires one of the two on every message.
    const visitor = message.anonymousId ? `anon:${message.anonymousId}` : `user:${message.userId ?? ""}`;
    const key = visitor.slice(0, BUCKET_ID_MAX_LENGTH);
    perVisitor.set(key, (perVisitor.get(key) ?? 0) + 1);
  }
  return [
    ...[...perVisitor].map(([visitor, events]) => ({ bucket: `collector:visitor:${visitor}`, limit: policy.perVisitor, weight: events })),
    { bucket: `collector:ip:${ip}`, limit: policy.perIp, weight: messages.length },
  ];
}
