// Cold isolates (issue #28, docs/decisions/0076): the first search of a new isolate, at 10,000 and
// 100,000 products. Each start is a new workerd process (startWorkerdAlone: the built worker with no
// wrangler proxy), so each first search meets an isolate with no facet index; before it is timed,
// only /robots.txt (the readiness probe) has been answered. Two ways, alternating start by start:
//   - "snapshot absent": the SEARCH_INDEX KV holds no snapshot and no copy of the catalogue
//     metadata, so the index is built from D1 and the metadata read there, as before either (both
//     written back in the background; deleted again before the next start);
//   - "snapshot": the catalogue version's snapshot is in KV (put back before each start): its base,
//     its common words' scores values and its sort orders' values (the first search reads the base,
//     its words' values and its sort's order), with the catalogue metadata's copy (decision 0086).
// Target: p95 <= 100 ms at 100,000 products with the snapshot.
// What the timed search does not include: the worker's module evaluation (workerd runs it when the
// process starts, as Cloudflare does while a new connection's TLS handshake runs) and /robots.txt
// (answered by worker/index.ts before Remix, so it warms nothing of a search). Work moved to module
// load leaves the timed search for the start: the rows also give each start's time, spawn to
// /robots.txt answered, so such a move shows there rather than disappearing.
import { localSnapshotStore } from "#scripts/catalogue/index-snapshot.ts";
import { deleteSnapshot, putSnapshot, snapshotSizes, storedSnapshot } from "#app/search/facet-index.server.ts";
import { buildFtsMatch, tokenizeTerm } from "#app/search/fts.ts";
import { orderByClause } from "#app/search/query.server.ts";
import { catalogueVersionQuery } from "#app/catalogue/queries.server.ts";
import { META_COPY_KEY } from "#app/catalogue/metadata-copy.server.ts";
import { BROWSER_UA, percentiles } from "./measure";
import { startWorkerdAlone } from "./server";

export const COLD_TARGET_P95_MS = 100;
/** The first search: a term of common words, the search API's answer (counts, total, a page of cards), by relevance in the US market. */
const FIRST_TERM = "dog food";
const FIRST_SEARCH = { path: "/plp/api/search", body: JSON.stringify({ term: FIRST_TERM }) };
export const COLD_MODES = ["snapshot absent", "snapshot"] as const;
export type ColdMode = (typeof COLD_MODES)[number];

export interface ColdRow {
  products: number;
  mode: ColdMode;
  starts: number;
  p50: number;
  p95: number;
  max: number;
  /** every start's first search, in the order they ran (ms): where the slow ones fell */
  ms: number[];
  /** p50 of the start before it: a new workerd process, its module evaluation, /robots.txt (ms) */
  startP50: number;
  /** where the isolates' indexes came from (Server-Timing facet-index), counted */
  sources: Record<string, number>;
  /** the snapshot's values: the base, every scores value, the largest, the orders, and what the first search reads (the base, its words' scores, its sort's order) */
  snapshot: ReturnType<typeof snapshotSizes> & { firstSearch: number };
}

/** `starts` cold first searches per mode (all of COLD_MODES unless told) on each prepared state. */
export async function benchCold(
  states: { products: number; persistTo: string }[],
  starts: number,
  port: number,
  modes: readonly ColdMode[] = COLD_MODES,
): Promise<ColdRow[]> {
  const rows: ColdRow[] = [];
  for (const { products, persistTo } of states) {
    const store = localSnapshotStore(persistTo);
    try {
      const db = await store.db();
      const kv = await store.snapshots();
      const { sql } = catalogueVersionQuery();
      const version = (await db.prepare(sql).first<{ version: string }>())!.version;
      const stored = await storedSnapshot(kv, version);
      if (!stored) throw new Error(`no sound facet index snapshot in ${persistTo} (prepareLocalState writes it)`);
      // the catalogue metadata's copy beside it (decision 0086): there with the snapshot, gone without
      const metaCopy = await kv.get(META_COPY_KEY, "text");
      if (!metaCopy) throw new Error(`no catalogue metadata copy in ${persistTo} (prepareLocalState writes it)`);
      const putAll = async () => {
        await putSnapshot(kv, version, stored);
        await kv.put(META_COPY_KEY, metaCopy);
      };
      const firstSearch = tokenizeTerm(FIRST_TERM).reduce(
        (n, word) => n + (stored.scores.get(buildFtsMatch([word])!)?.byteLength ?? 0),
        stored.base.byteLength + (stored.orders.get(orderByClause("byRelevance", "us"))?.byteLength ?? 0),
      );
      const times = { "snapshot absent": [] as number[], snapshot: [] as number[] };
      const startTimes = { "snapshot absent": [] as number[], snapshot: [] as number[] };
      const sources = { "snapshot absent": {} as Record<string, number>, snapshot: {} as Record<string, number> };
      for (let i = 0; i < starts; i++) {
        for (const mode of modes) {
          if (mode === "snapshot") await putAll();
          else await Promise.all([deleteSnapshot(kv, version, stored), kv.delete(META_COPY_KEY)]);
          const spawned = performance.now();
          const server = await startWorkerdAlone(persistTo, port);
          startTimes[mode].push(performance.now() - spawned);
          try {
            const started = performance.now();
            const res = await fetch(`${server.url}${FIRST_SEARCH.path}`, {
              method: "POST",
              body: FIRST_SEARCH.body,
              headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
            });
            await res.arrayBuffer();
            const ms = performance.now() - started;
            if (res.status !== 200) throw new Error(`cold first search answered ${res.status}`);
            times[mode].push(ms);
            const source = /facet-index;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? "none";
            sources[mode][source] = (sources[mode][source] ?? 0) + 1;
          } finally {
            await server.stop();
          }
        }
      }
      await putAll(); // the state is left as prepareLocalState made it
      for (const mode of modes) {
        const { p50, p95 } = percentiles(times[mode]);
        rows.push({
          products,
          mode,
          starts,
          p50,
          p95,
          startP50: +percentiles(startTimes[mode]).p50.toFixed(1),
          max: +Math.max(...times[mode]).toFixed(1),
          ms: times[mode].map((ms) => +ms.toFixed(1)),
          sources: sources[mode],
          snapshot: { ...snapshotSizes(stored), firstSearch },
        });
      }
    } finally {
      await store.dispose();
    }
  }
  return rows;
}

const mib = (bytes: number) => +(bytes / 1_048_576).toFixed(2);

export function printCold(rows: ColdRow[]): void {
  console.log(`\nCold isolates: the first search (POST ${FIRST_SEARCH.path} ${FIRST_SEARCH.body}) of a new workerd process (ms):`);
  console.table(
    rows.map((r) => ({
      products: r.products,
      index: r.mode,
      starts: r.starts,
      p50: +r.p50.toFixed(1),
      p95: +r.p95.toFixed(1),
      max: r.max,
      "start p50": r.startP50,
      "index from": Object.entries(r.sources)
        .map(([source, n]) => `${n}x ${source}`)
        .join(", "),
      "base MiB": mib(r.snapshot.base),
      "scores MiB (phrases)": `${mib(r.snapshot.scores)} (${r.snapshot.phrases})`,
      "largest scores MiB": mib(r.snapshot.largestScores),
      "orders MiB (orders)": `${mib(r.snapshot.ordersBytes)} (${r.snapshot.orders})`,
      "1st search reads MiB": mib(r.snapshot.firstSearch),
    })),
  );
  for (const r of rows) console.log(`  ${r.products} products, ${r.mode}, each start in turn: ${r.ms.map(Math.round).join(", ")}`);
  const largest = Math.max(...rows.map((r) => r.products));
  const target = rows.find((r) => r.products === largest && r.mode === "snapshot");
  if (target)
    console.log(
      `Target: cold first search p95 <= ${COLD_TARGET_P95_MS} ms at ${largest} products: ${target.p95.toFixed(1)} ms: ${target.p95 <= COLD_TARGET_P95_MS ? "yes" : "NO"}`,
    );
}
