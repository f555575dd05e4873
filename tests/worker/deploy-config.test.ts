import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { AppEnvSchema } from "#app/env/env.server.ts";

// README "Deploying to Cloudflare": each wrangler.toml environment bundles and names its own
// bindings and vars, checked as far as it can be without an account (`wrangler deploy --dry-run`),
// and its vars are ones the Worker accepts (app/env/env.server.ts), so a deploy does not start on
// the maintenance page.

const run = promisify(execFile);

async function dryRun(env: string): Promise<string> {
  const outdir = await mkdtemp(path.join(tmpdir(), `deploy-${env}-`));
  try {
    const { stdout } = await run("npx", ["wrangler", "deploy", "--dry-run", "--env", env, "--outdir", outdir], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    return stdout;
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

/** wrangler 4's binding table, one row per binding: `env.NAME (resource)   Type`. */
function bindingsOf(stdout: string): Map<string, { resource: string; type: string }> {
  const rows = stdout.matchAll(/^env\.(\w+)(?: \((.*)\))?\s{2,}(\S.*?)\s*$/gm);
  return new Map([...rows].map((m) => [m[1], { resource: m[2] ?? "", type: m[3] }]));
}

/** The vars among them, with their values (the table quotes each as JSON). */
const varsOf = (bindings: ReturnType<typeof bindingsOf>) =>
  Object.fromEntries([...bindings].filter(([, b]) => b.type === "Environment Variable").map(([name, b]) => [name, JSON.parse(b.resource) as string]));

describe.each([
  { env: "stg", origin: "https://stg.tailwise.com" },
  { env: "prd", origin: "https://www.tailwise.com" },
])("the $env environment", ({ env, origin }) => {
  it("bundles with its own D1 databases, KV namespaces, analytics queue and vars", async () => {
    const stdout = await dryRun(env);
    expect(stdout).toContain("--dry-run: exiting now.");
    const bindings = bindingsOf(stdout);
    for (const binding of ["REDIRECTS", "CONTENT", "SEARCH_INDEX"])
      expect(bindings.get(binding)).toMatchObject({ resource: expect.stringMatching(/^[0-9a-f]{32}$/), type: "KV Namespace" });
    expect(bindings.get("DB")).toEqual({ resource: `tailwise-catalogue-${env}`, type: "D1 Database" });
    expect(bindings.get("ANALYTICS")).toEqual({ resource: `tailwise-analytics-${env}`, type: "D1 Database" });
    expect(bindings.get("CARTS")).toMatchObject({ resource: expect.stringContaining("CartObject") });
    expect(bindings.get("RATE_LIMIT_COUNTERS")).toMatchObject({ resource: expect.stringContaining("RateLimitCounters") });
    expect(bindings.get("ANALYTICS_QUEUE")).toMatchObject({ resource: `tailwise-analytics-events-${env}` });
    const vars = varsOf(bindings);
    expect(vars).toMatchObject({ ENVIRONMENT: env, SITE_ORIGIN: origin });
    // What the Worker does with them: accepted (a loopback or http origin would be refused outside dev).
    const binding = {};
    const parsed = AppEnvSchema.safeParse({
      ...vars,
      DB: binding,
      ANALYTICS: binding,
      CARTS: binding,
      RATE_LIMIT_COUNTERS: binding,
      ANALYTICS_QUEUE: binding,
      REDIRECTS: binding,
      CONTENT: binding,
      SEARCH_INDEX: binding,
      ASSETS: binding,
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }, 60_000);
});
