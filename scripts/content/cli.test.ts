import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_POINTER_KEY, contentVersionKey, HEADER_PAGE_ID } from "#app/content/content-document.ts";
import { MemoryKvStore } from "#scripts/kv-ops/kv-store.ts";
import { DEFAULT_CONTENT_FILE, runContentCli, type Command } from "./cli";

// The content CLI's commands over an in-memory KV (wrangler's local KV is exercised by the worker
// tests and by `npm start`, which publishes content/content.json with the same operations).

let dir: string;
let seed: { pages: Record<string, unknown>; listing: unknown };
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "content-cli-"));
  seed = JSON.parse(await readFile(DEFAULT_CONTENT_FILE, "utf8"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function contentFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, `${name}.json`);
  await writeFile(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

function cli(store = new MemoryKvStore()) {
  let clock = Date.parse("2026-11-26T10:00:00Z");
  const run = async (command: Command, ...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runContentCli(command, argv, {
      log: (line) => out.push(line),
      error: (line) => err.push(line),
      storeFor: () => store,
      now: () => new Date((clock += 1000)),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
  return { store, run };
}

const pointerOf = (store: MemoryKvStore) => JSON.parse(store.values.get(CONTENT_POINTER_KEY) ?? "null");
const liveBanner = (store: MemoryKvStore) => {
  const document = JSON.parse(store.values.get(contentVersionKey(pointerOf(store).version))!);
  const entry = document.content.pages[HEADER_PAGE_ID];
  return (entry.byMarket?.us ?? entry).zones[0].components[0].bodyText;
};
const headerWith = (bodyText: string) => ({
  metadata: { id: HEADER_PAGE_ID },
  zones: [{ order: 1, components: [{ kind: "siteWideBanner", theme: { background: "#0b3d3d", text: "#ffffff" }, bodyText }] }],
});

describe("content:publish", () => {
  it("validates the seed file, uploads a version, flips the pointer; the same content again changes nothing", async () => {
    const { store, run } = cli();
    const first = await run("publish", "--local");
    expect(first.code).toBe(0);
    expect(first.out).toContain("2 pages and 3 listing zone rules are valid.");
    expect(first.out).toContain("pages added 2, changed 0, removed 0, unchanged 0; listing zone rules changed");
    const v1 = pointerOf(store).version;
    expect(v1).toMatch(/^20261126T100001000Z-[0-9a-f]{8}$/);
    expect(first.out).toContain(`Pointer flipped: ${v1} is live. Workers pick it up within 60 s.`);

    const again = await run("publish", "--local");
    expect(again.out).toContain(`No changes: version ${v1} stays live (use --force to publish anyway).`);
    expect(pointerOf(store).version).toBe(v1);
  });

  it("publishes a merchandiser's new banner, listing the page that changed", async () => {
    const { store, run } = cli();
    await run("publish", "--local");
    const v1 = pointerOf(store).version;
    const file = await contentFile("sale", { ...seed, pages: { ...seed.pages, [HEADER_PAGE_ID]: headerWith("Cyber week: 30% off toys") } });
    const result = await run("publish", "--env", "production", "--file", file);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Changes against live version ${v1} in memory:`);
    expect(result.out).toContain("page site:header: changed");
    expect(result.out).toContain("pages added 0, changed 1, removed 0, unchanged 1; listing zone rules unchanged");
    expect(liveBanner(store)).toBe("Cyber week: 30% off toys");
    expect(pointerOf(store).previous).toEqual([v1]);
  });

  it("refuses invalid content with every problem, where it is, and leaves the live version", async () => {
    const { store, run } = cli();
    await run("publish", "--local");
    const before = pointerOf(store);
    const faint = {
      ...headerWith("x"),
      zones: [{ order: 1, components: [{ kind: "siteWideBanner", theme: { background: "#ffffff", text: "#aaaaaa" }, bodyText: "faint" }] }],
    };
    const file = await contentFile("bad", { pages: { [HEADER_PAGE_ID]: faint, home: { metadata: { id: "start" }, zones: [] } } });
    const result = await run("publish", "--local", "--file", file);
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      `content:publish: ${path.relative(process.cwd(), file)} is invalid (2 problems)`,
      `  pages.${HEADER_PAGE_ID}.zones[0].components[0].theme: text and background need a contrast of at least 4.5:1`,
      `  pages.home.metadata.id: must be "home", the page's key`,
      "content:publish: the live version is unchanged.",
    ]);
    expect(pointerOf(store)).toEqual(before);
    const notJson = await run("publish", "--local", "--file", await contentFile("broken", "{"));
    expect(notJson.code).toBe(1);
    expect(notJson.err).toMatch(/broken\.json is not valid JSON/);
  });

  it("validates without uploading on --dry-run, and needs a target otherwise", async () => {
    const { store, run } = cli();
    const dry = await run("publish", "--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.out).toContain("Dry run: nothing uploaded.");
    expect(store.values.size).toBe(0);
    const nowhere = await run("publish");
    expect(nowhere.code).toBe(1);
    expect(nowhere.err).toContain("content:publish: say where to publish: --local, --env NAME or --remote");
  });
});

describe("content:rollback", () => {
  it("puts the previous version back, and says how to undo it", async () => {
    const { store, run } = cli();
    await run("publish", "--local");
    const v1 = pointerOf(store).version;
    await run("publish", "--local", "--file", await contentFile("sale", { ...seed, pages: { ...seed.pages, [HEADER_PAGE_ID]: headerWith("Cyber week") } }));
    const v2 = pointerOf(store).version;
    const result = await run("rollback", "--local");
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Rolling back memory from ${v2} to ${v1}:`);
    expect(result.out).toContain("page site:header: changed");
    expect(result.out).toContain(`To undo: npm run content:rollback -- <same target flags> --to ${v2}`);
    expect(liveBanner(store)).toBe("FREE {deliveryTimeframe} shipping on orders {freeShippingThreshold}+");
    const none = await run("rollback", "--local");
    expect(none.code).toBe(1);
    expect(none.err).toContain(`cannot roll back in memory: version ${v1} has no earlier version to roll back to`);
  });
});

describe("content:check", () => {
  // Issue #24 / decision 0037: the banner copy seen on main told every US shopper two thresholds and
  // the welcome offer; the offers table (app/offers/offers.ts) decides, the copy says it or is refused.
  it("refuses a banner that contradicts the offers table, saying what to write instead; publish refuses it too", async () => {
    const { store, run } = cli();
    const bad = structuredClone(seed) as { pages: Record<string, { byMarket: Record<string, unknown> }> };
    bad.pages[HEADER_PAGE_ID].byMarket.us = headerWith("FREE shipping on orders over $49, or $35 on your first order");
    const file = await contentFile("contradicting", bad);
    const check = await run("check", "--file", file);
    expect(check.code).toBe(1);
    expect(check.err).toContain(
      `pages.${HEADER_PAGE_ID}.byMarket.us.zones[0].components[0].bodyText: "FREE shipping on orders over $49, or $35 on your first order" says $49 for free shipping, but the threshold is $35 for new and $49 for existing customers in the US: write {freeShippingThreshold}`,
    );
    expect(check.err).toContain("reads as the new-customer welcome offer, which existing customers must never see");
    expect((await run("publish", "--local", "--file", file)).code).toBe(1);
    expect(store.values.size).toBe(0);
  });

  it("says what each page and listing rule shows, from the file or from what is live", async () => {
    const { run } = cli();
    const file = await run("check");
    expect(file.code).toBe(0);
    expect(file.out).toContain("page site:header (ca): 1: siteWideBanner");
    expect(file.out).toContain('listing rule (us+ca) search "cat food": zone1');
    expect((await run("check", "--local")).out).toContain("Nothing is published in local KV: pages show no managed content there.");
    await run("publish", "--local");
    const live = await run("check", "home", "--local");
    expect(live.out).toMatch(
      /^Live version \S+ in local KV \(published 2026-11-26T10:00:\d\d\.000Z\) is valid\.\npage home \(us\+ca\): 1: bannerCarousel, placeholder \| 2: placeholder \| 3: sku \| 4: sku \| 5: placeholder$/,
    );
    const missing = await run("check", "deals");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("content:check: no page deals (pages: home, site:header)");
  });
});
