// The facet index of one catalogue version as bytes (docs/decisions/0076): built once, stored in
// KV, and read by a new isolate with one get instead of rebuilding it from D1. Pure: encode and
// decode only; who writes and reads it is facet-index.server.ts.
//
// Layout (little-endian 32-bit words; every typed array starts on its own alignment, 8 bytes for
// the bm25 doubles, so decoding makes views over the bytes and copies nothing):
//   0  magic "TWFI"        4  format (SNAPSHOT_FORMAT)   8  header bytes (H)   12  body bytes (B)
//   16 checksum of bytes 20 .. end                       20 zero
//   24 header: JSON (version, sizes, and where each array lies in the body), padded to 8 bytes
//   24 + H (rounded up to 8): body, the arrays one after the other
// A snapshot of another version, format or length, or whose checksum differs, is refused: the
// caller then builds the index from D1 as before, so a bad snapshot never serves wrong counts.
import { z } from "zod";
import { isBitset, type Postings } from "./bitset";
import type { KnownKeys } from "./relevance";

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
  popularityTerms: Map<number, number> | null;
}

const MAGIC = 0x49465754; // "TWFI" read as a little-endian word
/** Bumped whenever the layout or the meaning of a part changes: older snapshots are then refused. */
const SNAPSHOT_FORMAT = 2;
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
  /** [id, kind, word offset, length] per facet value, flat */
  values: z.array(z.number().int()),
  /** [id, kind, word offset, length] per category, flat */
  categories: z.array(z.number().int()),
  orders: z.array(z.tuple([z.string(), z.number().int().min(0), z.number().int().min(0)])),
  frequentPhrases: z.array(z.string()),
  /** [phrase, FTS documents, kind, word offset, length] per common word, or null when not loaded */
  terms: z.array(z.tuple([z.string(), z.number().int().min(0), z.number().int(), z.number().int().min(0), z.number().int().min(0)])).nullable(),
  /** [phrase, word offset of the indexes, word offset of the bm25 doubles, matches] per scored phrase */
  phraseScores: z.array(z.tuple([z.string(), z.number().int().min(0), z.number().int().min(0), z.number().int().min(0)])),
  /** [popularity, term] pairs (JSON keeps a double exactly), or null */
  popularityTerms: z.array(z.tuple([z.number(), z.number()])).nullable(),
});
type Header = z.infer<typeof Header>;

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

/** The snapshot as bytes (an ArrayBuffer of a multiple of 4 bytes). */
export function encodeSnapshot(s: IndexSnapshot): ArrayBuffer {
  const arrays: { at: number; words: Uint32Array }[] = [];
  let words = 0;
  const place = (a: Int32Array | Uint32Array): [number, number] => {
    arrays.push({ at: words, words: new Uint32Array(a.buffer, a.byteOffset, a.length) });
    words += a.length;
    return [words - a.length, a.length];
  };
  /** doubles start on an even word (the body starts on 8 bytes): their offset in words */
  const placeDoubles = (a: Float64Array): number => {
    words += words & 1;
    arrays.push({ at: words, words: new Uint32Array(a.buffer, a.byteOffset, 2 * a.length) });
    words += 2 * a.length;
    return words - 2 * a.length;
  };
  const postings = (map: Map<number, Postings>) => [...map].flatMap(([id, p]) => [id, isBitset(p) ? BITSET : LIST, ...place(p)]);
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
    orders: [...s.orders].map(([clause, order]) => [clause, ...place(order)]),
    frequentPhrases: s.frequentPhrases,
    terms: s.terms && [...s.terms].map(([phrase, t]) => [phrase, t.docs, isBitset(t.bits) ? BITSET : LIST, ...place(t.bits)]),
    phraseScores: [...s.phraseScores].map(([phrase, k]) => [phrase, place(k.idx)[0], placeDoubles(k.key), k.idx.length]),
    popularityTerms: s.popularityTerms && [...s.popularityTerms],
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const bodyAt = PREAMBLE_BYTES + pad8(json.length);
  const buffer = new ArrayBuffer(bodyAt + 4 * words);
  const all = new Uint32Array(buffer);
  new Uint8Array(buffer, PREAMBLE_BYTES).set(json);
  const body = new Uint32Array(buffer, bodyAt);
  for (const a of arrays) body.set(a.words, a.at);
  all[0] = MAGIC;
  all[1] = SNAPSHOT_FORMAT;
  all[2] = json.length;
  all[3] = 4 * words;
  all[4] = checksum(all, 5);
  return buffer;
}

/** Why a snapshot was refused (for the log), or the snapshot. */
export type DecodedSnapshot = { ok: true; snapshot: IndexSnapshot } | { ok: false; reason: string };

/**
 * The snapshot of catalogue `version` in `bytes`: its arrays are views over `bytes` (copied once
 * only when they do not start on a 4-byte boundary). Refused when anything does not add up.
 */
export function decodeSnapshot(bytes: ArrayBuffer | Uint8Array, version: string): DecodedSnapshot {
  let view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (view.byteOffset % 8) view = view.slice();
  if (view.byteLength < PREAMBLE_BYTES || view.byteLength % 4) return { ok: false, reason: `length ${view.byteLength}` };
  const all = new Uint32Array(view.buffer, view.byteOffset, view.byteLength / 4);
  if (all[0] !== MAGIC) return { ok: false, reason: "not a facet index snapshot" };
  if (all[1] !== SNAPSHOT_FORMAT) return { ok: false, reason: `format ${all[1]}, not ${SNAPSHOT_FORMAT}` };
  const jsonBytes = all[2];
  const bodyAt = PREAMBLE_BYTES + pad8(jsonBytes);
  if (bodyAt + all[3] !== view.byteLength) return { ok: false, reason: `truncated or padded: ${view.byteLength} bytes, header says ${bodyAt + all[3]}` };
  if (checksum(all, 5) !== all[4]) return { ok: false, reason: "checksum differs" };
  let header: Header;
  try {
    header = Header.parse(JSON.parse(new TextDecoder().decode(view.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + jsonBytes))));
  } catch {
    return { ok: false, reason: "header unreadable" };
  }
  if (header.version !== version) return { ok: false, reason: "another catalogue version" };
  const bodyWords = all[3] / 4;
  const byteOffset = view.byteOffset + bodyAt;
  const words = (Kind: typeof Int32Array | typeof Uint32Array, [at, length]: readonly [number, number]) => {
    if (at + length > bodyWords) throw new RangeError("array past the body");
    return new Kind(view.buffer as ArrayBuffer, byteOffset + 4 * at, length);
  };
  const doubles = (at: number, length: number) => {
    if (at % 2 || at + 2 * length > bodyWords) throw new RangeError("doubles misplaced");
    return new Float64Array(view.buffer as ArrayBuffer, byteOffset + 4 * at, length);
  };
  const bitsetWords = (header.size + 31) >>> 5;
  const posting = (kind: number, at: number, length: number): Postings => {
    if (kind === BITSET && length === bitsetWords) return words(Uint32Array, [at, length]);
    if (kind === LIST) return words(Int32Array, [at, length]);
    throw new RangeError(`postings of kind ${kind} and ${length} words`);
  };
  const postings = (flat: number[]) => {
    const map = new Map<number, Postings>();
    for (let i = 0; i + 3 < flat.length; i += 4) map.set(flat[i], posting(flat[i + 1], flat[i + 2], flat[i + 3]));
    return map;
  };
  try {
    const perProduct = [header.ids, header.popularity, header.saleRank].map((span) => words(Int32Array, span) as Int32Array);
    if (perProduct.some((a) => a.length !== header.size)) return { ok: false, reason: "product arrays of another size" };
    const [ids, popularity, saleRank] = perProduct;
    return {
      ok: true,
      snapshot: {
        version: header.version,
        size: header.size,
        baseId: header.baseId,
        ftsRows: header.ftsRows,
        ids,
        popularity,
        saleRank,
        values: postings(header.values),
        categories: postings(header.categories),
        orders: new Map(header.orders.map(([clause, at, length]) => [clause, words(Int32Array, [at, length]) as Int32Array])),
        frequentPhrases: header.frequentPhrases,
        terms: header.terms && new Map(header.terms.map(([phrase, docs, kind, at, length]) => [phrase, { bits: posting(kind, at, length), docs }])),
        phraseScores: new Map(
          header.phraseScores.map(([phrase, idxAt, keyAt, length]) => [
            phrase,
            { idx: words(Int32Array, [idxAt, length]) as Int32Array, key: doubles(keyAt, length) },
          ]),
        ),
        popularityTerms: header.popularityTerms && new Map(header.popularityTerms),
      },
    };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}

/**
 * The KV key of a catalogue version's snapshot. The version (catalogue_meta, every key and value)
 * can outgrow KV's 512-byte keys, so the key carries two 32-bit hashes of it; the header carries
 * the whole version, which decoding checks.
 */
export function snapshotKey(version: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ version.length;
  for (let i = 0; i < version.length; i++) {
    const c = version.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  const hex = (x: number) => (x >>> 0).toString(16).padStart(8, "0");
  return `facet-index/v${SNAPSHOT_FORMAT}/${hex(a)}${hex(b)}`;
}
