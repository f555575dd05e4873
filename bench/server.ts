import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { ensureOfflineCf } from "../scripts/offline-cf";

export interface LocalServer {
  url: string;
  /** Server-Timing of the first request the fresh isolate answered (the readiness probe). */
  firstServerTiming: string;
  stop(): Promise<void>;
}

/** Whether nothing listens on 127.0.0.1:port (another server there would answer the readiness probe). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Starts `wrangler dev` on a persisted state and waits until it answers. */
export async function startServer(persistTo: string, port: number, extraArgs: string[] = []): Promise<LocalServer> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: the bench would measure another server (stop it, or wait for it)`);
  ensureOfflineCf();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    "npx",
    // SITE_ORIGIN: canonical links point at this server, not at wrangler.toml's default port.
    ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--show-interactive-dev-session=false", "--log-level", "warn", "--var", `SITE_ORIGIN:${url}`, ...extraArgs],
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
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
  return {
    url,
    firstServerTiming,
    async stop() {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}
