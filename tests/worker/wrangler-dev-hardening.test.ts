import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type LocalServer } from "#bench/server.ts";
import { workerdOpenFiles } from "#bench/memory.ts";
import { BROWSER_UA, freePort, rawRequest, TEST_STATE_DIR } from "./worker-harness";

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

/** A page and an asset, each answered within a second, over the client's pooled connections. */
async function expectServing() {
  for (const path of ["/robots.txt", "/b/dog_c288"]) {
    const started = Date.now();
    const res = await fetch(`${server.url}${path}`, { headers: { "user-agent": BROWSER_UA }, signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    expect(res.status, path).toBe(200);
    expect(Date.now() - started, `${path} right after a refusal`).toBeLessThan(1_000);
  }
}

describe("under wrangler dev, an oversized body gets its refusal and leaves the server answering at once", () => {
  const origin = () => ({ origin: server.url });
  const cases = [
    { path: "/v1/batch", bytes: 600 * 1024, type: "application/json", status: 413 },
    { path: "/api/rum", bytes: 65 * 1024, type: "text/plain", status: 413 },
    { path: "/ca/api/rum", bytes: 2 * 1024 * 1024, type: "text/plain", status: 413 },
    { path: "/app/cart", bytes: 2 * 1024 * 1024, type: "application/x-www-form-urlencoded", status: 413 },
    { path: "/api/pdp/graphql", bytes: 65 * 1024, type: "application/json", status: 413, headers: { "apollo-require-preflight": "true" } },
    { path: "/plp/api/search", bytes: 2 * 1024 * 1024, type: "application/json", status: 413 },
    { path: "/ca/plp/api/facets", bytes: 2 * 1024 * 1024, type: "application/json", status: 413 },
  ];
  it.each(cases.flatMap((c) => [{ ...c, framing: "chunked" as const }, { ...c, framing: "content-length" as const }]))(
    "$path, $bytes bytes, $framing",
    async ({ path, bytes, type, status, framing, headers }) => {
      const answer = await rawRequest(port, { path, bodyBytes: bytes, framing, headers: { "content-type": type, ...origin(), ...headers }, timeoutMs: 20_000 });
      expect(answer.error, "the client saw its connection broken").toBeUndefined();
      expect(answer.status).toBe(status);
      await expectServing();
    },
  );

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
      const legacy = await fetch(`${server.url}/b/dog_c288?_data=root`, { headers: { "user-agent": BROWSER_UA } });
      expect(legacy.status).toBe(400);
      await legacy.arrayBuffer();
      // An unknown forced flag is logged (outside production a query may force flags).
      const logged = await fetch(`${server.url}/b/dog_c288?flags=noSuchFlag${i}:on`, { headers: { "user-agent": BROWSER_UA } });
      await logged.arrayBuffer();
    }
    await expectServing();
    expect(workerdOpenFiles(server.processGroup) - before).toBeLessThan(15);
  });
});
