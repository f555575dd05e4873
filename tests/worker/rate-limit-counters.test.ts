import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";
import { ORIGIN } from "./buy-path-harness";
import { useWorker } from "./use-worker";
import { atStartOfWindow } from "./worker-harness";

// Issue #28, decision 0080: the counters live in Durable Objects, which take one call at a time, so
// requests arriving together are counted exactly: the limit's worth pass, the rest are refused. The
// same object answers every isolate in every location, so two requests landing on different
// isolates add to the same counter; that follows from the object and needs no test of its own.

// A copy of the seeded state: what passes is queued and stored, and none of it reaches other files.
const worker = useWorker({ scratch: true });
const run = Math.random().toString(36).slice(2, 10);
const visitor = (n: number) => ({ cookie: `XSRF-TOKEN=rate-limit-counters-${run}-${n}`.padEnd(60, "0"), "cf-connecting-ip": `10.77.${n}.1` });

const post = (path: string, body: string, headers: Record<string, string>, contentType = "application/json") =>
  worker.mf.dispatchFetch(`${ORIGIN}${path}`, { method: "POST", headers: { "content-type": contentType, origin: ORIGIN, ...headers }, body });

describe("requests arriving together", () => {
  it(`${RATE_LIMITS.rum.perVisitor.limit + 10} RUM beacons from one visitor at once: exactly ${RATE_LIMITS.rum.perVisitor.limit} pass, the rest get 429 with Retry-After`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.rum.perVisitor;
    await atStartOfWindow(windowSeconds, 20);
    const beacon = JSON.stringify({ pageType: "pdp", measurements: [{ name: "TTFB", value: 80 }] });
    const answers = await Promise.all(Array.from({ length: limit + 10 }, () => post("/api/rum", beacon, visitor(1), "text/plain;charset=UTF-8")));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    for (const res of answers.filter((answer) => answer.status === 429)) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it(`collector batches counted by their events: seven batches of 100 at once from one visitor, ${RATE_LIMITS.collector.perVisitor.limit} events pass`, async () => {
    const { limit, windowSeconds } = RATE_LIMITS.collector.perVisitor;
    await atStartOfWindow(windowSeconds, 20);
    const batch = (b: number) =>
      JSON.stringify({
        batch: Array.from({ length: 100 }, (_, i) => ({
          type: "track",
          event: "Product Clicked",
          anonymousId: `rate-limit-counters-${run}`,
          messageId: `rate-limit-counters-${run}-${b}-${i}`,
          timestamp: new Date().toISOString(),
        })),
      });
    const statuses = (await Promise.all(Array.from({ length: 7 }, (_, b) => post("/v1/batch", batch(b), visitor(2))))).map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit / 100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});
