// Issue #3 figures: a redirect hit with a 50,000-entry table against the static floor, the layer's
// cost on a request it does not redirect, and loading + parsing the table in a cold isolate.
import { publishRedirects } from "#scripts/redirects/ops.ts";
import { wranglerKvStore } from "#scripts/kv-ops/kv-store.ts";
import { syntheticRedirectTables, syntheticSourcePath } from "#redirects/synthetic.ts";
import { BROWSER_UA, load, type Figures } from "./measure";
import { startServer } from "./server";

export const REDIRECT_TABLE_SIZE = 50_000;
const STATE = ".wrangler/bench-redirects";

function serverTimingOf(response: Response | string, name: string): number | undefined {
  const header = typeof response === "string" ? response : (response.headers.get("server-timing") ?? "");
  const entry = header.split(",").find((part) => part.trim().startsWith(`${name};`));
  const match = entry?.match(/dur=([\d.]+)/);
  return match ? Number(match[1]) : undefined;
}

export interface RedirectFigures {
  entries: number;
  floor: Figures;
  floorWithoutTable: Figures;
  hit: Figures;
  hitP50VsFloor: number;
  /** req/s lost on a non-redirected request when the 50k table is live, in percent */
  overheadPct: number;
  /** the redirect layer's own time on a warm, non-redirected request (Server-Timing), ms */
  warmLayerMs: number;
  /**
   * Reading and parsing a newly published 50k table: the wall-clock time of the request that
   * loads it, minus a warm redirect's. (Workers' clocks stand still during CPU work, so the
   * Server-Timing figure would show only the KV read.)
   */
  coldLoadMs: number[];
}

export async function benchRedirects(seconds: number): Promise<RedirectFigures> {
  // Without a table: the same worker, a state with no redirect pointer.
  let server = await startServer(`${STATE}-empty`, 8793);
  let floorWithoutTable: Figures;
  try {
    await load(server.url, { name: "warm-up", path: "/favicon.svg" }, 2);
    floorWithoutTable = await load(server.url, { name: "static asset, no table", path: "/favicon.svg" }, seconds);
  } finally {
    await server.stop();
  }

  await publishRedirects(
    { store: wranglerKvStore({ kind: "local", persistTo: STATE }, "REDIRECTS"), log: () => {} },
    syntheticRedirectTables(REDIRECT_TABLE_SIZE),
    { source: `synthetic ${REDIRECT_TABLE_SIZE}-entry table` },
  );

  // A one-second refresh window, so that a newly published version is loaded by the next request.
  server = await startServer(STATE, 8794, ["--var", "REDIRECTS_TTL_SECONDS:1"]);
  try {
    await load(server.url, { name: "warm-up", path: "/favicon.svg" }, 2);
    const floor = await load(server.url, { name: "static asset, 50k table", path: "/favicon.svg" }, seconds);
    const hit = await load(server.url, { name: "redirect hit, 50k table", path: syntheticSourcePath(REDIRECT_TABLE_SIZE - 7), expectStatus: 301 }, seconds);
    const probe = await fetch(`${server.url}/favicon.svg`, { headers: { "user-agent": BROWSER_UA } });
    await probe.arrayBuffer();
    const coldLoadMs = await timeTableLoads(server.url);
    return {
      entries: REDIRECT_TABLE_SIZE,
      floor,
      floorWithoutTable,
      hit,
      hitP50VsFloor: +(hit.p50 / Math.max(floor.p50, 0.001)).toFixed(2),
      overheadPct: +((1 - floor.reqPerSec / floorWithoutTable.reqPerSec) * 100).toFixed(1),
      warmLayerMs: serverTimingOf(probe, "redirects") ?? NaN,
      coldLoadMs,
    };
  } finally {
    await server.stop();
  }
}

async function timeOne(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { redirect: "manual", headers: { "user-agent": BROWSER_UA } });
  await res.arrayBuffer();
  return performance.now() - start;
}

async function timeTableLoads(base: string): Promise<number[]> {
  const url = `${base}${syntheticSourcePath(11)}`;
  const loads: number[] = [];
  for (let i = 0; i < 3; i++) {
    const warm: number[] = [];
    for (let j = 0; j < 15; j++) warm.push(await timeOne(url));
    warm.sort((a, b) => a - b);
    await publishRedirects(
      { store: wranglerKvStore({ kind: "local", persistTo: STATE }, "REDIRECTS"), log: () => {} },
      syntheticRedirectTables(REDIRECT_TABLE_SIZE),
      { source: "synthetic table (republished)", force: true },
    );
    await new Promise((r) => setTimeout(r, 1_200));
    const loading = await timeOne(url);
    loads.push(+(loading - warm[7]).toFixed(1));
  }
  return loads;
}
