import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, startWorker } from "./worker-harness";

// A worker whose D1 has no catalogue at all (no migrations applied): every query fails.
let mf: Miniflare;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tailwise-empty-"));
  mf = startWorker({ stateDir: dir });
  await mf.ready;
});
afterAll(async () => {
  await mf?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("a failing catalogue", () => {
  it.each([
    { path: "/s?query=dog", phone: "1-800-555-0142", home: 'href="/"' },
    { path: "/ca/b/dog_c288", phone: "1-800-555-0199", home: 'href="/ca"' },
  ])("$path answers 503 with the maintenance page", async ({ path, phone, home }) => {
    const res = await get(mf, path);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Quick Feature Update!");
    expect(html).toMatch(/Support code(<!-- -->)?: <code class="support-code">[A-Z0-9]{8}<\/code>/);
    expect(html).toContain(phone);
    expect(html).toContain("Go Home");
    expect(html).toContain(home);
  });

  it("the search API answers 503 with a JSON error", async () => {
    const res = await get(mf, "/plp/api/search", { method: "POST", body: JSON.stringify({ term: "dog" }) });
    expect(res.status).toBe(503);
    expect(((await res.json()) as any).error).toMatch(/unavailable/);
  });
});
