import { describe, expect, it } from "vitest";
import { RUM_BODY_LIMIT_BYTES } from "#app/perf/rum.ts";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";
import { ORIGIN } from "./buy-path-harness";
import { useWorker } from "./use-worker";
import { untilStored } from "./worker-harness";

// Issue #11: real-user monitoring. Browsers beacon their Core Web Vitals and perf-queue events to
// POST {market}/api/rum (text/plain JSON, as navigator.sendBeacon sends it); stored in ANALYTICS.

const worker = useWorker({ scratch: true });
const beacon = (body: unknown, headers: Record<string, string> = {}, path = "/api/rum") =>
  worker.mf.dispatchFetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: ORIGIN,
      cookie: "XSRF-TOKEN=rum-test-visitor-token-000000000000000000000",
      "cf-connecting-ip": "10.9.8.7",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST {market}/api/rum", () => {
  it("stores a page's vitals and events under its market and page type (204, no token header needed)", async () => {
    // Only this test's rows (the shared state may hold the page tests' measurements).
    const since = new Date(Date.now() - 1000).toISOString();
    const res = await beacon(
      {
        pageType: "plp",
        measurements: [
          { name: "LCP", value: 1234.5, rating: "good" },
          { name: "CLS", value: 0.02, rating: "good" },
          { name: "event:options-overlay", value: 180 },
        ],
      },
      { cookie: "XSRF-TOKEN=rum-test-visitor-token-000000000000000000001" },
      "/ca/api/rum",
    );
    expect(res.status).toBe(204);
    // Stored by the analytics queue's consumer (decision 0077), shortly after the 204.
    const rows = await untilStored(
      () =>
        worker.analytics
          .prepare(
            "SELECT market, page_type, name, value, rating FROM rum_measurements WHERE page_type = 'plp' AND market = 'ca' AND received_at >= ?1 ORDER BY name",
          )
          .bind(since)
          .all(),
      (read) => read.results.length >= 3,
    );
    expect(rows.results).toEqual([
      { market: "ca", page_type: "plp", name: "CLS", value: 0.02, rating: "good" },
      { market: "ca", page_type: "plp", name: "LCP", value: 1234.5, rating: "good" },
      { market: "ca", page_type: "plp", name: "event:options-overlay", value: 180, rating: null },
    ]);
  });

  it("refuses what is not a beacon with 400 naming the problem, and more than the limit with 413", async () => {
    const cases: [unknown, RegExp][] = [
      ["not json", /^The body must be JSON/],
      [{ pageType: "plp", measurements: [] }, /measurements/],
      [{ pageType: "plp", measurements: [{ name: "FID", value: 10 }] }, /a Web Vital \(LCP, INP, CLS, FCP, TTFB\) or event:\{name\}/],
      [{ pageType: "plp", measurements: [{ name: "LCP", value: -1 }] }, /value/],
      [{ pageType: "PLP <script>", measurements: [{ name: "LCP", value: 1 }] }, /a page type/],
      [{ pageType: "plp", measurements: [{ name: "LCP", value: 1 }], visitor: "x" }, /Unrecognized key/],
    ];
    for (const [body, message] of cases) {
      const res = await beacon(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const huge = await beacon({ pageType: "plp", measurements: [{ name: "LCP", value: 1 }], pad: "x".repeat(RUM_BODY_LIMIT_BYTES) });
    expect(huge.status).toBe(413);
    expect((await beacon({ pageType: "plp", measurements: [{ name: "LCP", value: 1 }] })).status).toBe(204);
  });

  it("answers GET with 405, and a visitor past its limit with 429 and Retry-After", async () => {
    const get = await worker.mf.dispatchFetch(`${ORIGIN}/api/rum`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    const visitor = { cookie: "XSRF-TOKEN=rum-test-visitor-token-000000000000000000002", "cf-connecting-ip": "10.9.8.9" };
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.rum.perVisitor.limit; i++)
      statuses.push((await beacon({ pageType: "pdp", measurements: [{ name: "TTFB", value: 80 }] }, visitor)).status);
    expect(statuses.slice(0, RATE_LIMITS.rum.perVisitor.limit).every((status) => status === 204)).toBe(true);
    const refused = await beacon({ pageType: "pdp", measurements: [{ name: "TTFB", value: 80 }] }, visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
