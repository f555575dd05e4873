import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type LocalServer } from "#bench/server.ts";
import { TEST_STATE_DIR } from "./worker-harness";

// The collector's 413 against real `wrangler dev`, not only miniflare: a body the Worker stops reading
// early can make the dev server exit (DESIGN.md gotcha; workers-sdk #15203, #15447). A 600 KB body,
// chunked and with Content-Length, must get its 413, and the server must still answer afterwards.

let server: LocalServer;
let port: number;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

/**
 * POSTs `bytes` bytes of JSON-ish text in 16 KB writes, chunked or with a Content-Length, as a plain
 * HTTP/1.1 client (no keep-alive), and resolves with what came back, or with the socket error.
 */
function postLarge(bytes: number, framing: "chunked" | "content-length") {
  return new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/v1/batch",
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          origin: `http://127.0.0.1:${port}`,
          ...(framing === "content-length" ? { "content-length": String(bytes) } : { "transfer-encoding": "chunked" }),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const chunk = Buffer.alloc(Math.min(16 * 1024, bytes - sent), "x");
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

beforeAll(async () => {
  port = await freePort();
  server = await startServer(TEST_STATE_DIR, port);
});
afterAll(async () => {
  await server?.stop();
});

describe("under wrangler dev, an oversized batch gets its 413 and leaves the server healthy", () => {
  it.each(["chunked", "content-length"] as const)("600 KB, %s", async (framing) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await postLarge(600 * 1024, framing);
      expect(answer.error, "the client saw its connection broken").toBeUndefined();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body!)).toEqual({ success: false, error: "The batch is larger than 512000 bytes." });
    }
    // Still serving: a page asset and a real batch from our own origin (a fixed messageId: stored once, ever).
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    const ok = await fetch(`${server.url}/v1/batch`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: server.url },
      body: JSON.stringify({ batch: [{ type: "track", event: "Health Check", anonymousId: "wrangler-dev-413", messageId: `wrangler-dev-413-${framing}` }] }),
    });
    expect(ok.status).toBe(200);
  });
});
