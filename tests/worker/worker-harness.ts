import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { createServer as createNetServer } from "node:net";
import path from "node:path";
import { d1DatabaseId } from "#scripts/d1-migrations.ts";
import { compatibilityDate } from "#scripts/worker-config.ts";
import { SEARCH_INDEX_KV_ID } from "#scripts/catalogue/index-snapshot.ts";

/** Where the test runs keep their seeded local D1/KV (apart from `npm start`'s own state). */
export const TEST_STATE_DIR = path.resolve(".wrangler/test-state");
export const D1_DATABASE_ID = d1DatabaseId("DB");
export const ANALYTICS_DATABASE_ID = d1DatabaseId("ANALYTICS");
export const REDIRECTS_KV_ID = "tailwise-redirects-local";
export const CONTENT_KV_ID = "tailwise-content-local";

/** A top-level `[[queues.KIND]]` block's fields of wrangler.toml (strings and numbers only: all the queue blocks hold). */
function queueBlocks(kind: "producers" | "consumers"): Record<string, string | number>[] {
  const toml = readFileSync(path.resolve("wrangler.toml"), "utf8");
  return toml
    .split(`\n[[queues.${kind}]]\n`)
    .slice(1)
    .map((block) => Object.fromEntries([...block.split(/^\[/m)[0].matchAll(/^(\w+) = (?:"([^"]*)"|(\d+))$/gm)].map((m) => [m[1], m[2] ?? Number(m[3])])));
}

/**
 * wrangler.toml's local queues as miniflare takes them (its real queues: producers, consumers with
 * their batch size, batch timeout, retries and dead-letter queue), so tests run what `npm start`
 * runs; `batchTimeoutSeconds` shortens the timeout (tests: a fraction of a second for a batch).
 */
const localQueues = (batchTimeoutSeconds?: number) => ({
  queueProducers: Object.fromEntries(queueBlocks("producers").map((p) => [p.binding, { queueName: String(p.queue) }])),
  queueConsumers: Object.fromEntries(
    queueBlocks("consumers").map((c) => [
      String(c.queue),
      {
        maxBatchSize: Number(c.max_batch_size),
        maxBatchTimeout: batchTimeoutSeconds ?? Number(c.max_batch_timeout),
        maxRetries: Number(c.max_retries),
        ...(c.dead_letter_queue !== undefined && { deadLetterQueue: String(c.dead_letter_queue) }),
      },
    ]),
  ),
});
export const LOCAL_QUEUES = localQueues(0.2);

/**
 * Until `read` gives a value `done` accepts (e.g. rows the analytics queue's consumer has stored),
 * polling; after `timeoutMs` the last value, for the test's assertion to show.
 */
export async function untilStored<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The origin the tests ask for, and the worker's SITE_ORIGIN: the two agree, as in production. */
export const SITE_ORIGIN = "http://127.0.0.1:8787";

export interface WorkerOptions {
  /** Persisted state to run against; a fresh, empty directory gives a worker with no catalogue. */
  stateDir?: string;
  /** Extra vars, e.g. a short REDIRECTS_TTL_SECONDS or ANALYTICS_WRITE_KEYS. */
  vars?: Record<string, string>;
  /** An analytics queue whose every send fails (the endpoints' 503), in place of wrangler.toml's queues. */
  brokenQueue?: boolean;
  /** wrangler.toml's own batch timeout rather than the tests' short one (the bench). */
  queueTimingAsDeployed?: boolean;
  /** Also serve HTTP on 127.0.0.1:port (the bench's workerd-alone server); tests use dispatchFetch. */
  port?: number;
  /** The carts' objects fail every call (the cart-store fault suite). */
  brokenCarts?: boolean;
  /** workerd's DevTools inspector on this port (a profile of a cold search: bench/cold-profile.ts). */
  inspectorPort?: number;
}

/** Persistence roots made by `ownRootOver`, removed when the test process ends. */
const ownRoots = new Set<string>();
process.once("exit", () => ownRoots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/**
 * Miniflare 5 keeps every resource under one persistence root, the Cache API's too, where miniflare 3
 * kept the cache in memory: on the shared test state one test's cached pages would answer the next
 * test's first request. So each worker gets a root of its own whose d1, kv and do (the carts' objects) are links to the state's
 * (wrangler's <persist-to>/v3/<resource> layout), and its edge cache starts empty.
 */
function ownRootOver(stateDir: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "tailwise-worker-"));
  ownRoots.add(root);
  for (const resource of ["d1", "kv", "do"]) {
    // Absolute: a relative target would be read from the link's own folder (the bench passes .wrangler/bench-*).
    const shared = path.resolve(stateDir, "v3", resource);
    mkdirSync(shared, { recursive: true });
    symlinkSync(shared, path.join(root, resource), "dir");
  }
  return root;
}

/** Runs the built worker bundle (dist/index.js, as `wrangler deploy` would upload it) in workerd. */
export function startWorker({
  stateDir = TEST_STATE_DIR,
  vars = {},
  port,
  brokenCarts = false,
  brokenQueue = false,
  queueTimingAsDeployed = false,
  inspectorPort,
}: WorkerOptions = {}) {
  const storefront = {
    modules: [{ type: "ESModule" as const, path: path.resolve("dist/index.js") }],
    modulesRoot: path.resolve("dist"),
    compatibilityDate: compatibilityDate(),
    d1Databases: { DB: D1_DATABASE_ID, ANALYTICS: ANALYTICS_DATABASE_ID },
    kvNamespaces: { REDIRECTS: REDIRECTS_KV_ID, CONTENT: CONTENT_KV_ID, SEARCH_INDEX: SEARCH_INDEX_KV_ID },
    // The carts' objects (wrangler.toml durable_objects, decision 0078).
    durableObjects: {
      CARTS: { className: "CartObject", useSQLite: true, ...(brokenCarts && { scriptName: BROKEN_CARTS }) },
      // The rate-limit counters (decision 0080).
      RATE_LIMIT_COUNTERS: { className: "RateLimitCounters", useSQLite: true },
    },
    ...(!brokenQueue && (queueTimingAsDeployed ? localQueues() : LOCAL_QUEUES)),
    // A failed analytics batch is delivered again at once (10 s in production: app/analytics/queue.ts).
    // The broken queue is a plain object: a binding, with no `send` to call.
    bindings: { ENVIRONMENT: "dev", SITE_ORIGIN, ANALYTICS_QUEUE_RETRY_DELAY_SECONDS: "0", ...(brokenQueue && { ANALYTICS_QUEUE: {} }), ...vars },
    assets: {
      directory: path.resolve("public"),
      binding: "ASSETS",
      routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
    },
  };
  const shared = {
    ...(port !== undefined && { host: "127.0.0.1", port }),
    ...(inspectorPort !== undefined && { inspectorPort }),
    resourcePersistencePath: ownRootOver(stateDir),
    cf: false,
  };
  if (!brokenCarts) return new Miniflare(convertV4MiniflareOptions({ ...shared, ...storefront }));
  // A cart object class that takes no calls: every cart read or change fails, as when the objects cannot be reached.
  return new Miniflare(
    convertV4MiniflareOptions({
      ...shared,
      workers: [
        { name: "storefront", ...storefront },
        {
          name: BROKEN_CARTS,
          modules: true,
          compatibilityDate: compatibilityDate(),
          // Miniflare 5 wants the class's namespace declared by the worker that defines it.
          durableObjects: { CARTS: { className: "CartObject", useSQLite: true } },
          script: "export class CartObject {}\nexport default { fetch: () => new Response(null, { status: 503 }) };",
        },
      ],
    }),
  );
}
const BROKEN_CARTS = "broken-carts";

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

export function get(mf: Miniflare, pathAndQuery: string, init: RequestInit = {}) {
  return mf.dispatchFetch(`${SITE_ORIGIN}${pathAndQuery}`, {
    redirect: "manual",
    ...init,
    headers: { "user-agent": BROWSER_UA, ...(init.headers as Record<string, string>) },
  } as never);
}

/** Text as React writes it into HTML (what a page test looks for). */
/** The header banner's body text as a page's HTML carries it (spec §3 site-wide banner), or null. */
export const bannerTextOf = (html: string) => /<p class="site-banner__text">(.*?)<\/p>/s.exec(html)?.[1] ?? null;
/** The banner's footnote: its own paragraph, so it never reads as the end of the body's sentence. */
export const bannerFootnoteOf = (html: string) => /<p class="site-banner__footnote">(.*?)<\/p>/s.exec(html)?.[1] ?? null;
export const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/**
 * Rate limits count in fixed windows aligned to the clock (app/security/rate-limit.ts): a test that
 * fills one starts early enough in a window to finish in it, or the counts start again half way.
 */
export async function atStartOfWindow(windowSeconds: number, needSeconds: number): Promise<void> {
  const into = (Date.now() / 1000) % windowSeconds;
  if (into > windowSeconds - needSeconds) await new Promise((resolve) => setTimeout(resolve, (windowSeconds - into) * 1000 + 100));
}

/** A port nothing listens on now (for a server a test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RawAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string | string[] | undefined>;
  /** the socket error, when the client saw its connection broken */
  error?: string;
  ms: number;
}

/**
 * One HTTP/1.1 request as any client may send it, where fetch refuses to (a GET with a body) or
 * hides the framing: `bodyBytes` of filler sent in 16 KB writes, chunked or with a Content-Length,
 * on a connection of its own. Resolves with the answer or the socket error, never rejects.
 */
export function rawRequest(
  port: number,
  {
    method = "POST",
    path,
    headers = {},
    bodyBytes = 0,
    framing = "content-length",
    timeoutMs = 60_000,
  }: { method?: string; path: string; headers?: Record<string, string>; bodyBytes?: number; framing?: "chunked" | "content-length"; timeoutMs?: number },
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent: false,
        timeout: timeoutMs,
        headers: {
          "user-agent": BROWSER_UA,
          ...headers,
          ...(bodyBytes > 0 && (framing === "content-length" ? { "content-length": String(bodyBytes) } : { "transfer-encoding": "chunked" })),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, body, headers: res.headers, ms: Date.now() - started }));
        res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, ms: Date.now() - started }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer in time")));
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, ms: Date.now() - started }));
    let sent = 0;
    const write = () => {
      while (sent < bodyBytes) {
        const chunk = Buffer.alloc(Math.min(16 * 1024, bodyBytes - sent), "x");
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}
