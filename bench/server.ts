import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { closeSync, openSync, readFileSync } from "node:fs";
import { startWorker } from "#tests/worker/worker-harness.ts";
import { ensureOfflineCf } from "#scripts/offline-cf.ts";
import { inspectorTargets, httpUrlOf, openInspector, type InspectorSession } from "./inspector";

export interface LocalServer {
  url: string;
  /** Server-Timing of the first request the fresh isolate answered (the readiness probe). */
  firstServerTiming: string;
  /** process group of `wrangler dev` (its workerd processes are in it) */
  processGroup: number;
  /** the port wrangler dev serves on */
  port: number;
  /**
   * A DevTools session on the worker's isolate (through wrangler's inspector proxy), open for the
   * server's life; null when it could not be opened (the figures then include wrangler's leak, below).
   */
  inspector: InspectorSession | null;
  stop(): Promise<void>;
}

/** wrangler dev's inspector listens this far above the server port (never the shared default 9229). */
export const INSPECTOR_PORT_OFFSET = 1000;

/** Whether nothing listens on 127.0.0.1:port (another server there would answer the readiness probe). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * wrangler 3's inspector proxy subscribes to the runtime's Network events (every subrequest,
 * D1 queries included, with its whole response body) and keeps them in an unbounded buffer until
 * a DevTools client attaches (workers-sdk #14191, fixed in wrangler 4 by #14243): under load its
 * workerd grows by ~0.1 MB a request and never shrinks, and draining the buffer later takes
 * minutes and gigabytes. So the bench attaches at once and turns the Network events off, which
 * makes the process figures the worker's own (docs/decisions/0013). BENCH_WRANGLER_NETWORK_EVENTS=1
 * leaves wrangler alone (no session, so no heap figures), to see the leak.
 */
async function attachInspector(inspectorPort: number): Promise<InspectorSession | null> {
  if (process.env.BENCH_WRANGLER_NETWORK_EVENTS) return null;
  try {
    const [target] = await inspectorTargets(inspectorPort);
    if (!target) return null;
    const session = await openInspector(httpUrlOf(target));
    await session.call("Network.disable");
    return session;
  } catch (error) {
    console.warn(`bench: no inspector session on port ${inspectorPort} (${String(error)}); wrangler's Network buffer stays on`);
    return null;
  }
}

/**
 * Starts `wrangler dev` on a persisted state and waits until it answers. Its stderr (the Worker's
 * log lines among it) goes to this process's, or is appended to `logFile`: the soak's thousands of
 * refused requests would bury its figures.
 */
export async function startServer(persistTo: string, port: number, extraArgs: string[] = [], { logFile }: { logFile?: string } = {}): Promise<LocalServer> {
  const inspectorPort = port + INSPECTOR_PORT_OFFSET;
  for (const p of [port, inspectorPort]) {
    if (!(await portIsFree(p))) throw new Error(`port ${p} is in use: the bench would measure another server (stop it, or wait for it)`);
  }
  ensureOfflineCf();
  const url = `http://127.0.0.1:${port}`;
  const log = logFile === undefined ? undefined : openSync(logFile, "a");
  const child: ChildProcess = spawn(
    "npx",
    // SITE_ORIGIN: canonical links point at this server, not at wrangler.toml's default port.
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
      "--var",
      `SITE_ORIGIN:${url}`,
      ...extraArgs,
    ],
    { stdio: ["ignore", "ignore", log ?? "inherit"], detached: true },
  );
  if (log !== undefined) closeSync(log); // the child has its own copy
  const deadline = Date.now() + 120_000;
  let firstServerTiming = "";
  for (;;) {
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) {
        firstServerTiming = res.headers.get("server-timing") ?? "";
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not start on ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const inspector = await attachInspector(inspectorPort);
  return {
    url,
    firstServerTiming,
    processGroup: child.pid!,
    port,
    inspector,
    async stop() {
      inspector?.close();
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      // Until the port is free (at most 10 s), so a restart on the same port finds it free.
      const until = Date.now() + 10_000;
      do await new Promise((r) => setTimeout(r, 500));
      while (!(await portIsFree(port)) && Date.now() < until);
    },
  };
}

/**
 * The built worker (dist/index.js) in workerd alone, through Miniflare, with no `wrangler dev` proxy
 * in front: what the Worker itself costs. Under wrangler dev a proxy worker handles every response
 * body on its way out, by its size, which a deployed Worker does not pay (decision 0021 addendum).
 */
export async function startWorkerdAlone(persistTo: string, port: number, vars: Record<string, string> = {}): Promise<LocalServer> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: the bench would measure another server (stop it, or wait for it)`);
  ensureOfflineCf();
  const url = `http://127.0.0.1:${port}`;
  const mf = startWorker({ stateDir: persistTo, port, vars: { SITE_ORIGIN: url, ...vars } });
  await mf.ready;
  // Miniflare's workerd runs in this process's group (wrangler's are detached into their own).
  const processGroup = Number(readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ")[2]);
  const firstServerTiming = (await fetch(`${url}/robots.txt`)).headers.get("server-timing") ?? "";
  return { url, firstServerTiming, processGroup, port, inspector: null, stop: () => mf.dispose() };
}
