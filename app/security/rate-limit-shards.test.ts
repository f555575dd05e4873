import { describe, expect, it } from "vitest";
import { bucketsByShard, RATE_LIMIT_SHARDS, rateLimitObjectName, rateLimitShard } from "./rate-limit-shards";

describe("which object counts a bucket", () => {
  it("is always the same object for the same bucket, one of RATE_LIMIT_SHARDS", () => {
    expect(rateLimitShard("cart:ip:203.0.113.7")).toBe(rateLimitShard("cart:ip:203.0.113.7"));
    expect(rateLimitShard("cart:ip:203.0.113.7")).toBeGreaterThanOrEqual(0);
    expect(rateLimitShard("cart:ip:203.0.113.7")).toBeLessThan(RATE_LIMIT_SHARDS);
    expect(rateLimitObjectName(7)).toBe("rate-limits:7");
  });

  it("spreads buckets over every object, none holding more than twice its share", () => {
    const perShard = new Array<number>(RATE_LIMIT_SHARDS).fill(0);
    for (let i = 0; i < 64_000; i++) perShard[rateLimitShard(`collector:ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`)]++;
    expect(Math.min(...perShard)).toBeGreaterThan(500);
    expect(Math.max(...perShard)).toBeLessThan(2000);
  });

  it("groups a request's buckets by object, so each object gets one call", () => {
    const shards = 2;
    const buckets = ["a", "b", "c", "d", "e"];
    const groups = bucketsByShard(buckets, shards);
    expect([...groups.values()].flat().sort()).toEqual([0, 1, 2, 3, 4]);
    for (const [shard, indices] of groups) for (const i of indices) expect(rateLimitShard(buckets[i], shards)).toBe(shard);
  });
});
