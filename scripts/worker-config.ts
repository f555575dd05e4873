// What wrangler.toml says about the runtime the Worker runs on, for the code that starts workerd
// itself through miniflare (the worker tests, the search bench): one owner, so a test never runs
// the Worker on another compatibility date than `wrangler dev` and a deploy do.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The top-level `compatibility_date` of wrangler.toml (e.g. "2026-11-17"). */
export function compatibilityDate(toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8")): string {
  const date = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m.exec(toml);
  if (!date) throw new Error("wrangler.toml: no top-level compatibility_date");
  return date[1];
}
