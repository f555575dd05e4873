// Cold isolates (issue #28, decision 0086): a new isolate's first search reads the catalogue
// metadata (facet values, category counts, the category tree) from its copy in the SEARCH_INDEX KV
// beside the facet index's snapshot, so the search makes one D1 round trip (the catalogue version
// checked with the page's rows) instead of two. A copy that is missing, damaged or of another
// catalogue version is not believed: the answer is D1's, the same, and the copy is written again.
import type { Miniflare } from "miniflare";
import { describe, expect, it } from "vitest";
import { META_COPY_KEY } from "#app/catalogue/metadata-copy.server.ts";
import { parseResourceCounts } from "#worker/resource-counts.ts";
import { useFreshWorkers } from "./use-worker";
import { get } from "./worker-harness";

/** A category page with a facet and a term of common words: counts, categories and totals read the metadata. */
const SEARCHES = [{ groupId: "288", facetFilters: [{ key: "rating", value: "4" }] }, { term: "dog food" }];

const workers = useFreshWorkers("meta-copy");
/** A fresh worker (a new isolate: no metadata yet), counting its D1 round trips. */
const freshWorker = () => workers.fresh({ vars: { RESOURCE_COUNTS: "1" } });

/** The answers to SEARCHES and the first search's D1 round trips. */
async function searchAll(mf: Miniflare) {
  const answers: unknown[] = [];
  let firstRoundTrips: number | undefined;
  for (const body of SEARCHES) {
    const res = await get(mf, "/plp/api/search", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    expect(res.status).toBe(200);
    firstRoundTrips ??= parseResourceCounts(res.headers.get("server-timing"))?.d1;
    answers.push(await res.json());
  }
  return { answers, firstRoundTrips };
}

const kvOf = async (mf: Miniflare) => (await mf.getKVNamespace("SEARCH_INDEX")) as unknown as KVNamespace;

const catalogueVersion = async (mf: Miniflare) =>
  (await (
    await mf.getD1Database("DB")
  )
    .prepare("SELECT group_concat(key || '=' || value, ';') AS v FROM (SELECT key, value FROM catalogue_meta ORDER BY key)")
    .first<{ v: string }>())!.v;

/** Waits (at most 20 s) until KV's copy is the catalogue's current version, and returns its text. */
async function currentCopy(mf: Miniflare, version: string): Promise<string> {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const text = await (await kvOf(mf)).get(META_COPY_KEY, "text");
    if (text && JSON.parse(text).version === version) return text;
  }
  throw new Error("the catalogue metadata's copy was not written");
}

describe("catalogue metadata copy", { timeout: 90_000 }, () => {
  it("a fresh worker's first search reads the seeded copy: one D1 round trip, the same answers as a worker that reads D1 in two, which then writes the copy", async () => {
    const fromCopy = await freshWorker();
    const version = await catalogueVersion(fromCopy);
    const seeded = await currentCopy(fromCopy, version);
    const withCopy = await searchAll(fromCopy);
    expect(withCopy.firstRoundTrips).toBe(1);

    const fromD1 = await freshWorker();
    await (await kvOf(fromD1)).delete(META_COPY_KEY);
    const withoutCopy = await searchAll(fromD1);
    expect(withoutCopy.firstRoundTrips).toBe(2);
    expect(withCopy.answers).toEqual(withoutCopy.answers);
    expect(JSON.parse(await currentCopy(fromD1, version))).toEqual(JSON.parse(seeded));
  });

  it("a copy of another catalogue version, whose counts and labels differ, is not believed: the answers are D1's and the copy is written again", async () => {
    const reference = await searchAll(await freshWorker());
    const mf = await freshWorker();
    const kv = await kvOf(mf);
    const version = await catalogueVersion(mf);
    const rows = JSON.parse((await kv.get(META_COPY_KEY, "text"))!);
    const older = {
      ...rows,
      version: "seed=an-older-catalogue",
      facetValues: rows.facetValues.map((r: { label: string }) => ({ ...r, label: `${r.label} (old)`, total: 1 })),
      categoryCounts: rows.categoryCounts.map((r: { category_id: number }) => ({ ...r, product_count: 1 })),
    };
    await kv.put(META_COPY_KEY, JSON.stringify(older));
    const answered = await searchAll(mf);
    expect(answered.answers).toEqual(reference.answers);
    expect(JSON.parse(await currentCopy(mf, version))).toEqual(rows);
  });

  it("a damaged copy (cut short, or not of its outline) is refused: the search reads D1, answers the same, and writes the copy again", async () => {
    const reference = await searchAll(await freshWorker());
    for (const damage of [(text: string) => text.slice(0, text.length - 40), (text: string) => JSON.stringify({ ...JSON.parse(text), categories: "none" })]) {
      const mf = await freshWorker();
      const kv = await kvOf(mf);
      const version = await catalogueVersion(mf);
      const sound = (await kv.get(META_COPY_KEY, "text"))!;
      await kv.put(META_COPY_KEY, damage(sound));
      const answered = await searchAll(mf);
      expect(answered.firstRoundTrips).toBe(2);
      expect(answered.answers).toEqual(reference.answers);
      expect(JSON.parse(await currentCopy(mf, version))).toEqual(JSON.parse(sound));
    }
  });

  it("after a reseed, only an isolate that planned with the copy writes it again: one that read D1 before leaves it (KV takes one write a second a key)", async () => {
    const readD1 = await freshWorker();
    const kv = await kvOf(readD1);
    const db = (await readD1.getD1Database("DB")) as unknown as D1Database;
    await kv.delete(META_COPY_KEY);
    await searchAll(readD1);
    const before = await currentCopy(readD1, await catalogueVersion(readD1));
    // the copy marked (KV metadata): a write drops the mark
    await kv.put(META_COPY_KEY, before, { metadata: { mark: 1 } });
    await db.prepare("INSERT INTO catalogue_meta (key, value) VALUES ('meta_copy_test', ?1)").bind(String(Date.now())).run();
    try {
      const reseeded = await catalogueVersion(readD1);
      const afterReseed = await searchAll(readD1);
      // it answers from the new catalogue, and leaves the copy as it was
      expect(afterReseed.firstRoundTrips).toBeGreaterThan(1);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await kv.getWithMetadata(META_COPY_KEY, "text")).toEqual({ value: before, metadata: { mark: 1 }, cacheStatus: null });

      // a new isolate plans with the older copy, finds the catalogue reseeded, and writes the copy again
      const fromCopy = await freshWorker();
      expect((await searchAll(fromCopy)).answers).toEqual(afterReseed.answers);
      expect(JSON.parse(await currentCopy(fromCopy, reseeded)).version).toBe(reseeded);
    } finally {
      await db.prepare("DELETE FROM catalogue_meta WHERE key = 'meta_copy_test'").run();
    }
  });
});
