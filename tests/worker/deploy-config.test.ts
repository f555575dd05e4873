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

/** The vars block of wrangler's binding list: `  - NAME: "value"`. */
const varsOf = (stdout: string) => Object.fromEntries([...stdout.slice(stdout.indexOf("- Vars:")).matchAll(/^\s+- (\w+): "(.*)"$/gm)].map((m) => [m[1], m[2]]));

describe.each([
  { env: "stg", origin: "https://stg.tailwise.com" },
  { env: "prd", origin: "https://www.tailwise.com" },
])("the $env environment", ({ env, origin }) => {
  it("bundles with its own D1 databases, KV namespaces, analytics queue and vars", async () => {
    const stdout = await dryRun(env);
    expect(stdout).toContain("--dry-run: exiting now.");
    for (const binding of ["REDIRECTS", "CONTENT", "SEARCH_INDEX"]) expect(stdout).toMatch(new RegExp(`- ${binding}: [0-9a-f]{32}`));
    expect(stdout).toContain(`- DB: tailwise-catalogue-${env} (`);
    expect(stdout).toContain(`- ANALYTICS: tailwise-analytics-${env} (`);
    expect(stdout).toContain(`- ANALYTICS_QUEUE: tailwise-analytics-events-${env}`);
    const vars = varsOf(stdout);
    expect(vars).toMatchObject({ ENVIRONMENT: env, SITE_ORIGIN: origin });
    // What the Worker does with them: accepted (a loopback or http origin would be refused outside dev).
    const binding = {};
    const parsed = AppEnvSchema.safeParse({
      ...vars,
      DB: binding,
      ANALYTICS: binding,
      ANALYTICS_QUEUE: binding,
      REDIRECTS: binding,
      CONTENT: binding,
      SEARCH_INDEX: binding,
      ASSETS: binding,
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }, 60_000);
});
