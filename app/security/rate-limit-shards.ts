// Which Durable Object counts a rate-limit bucket (decision 0080). A fixed number of objects, a bucket
// always in the same one: every isolate everywhere adds to the one counter, and one hot bucket holds up
// only the buckets that share its object, not everyone.

/**
 * 64 objects: at the capacity model's 10,000 requests/s, each counting two buckets, that is about
 * 310 calls a second an object, a third of a Durable Object's ~1,000 requests/s soft limit.
 */
export const RATE_LIMIT_SHARDS = 64;

/** The object of `bucket`: FNV-1a over its UTF-16 code units, spread over `shards`. */
export function rateLimitShard(bucket: string, shards: number = RATE_LIMIT_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bucket.length; i++) hash = Math.imul(hash ^ bucket.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}

/** The name its object is found by (idFromName). */
export const rateLimitObjectName = (shard: number) => `rate-limits:${shard}`;

/** The indices of `buckets` grouped by their object: one call per object a request touches. */
export function bucketsByShard(buckets: readonly string[], shards: number = RATE_LIMIT_SHARDS): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  buckets.forEach((bucket, i) => {
    const shard = rateLimitShard(bucket, shards);
    groups.set(shard, [...(groups.get(shard) ?? []), i]);
  });
  return groups;
}
