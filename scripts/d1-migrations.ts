// The local D1 databases of wrangler.toml: their ids, and their migrations applied the way a
// developer would (`wrangler d1 migrations apply <binding> --local`), so `wrangler dev`, the tests and
// the bench see the same schema.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The D1 bindings wrangler.toml declares. */
export type D1Binding = "DB" | "ANALYTICS";

/** The `database_id` of a binding in wrangler.toml (local state is keyed by it). */
export function d1DatabaseId(binding: D1Binding, toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8")): string {
  for (const block of toml.split("[[d1_databases]]").slice(1)) {
    // A block ends where the next table header begins.
    const body = block.split(/^\[/m)[0];
    if (new RegExp(`^binding\\s*=\\s*"${binding}"`, "m").test(body)) {
      const id = /^database_id\s*=\s*"([^"]+)"/m.exec(body);
      if (id) return id[1];
    }
  }
  throw new Error(`wrangler.toml: no [[d1_databases]] database_id for binding ${binding}`);
}

/** Applies a binding's pending migrations to the local state (non-interactive: CI=true, no stdin). */
export function applyD1Migrations(binding: D1Binding, persistTo: string | undefined, log: (line: string) => void): void {
  const args = ["wrangler", "d1", "migrations", "apply", binding, "--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const r = spawnSync("npx", args, {
    cwd: ROOT,
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (r.status !== 0) {
    process.stderr.write(r.stdout ?? "");
    process.stderr.write(r.stderr ?? "");
    throw new Error(`wrangler d1 migrations apply ${binding} failed (exit ${r.status})`);
  }
  const applied = /(\d+) commands? executed/.test(r.stdout ?? "") ? "applied" : "up to date";
  log(`${binding} migrations ${applied}`);
}
