import { load, sequential, type Figures, type SequentialFigures, type Target } from "./measure";
import { startServer } from "./server";

// Issue #8's page targets: listing HTML from the edge cache (<= 1.5x the floor) and rendered
// (<= 4x at 1 connection, <= 5x at 32), the product page rendered (<= 2x), each against the static
// floor measured the same way in the same server. Two servers on one seeded state: the cache on,
// and `EDGE_PAGE_CACHE=off` (every page rendered).

export const PAGE_TARGETS = {
  floor: { name: "static asset (floor)", path: "/favicon.svg" },
  listing: { name: "category page HTML", path: "/b/dog_c288" },
  search: { name: "search page HTML", path: "/s?query=dog%20food" },
} satisfies Record<string, Target>;

export interface PageRow {
  name: string;
  cache: "on" | "off";
  connections: 1 | 32;
  p50: number;
  p99: number;
  reqPerSec: number;
  errors: number;
  p50VsFloor: number;
}

const ONE_AT_A_TIME = 300;

async function measureServer(persistTo: string, port: number, cache: "on" | "off", targets: Target[], seconds: number): Promise<PageRow[]> {
  const server = await startServer(persistTo, port, cache === "off" ? ["--var", "EDGE_PAGE_CACHE:off"] : []);
  try {
    const rows: PageRow[] = [];
    await sequential(server.url, [PAGE_TARGETS.floor, ...targets], 20); // warm-up (and the cache's first renders)
    const floor1: SequentialFigures = await sequential(server.url, [PAGE_TARGETS.floor], ONE_AT_A_TIME);
    const floor32: Figures = await load(server.url, PAGE_TARGETS.floor, seconds, 32);
    const row = (name: string, connections: 1 | 32, f: { p50: number; p99: number; reqPerSec: number }, errors: number, floorP50: number): PageRow => ({
      name,
      cache,
      connections,
      p50: f.p50,
      p99: f.p99,
      reqPerSec: Math.round(f.reqPerSec),
      errors,
      p50VsFloor: +(f.p50 / Math.max(floorP50, 0.001)).toFixed(2),
    });
    rows.push(row(PAGE_TARGETS.floor.name, 1, floor1, floor1.wrong, floor1.p50), row(PAGE_TARGETS.floor.name, 32, floor32, floor32.non2xx, floor32.p50));
    for (const target of targets) {
      const one = await sequential(server.url, [target], ONE_AT_A_TIME);
      rows.push(row(target.name, 1, one, one.wrong, floor1.p50));
      const many = await load(server.url, target, seconds, 32);
      rows.push(row(target.name, 32, many, many.non2xx, floor32.p50));
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchPages(persistTo: string, productPath: string, seconds: number): Promise<PageRow[]> {
  const targets = [PAGE_TARGETS.listing, PAGE_TARGETS.search, { name: "product page HTML", path: productPath }];
  return [...(await measureServer(persistTo, 8793, "on", targets, seconds)), ...(await measureServer(persistTo, 8794, "off", targets, seconds))];
}

export function printPages(rows: PageRow[]) {
  console.log("\nPages, edge cache on and off (1 connection: one request at a time; 32: autocannon), each ÷ the floor measured the same way:");
  console.table(rows.map((r) => ({ target: r.name, cache: r.cache, connections: r.connections, "p50 ms": r.p50, "p99 ms": r.p99, "req/s": r.reqPerSec, "p50 ÷ floor": r.p50VsFloor, errors: r.errors })));
  console.log("Targets: cached listing p50 <= 1.5x; uncached listing p50 <= 4x at 1 connection, <= 5x at 32; product page <= 2x.");
}
