// Cold isolates (issue #28, docs/decisions/0076): a new isolate reads the catalogue version's facet
// index snapshot from the SEARCH_INDEX KV instead of building it from D1, and answers exactly as an
// isolate that built it. The answer says which it did (Server-Timing `facet-index`). The snapshot is
// a base, one value per common word's bm25 scores and one per sort order: a word or an order whose
// value is missing or damaged is loaded from D1, answers the same, and its value is written again.
import type { Miniflare } from "miniflare";
import { describe, expect, it } from "vitest";
import { deleteSnapshot, storedSnapshot, type StoredSnapshot } from "#app/search/facet-index.server.ts";
import { buildFtsMatch } from "#app/search/fts.ts";
import { decodeSnapshot, orderKey, phraseScoresKey, snapshotKey } from "#app/search/index-snapshot.ts";
import { orderByClause } from "#app/search/query.server.ts";
import { useFreshWorkers } from "./use-worker";
import { get, TEST_STATE_DIR } from "./worker-harness";

/** A term of common words with two facets, by price and by relevance (the words' bm25 scores), and a category page with one: counts, totals and a page from the index. */
const SEARCHES = [
  { term: "dog food", facetFilters: [{ key: "rating", value: "4" }], sort: "byLowestPrice" },
  { term: "dog food", facetFilters: [{ key: "rating", value: "4" }] },
  {
    groupId: "288",
    facetFilters: [
      { key: "rating", value: "4" },
      { key: "Lifestage", value: "Adult" },
    ],
  },
];

const workers = useFreshWorkers("snapshot");
/** A fresh worker (a new isolate: no index yet) on the seeded state, or on this file's copy of it (whose KV it changes). */
const freshWorker = (on: "seeded" | "copy") => workers.fresh(on === "seeded" ? { stateDir: TEST_STATE_DIR } : {});

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

/** Waits (at most 20 s) until the worker's KV holds a sound snapshot of `version` (the base and every scores value it lists), and returns it. */
async function soundSnapshot(mf: Miniflare, version: string) {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const stored = await storedSnapshot(await snapshotsOf(mf), version);
    if (stored) return stored;
  }
  throw new Error("no sound snapshot was written");
}

/** The base's contents and the scores and order values' bytes, to compare two snapshots. */
function contentsOf({ base, scores, orders }: StoredSnapshot, version: string) {
  const decoded = decodeSnapshot(base, version);
  const bytesOf = (values: Map<string, ArrayBuffer>) => new Map([...values].map(([name, bytes]) => [name, new Uint8Array(bytes)]));
  return { base: decoded.ok && decoded.value, scores: bytesOf(scores), orders: bytesOf(orders) };
}

/** The FTS phrases of the relevance search's words, whose scores the snapshot holds. */
const SCORED = ["dog", "food"].map((word) => buildFtsMatch([word])!);
/** The orders of SEARCHES' sorts (by price; by relevance, whose order without a term is by popularity), each a value of the snapshot. */
const ORDERED = [orderByClause("byLowestPrice", "us"), orderByClause("byRelevance", "us")];

const catalogueVersion = async (mf: Miniflare) =>
  (await (
    await mf.getD1Database("DB")
  )
    .prepare("SELECT group_concat(key || '=' || value, ';') AS v FROM (SELECT key, value FROM catalogue_meta ORDER BY key)")
    .first<{ v: string }>())!.v;

describe("facet index snapshot", { timeout: 90_000 }, () => {
  it("a fresh worker reads the seeded snapshot and answers with the same counts, totals and pages as one that builds its index from D1, which then writes the snapshot", async () => {
    const fromSnapshot = await searchAll(await freshWorker("seeded"));
    expect(fromSnapshot.sources).toEqual(["snapshot", "snapshot", "snapshot"]);

    const builder = await freshWorker("copy");
    const version = await catalogueVersion(builder);
    const seeded = (await storedSnapshot(await snapshotsOf(builder), version))!;
    expect(seeded).not.toBeNull();
    expect([...seeded.scores.keys()]).toEqual(expect.arrayContaining(SCORED));
    expect([...seeded.orders.keys()]).toEqual(expect.arrayContaining(ORDERED));
    await deleteSnapshot(await snapshotsOf(builder), version, seeded);
    const fromD1 = await searchAll(builder);
    expect(fromD1.sources).toEqual(["d1", "d1", "d1"]);
    expect(fromSnapshot.answers).toEqual(fromD1.answers);

    // the builder's snapshot (written after its answer) holds what the seeding's does
    const written = await soundSnapshot(builder, version);
    expect(contentsOf(written, version)).toEqual(contentsOf(seeded, version));

    // and the next fresh isolate reads it
    const next = await searchAll(await freshWorker("copy"));
    expect(next).toEqual(fromSnapshot);
  });

  it("a damaged snapshot is refused: the worker builds from D1, answers the same, and writes a sound one", async () => {
    const seeded = await freshWorker("seeded");
    const reference = await searchAll(seeded);
    const version = await catalogueVersion(seeded);
    const key = snapshotKey(version);
    const bytes = (await storedSnapshot(await snapshotsOf(seeded), version))!.base;
    for (const damaged of [bytes.slice(0, bytes.byteLength - 64), flipByte(bytes, Math.floor(bytes.byteLength / 2))]) {
      const mf = await freshWorker("copy");
      // through the KV binding, not a request: the isolate has loaded no index yet
      await (await snapshotsOf(mf)).put(key, damaged);
      const answered = await searchAll(mf);
      expect(answered.sources).toEqual(["d1", "d1", "d1"]);
      expect(answered.answers).toEqual(reference.answers);
      await soundSnapshot(mf, version);
    }
  });

  it("a word whose scores value is missing, damaged or another word's has its scores loaded from D1: the same counts, totals and pages, and the value written again", async () => {
    await expectPartMended("scores", SCORED, phraseScoresKey);
  });

  it("a sort whose order value is missing, damaged or another sort's has its order loaded from D1: the same counts, totals and pages, and the value written again", async () => {
    await expectPartMended("orders", ORDERED, orderKey);
  });
});

/**
 * One value of a snapshot's `kind` (that of `names[0]`) missing, damaged, or holding `names[1]`'s
 * bytes, in turn: a fresh worker answers SEARCHES from the snapshot's base exactly as the seeded
 * one does, and writes the value back byte for byte; `names[1]`'s sound value, marked with KV
 * metadata, keeps its mark (read and used, not written again: a write drops the mark).
 */
async function expectPartMended(kind: "scores" | "orders", names: string[], keyOf: (version: string, name: string) => string) {
  const seeded = await freshWorker("seeded");
  const reference = await searchAll(seeded);
  const version = await catalogueVersion(seeded);
  const values = (await storedSnapshot(await snapshotsOf(seeded), version))![kind];
  const [value, other] = names.map((name) => values.get(name)!);
  const [key, otherKey] = names.map((name) => keyOf(version, name));
  for (const damaged of [null, flipByte(value, value.byteLength - 16), other]) {
    const mf = await freshWorker("copy");
    const kv = await snapshotsOf(mf);
    if (damaged) await kv.put(key, damaged);
    else await kv.delete(key);
    await kv.put(otherKey, other, { metadata: { mark: 1 } });
    expect(await storedSnapshot(kv, version)).toBeNull();
    const answered = await searchAll(mf);
    // the base came from the snapshot: only that part came from D1
    expect(answered.sources).toEqual(["snapshot", "snapshot", "snapshot"]);
    expect(answered.answers).toEqual(reference.answers);
    const mended = await soundSnapshot(mf, version);
    expect(new Uint8Array(mended[kind].get(names[0])!)).toEqual(new Uint8Array(value));
    expect((await kv.getWithMetadata(otherKey)).metadata).toEqual({ mark: 1 });
  }
}

function flipByte(bytes: ArrayBuffer, at: number): ArrayBuffer {
  const copy = new Uint8Array(bytes.slice(0));
  copy[at] ^= 0x01;
  return copy.buffer;
}
