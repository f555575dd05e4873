// Cold isolates (issue #28, docs/decisions/0076): a new isolate reads the catalogue version's facet
// index snapshot from the SEARCH_INDEX KV instead of building it from D1, and answers exactly as an
// isolate that built it. The answer says which it did (Server-Timing `facet-index`).
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeSnapshot, snapshotKey } from "#app/search/index-snapshot.ts";
import { get, startWorker, TEST_STATE_DIR } from "./worker-harness";

/** A term of common words with two facets, and a category page with one: counts, totals and a page from the index. */
const SEARCHES = [
  { term: "dog food", facetFilters: [{ key: "rating", value: "4" }], sort: "byLowestPrice" },
  {
    groupId: "288",
    facetFilters: [
      { key: "rating", value: "4" },
      { key: "Lifestage", value: "Adult" },
    ],
  },
];

let dir: string;
const workers: Miniflare[] = [];

/** A fresh worker (a new isolate: no index yet) on the state in `stateDir`. */
async function freshWorker(stateDir: string): Promise<Miniflare> {
  const mf = startWorker({ stateDir });
  workers.push(mf);
  await mf.ready;
  return mf;
}

/** The answers to SEARCHES, in order, and where the isolate's index came from. */
async function searchAll(mf: Miniflare) {
  const answers: unknown[] = [];
  const sources: (string | undefined)[] = [];
  for (const body of SEARCHES) {
    const res = await get(mf, "/plp/api/search", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    expect(res.status).toBe(200);
    sources.push(/facet-index;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1]);
    answers.push(await res.json());
  }
  return { answers, sources };
}

const snapshotsOf = async (mf: Miniflare) => (await mf.getKVNamespace("SEARCH_INDEX")) as unknown as KVNamespace;

/** The catalogue version's snapshot in a worker's KV, if any. */
async function storedSnapshot(mf: Miniflare, version: string): Promise<ArrayBuffer | null> {
  return (await snapshotsOf(mf)).get(snapshotKey(version), "arrayBuffer");
}

/** Waits (at most 20 s) until the worker's KV holds a snapshot that `version` decodes, and returns it. */
async function soundSnapshot(mf: Miniflare, version: string) {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const bytes = await storedSnapshot(mf, version);
    const decoded = bytes && decodeSnapshot(bytes, version);
    if (decoded && decoded.ok) return decoded.snapshot;
  }
  throw new Error("no sound snapshot was written");
}

const catalogueVersion = async (mf: Miniflare) =>
  (await (
    await mf.getD1Database("DB")
  )
    .prepare("SELECT group_concat(key || '=' || value, ';') AS v FROM (SELECT key, value FROM catalogue_meta ORDER BY key)")
    .first<{ v: string }>())!.v;

beforeAll(() => {
  // A copy of the seeded state whose KV this file changes (the other test files keep theirs).
  dir = mkdtempSync(path.join(tmpdir(), "tailwise-snapshot-"));
  cpSync(TEST_STATE_DIR, dir, { recursive: true });
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((mf) => mf.dispose()));
  rmSync(dir, { recursive: true, force: true });
});

describe("facet index snapshot", { timeout: 90_000 }, () => {
  it("a fresh worker reads the seeded snapshot and answers with the same counts, totals and pages as one that builds its index from D1, which then writes the snapshot", async () => {
    const fromSnapshot = await searchAll(await freshWorker(TEST_STATE_DIR));
    expect(fromSnapshot.sources).toEqual(["snapshot", "snapshot"]);

    const builder = await freshWorker(dir);
    const version = await catalogueVersion(builder);
    const seeded = (await storedSnapshot(builder, version))!;
    expect(seeded).not.toBeNull();
    await (await snapshotsOf(builder)).delete(snapshotKey(version));
    const fromD1 = await searchAll(builder);
    expect(fromD1.sources).toEqual(["d1", "d1"]);
    expect(fromSnapshot.answers).toEqual(fromD1.answers);

    // the builder's snapshot (written after its answer) holds what the seeding's does
    const written = await soundSnapshot(builder, version);
    const decodedSeed = decodeSnapshot(seeded, version);
    expect(decodedSeed.ok && decodedSeed.snapshot).toEqual(written);

    // and the next fresh isolate reads it
    const next = await searchAll(await freshWorker(dir));
    expect(next).toEqual(fromSnapshot);
  });

  it("a damaged snapshot is refused: the worker builds from D1, answers the same, and writes a sound one", async () => {
    const seeded = await freshWorker(TEST_STATE_DIR);
    const reference = await searchAll(seeded);
    const version = await catalogueVersion(seeded);
    const key = snapshotKey(version);
    const bytes = (await storedSnapshot(seeded, version))!;
    for (const damaged of [bytes.slice(0, bytes.byteLength - 64), flipByte(bytes, Math.floor(bytes.byteLength / 2))]) {
      const mf = await freshWorker(dir);
      // through the KV binding, not a request: the isolate has loaded no index yet
      await (await snapshotsOf(mf)).put(key, damaged);
      const answered = await searchAll(mf);
      expect(answered.sources).toEqual(["d1", "d1"]);
      expect(answered.answers).toEqual(reference.answers);
      await soundSnapshot(mf, version);
    }
  });
});

function flipByte(bytes: ArrayBuffer, at: number): ArrayBuffer {
  const copy = new Uint8Array(bytes.slice(0));
  copy[at] ^= 0x01;
  return copy.buffer;
}
