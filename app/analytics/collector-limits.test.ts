import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";
import { BUCKET_ID_MAX_LENGTH, collectorHits } from "./collector-limits";

describe("a collector request counts its events", () => {
  it("once per anonymous id and once for its address", () => {
    const hits = collectorHits([{ anonymousId: "a" }, { anonymousId: "b" }, { anonymousId: "a", userId: "42" }], "203.0.113.7");
    expect(hits).toEqual([
      { bucket: "collector:visitor:anon:a", limit: RATE_LIMITS.collector.perVisitor, weight: 2 },
      { bucket: "collector:visitor:anon:b", limit: RATE_LIMITS.collector.perVisitor, weight: 1 },
      { bucket: "collector:ip:203.0.113.7", limit: RATE_LIMITS.collector.perIp, weight: 3 },
    ]);
  });
  it("by user id when a message has no anonymous id (server clients)", () => {
    expect(collectorHits([{ userId: "42" }, { anonymousId: null, userId: "42" }], "ip")[0]).toMatchObject({ bucket: "collector:visitor:user:42", weight: 2 });
  });
  it("with ids of any length cut to a bounded counter name", () => {
    const [visitor] = collectorHits([{ anonymousId: "x".repeat(10_000) }], "ip");
    expect(visitor.bucket).toBe(`collector:visitor:${`anon:${"x".repeat(10_000)}`.slice(0, BUCKET_ID_MAX_LENGTH)}`);
  });
});
