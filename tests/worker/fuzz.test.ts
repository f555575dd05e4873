import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { ORIGIN } from "./buy-path-harness";
import { fuzzRequests, ROUTE_SHAPES } from "./fuzz-requests";
import { catalogueFacts, failureReport, reachedActions, runFuzz, statusLine, type FuzzSend } from "./fuzz-runner";

// Issue #8: no request path reaches a raw 500. Thousands of generated requests (every route shape,
// both markets, mutated ids, parameters, encodings, methods, bodies and headers) against the built
// worker; every answer must be below 500 (or a deliberate 503 with Retry-After), and every redirect
// must carry Cache-Control and stay on this site. A failure prints its request; the same seed
// reproduces it (FUZZ_SEED, FUZZ_COUNT and FUZZ_REPORT change the run). The bench's soak sends the
// same generator's requests with other seeds over HTTP to `wrangler dev` (bench/soak.ts).

const SEED = process.env.FUZZ_SEED ?? "tailwise-fuzz-1";
const COUNT = Number(process.env.FUZZ_COUNT ?? 2400);
const REPORT_LINES = Number(process.env.FUZZ_REPORT ?? 40);
/** workerd runs one isolate; a few requests in flight keep it busy without starving a 2-core machine. */
const CONCURRENCY = 6;

// A copy of the seeded state: the fuzz writes carts, sign-ups, events and rate-limit hits.
const worker = useWorker({ scratch: true });

const send: FuzzSend = (request) =>
  worker.mf.dispatchFetch(`${ORIGIN}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  } as never);

describe("fuzz: no request reaches a 500", () => {
  it(`${COUNT} generated requests across every route shape and both markets`, async () => {
    const requests = fuzzRequests(SEED, COUNT, await catalogueFacts(worker.db));
    expect(new Set(requests.map((r) => `${r.shape} ${r.market}`)).size, "every route shape in both markets").toBe(ROUTE_SHAPES.length * 2);

    const run = await runFuzz(requests, { send, concurrency: CONCURRENCY });
    console.log(`fuzz: ${requests.length} requests (seed ${SEED}) in ${run.seconds} s: ${statusLine(run.statuses)}; ${run.failures.length} failed`);

    expect(run.failures.length, failureReport(run, SEED, REPORT_LINES)).toBe(0);
    // The tokened writes must get past the same-origin guard to the actions, or the fuzz tests nothing there.
    expect(reachedActions(run), "tokened cart and notify-me writes answered by their actions").toBeGreaterThan(50);
  }, 120_000);
});
