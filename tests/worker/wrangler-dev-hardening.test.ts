import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type LocalServer } from "#bench/server.ts";
import { workerdOpenFiles } from "#bench/memory.ts";
import { BROWSER_UA, freePort, rawRequest, TEST_STATE_DIR } from "./worker-harness";
import { LEGACY_DATA_REQUEST, OVERSIZED_BODIES, unknownFlagRequest } from "./attack-repros";

// Refused bodies and logging requests against real `wrangler dev` (what `npm start` serves), not only
// miniflare: its proxy is where a body the Worker stopped reading stalled the next request for
// 20-120 s, and where every logged stack held files open (issue #23 #5, #6; before that, a body cut
// off early could make the dev server exit: DESIGN.md gotcha, workers-sdk #15203, #15447).

let server: LocalServer;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = await startServer(TEST_STATE_DIR, port);
});
afterAll(async () => {
  await server?.stop();
});

/** A quarter of the shortest stall seen (20 s). */
const STALL_BOUND_MS = 5_000;

/** How long one request for `path` takes, its body read to the end. */
async function timedGet(path: string): Promise<number> {
  const started = Date.now();
  const res = await fetch(`${server.url}${path}`, { headers: { "user-agent": BROWSER_UA }, signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  expect(res.status, path).toBe(200);
  return Date.now() - started;
}

/**
 * A page and an asset answered at once, over the client's pooled connections. The stall this guards
 * against held the next request 20-120 s. A busy machine (CI's two cores running the suite) can take a
 * second or two right after a large refused body while the proxy drains it, so the bound is a quarter
 * of the shortest stall (5 s), or three times what the same request takes straight after when the
 * whole machine is slower still.
 */
async function expectServing() {
  for (const path of ["/robots.txt", "/b/dog_c288"]) {
    const rightAfter = await timedGet(path);
    const control = await timedGet(path);
    expect(rightAfter, `${path} right after a refusal (the same request then took ${control} ms)`).toBeLessThan(Math.max(STALL_BOUND_MS, 3 * control));
  }
}

describe("under wrangler dev, an oversized body gets its refusal and leaves the server answering at once", () => {
  const origin = () => ({ origin: server.url });
  it.each(
    OVERSIZED_BODIES.flatMap((c) => [
      { ...c, framing: "chunked" as const },
      { ...c, framing: "content-length" as const },
    ]),
  )("$path, $bytes bytes, $framing", async ({ path, bytes, type, status, framing, headers }) => {
    const answer = await rawRequest(port, { path, bodyBytes: bytes, framing, headers: { "content-type": type, ...origin(), ...headers }, timeoutMs: 20_000 });
    expect(answer.error, "the client saw its connection broken").toBeUndefined();
    expect(answer.status).toBe(status);
    await expectServing();
  });

  it("a batch within the limit is still stored (a fixed messageId: stored once, ever)", async () => {
    const ok = await fetch(`${server.url}/v1/batch`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: server.url },
      body: JSON.stringify({ batch: [{ type: "track", event: "Health Check", anonymousId: "wrangler-dev-413", messageId: "wrangler-dev-413" }] }),
    });
    expect(ok.status).toBe(200);
  });
});

describe("under wrangler dev, requests that log hold no files open", () => {
  it("150 ?_data= requests and 150 that log a line leave workerd's open files where they were", async () => {
    await expectServing();
    const before = workerdOpenFiles(server.processGroup);
    expect(before, "workerd's processes are found").toBeGreaterThan(0);
    for (let i = 0; i < 150; i++) {
      const legacy = await fetch(`${server.url}${LEGACY_DATA_REQUEST}`, { headers: { "user-agent": BROWSER_UA } });
      expect(legacy.status).toBe(400);
      await legacy.arrayBuffer();
      const logged = await fetch(`${server.url}${unknownFlagRequest(i)}`, { headers: { "user-agent": BROWSER_UA } });
      await logged.arrayBuffer();
    }
    await expectServing();
    expect(workerdOpenFiles(server.processGroup) - before).toBeLessThan(15);
  });
});
