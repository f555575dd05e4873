import { describe, expect, it } from "vitest";
import { compactPostings, emptyBits, fullBits, setBit } from "./bitset";
import { popularityTermsOf } from "./popularity-terms";
import { keyOf } from "./relevance";
import {
  decodeOrder,
  decodePhraseScores,
  decodeSnapshot,
  encodeOrder,
  encodePhraseScores,
  encodeSnapshot,
  orderKey,
  phraseScoresKey,
  snapshotKey,
  type IndexSnapshot,
} from "./index-snapshot";

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
    popularityTerms: popularityTermsOf([
      [7, 0.30000000000000004],
      [0, 0],
    ]),
  };
}

const decoded = (bytes: ArrayBuffer | Uint8Array, version = VERSION) => decodeSnapshot(bytes, version);

/** What an isolate reads back: the base, then each scores and order value it lists, checked against it; the snapshot, or the first refusal. */
function readBack(
  { base, scores, orders }: ReturnType<typeof encodeSnapshot>,
  version = VERSION,
): { ok: true; snapshot: IndexSnapshot } | { ok: false; reason: string } {
  const b = decodeSnapshot(base, version);
  if (!b.ok) return b;
  const { scoredPhrases, storedOrders, ...rest } = b.value;
  const phraseScores: IndexSnapshot["phraseScores"] = new Map();
  for (const [phrase, matches] of scoredPhrases) {
    const d = decodePhraseScores(scores.get(phrase)!, version, phrase, matches);
    if (!d.ok) return d;
    phraseScores.set(phrase, d.value);
  }
  const readOrders: IndexSnapshot["orders"] = new Map();
  for (const [clause, length] of storedOrders) {
    const d = decodeOrder(orders.get(clause)!, version, clause, length);
    if (!d.ok) return d;
    readOrders.set(clause, d.value);
  }
  return { ok: true, snapshot: { ...rest, orders: readOrders, phraseScores } };
}

/** The bytes with one bit of byte `at` flipped. */
function flipped(bytes: ArrayBuffer, at: number): Uint8Array {
  const changed = new Uint8Array(bytes.slice(0));
  changed[at] ^= 0x10;
  return changed;
}

describe("facet index snapshot: the base", () => {
  it("reads back as the index it was made of: every array with its type, every map, the common words and their scores", () => {
    const s = sample();
    const result = readBack(encodeSnapshot(s));
    expect(result).toEqual({ ok: true, snapshot: s });
    if (!result.ok) return;
    // postings keep their form: a dense value stays a bitset, a sparse one a member list
    expect(result.snapshot.values.get(11)).toBeInstanceOf(Uint32Array);
    expect(result.snapshot.values.get(12)).toBeInstanceOf(Int32Array);
    // bm25 doubles bit for bit
    expect(Object.is(result.snapshot.phraseScores.get('"café"*')!.key[1], -0.1 - 0.2)).toBe(true);
    expect(keyOf(result.snapshot.popularityTerms!, 7)).toBe(0.30000000000000004);
    expect(keyOf(result.snapshot.popularityTerms!, 3)).toBeUndefined();
  });

  it("holds no scores and no orders, only which phrases and orders have a value and the length of each", () => {
    const { base, scores, orders } = encodeSnapshot(sample());
    const result = decoded(base);
    expect(result.ok && result.value.orders).toEqual(new Map());
    expect(result.ok && result.value.storedOrders).toEqual(
      new Map([
        ["pc.popularity DESC", 70],
        ["p.name COLLATE NOCASE", 70],
      ]),
    );
    expect([...orders.keys()]).toEqual(["pc.popularity DESC", "p.name COLLATE NOCASE"]);
    const withoutOrders = encodeSnapshot({ ...sample(), orders: new Map() }).base;
    expect(base.byteLength - withoutOrders.byteLength).toBeLessThan(64); // the list in the header, no arrays
    expect(result.ok && result.value.scoredPhrases).toEqual(
      new Map([
        ['"café"*', 2],
        ['"dog"*', 3],
      ]),
    );
    expect([...scores.keys()]).toEqual(['"café"*', '"dog"*']);
    const withoutScores = encodeSnapshot({ ...sample(), phraseScores: new Map() }).base;
    expect(base.byteLength - withoutScores.byteLength).toBeLessThan(64); // the list in the header, no arrays
  });

  it("reads its arrays straight from the bytes (views, no copies)", () => {
    const { base, scores } = encodeSnapshot(sample());
    const result = decoded(base);
    expect(result.ok && result.value.ids.buffer).toBe(base);
    const order = encodeSnapshot(sample()).orders.get("pc.popularity DESC")!;
    const o = decodeOrder(order, VERSION, "pc.popularity DESC", 70);
    expect(o.ok && o.value.buffer).toBe(order);
    const dog = scores.get('"dog"*')!;
    const d = decodePhraseScores(dog, VERSION, '"dog"*', 3);
    expect(d.ok && d.value.key.buffer).toBe(dog);
    expect(d.ok && d.value.idx.buffer).toBe(dog);
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
    expect(readBack(encodeSnapshot(empty))).toEqual({ ok: true, snapshot: empty });
  });

  it("decodes bytes that do not start on an 8-byte boundary", () => {
    const shift = (bytes: ArrayBuffer) => {
      const shifted = new Uint8Array(bytes.byteLength + 1).subarray(1);
      shifted.set(new Uint8Array(bytes));
      return shifted;
    };
    const { base, scores } = encodeSnapshot(sample());
    expect(decoded(shift(base))).toMatchObject({ ok: true });
    expect(decodePhraseScores(shift(scores.get('"dog"*')!), VERSION, '"dog"*', 3)).toEqual({ ok: true, value: sample().phraseScores.get('"dog"*') });
  });

  it("refuses another catalogue version's base", () => {
    expect(decoded(encodeSnapshot(sample()).base, `${VERSION}x`)).toEqual({ ok: false, reason: "another catalogue version" });
  });

  it("refuses a base with any byte changed, in its header or its arrays", () => {
    const { base } = encodeSnapshot(sample());
    for (const at of [4, 8, 12, 16, 25, base.byteLength - 1, Math.floor(base.byteLength / 2)]) {
      expect(decoded(flipped(base, at)), `byte ${at}`).toMatchObject({ ok: false });
    }
  });

  it("refuses a truncated or lengthened base, and bytes that are not one", () => {
    const bytes = new Uint8Array(encodeSnapshot(sample()).base);
    expect(decoded(bytes.subarray(0, bytes.length - 4))).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(decoded(bytes.subarray(0, 10))).toMatchObject({ ok: false });
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(decoded(longer)).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(decoded(new TextEncoder().encode(JSON.stringify({ version: VERSION, padding: "...." })))).toMatchObject({ ok: false });
    expect(decoded(new ArrayBuffer(0))).toMatchObject({ ok: false });
    // a phrase's scores value is not a base
    expect(decoded(encodeSnapshot(sample()).scores.get('"dog"*')!)).toEqual({ ok: false, reason: "not a facet index snapshot's base" });
    expect(decoded(encodeSnapshot(sample()).orders.get("pc.popularity DESC")!)).toEqual({ ok: false, reason: "not a facet index snapshot's base" });
  });

  it("refuses a base whose arrays point past its body, even with a matching checksum", () => {
    // an encoder bug rather than a damaged value: the header's spans are checked, not trusted
    const s = sample();
    const lying = { ...s, popularity: s.popularity.subarray(0, 10) };
    expect(decoded(encodeSnapshot(lying).base)).toEqual({ ok: false, reason: "product arrays of another size" });
  });

  it("refuses a base whose popularity terms are not ascending, even with a matching checksum (they are looked up by binary search)", () => {
    const s = sample();
    const unsorted = { ...s, popularityTerms: { idx: Int32Array.from([7, 0]), key: Float64Array.from([0.30000000000000004, 0]) } };
    expect(decoded(encodeSnapshot(unsorted).base)).toEqual({ ok: false, reason: "RangeError: popularities not ascending" });
  });

  it("leaves out, and does not list, a phrase whose scores value would be over the largest value KV takes", () => {
    const s = sample();
    const dogBytes = encodePhraseScores(VERSION, '"dog"*', s.phraseScores.get('"dog"*')!).byteLength;
    const cafeBytes = encodePhraseScores(VERSION, '"café"*', s.phraseScores.get('"café"*')!).byteLength;
    expect(cafeBytes).toBeLessThan(dogBytes);
    const { base, scores } = encodeSnapshot(s, dogBytes - 1);
    expect([...scores.keys()]).toEqual(['"café"*']);
    const result = decoded(base);
    expect(result.ok && [...result.value.scoredPhrases.keys()]).toEqual(['"café"*']);
  });
});

describe("facet index snapshot: a phrase's scores", () => {
  const dog = () => encodeSnapshot(sample()).scores.get('"dog"*')!;
  const decodeDog = (bytes: ArrayBuffer | Uint8Array, version = VERSION, phrase = '"dog"*', matches = 3) => decodePhraseScores(bytes, version, phrase, matches);

  it("reads back as the phrase's matches and their bm25, bit for bit", () => {
    const result = decodeDog(dog());
    expect(result).toEqual({ ok: true, value: sample().phraseScores.get('"dog"*') });
    expect(result.ok && Object.is(result.value.key[0], -3.5e-7)).toBe(true);
  });

  it("refuses another catalogue version's, another phrase's, or a value of another match count than the base lists", () => {
    expect(decodeDog(dog(), `${VERSION}x`)).toEqual({ ok: false, reason: "another catalogue version" });
    // e.g. a hash collision of two phrases' keys: the header names the phrase
    expect(decodeDog(dog(), VERSION, '"café"*', 3)).toEqual({ ok: false, reason: "another phrase" });
    expect(decodeDog(dog(), VERSION, '"dog"*', 4)).toMatchObject({ ok: false, reason: expect.stringMatching(/3 matches/) });
  });

  it("refuses a value with any byte changed, in its header or its arrays", () => {
    const bytes = dog();
    for (const at of [0, 4, 8, 12, 16, 25, bytes.byteLength - 1, bytes.byteLength - 20]) {
      expect(decodeDog(flipped(bytes, at)), `byte ${at}`).toMatchObject({ ok: false });
    }
  });

  it("refuses a truncated or lengthened value, and a base given as one", () => {
    const bytes = new Uint8Array(dog());
    expect(decodeDog(bytes.subarray(0, bytes.length - 8))).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(decodeDog(bytes.subarray(0, 12))).toMatchObject({ ok: false });
    const longer = new Uint8Array(bytes.length + 8);
    longer.set(bytes);
    expect(decodeDog(longer)).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(decodeDog(encodeSnapshot(sample()).base)).toEqual({ ok: false, reason: "not a facet index snapshot's scores" });
  });

  it("never serves part of a phrase's scores: a snapshot with one value refused reads back as refused", () => {
    const encoded = encodeSnapshot(sample());
    encoded.scores.set('"café"*', encoded.scores.get('"dog"*')!);
    expect(readBack(encoded)).toEqual({ ok: false, reason: "another phrase" });
  });
});

describe("facet index snapshot: a sort order", () => {
  const BY_POPULARITY = "pc.popularity DESC";
  const popular = () => encodeSnapshot(sample()).orders.get(BY_POPULARITY)!;
  const decodePopular = (bytes: ArrayBuffer | Uint8Array, version = VERSION, clause = BY_POPULARITY, length = 70) =>
    decodeOrder(bytes, version, clause, length);

  it("reads back as the products in that order", () => {
    expect(decodePopular(popular())).toEqual({ ok: true, value: sample().orders.get(BY_POPULARITY) });
  });

  it("refuses another catalogue version's, another order's, or an order of another length than the base lists", () => {
    expect(decodePopular(popular(), `${VERSION}x`)).toEqual({ ok: false, reason: "another catalogue version" });
    // e.g. a hash collision of two clauses' keys: the header names the clause
    expect(decodePopular(popular(), VERSION, "p.name COLLATE NOCASE")).toEqual({ ok: false, reason: "another sort order" });
    expect(decodePopular(popular(), VERSION, BY_POPULARITY, 71)).toMatchObject({ ok: false, reason: expect.stringMatching(/70 products/) });
  });

  it("refuses a value with any byte changed, in its header or its order", () => {
    const bytes = popular();
    for (const at of [0, 4, 8, 12, 16, 25, bytes.byteLength - 1, bytes.byteLength - 20]) {
      expect(decodePopular(flipped(bytes, at)), `byte ${at}`).toMatchObject({ ok: false });
    }
  });

  it("refuses a truncated or lengthened value, and a base or a phrase's scores given as one", () => {
    const bytes = new Uint8Array(popular());
    expect(decodePopular(bytes.subarray(0, bytes.length - 4))).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(decodePopular(longer)).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(decodePopular(encodeSnapshot(sample()).base)).toEqual({ ok: false, reason: "not a facet index snapshot's sort order" });
    expect(decodePopular(encodeSnapshot(sample()).scores.get('"dog"*')!)).toEqual({ ok: false, reason: "not a facet index snapshot's sort order" });
  });

  it("never serves part of an order: a snapshot with one order value refused reads back as refused", () => {
    const encoded = encodeSnapshot(sample());
    encoded.orders.set("p.name COLLATE NOCASE", encoded.orders.get(BY_POPULARITY)!);
    expect(readBack(encoded)).toEqual({ ok: false, reason: "another sort order" });
  });

  it("leaves out, and does not list, an order whose value would be over the largest value KV takes", () => {
    const s = sample();
    const orderBytes = encodeOrder(VERSION, BY_POPULARITY, s.orders.get(BY_POPULARITY)!).byteLength;
    const { base, orders } = encodeSnapshot({ ...s, phraseScores: new Map() }, orderBytes - 1);
    expect(orders.size).toBe(0);
    const result = decoded(base);
    expect(result.ok && result.value.storedOrders).toEqual(new Map());
  });
});

describe("facet index snapshot keys", () => {
  it("keys the base by a short key of the version (KV keys are at most 512 bytes), a new key for a new version", () => {
    const long = VERSION.repeat(100);
    expect(snapshotKey(long).length).toBeLessThan(64);
    expect(snapshotKey(VERSION)).not.toBe(snapshotKey(`${VERSION}1`));
    expect(snapshotKey(VERSION)).toBe(snapshotKey(VERSION));
  });

  it("keys each phrase's scores under its version's base, one key per phrase", () => {
    const dog = phraseScoresKey(VERSION, '"dog"*');
    expect(dog.startsWith(`${snapshotKey(VERSION)}/scores/`)).toBe(true);
    expect(dog).not.toBe(phraseScoresKey(VERSION, '"café"*'));
    expect(dog).not.toBe(phraseScoresKey(`${VERSION}1`, '"dog"*'));
    expect(phraseScoresKey(VERSION.repeat(100), '"dog"*'.repeat(50)).length).toBeLessThan(100);
  });

  it("keys each sort order under its version's base, one key per order, apart from the scores'", () => {
    const popular = orderKey(VERSION, "pc.popularity DESC");
    expect(popular.startsWith(`${snapshotKey(VERSION)}/orders/`)).toBe(true);
    expect(popular).not.toBe(orderKey(VERSION, "p.name COLLATE NOCASE"));
    expect(popular).not.toBe(orderKey(`${VERSION}1`, "pc.popularity DESC"));
    expect(popular).not.toBe(phraseScoresKey(VERSION, "pc.popularity DESC"));
  });
});
