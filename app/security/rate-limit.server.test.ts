import { describe, expect, it } from "vitest";
import { clientIp, countHits, ipv6Prefix64 } from "./rate-limit.server";
import { rateLimitObjectName, rateLimitShard } from "./rate-limit-shards";

const from = (ip?: string) => new Request("https://shop.example/", ip ? { headers: { "cf-connecting-ip": ip } } : {});

describe("clientIp", () => {
  it("is the IPv4 address Cloudflare reports", () => expect(clientIp(from("203.0.113.7"))).toBe("203.0.113.7"));
  it("groups an IPv6 client by its /64", () => {
    expect(clientIp(from("2001:db8:1:2:aaaa::1"))).toBe(clientIp(from("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")));
    expect(clientIp(from("2001:db8:1:3::1"))).not.toBe(clientIp(from("2001:db8:1:2::1")));
  });
  it("puts clients without an address in one shared bucket", () => expect(clientIp(from())).toBe("unknown"));
});

it("ipv6Prefix64 expands :: before cutting", () => {
  expect(ipv6Prefix64("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(ipv6Prefix64("::1")).toBe("0:0:0:0::/64");
});

describe("countHits", () => {
  const now = new Date("2026-11-28T12:00:30Z");
  const limit = { limit: 2, windowSeconds: 60 };
  const hits = ["cart:visitor:a", "cart:ip:10.0.0.1", "collector:visitor:b", "collector:ip:10.0.0.1"].map((bucket) => ({ bucket, limit, weight: 1 }));
  /** Objects that count in memory, one counter per bucket, and log each call's object and buckets. */
  function objects(failing: (name: string) => boolean = () => false) {
    const counters = new Map<string, number>();
    const calls: { name: string; buckets: string[] }[] = [];
    const namespace = {
      idFromName: (name: string) => name,
      get: (name: string) => ({
        count: async (objectHits: { bucket: string; weight: number; windowStart: number }[]) => {
          calls.push({ name, buckets: objectHits.map((hit) => hit.bucket) });
          if (failing(name)) throw new Error("object unavailable");
          return objectHits.map((hit) => {
            counters.set(hit.bucket, (counters.get(hit.bucket) ?? 0) + hit.weight);
            return counters.get(hit.bucket)!;
          });
        },
      }),
    };
    return { namespace: namespace as unknown as Parameters<typeof countHits>[0], calls };
  }

  it("makes one call per object the buckets live in, and refuses once a counter is past its limit", async () => {
    const { namespace, calls } = objects();
    expect(await countHits(namespace, hits, { now })).toEqual({ allowed: true });
    expect(calls.map((call) => call.name)).toEqual([...new Set(calls.map((call) => call.name))]);
    expect(calls.flatMap((call) => call.buckets).sort()).toEqual(hits.map((hit) => hit.bucket).sort());
    await countHits(namespace, hits, { now });
    expect(await countHits(namespace, hits, { now })).toEqual({ allowed: false, retryAfter: 30 });
  });

  it("lets the request through when an object cannot be reached, and says which counters went uncounted", async () => {
    const failingName = rateLimitObjectName(rateLimitShard("collector:ip:10.0.0.1"));
    const { namespace } = objects((name) => name === failingName);
    const log: string[] = [];
    for (let i = 0; i < 3; i++) expect(await countHits(namespace, hits.slice(3), { now, log: (line) => log.push(line) })).toEqual({ allowed: true });
    expect(log).toEqual(Array(3).fill("rate limit not counted (collector): object unavailable"));
  });
});
