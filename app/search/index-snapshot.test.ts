import { describe, expect, it } from "vitest";
import { compactPostings, emptyBits, fullBits, setBit } from "./bitset";
import { decodeSnapshot, encodeSnapshot, snapshotKey, type IndexSnapshot } from "./index-snapshot";

const VERSION = "generator=7;load_id=00ff;product_count=70";

/** A small index: 70 products (3 words a bitset), a dense value (a bitset), a sparse one (2 members: a list), two orders, two common words. */
function sample(): IndexSnapshot {
  const size = 70;
  const dense = fullBits(size);
  const sparse = emptyBits(size);
  for (const i of [3, 69]) setBit(sparse, i);
  return {
    version: VERSION,
    size,
    baseId: 1000,
    ftsRows: 72,
    ids: Int32Array.from({ length: size }, (_, i) => 1000 + 2 * i),
    popularity: Int32Array.from({ length: size }, (_, i) => (i * 37) % 11),
    saleRank: Int32Array.from({ length: size }, (_, i) => size - i),
    values: new Map([
      [11, compactPostings(dense)],
      [12, compactPostings(sparse)],
    ]),
    categories: new Map([[288, compactPostings(sparse)]]),
    orders: new Map([
      ["pc.popularity DESC", Int32Array.from({ length: size }, (_, i) => size - 1 - i)],
      ["p.name COLLATE NOCASE", Int32Array.from({ length: size }, (_, i) => (i * 3) % size)],
    ]),
    frequentPhrases: ['"dog"*', '"café"*'],
    terms: new Map([
      ['"dog"*', { bits: compactPostings(dense), docs: 71 }],
      ['"café"*', { bits: compactPostings(sparse), docs: 2 }],
    ]),
    phraseScores: new Map([
      // an odd count before the doubles: they still start on 8 bytes
      ['"café"*', { idx: Int32Array.from([3, 69]), key: Float64Array.from([-1.25, -0.1 - 0.2]) }],
      ['"dog"*', { idx: Int32Array.from([0, 1, 5]), key: Float64Array.from([-3.5e-7, -2, Number.MIN_VALUE]) }],
    ]),
    popularityTerms: new Map([
      [0, 0],
      [7, 0.30000000000000004],
    ]),
  };
}

const decoded = (bytes: ArrayBuffer | Uint8Array, version = VERSION) => decodeSnapshot(bytes, version);

describe("facet index snapshot", () => {
  it("decodes to the index it was made of: every array with its type, every map, the common words", () => {
    const s = sample();
    const result = decoded(encodeSnapshot(s));
    expect(result).toEqual({ ok: true, snapshot: s });
    if (!result.ok) return;
    // postings keep their form: a dense value stays a bitset, a sparse one a member list
    expect(result.snapshot.values.get(11)).toBeInstanceOf(Uint32Array);
    expect(result.snapshot.values.get(12)).toBeInstanceOf(Int32Array);
    // bm25 doubles bit for bit
    expect(Object.is(result.snapshot.phraseScores.get('"café"*')!.key[1], -0.1 - 0.2)).toBe(true);
    expect(result.snapshot.popularityTerms!.get(7)).toBe(0.30000000000000004);
  });

  it("reads its arrays straight from the bytes (views, no copies)", () => {
    const bytes = encodeSnapshot(sample());
    const result = decoded(bytes);
    expect(result.ok && result.snapshot.ids.buffer).toBe(bytes);
    expect(result.ok && result.snapshot.orders.get("pc.popularity DESC")!.buffer).toBe(bytes);
    expect(result.ok && result.snapshot.phraseScores.get('"dog"*')!.key.buffer).toBe(bytes);
  });

  it("keeps an index with no products and common words not loaded", () => {
    const empty: IndexSnapshot = {
      ...sample(),
      size: 0,
      ids: new Int32Array(0),
      popularity: new Int32Array(0),
      saleRank: new Int32Array(0),
      values: new Map(),
      categories: new Map(),
      orders: new Map(),
      terms: null,
      phraseScores: new Map(),
      popularityTerms: null,
    };
    expect(decoded(encodeSnapshot(empty))).toEqual({ ok: true, snapshot: empty });
  });

  it("decodes bytes that do not start on an 8-byte boundary", () => {
    const bytes = new Uint8Array(encodeSnapshot(sample()));
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    expect(decoded(shifted)).toEqual({ ok: true, snapshot: sample() });
  });

  it("refuses another catalogue version's snapshot", () => {
    expect(decoded(encodeSnapshot(sample()), `${VERSION}x`)).toEqual({ ok: false, reason: "another catalogue version" });
  });

  it("refuses a snapshot with any byte changed, in its header or its arrays", () => {
    const bytes = new Uint8Array(encodeSnapshot(sample()));
    for (const at of [4, 8, 12, 16, 25, bytes.length - 1, Math.floor(bytes.length / 2)]) {
      const changed = bytes.slice();
      changed[at] ^= 0x10;
      expect(decoded(changed), `byte ${at}`).toMatchObject({ ok: false });
    }
  });

  it("refuses a truncated or lengthened snapshot, and bytes that are not one", () => {
    const bytes = new Uint8Array(encodeSnapshot(sample()));
    expect(decoded(bytes.subarray(0, bytes.length - 4))).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(decoded(bytes.subarray(0, 10))).toMatchObject({ ok: false });
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(decoded(longer)).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(decoded(new TextEncoder().encode(JSON.stringify({ version: VERSION, padding: "...." })))).toMatchObject({ ok: false });
    expect(decoded(new ArrayBuffer(0))).toMatchObject({ ok: false });
  });

  it("refuses a snapshot whose arrays point past its body, even with a matching checksum", () => {
    // an encoder bug rather than a damaged value: the header's spans are checked, not trusted
    const s = sample();
    const lying = { ...s, popularity: s.popularity.subarray(0, 10) };
    expect(decoded(encodeSnapshot(lying))).toEqual({ ok: false, reason: "product arrays of another size" });
  });

  it("is keyed by a short key of the version (KV keys are at most 512 bytes), a new key for a new version", () => {
    const long = VERSION.repeat(100);
    expect(snapshotKey(long).length).toBeLessThan(64);
    expect(snapshotKey(VERSION)).not.toBe(snapshotKey(`${VERSION}1`));
    expect(snapshotKey(VERSION)).toBe(snapshotKey(VERSION));
  });
});
