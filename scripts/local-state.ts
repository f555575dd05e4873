// The local D1/KV state a fresh clone needs (npm start, the tests and the bench share it): the
// catalogue in D1, the analytics database's schema, the redirect tables in KV and the analytics
// toggles in the CONTENT KV, each left alone when already current.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ANALYTICS_TOGGLES_KEY, DEFAULT_ANALYTICS_TOGGLES } from "#app/analytics/toggles.ts";
import { seedLocal } from "./catalogue/seed-local";
import { applyD1Migrations } from "./d1-migrations";
import { publishRedirects } from "./redirects/ops";
import { REPO_ROOT, wranglerKvStore } from "./redirects/kv-store";

export interface LocalStateOptions {
  persistTo?: string;
  products?: number;
  force?: boolean;
}

export async function prepareLocalState({ persistTo, products, force }: LocalStateOptions = {}): Promise<void> {
  await seedLocal({ persistTo, products, force });
  // The collector's own database starts empty: its migrations are all it needs.
  applyD1Migrations("ANALYTICS", persistTo && path.resolve(REPO_ROOT, persistTo), (line) => console.log(`analytics: ${line}`));
  const tablesPath = path.join(REPO_ROOT, "redirects", "tables.json");
  await publishRedirects(
    { store: wranglerKvStore({ kind: "local", persistTo }), log: (line) => console.log(`redirects: ${line}`) },
    JSON.parse(readFileSync(tablesPath, "utf8")),
    { source: "redirects/tables.json" },
  );
  await seedAnalyticsToggles({ persistTo, force });
}

/**
 * The analytics toggles (collectorConfig → /analytics/collector.js, an empty blacklist) in the local
 * CONTENT KV, so the toggles a page gets come from KV as in production. Written only when missing (or
 * with --force): a toggle someone changed locally to try a collector is not reset by the next start.
 */
export async function seedAnalyticsToggles({ persistTo, force }: Pick<LocalStateOptions, "persistTo" | "force"> = {}) {
  const run = promisify(execFile);
  const wrangler = path.join(REPO_ROOT, "node_modules", ".bin", "wrangler");
  const target = ["--binding", "CONTENT", "--local", ...(persistTo ? ["--persist-to", path.resolve(persistTo)] : [])];
  const options = { cwd: REPO_ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" } };
  if (!force) {
    const { stdout } = await run(wrangler, ["kv", "key", "get", ANALYTICS_TOGGLES_KEY, ...target], options);
    // `wrangler kv key get --local` prints "Value not found" (exit 0) for a missing key.
    if (stdout.trim() && stdout.trim() !== "Value not found") {
      console.log(`analytics: toggles already in local CONTENT KV (${ANALYTICS_TOGGLES_KEY})`);
      return;
    }
  }
  const value = JSON.stringify(DEFAULT_ANALYTICS_TOGGLES);
  await run(wrangler, ["kv", "key", "put", ANALYTICS_TOGGLES_KEY, value, ...target], options);
  console.log(`analytics: seeded ${ANALYTICS_TOGGLES_KEY} in local CONTENT KV`);
}
