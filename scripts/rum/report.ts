import { execFile } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { REPO_ROOT } from "#scripts/kv-ops/kv-store.ts";
import { formatRumReport, rumReport, type RumRow } from "./rum-report";

// npm run rum:report [-- --days 7] [--env stg|prd | --persist-to DIR]
// p75 of the Core Web Vitals and perf-queue events per page type and market (app/perf/rum.ts), from
// the ANALYTICS database: the local one `npm start` uses by default, or a deployed environment's.

const USAGE = "usage: npm run rum:report -- [--days N (1-90, default 7)] [--env stg|prd] [--persist-to DIR]";
const { values } = parseArgs({
  options: { days: { type: "string", default: "7" }, env: { type: "string" }, "persist-to": { type: "string" }, help: { type: "boolean", default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 90) {
  console.error(`--days must be a whole number from 1 to 90\n${USAGE}`);
  process.exit(2);
}
if (values.env && !["stg", "prd"].includes(values.env)) {
  console.error(`--env is stg or prd\n${USAGE}`);
  process.exit(2);
}
const since = new Date(Date.now() - days * 86_400_000).toISOString();
// `since` is our own ISO date, never the caller's text: safe to write into the statement.
const sql = `SELECT page_type, market, name, value FROM rum_measurements WHERE received_at >= '${since}'`;
const target = values.env
  ? ["--remote", "--env", values.env]
  : ["--local", ...(values["persist-to"] ? ["--persist-to", path.resolve(values["persist-to"])] : [])];
execFile(
  path.join(REPO_ROOT, "node_modules", ".bin", "wrangler"),
  ["d1", "execute", "ANALYTICS", ...target, "--json", "--command", sql],
  { cwd: REPO_ROOT, maxBuffer: 512 * 1024 * 1024, env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
  (error, stdout, stderr) => {
    if (error) {
      const detail = (stderr || stdout || error.message).trim();
      const hint = /no such table/.test(detail)
        ? "\nThe ANALYTICS database has no RUM table yet: run `npm start` once (it applies the migrations), or name the environment with --env."
        : "";
      console.error(`wrangler d1 execute failed: ${detail}${hint}`);
      process.exit(1);
    }
    const [result] = JSON.parse(stdout) as [{ results: RumRow[] }];
    console.log(formatRumReport(rumReport(result.results), since.slice(0, 10)));
  },
);
