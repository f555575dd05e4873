import { load, sequential, type Figures, type SequentialFigures, type Target } from "./measure";
import { workerdCpuMs } from "./memory";
import { startServer, startWorkerdAlone, type LocalServer } from "./server";

// Issue #8's page targets: listing HTML from the edge cache (<= 1.5x the floor) and rendered
// (<= 4x at 1 connection, <= 5x at 32), the product page rendered (<= 2x), each against the static
// floor measured the same way in the same server. Two servers on one seeded state: the cache on,
// and `EDGE_PAGE_CACHE=off` (every page rendered).

export const PAGE_TARGETS = {
  floor: { name: "static asset (floor)", path: "/favicon.svg" },
  listing: { name: "category page HTML", path: "/b/dog_c288" },
  search: { name: "search page HTML", path: "/s?query=dog%20food" },
} satisfies Record<string, Target>;

/**
 * The category page's loaders and their encoding without any HTML (Remix's single-fetch data
 * request for the same URL): the least an uncached page can cost on this machine, whatever its
 * render does. Never edge-cached, so it is measured with the rendering server only
 * (docs/decisions/0019, "the floor under an uncached page").
 */
export const LOADERS_ONLY: Target = { name: "category loaders only (.data, no HTML)", path: `${PAGE_TARGETS.listing.path}.data` };

export interface PageRow {
  name: string;
  /** wrangler dev (as `npm start` serves), or the built worker in workerd alone (no dev proxy) */
  server: "wrangler dev" | "workerd";
  cache: "on" | "off";
  connections: 1 | 32;
  /**
   * What the client accepts. A browser accepts gzip, and wrangler dev's workerd then compresses the
   * page in the Worker's process; on Cloudflare the edge compresses outside the Worker, so
   * `identity` is the Worker's own work (both measured, each against its own floor).
   */
  encoding: "gzip" | "identity";
  p50: number;
  p99: number;
  reqPerSec: number;
  errors: number;
  p50VsFloor: number;
  /** One request at a time: the workerd processes' CPU time per request (ms; Linux /proc). */
  cpuMsPerRequest?: number;
}

/** Accept-Encoding for each way of measuring (Node's fetch would otherwise send its own default). */
const ACCEPT: Record<PageRow["encoding"], Record<string, string>> = {
  gzip: { "accept-encoding": "gzip, deflate" },
  identity: { "accept-encoding": "identity" },
};
const withEncoding = (target: Target, encoding: PageRow["encoding"]): Target => ({ ...target, headers: { ...target.headers, ...ACCEPT[encoding] } });

const ONE_AT_A_TIME = 300;

async function measureServer(persistTo: string, port: number, cache: "on" | "off", targets: Target[], seconds: number, alone = false): Promise<PageRow[]> {
  const server: LocalServer = alone
    ? await startWorkerdAlone(persistTo, port, cache === "off" ? { EDGE_PAGE_CACHE: "off" } : {})
    : await startServer(persistTo, port, cache === "off" ? ["--var", "EDGE_PAGE_CACHE:off"] : []);
  try {
    const rows: PageRow[] = [];
    await sequential(server.url, [PAGE_TARGETS.floor, ...targets], 20); // warm-up (and the cache's first renders)
    const row = (
      name: string,
      connections: 1 | 32,
      encoding: PageRow["encoding"],
      f: { p50: number; p99: number; reqPerSec: number },
      errors: number,
      floorP50: number,
    ): PageRow => ({
      name,
      server: alone ? "workerd" : "wrangler dev",
      cache,
      connections,
      encoding,
      p50: f.p50,
      p99: f.p99,
      reqPerSec: Math.round(f.reqPerSec),
      errors,
      p50VsFloor: +(f.p50 / Math.max(floorP50, 0.001)).toFixed(2),
    });
    /** One request at a time, with the runtime's CPU time per request. */
    const oneAtATime = async (target: Target): Promise<SequentialFigures & { cpuMsPerRequest: number }> => {
      const before = workerdCpuMs(server.processGroup);
      const figures = await sequential(server.url, [target], ONE_AT_A_TIME);
      return { ...figures, cpuMsPerRequest: +((workerdCpuMs(server.processGroup) - before) / ONE_AT_A_TIME).toFixed(2) };
    };
    for (const encoding of ["gzip", "identity"] as const) {
      const floor = withEncoding(PAGE_TARGETS.floor, encoding);
      const floor1 = await oneAtATime(floor);
      rows.push({ ...row(PAGE_TARGETS.floor.name, 1, encoding, floor1, floor1.wrong, floor1.p50), cpuMsPerRequest: floor1.cpuMsPerRequest });
      const floor32: Figures = await load(server.url, floor, seconds, 32);
      rows.push(row(PAGE_TARGETS.floor.name, 32, encoding, floor32, floor32.non2xx, floor32.p50));
      for (const plain of targets) {
        const target = withEncoding(plain, encoding);
        const one = await oneAtATime(target);
        rows.push({ ...row(target.name, 1, encoding, one, one.wrong, floor1.p50), cpuMsPerRequest: one.cpuMsPerRequest });
        const many = await load(server.url, target, seconds, 32);
        rows.push(row(target.name, 32, encoding, many, many.non2xx, floor32.p50));
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchPages(persistTo: string, productPath: string, seconds: number): Promise<PageRow[]> {
  const targets = [PAGE_TARGETS.listing, PAGE_TARGETS.search, { name: "product page HTML", path: productPath }];
  return [
    ...(await measureServer(persistTo, 8793, "on", targets, seconds)),
    ...(await measureServer(persistTo, 8794, "off", [...targets, LOADERS_ONLY], seconds)),
    // The cached pages once more without wrangler dev's proxy: the Worker's own cost of a hit.
    ...(await measureServer(persistTo, 8795, "on", targets, seconds, true)),
  ];
}

export function printPages(rows: PageRow[]) {
  console.log("\nPages, edge cache on and off (1 connection: one request at a time; 32: autocannon), each ÷ the floor measured the same way:");
  console.table(
    rows.map((r) => ({
      target: r.name,
      server: r.server,
      cache: r.cache,
      connections: r.connections,
      encoding: r.encoding,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "req/s": r.reqPerSec,
      "p50 ÷ floor": r.p50VsFloor,
      "CPU ms/req": r.cpuMsPerRequest ?? "",
      errors: r.errors,
    })),
  );
  console.log("Targets: cached listing p50 <= 1.5x; uncached listing p50 <= 4x at 1 connection, <= 5x at 32; product page <= 2x.");
  console.log(`"${LOADERS_ONLY.name}": the same listing's data without HTML, the least an uncached page costs here.`);
  console.log(
    "gzip: as a browser asks (wrangler dev compresses in the Worker's process); identity: the Worker's own work (Cloudflare's edge compresses outside the Worker).",
  );
  console.log(
    "server workerd: the built worker in workerd alone (Miniflare), without wrangler dev's proxy, which handles each response body by its size on its way out.",
  );
}
