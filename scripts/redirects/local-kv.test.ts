import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { createRedirectLayer, REDIRECT_VERSION_HEADER } from "#worker/redirects.ts";
import { REPO_ROOT } from "#scripts/kv-ops/kv-store.ts";

/*
 * End to end through wrangler's local KV: the real CLI (as `npm run redirects:*` runs it) publishes
 * into a persisted local state, and a redirect layer reading that state through workerd's KV
 * (Miniflare, as `wrangler dev` would) serves each new version without a restart once its refresh
 * window has passed. The window is injected (a fake clock), so nothing waits 60 s.
 */

const TSX = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");
const REDIRECTS_KV_ID = "tailwise-redirects-local"; // wrangler.toml [[kv_namespaces]] REDIRECTS

function runScript(script: "publish" | "rollback" | "check", ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [path.join(REPO_ROOT, "scripts", "redirects", `${script}.ts`), ...args], { cwd: REPO_ROOT }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The first answer that satisfies `done`, trying up to 20 times, `advance`-ing between tries. */
async function eventually<T>(attempt: () => Promise<T>, done: (value: T) => boolean, advance: () => void): Promise<T> {
  let value = await attempt();
  for (let i = 0; i < 20 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 250));
    advance();
    value = await attempt();
  }
  return value;
}

let stateDir: string;
let mf: Miniflare;

beforeAll(async () => {
  stateDir = await mkdtemp(path.join(tmpdir(), "redirects-state-"));
  mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch() { return new Response('not used'); } }",
      kvNamespaces: { REDIRECTS: REDIRECTS_KV_ID },
      resourcePersistencePath: path.join(stateDir, "v3"),
      cf: false,
    }),
  );
  await mf.ready;
});

afterAll(async () => {
  await mf?.dispose();
  await rm(stateDir, { recursive: true, force: true });
});

describe("publishing into local KV swaps what the Worker serves, without a restart", () => {
  it("publish → serve → publish a new version → served after the TTL → rollback → served after the TTL", { timeout: 180_000 }, async () => {
    const local = ["--local", "--persist-to", stateDir];
    const first = await runScript("publish", ...local);
    expect(first.stderr).not.toMatch(/redirects:publish/);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("added 62, changed 0, removed 0, unchanged 0");
    const v1 = /Pointer flipped: (\S+) is live/.exec(first.stdout)![1];

    const TTL = 5_000;
    let clock = 0;
    const errors: unknown[] = [];
    const layer = createRedirectLayer({ ttlMs: TTL, now: () => clock, log: { error: (...args) => errors.push(args), warn: () => {} } });
    const env = { REDIRECTS: (await mf.getKVNamespace("REDIRECTS")) as unknown as KVNamespace };
    const get = (pathAndQuery: string, market = US_MARKET) => {
      const url = new URL(`${market.pathPrefix}${pathAndQuery}`, "http://127.0.0.1:8787");
      return layer.handle(new Request(url), env, market, url.pathname.slice(market.pathPrefix.length) || "/");
    };

    const before = await get("/b/dog-food?utm_source=mail", CA_MARKET);
    expect([before?.status, before?.headers.get("location"), before?.headers.get(REDIRECT_VERSION_HEADER)]).toEqual([
      301,
      "/ca/b/dog-food_c20100?utm_source=mail",
      v1,
    ]);

    const v2File = path.join(stateDir, "v2.json");
    await writeFile(v2File, JSON.stringify({ static: [{ from: "/b/dog-food", to: "/b/puppy-food_c11097", permanent: false }], categoryIds: [] }));
    const second = await runScript("publish", ...local, "--file", v2File);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("added 0, changed 1, removed 61, unchanged 0");
    const v2 = /Pointer flipped: (\S+) is live/.exec(second.stdout)![1];

    clock += TTL - 1; // still inside the refresh window: the isolate keeps its copy
    expect((await get("/b/dog-food"))?.headers.get("location")).toBe("/b/dog-food_c20100");
    clock += 1;
    // wrangler wrote from another process: give workerd's KV store a moment to see it, a window
    // at a time (the layer re-reads only once its window has passed).
    const swapped = await eventually(
      () => get("/b/dog-food"),
      (r) => r?.headers.get(REDIRECT_VERSION_HEADER) === v2,
      () => (clock += TTL),
    );
    expect([swapped?.status, swapped?.headers.get("location"), swapped?.headers.get(REDIRECT_VERSION_HEADER)]).toEqual([302, "/b/puppy-food_c11097", v2]);
    expect(await get("/deals")).toBeNull();

    const check = await runScript("check", "/ca/b/dog-food", ...local);
    expect(check.stdout).toContain(`→ 302 /ca/b/puppy-food_c11097`);
    expect(check.stdout).toContain(`live version ${v2}`);

    const bad = path.join(stateDir, "bad.json");
    await writeFile(bad, JSON.stringify({ static: [{ from: "/b/dog-food", to: "https://evil.example/" }], categoryIds: [] }));
    const refused = await runScript("publish", ...local, "--file", bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('static[0].to: "/b/dog-food" → "https://evil.example/": destination leaves the site');

    const rollback = await runScript("rollback", ...local);
    expect(rollback.code).toBe(0);
    expect(rollback.stdout).toContain(`Pointer flipped: ${v1} is live (was ${v2})`);
    clock += TTL;
    const rolledBack = await eventually(
      () => get("/deals"),
      (r) => r?.headers.get(REDIRECT_VERSION_HEADER) === v1,
      () => (clock += TTL),
    );
    expect([rolledBack?.status, rolledBack?.headers.get("location"), rolledBack?.headers.get(REDIRECT_VERSION_HEADER)]).toEqual([
      301,
      "/deals/todays-deal_c2723",
      v1,
    ]);
    expect(errors).toEqual([]);
  });
});
