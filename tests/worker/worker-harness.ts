import { Miniflare } from "miniflare";
import path from "node:path";
import { d1DatabaseId } from "#scripts/d1-migrations.ts";

/** Where the test runs keep their seeded local D1/KV (apart from `npm start`'s own state). */
export const TEST_STATE_DIR = path.resolve(".wrangler/test-state");
export const D1_DATABASE_ID = d1DatabaseId("DB");
export const ANALYTICS_DATABASE_ID = d1DatabaseId("ANALYTICS");
export const REDIRECTS_KV_ID = "tailwise-redirects-local";
export const CONTENT_KV_ID = "tailwise-content-local";

/** The origin the tests ask for, and the worker's SITE_ORIGIN: the two agree, as in production. */
export const SITE_ORIGIN = "http://127.0.0.1:8787";

export interface WorkerOptions {
  /** Persisted state to run against; a fresh, empty directory gives a worker with no catalogue. */
  stateDir?: string;
  /** Extra vars, e.g. a short REDIRECTS_TTL_SECONDS or ANALYTICS_WRITE_KEYS. */
  vars?: Record<string, string>;
  /** Also serve HTTP on 127.0.0.1:port (the bench's workerd-alone server); tests use dispatchFetch. */
  port?: number;
}

/** Runs the built worker bundle (dist/index.js, as `wrangler deploy` would upload it) in workerd. */
export function startWorker({ stateDir = TEST_STATE_DIR, vars = {}, port }: WorkerOptions = {}) {
  return new Miniflare({
    ...(port !== undefined && { host: "127.0.0.1", port }),
    modules: [{ type: "ESModule", path: path.resolve("dist/index.js") }],
    modulesRoot: path.resolve("dist"),
    compatibilityDate: "2024-12-01",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: D1_DATABASE_ID, ANALYTICS: ANALYTICS_DATABASE_ID },
    d1Persist: path.join(stateDir, "v3", "d1"),
    kvNamespaces: { REDIRECTS: REDIRECTS_KV_ID, CONTENT: CONTENT_KV_ID },
    kvPersist: path.join(stateDir, "v3", "kv"),
    bindings: { ENVIRONMENT: "dev", SITE_ORIGIN, ...vars },
    assets: {
      directory: path.resolve("public"),
      binding: "ASSETS",
      routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
    },
    cf: false,
  });
}

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

export function get(mf: Miniflare, pathAndQuery: string, init: RequestInit = {}) {
  return mf.dispatchFetch(`${SITE_ORIGIN}${pathAndQuery}`, {
    redirect: "manual",
    ...init,
    headers: { "user-agent": BROWSER_UA, ...(init.headers as Record<string, string>) },
  } as never);
}

/** Text as React writes it into HTML (what a page test looks for). */
export const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/**
 * Rate limits count in fixed windows aligned to the clock (app/security/rate-limit.ts): a test that
 * fills one starts early enough in a window to finish in it, or the counts start again half way.
 */
export async function atStartOfWindow(windowSeconds: number, needSeconds: number): Promise<void> {
  const into = (Date.now() / 1000) % windowSeconds;
  if (into > windowSeconds - needSeconds) await new Promise((resolve) => setTimeout(resolve, (windowSeconds - into) * 1000 + 100));
}
