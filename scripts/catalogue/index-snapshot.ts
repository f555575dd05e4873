// The facet index snapshot of the catalogue a load just put in the local D1, written to the local
// SEARCH_INDEX KV (docs/decisions/0076): the same build and write a new isolate runs when it finds
// no snapshot (publishIndexSnapshot), here through Miniflare on wrangler's local state.
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { publishIndexSnapshot } from "#app/search/facet-index.server.ts";
import { D1_DATABASE_ID } from "./seed-local";

/** wrangler.toml's local id of the SEARCH_INDEX namespace (its directory in the local KV state). */
export const SEARCH_INDEX_KV_ID = "tailwise-search-index-local";

/** The local D1 catalogue and SEARCH_INDEX KV of a persisted state, through a Miniflare of their own (dispose when done). */
export function localSnapshotStore(persistDir: string) {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch() { return new Response('') } }",
      d1Databases: { DB: D1_DATABASE_ID },
      kvNamespaces: { SEARCH_INDEX: SEARCH_INDEX_KV_ID },
      resourcePersistencePath: join(persistDir, "v3"),
    }),
  );
  return {
    db: async () => (await mf.getD1Database("DB")) as unknown as D1Database,
    snapshots: async () => (await mf.getKVNamespace("SEARCH_INDEX")) as unknown as KVNamespace,
    dispose: () => mf.dispose(),
  };
}

export async function publishLocalIndexSnapshot(persistDir: string, log: (line: string) => void): Promise<void> {
  const store = localSnapshotStore(persistDir);
  try {
    const started = Date.now();
    const { sizes, written } = await publishIndexSnapshot(await store.db(), await store.snapshots());
    const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MiB`;
    const size = `base ${mib(sizes.base)}, ${sizes.phrases} phrases' scores ${mib(sizes.scores)}, the largest ${mib(sizes.largestScores)}, ${sizes.orders} sort orders ${mib(sizes.ordersBytes)}`;
    log(written ? `facet index snapshot written (${size}) in ${Date.now() - started} ms` : `facet index snapshot already current (${size})`);
  } finally {
    await store.dispose();
  }
}
