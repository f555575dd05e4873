// The local D1/KV state a fresh clone needs (npm start, the tests and the bench share it): the
// catalogue in D1, the analytics database's schema, the redirect tables in KV, the managed content and
// the analytics toggles in the CONTENT KV, the facet index snapshot in the SEARCH_INDEX KV, each left alone when already current.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ANALYTICS_TOGGLES_KEY, DEFAULT_ANALYTICS_TOGGLES } from "#app/analytics/toggles.ts";
import { seedLocal } from "#scripts/catalogue/seed-local.ts";
import { publishLocalIndexSnapshot } from "#scripts/catalogue/index-snapshot.ts";
import { applyD1Migrations } from "./d1-migrations";
import { publishRedirects } from "#scripts/redirects/ops.ts";
import { REPO_ROOT, wranglerKvStore } from "#scripts/kv-ops/kv-store.ts";
import { REDIRECTS_BINDING } from "#scripts/redirects/cli.ts";
import { CONTENT_BINDING, DEFAULT_CONTENT_FILE } from "#scripts/content/cli.ts";
import { publishContent } from "#scripts/content/ops.ts";

export interface LocalStateOptions {
  persistTo?: string;
  products?: number;
  force?: boolean;
}

export async function prepareLocalState({ persistTo, products, force }: LocalStateOptions = {}): Promise<void> {
  const { persistDir } = await seedLocal({ persistTo, products, force });
  // What production's catalogue load runs next: the new version's facet index, built once for every isolate.
  await publishLocalIndexSnapshot(persistDir, (line) => console.log(`search: ${line}`));
  // The collector's own database starts empty: its migrations are all it needs.
  applyD1Migrations("ANALYTICS", persistTo && path.resolve(REPO_ROOT, persistTo), (line) => console.log(`analytics: ${line}`));
  const tablesPath = path.join(REPO_ROOT, "redirects", "tables.json");
  await publishRedirects(
    { store: wranglerKvStore({ kind: "local", persistTo }, REDIRECTS_BINDING), log: (line) => console.log(`redirects: ${line}`) },
    JSON.parse(readFileSync(tablesPath, "utf8")),
    { source: "redirects/tables.json" },
  );
  // The managed content (banner, home page, listing zones) as merchandisers publish it. As with the
  // redirect tables, the file is the source: published again only when it differs from what is live.
  await publishContent(
    { store: wranglerKvStore({ kind: "local", persistTo }, CONTENT_BINDING), log: (line) => console.log(`content: ${line}`) },
    JSON.parse(readFileSync(DEFAULT_CONTENT_FILE, "utf8")),
    { source: "content/content.json" },
  );
  await seedAnalyticsToggles({ persistTo, force });
}

/**
 * The analytics toggles (collectorConfig → /analytics/collector.js, an empty blacklist) in the local
 * CONTENT KV, so the toggles a page gets come from KV as in production. Written only when missing (or
 * with --force): a toggle someone changed locally to try a collector is not reset by the next start.
 */
export async function seedAnalyticsToggles({ persistTo, force }: Pick<LocalStateOptions, "persistTo" | "force"> = {}) {
  const store = wranglerKvStore({ kind: "local", persistTo }, "CONTENT");
  if (!force && (await store.get(ANALYTICS_TOGGLES_KEY)) !== null) {
    console.log(`analytics: toggles already in local CONTENT KV (${ANALYTICS_TOGGLES_KEY})`);
    return;
  }
  await store.put(ANALYTICS_TOGGLES_KEY, JSON.stringify(DEFAULT_ANALYTICS_TOGGLES));
  console.log(`analytics: seeded ${ANALYTICS_TOGGLES_KEY} in local CONTENT KV`);
}
