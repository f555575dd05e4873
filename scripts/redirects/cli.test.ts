import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "#redirects/kv-keys.ts";
import { runRedirectsCli, type Command } from "./cli";
import { MemoryKvStore, type KvTarget } from "#scripts/kv-ops/kv-store.ts";

// The CLI's commands over an in-memory KV (the wrangler-backed store is exercised in local-kv.test.ts).

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "redirects-cli-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function tableFile(name: string, tables: unknown): Promise<string> {
  const file = path.join(dir, `${name}.json`);
  await writeFile(file, typeof tables === "string" ? tables : JSON.stringify(tables));
  return file;
}

function cli(store = new MemoryKvStore()) {
  const targets: KvTarget[] = [];
  let clock = Date.parse("2026-03-01T10:00:00Z");
  const run = async (command: Command, ...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRedirectsCli(command, argv, {
      log: (line) => out.push(line),
      error: (line) => err.push(line),
      storeFor: (target) => {
        targets.push(target);
        return store;
      },
      now: () => new Date((clock += 1000)),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
  return { store, run, targets };
}

const pointerOf = (store: MemoryKvStore) => JSON.parse(store.values.get(REDIRECTS_POINTER_KEY) ?? "null");

describe("redirects:publish", () => {
  it("validates, prints the diff, uploads a version and flips the pointer", async () => {
    const { store, run, targets } = cli();
    const first = await run("publish", "--local", "--persist-to", "state");
    expect(first.code).toBe(0);
    expect(targets).toEqual([{ kind: "local", persistTo: "state" }]);
    expect(first.out).toContain("50 static and 12 category-id entries are valid");
    expect(first.out).toContain("added 62, changed 0, removed 0, unchanged 0");
    const v1 = pointerOf(store).version;
    expect(store.values.has(redirectsVersionKey(v1))).toBe(true);
    expect(first.out).toContain(`Pointer flipped: ${v1} is live.`);

    const file = await tableFile("next", {
      static: [
        { from: "/b/dog-food", to: "/b/puppy-food_c11097" },
        { from: "/b/new-page", to: "/b/old-page" },
        { from: "/b/old-page", to: "/b/senior-dog-food_c11099", permanent: false },
      ],
      categoryIds: [{ categoryId: 3312, to: "/b/dog-food_c20100" }],
    });
    const second = await run("publish", "--local", "--file", file);
    expect(second.code).toBe(0);
    expect(second.out).toContain(`Changes against live version ${v1}`);
    expect(second.out).toContain("added 2, changed 1, removed 60, unchanged 1");
    expect(second.out).toContain("~ /b/dog-food: 301 /b/dog-food_c20100 ⇒ 301 /b/puppy-food_c11097");
    expect(second.out).toContain("collapsed chain /b/new-page → /b/old-page: /b/new-page now goes straight to /b/senior-dog-food_c11099");
    expect(pointerOf(store)).toMatchObject({ previous: [v1] });
  });

  it("publishes nothing when nothing changed, unless forced", async () => {
    const { store, run } = cli();
    await run("publish", "--local");
    const again = await run("publish", "--local");
    expect(again.out).toContain("No changes");
    expect(store.values.size).toBe(2);
    const forced = await run("publish", "--local", "--force");
    expect(forced.code).toBe(0);
    expect(store.values.size).toBe(3);
  });

  it("with --dry-run validates and diffs only", async () => {
    const { store, run } = cli();
    const dry = await run("publish", "--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.out).toContain("Dry run: nothing uploaded.");
    expect(store.values.size).toBe(0);
  });

  it("passes --env NAME and --remote through as the KV target", async () => {
    const { run, targets } = cli();
    await run("publish", "--env", "production", "--dry-run");
    await run("publish", "--remote", "--dry-run");
    expect(targets).toEqual([{ kind: "env", env: "production" }, { kind: "remote" }]);
  });

  it.each([
    [
      "a source not starting with /",
      { static: [{ from: "b/dog-food", to: "/b/dog-food_c20100" }], categoryIds: [] },
      'static[0].from: "b/dog-food" → "/b/dog-food_c20100": source must start with /',
    ],
    [
      "an absolute destination",
      { static: [{ from: "/b/x", to: "https://evil.example/" }], categoryIds: [] },
      'static[0].to: "/b/x" → "https://evil.example/": destination leaves the site',
    ],
    ["a //host destination", { static: [{ from: "/b/x", to: "//evil.example" }], categoryIds: [] }, "destination leaves the site (//host is another host)"],
    [
      "a javascript: destination",
      { static: [], categoryIds: [{ categoryId: 3312, to: "javascript:alert(1)" }] },
      'categoryIds[0].to: 3312 → "javascript:alert(1)": destination leaves the site',
    ],
    [
      "a duplicate",
      {
        static: [
          { from: "/b/x", to: "/" },
          { from: "/B/X/", to: "/brands" },
        ],
        categoryIds: [],
      },
      'static[1].from: "/B/X/" → "/brands": duplicate of static[0] "/b/x"',
    ],
    ["a self-redirect", { static: [{ from: "/b/x", to: "/b/x?y=1" }], categoryIds: [] }, 'static[0].to: "/b/x" → "/b/x?y=1": redirects to itself'],
    [
      "a loop",
      {
        static: [
          { from: "/b/x", to: "/b/y" },
          { from: "/b/y", to: "/b/x" },
        ],
        categoryIds: [],
      },
      'static[0].to: "/b/x" → "/b/y": redirect loop /b/x → /b/y → /b/x',
    ],
    [
      "a loop through the id table",
      { static: [{ from: "/b/x", to: "/b/old_c7" }], categoryIds: [{ categoryId: 7, to: "/b/x" }] },
      "redirect loop /b/x → c:7 → /b/x",
    ],
    ["JSON that does not parse", "{ static: [", "is not valid JSON"],
    ["a table of the wrong shape", { redirects: [] }, "unknown field(s) redirects"],
  ])("refuses %s, naming the entry, and leaves the live version", async (_, tables, message) => {
    const { store, run } = cli();
    await run("publish", "--local");
    const live = store.values.get(REDIRECTS_POINTER_KEY);
    const result = await run("publish", "--local", "--file", await tableFile("bad", tables));
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.err).toContain("the live version is unchanged");
    expect(store.values.get(REDIRECTS_POINTER_KEY)).toBe(live);
    expect(store.values.size).toBe(2);
  });

  it("asks where to publish", async () => {
    const { run } = cli();
    expect((await run("publish")).err).toContain("say where to publish: --local, --env NAME or --remote");
    expect((await run("publish", "--local", "--env", "production")).err).toContain("name one KV target");
    expect((await run("publish", "--persist-to", "x")).err).toContain("--persist-to goes with --local");
    expect((await run("publish", "--local", "--bogus")).code).toBe(1);
  });
});

describe("redirects:rollback", () => {
  it("flips the pointer back to the previous version, and --to rolls forward again", async () => {
    const { store, run } = cli();
    await run("publish", "--local");
    const v1 = pointerOf(store).version;
    await run("publish", "--local", "--file", await tableFile("v2", { static: [{ from: "/b/dog-food", to: "/b/puppy-food_c11097" }], categoryIds: [] }));
    const v2 = pointerOf(store).version;

    const back = await run("rollback", "--local");
    expect(back.code).toBe(0);
    expect(back.out).toContain(`Rolling back memory from ${v2} to ${v1}`);
    expect(back.out).toContain(`--to ${v2}`);
    expect(pointerOf(store)).toMatchObject({ version: v1, previous: [] });

    const forward = await run("rollback", "--local", "--to", v2);
    expect(forward.code).toBe(0);
    expect(pointerOf(store)).toMatchObject({ version: v2, previous: [v1] });
  });

  it("refuses when there is nothing to roll back to, or the target is missing", async () => {
    const { run } = cli();
    expect((await run("rollback", "--local")).err).toContain("nothing is published yet");
    await run("publish", "--local");
    expect((await run("rollback", "--local")).err).toContain("has no earlier version");
    const missing = await run("rollback", "--local", "--to", "20990101T000000000Z-deadbeef");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("version 20990101T000000000Z-deadbeef is missing");
  });
});

describe("redirects:check", () => {
  it("says what a path would do with the tables in the repo", async () => {
    const { run } = cli();
    const hit = await run("check", "/ca/B/Dog-Food/?utm_source=mail");
    expect(hit.out).toContain("→ 301 /ca/b/dog-food_c20100?utm_source=mail");
    expect(hit.out).toContain("reason static-redirect, matched /b/dog-food, unpublished tables in");
    expect((await run("check", "https://www.tailwise.test/s?rh=c:3312")).out).toContain("→ 301 /b/dog-food_c20100");
    expect((await run("check", "/deals/black-friday")).out).toContain("→ 302 /deals/todays-deal_c2723");
    expect((await run("check", "/b/dog-food_c20100")).out).toContain("→ no redirect: the request goes on to assets/Remix");
  });

  it("says what a path does with the live version", async () => {
    const { run } = cli();
    expect((await run("check", "/deals", "--local")).out).toContain("Nothing is published");
    await run("publish", "--local");
    const live = await run("check", "/ca/deals", "--local");
    expect(live.out).toMatch(
      /→ 301 \/ca\/deals\/todays-deal_c2723\n\s+reason static-redirect, matched \/deals, live version \d{8}T\d{9}Z-[0-9a-f]{8} in local KV/,
    );
  });

  it("needs exactly one path", async () => {
    const { run } = cli();
    expect((await run("check")).err).toContain("give one path to check");
  });
});
