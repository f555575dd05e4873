// The facet index of one catalogue version as bytes (docs/decisions/0076): built once, stored in
// KV, and read by a new isolate instead of rebuilding it from D1. Pure: encode and decode only;
// who writes and reads it is facet-index.server.ts.
//
// Three kinds of value (format 4, 0076's update of 2026-11-29 (third)): the base, everything but the
// bm25 scores and the sort orders, whose header lists each scored phrase with its match count and
// each sort order with its length; one value per scored phrase (its matches and their bm25); and
// one value per sort order. A first search reads the base, its own words' scores and its own sort's
// order only (at 100k, "dog food" reads ~4.9 MiB instead of 16.3 in one value).
//
// Layout of each (little-endian 32-bit words; every typed array starts on its own alignment, 8
// bytes for the bm25 doubles, so decoding makes views over the bytes and copies nothing):
//   0  magic ("TWFI" base, "TWFS" scores, "TWFO" order)   4  format (SNAPSHOT_FORMAT)
//   8  header bytes (H)   12 body bytes (B)   16 checksum of bytes 20 .. end   20 zero
//   24 header: JSON (the base: version, sizes, and where each array lies in the body; the scores:
//      version, phrase, match count; the order: version, ORDER BY clause, length), padded to 8 bytes.
//      The base's long lists of numbers (each facet value's and category's postings: id, kind, where;
//      the popularity terms) are arrays in the body too, not JSON: the header's zod parse was most of
//      what decoding cost a cold first search (0076's third update of 2026-11-29). Format 5
//      (decision 0086): the popularity terms ascending by popularity (./popularity-terms.ts), read
//      as two views and looked up by binary search, not decoded into a Map; a base whose
//      popularities are not ascending is refused.
//   24 + H (rounded up to 8): body, the arrays one after the other (the scores: the doubles, then
//      the dense indexes; the order: the dense indexes in that order)
// A value of another version, format, kind or length, or whose checksum differs, is refused, and so
// is a scores value of another phrase or match count, or an order of another clause or length, than
// the base lists: the caller then loads that part from D1 as before, so a bad value never serves
// wrong counts or a wrong order.
import { z } from "zod";
import { isBitset, type Postings } from "./bitset";
import type { KnownKeys } from "./relevance";
import { isAscending, type PopularityTerms } from "./popularity-terms";

/** What a snapshot holds: the parts of the facet index that depend on the catalogue alone (no caches). */
export interface IndexSnapshot {
  version: string;
  size: number;
  baseId: number;
  ftsRows: number;
  ids: Int32Array;
  popularity: Int32Array;
  saleRank: Int32Array;
  values: Map<number, Postings>;
  categories: Map<number, Postings>;
  orders: Map<string, Int32Array>;
  frequentPhrases: string[];
  terms: Map<string, { bits: Postings; docs: number }> | null;
  /** FTS phrase → the bm25 of every published product matching it (the common words'), for relevance without SQL */
  phraseScores: Map<string, KnownKeys>;
  /** popularity → SQL's popularity term of the relevance key, with the phrase scores (else null) */
  popularityTerms: PopularityTerms | null;
}

/**
 * The base value decoded: the snapshot without its scores and orders (`orders` is empty), which
 * phrases have a scores value (phrase → match count) and which sort orders have a value (ORDER BY
 * clause → length).
 */
export type SnapshotBase = Omit<IndexSnapshot, "phraseScores"> & { scoredPhrases: Map<string, number>; storedOrders: Map<string, number> };

const MAGIC = 0x49465754; // "TWFI" read as a little-endian word
const SCORES_MAGIC = 0x53465754; // "TWFS"
const ORDER_MAGIC = 0x4f465754; // "TWFO"
const KIND_OF_MAGIC = new Map([
  [MAGIC, "a facet index snapshot's base"],
  [SCORES_MAGIC, "a facet index snapshot's scores"],
  [ORDER_MAGIC, "a facet index snapshot's sort order"],
]);
/** Bumped whenever the layout or the meaning of a part changes: older snapshots are then refused. */
const SNAPSHOT_FORMAT = 5;
const PREAMBLE_BYTES = 24;

/** A postings list in the body: 0 a bitset (Uint32 words), 1 the sorted member list (Int32). */
const BITSET = 0;
const LIST = 1;

const Span = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const Header = z.object({
  version: z.string(),
  size: z.number().int().min(0),
  baseId: z.number().int(),
  ftsRows: z.number().int().min(0),
  ids: Span,
  popularity: Span,
  saleRank: Span,
  /** the body's Int32 array of [id, kind, word offset, length] per facet value, flat */
  values: Span,
  /** the same per category */
  categories: Span,
  /** [ORDER BY clause, length] per sort order, each a value of its own */
  orders: z.array(z.tuple([z.string(), z.number().int().min(0)])),
  frequentPhrases: z.array(z.string()),
  /** [phrase, FTS documents, kind, word offset, length] per common word, or null when not loaded */
  terms: z.array(z.tuple([z.string(), z.number().int().min(0), z.number().int(), z.number().int().min(0), z.number().int().min(0)])).nullable(),
  /** [phrase, matches] per phrase whose scores are a value of their own */
  scoredPhrases: z.array(z.tuple([z.string(), z.number().int().min(0)])),
  /** the popularities (an Int32 array's span) and the word offset of their terms (as many doubles), or null */
  popularityTerms: z.tuple([Span, z.number().int().min(0)]).nullable(),
});
type Header = z.infer<typeof Header>;

const ScoresHeader = z.object({ version: z.string(), phrase: z.string(), matches: z.number().int().min(0) });
type ScoresHeader = z.infer<typeof ScoresHeader>;

const OrderHeader = z.object({ version: z.string(), clause: z.string(), length: z.number().int().min(0) });
type OrderHeader = z.infer<typeof OrderHeader>;

/**
 * A 32-bit checksum of the words `from`..end: each word mixed in (multiply, rotate) so a flipped
 * bit, a swapped or a lost word changes it. Not a defence against a forger (KV is ours), only
 * against bytes that are not what was written.
 */
function checksum(words: Uint32Array, from: number): number {
  let h = 0x9e3779b9 ^ (words.length - from);
  for (let i = from; i < words.length; i++) {
    h = Math.imul(h ^ words[i], 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 13)) >>> 0;
}

const pad8 = (n: number) => (n + 7) & ~7;

/** Arrays laid out one after the other in a body of 32-bit words. */
function bodyLayout() {
  const arrays: { at: number; words: Uint32Array }[] = [];
  let words = 0;
  return {
    /** an int array: its [word offset, length] */
    place(a: Int32Array | Uint32Array): [number, number] {
      arrays.push({ at: words, words: new Uint32Array(a.buffer, a.byteOffset, a.length) });
      words += a.length;
      return [words - a.length, a.length];
    },
    /** doubles start on an even word (the body starts on 8 bytes): their offset in words */
    placeDoubles(a: Float64Array): number {
      words += words & 1;
      arrays.push({ at: words, words: new Uint32Array(a.buffer, a.byteOffset, 2 * a.length) });
      words += 2 * a.length;
      return words - 2 * a.length;
    },
    /** the value: preamble, the header as JSON, the body (an ArrayBuffer of a multiple of 4 bytes) */
    frame(magic: number, header: Header | ScoresHeader | OrderHeader): ArrayBuffer {
      const json = new TextEncoder().encode(JSON.stringify(header));
      const bodyAt = PREAMBLE_BYTES + pad8(json.length);
      const buffer = new ArrayBuffer(bodyAt + 4 * words);
      const all = new Uint32Array(buffer);
      new Uint8Array(buffer, PREAMBLE_BYTES).set(json);
      const body = new Uint32Array(buffer, bodyAt);
      for (const a of arrays) body.set(a.words, a.at);
      all[0] = magic;
      all[1] = SNAPSHOT_FORMAT;
      all[2] = json.length;
      all[3] = 4 * words;
      all[4] = checksum(all, 5);
      return buffer;
    },
  };
}

/** A phrase's scores as a value of its own. */
export function encodePhraseScores(version: string, phrase: string, scores: KnownKeys): ArrayBuffer {
  const layout = bodyLayout();
  layout.placeDoubles(scores.key);
  layout.place(scores.idx);
  return layout.frame(SCORES_MAGIC, { version, phrase, matches: scores.idx.length });
}

/** A sort order (dense indexes in that order) as a value of its own. */
export function encodeOrder(version: string, clause: string, order: Int32Array): ArrayBuffer {
  const layout = bodyLayout();
  layout.place(order);
  return layout.frame(ORDER_MAGIC, { version, clause, length: order.length });
}

/** A snapshot's values: the base, one per scored phrase, one per sort order. */
export interface SnapshotValues {
  base: ArrayBuffer;
  /** phrase → its scores value */
  scores: Map<string, ArrayBuffer>;
  /** ORDER BY clause → its order value */
  orders: Map<string, ArrayBuffer>;
}

/**
 * The snapshot as values. A phrase's or an order's value that would be over `maxValueBytes` (KV's
 * limit) is left out, and so not listed by the base (that part then comes from D1); the base's own
 * size is the caller's to check.
 */
export function encodeSnapshot(s: IndexSnapshot, maxValueBytes = Infinity): SnapshotValues {
  const valuesOf = <T>(parts: Map<string, T>, encode: (version: string, name: string, part: T) => ArrayBuffer) =>
    new Map(
      [...parts].flatMap(([name, part]) => {
        const bytes = encode(s.version, name, part);
        return bytes.byteLength <= maxValueBytes ? [[name, bytes] as const] : [];
      }),
    );
  const scores = valuesOf(s.phraseScores, encodePhraseScores);
  const orders = valuesOf(s.orders, encodeOrder);
  const { place, placeDoubles, frame } = bodyLayout();
  const postings = (map: Map<number, Postings>) => place(Int32Array.from([...map].flatMap(([id, p]) => [id, isBitset(p) ? BITSET : LIST, ...place(p)])));
  const header: Header = {
    version: s.version,
    size: s.size,
    baseId: s.baseId,
    ftsRows: s.ftsRows,
    ids: place(s.ids),
    popularity: place(s.popularity),
    saleRank: place(s.saleRank),
    values: postings(s.values),
    categories: postings(s.categories),
    orders: [...orders.keys()].map((clause) => [clause, s.orders.get(clause)!.length]),
    frequentPhrases: s.frequentPhrases,
    terms: s.terms && [...s.terms].map(([phrase, t]) => [phrase, t.docs, isBitset(t.bits) ? BITSET : LIST, ...place(t.bits)]),
    scoredPhrases: [...scores.keys()].map((phrase) => [phrase, s.phraseScores.get(phrase)!.idx.length]),
    popularityTerms: s.popularityTerms && [place(s.popularityTerms.idx), placeDoubles(s.popularityTerms.key)],
  };
  return { base: frame(MAGIC, header), scores, orders };
}

/** Why a value was refused (for the log), or what it holds. */
export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A value's header and body, once its preamble, length, checksum, header and catalogue version add up. */
function unframe<H extends { version: string }>(
  bytes: ArrayBuffer | Uint8Array,
  magic: number,
  schema: z.ZodType<H>,
  version: string,
): Decoded<{ header: H; buffer: ArrayBuffer; byteOffset: number; bodyWords: number }> {
  let view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (view.byteOffset % 8) view = view.slice();
  if (view.byteLength < PREAMBLE_BYTES || view.byteLength % 4) return { ok: false, reason: `length ${view.byteLength}` };
  const all = new Uint32Array(view.buffer, view.byteOffset, view.byteLength / 4);
  if (all[0] !== magic) return { ok: false, reason: `not ${KIND_OF_MAGIC.get(magic)}` };
  if (all[1] !== SNAPSHOT_FORMAT) return { ok: false, reason: `format ${all[1]}, not ${SNAPSHOT_FORMAT}` };
  const jsonBytes = all[2];
  const bodyAt = PREAMBLE_BYTES + pad8(jsonBytes);
  if (bodyAt + all[3] !== view.byteLength) return { ok: false, reason: `truncated or padded: ${view.byteLength} bytes, header says ${bodyAt + all[3]}` };
  if (checksum(all, 5) !== all[4]) return { ok: false, reason: "checksum differs" };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(view.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + jsonBytes)));
  } catch {
    return { ok: false, reason: "header unreadable" };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: "header unreadable" };
  const header = parsed.data;
  if (header.version !== version) return { ok: false, reason: "another catalogue version" };
  return { ok: true, value: { header, buffer: view.buffer as ArrayBuffer, byteOffset: view.byteOffset + bodyAt, bodyWords: all[3] / 4 } };
}

/**
 * The base of catalogue `version`'s snapshot in `bytes`: its arrays are views over `bytes` (copied
 * once only when they do not start on an 8-byte boundary). Refused when anything does not add up.
 */
export function decodeSnapshot(bytes: ArrayBuffer | Uint8Array, version: string): Decoded<SnapshotBase> {
  const framed = unframe(bytes, MAGIC, Header, version);
  if (!framed.ok) return framed;
  const { header, buffer, byteOffset, bodyWords } = framed.value;
  const words = (Kind: typeof Int32Array | typeof Uint32Array, [at, length]: readonly [number, number]) => {
    if (at + length > bodyWords) throw new RangeError("array past the body");
    return new Kind(buffer, byteOffset + 4 * at, length);
  };
  const bitsetWords = (header.size + 31) >>> 5;
  const posting = (kind: number, at: number, length: number): Postings => {
    if (kind === BITSET && length === bitsetWords) return words(Uint32Array, [at, length]);
    if (kind === LIST) return words(Int32Array, [at, length]);
    throw new RangeError(`postings of kind ${kind} and ${length} words`);
  };
  const postings = (span: readonly [number, number]) => {
    const flat = words(Int32Array, span);
    const map = new Map<number, Postings>();
    for (let i = 0; i + 3 < flat.length; i += 4) map.set(flat[i], posting(flat[i + 1], flat[i + 2], flat[i + 3]));
    return map;
  };
  /** the popularity terms: the popularities, and as many doubles at an even word (8-byte aligned, or the view throws) */
  const popularityTerms = ([span, at]: readonly [readonly [number, number], number]) => {
    const popularities = words(Int32Array, span) as Int32Array;
    if (at + 2 * popularities.length > bodyWords) throw new RangeError("array past the body");
    if (!isAscending(popularities)) throw new RangeError("popularities not ascending");
    return { idx: popularities, key: new Float64Array(buffer, byteOffset + 4 * at, popularities.length) };
  };
  try {
    const perProduct = [header.ids, header.popularity, header.saleRank].map((span) => words(Int32Array, span) as Int32Array);
    if (perProduct.some((a) => a.length !== header.size)) return { ok: false, reason: "product arrays of another size" };
    const [ids, popularity, saleRank] = perProduct;
    return {
      ok: true,
      value: {
        version: header.version,
        size: header.size,
        baseId: header.baseId,
        ftsRows: header.ftsRows,
        ids,
        popularity,
        saleRank,
        values: postings(header.values),
        categories: postings(header.categories),
        orders: new Map(),
        frequentPhrases: header.frequentPhrases,
        terms: header.terms && new Map(header.terms.map(([phrase, docs, kind, at, length]) => [phrase, { bits: posting(kind, at, length), docs }])),
        scoredPhrases: new Map(header.scoredPhrases),
        storedOrders: new Map(header.orders),
        popularityTerms: header.popularityTerms && popularityTerms(header.popularityTerms),
      },
    };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}

/**
 * The scores of `phrase` in `bytes`, views over them, when the value is of catalogue `version`,
 * that phrase and the `matches` the base lists for it: all of a phrase's scores or none, so a
 * relevance key is never made of part of them.
 */
export function decodePhraseScores(bytes: ArrayBuffer | Uint8Array, version: string, phrase: string, matches: number): Decoded<KnownKeys> {
  const framed = unframe(bytes, SCORES_MAGIC, ScoresHeader, version);
  if (!framed.ok) return framed;
  const { header, buffer, byteOffset, bodyWords } = framed.value;
  if (header.phrase !== phrase) return { ok: false, reason: "another phrase" };
  if (header.matches !== matches) return { ok: false, reason: `${header.matches} matches, the base says ${matches}` };
  if (bodyWords !== 3 * matches) return { ok: false, reason: "body of another length" };
  return {
    ok: true,
    value: { key: new Float64Array(buffer, byteOffset, matches), idx: new Int32Array(buffer, byteOffset + 8 * matches, matches) },
  };
}

/**
 * The sort order `clause` in `bytes`, a view over them, when the value is of catalogue `version`,
 * that clause and the `length` the base lists: a whole order or none.
 */
export function decodeOrder(bytes: ArrayBuffer | Uint8Array, version: string, clause: string, length: number): Decoded<Int32Array> {
  const framed = unframe(bytes, ORDER_MAGIC, OrderHeader, version);
  if (!framed.ok) return framed;
  const { header, buffer, byteOffset, bodyWords } = framed.value;
  if (header.clause !== clause) return { ok: false, reason: "another sort order" };
  if (header.length !== length) return { ok: false, reason: `${header.length} products, the base says ${length}` };
  if (bodyWords !== length) return { ok: false, reason: "body of another length" };
  return { ok: true, value: new Int32Array(buffer, byteOffset, length) };
}

/** Two 32-bit hashes of `text` as 16 hex digits: a short key part for text that can outgrow KV's 512-byte keys. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  const hex = (x: number) => (x >>> 0).toString(16).padStart(8, "0");
  return `${hex(a)}${hex(b)}`;
}

/**
 * The KV key of a catalogue version's snapshot base. The version (catalogue_meta, every key and
 * value) can outgrow KV's 512-byte keys, so the key carries a hash of it; the header carries the
 * whole version, which decoding checks.
 */
export function snapshotKey(version: string): string {
  return `facet-index/v${SNAPSHOT_FORMAT}/${hash64(version)}`;
}

/** The KV key of a phrase's scores in a version's snapshot: under the base's, by a hash of the phrase (the header names it). */
export function phraseScoresKey(version: string, phrase: string): string {
  return `${snapshotKey(version)}/scores/${hash64(phrase)}`;
}

/** The KV key of a sort order in a version's snapshot: under the base's, by a hash of its clause (the header names it). */
export function orderKey(version: string, clause: string): string {
  return `${snapshotKey(version)}/orders/${hash64(clause)}`;
}
