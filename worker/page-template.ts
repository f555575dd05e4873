import { constants, crc32, deflateRawSync } from "node:zlib";
import { concatBytes } from "#app/http/bytes.ts";

// A cached page as a template (docs/decisions/0021-cached-pages-as-templates.md): the page rendered
// for nobody, cut at the places one visitor's values go (worker/personalize.ts names them), kept
// twice: as bytes, and deflated piece by piece. An answer joins the pieces with this visitor's
// values; it parses no HTML and, for a browser that takes gzip, compresses nothing but those few
// values. Pure (node:zlib is in workerd and in Node alike), so it tests without a Worker.

/** Marks a slot in the text a template is cut from: a private-use character, the slot's index, the character again. */
export const SLOT_MARK = "\uE000";
const SLOT_PATTERN = /\uE000(\d+)\uE000/;

export interface PageTemplate {
  /** The page's text between slots, UTF-8: one more piece than there are slots. */
  readonly pieces: readonly Uint8Array[];
  /**
   * Each piece deflated on its own (raw deflate, ending on a full flush: byte-aligned), with what
   * precedes it in the page as its dictionary back to the last slot of no fixed length: a piece may
   * refer back across slots whose values always have the same length (the nonce, the XSRF token).
   */
  readonly deflated: readonly Uint8Array[];
  /** Which value goes between piece i and piece i + 1. */
  readonly slots: readonly number[];
  /** The byte length each slot's value must have for the deflated pieces to hold (null: any). */
  readonly fixedBytes: readonly (number | null)[];
  /** What the template holds, for a cache's byte budget. */
  readonly bytes: number;
}

/** The text of a slot's mark, for the rewriter that cuts a page. */
export const slotMark = (slot: number) => `${SLOT_MARK}${slot}${SLOT_MARK}`;

const encoder = new TextEncoder();

/** Deflate's window: no back-reference reaches further. */
const WINDOW_BYTES = 32 * 1024;

/**
 * The template of a page whose slots were written as marks (slotMark), or null when the page can't
 * be one: the mark character occurs in the page itself, so a cut could land in its content.
 * `fixedBytes[slot]` is the byte length every value of that slot has, when it has one.
 */
export function templateFromMarkedText(marked: string, slotCount: number, fixedBytes: readonly (number | null)[] = []): PageTemplate | null {
  const parts = marked.split(SLOT_PATTERN);
  const texts: string[] = [];
  const slots: number[] = [];
  parts.forEach((part, i) => (i % 2 === 0 ? texts.push(part) : slots.push(Number(part))));
  if (texts.some((text) => text.includes(SLOT_MARK)) || slots.some((slot) => slot >= slotCount)) return null;
  const pieces = texts.map((text) => encoder.encode(text));
  const fixed = Array.from({ length: slotCount }, (_, slot) => fixedBytes[slot] ?? null);
  // NUL stands for a slot's bytes in a dictionary: a page that has one of its own gets no dictionaries.
  const chainable = !pieces.some((piece) => piece.includes(0));
  // Level 9: a template is made once per render and sent many times.
  const deflated = pieces.map((piece, i) => {
    const dictionary = chainable ? windowBefore(pieces, slots, fixed, i) : null;
    return new Uint8Array(deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH, ...(dictionary && { dictionary }) }));
  });
  const bytes = [...pieces, ...deflated].reduce((sum, b) => sum + b.byteLength, 0) + 64 * pieces.length;
  return { pieces, deflated, slots, fixedBytes: fixed, bytes };
}

/**
 * What an inflater has already written when piece i starts, as far as this template knows it: the
 * pieces before it, each fixed-length slot as that many NUL bytes, back to the last slot of any
 * length (its value moves everything after it), at most a window. NUL is never in a page, so no
 * back-reference can copy a slot's bytes (the caller makes sure); the distances across it hold
 * because its length does. null when there is nothing to refer back to.
 */
function windowBefore(pieces: readonly Uint8Array[], slots: readonly number[], fixed: readonly (number | null)[], i: number): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let length = 0;
  for (let j = i - 1; j >= 0 && length < WINDOW_BYTES; j--) {
    const slotBytes = fixed[slots[j]];
    if (slotBytes == null) break;
    parts.unshift(pieces[j], new Uint8Array(slotBytes));
    length += pieces[j].byteLength + slotBytes;
  }
  if (!length) return null;
  const joined = concatBytes(parts);
  return joined.subarray(Math.max(0, joined.byteLength - WINDOW_BYTES));
}

/** The page for one visitor, uncompressed: the pieces joined with the values of its slots. */
export function fillTemplate(template: PageTemplate, values: readonly string[]): Uint8Array<ArrayBuffer> {
  const filled = slotBytes(template, values);
  return concatBytes(template.pieces.flatMap((piece, i) => (i < filled.length ? [piece, filled[i]] : [piece])));
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// RFC 1951: an empty stored block with BFINAL set ends the stream.
const FINAL_BLOCK = new Uint8Array([1, 0, 0, 0xff, 0xff]);
const STORED_BLOCK_MAX = 0xffff;

/**
 * The page for one visitor as a gzip member (RFC 1952): the deflated pieces with each value between
 * them as stored (uncompressed) deflate blocks, a final empty block, and the CRC-32 and length of the
 * whole text. The values are a few hundred bytes; the rest was compressed when the template was made.
 * null when a value has not the length its slot was deflated around (then the page goes uncompressed).
 */
export function fillTemplateGzip(template: PageTemplate, values: readonly string[]): Uint8Array<ArrayBuffer> | null {
  const filled = slotBytes(template, values);
  if (filled.some((bytes, i) => template.fixedBytes[template.slots[i]] != null && bytes.byteLength !== template.fixedBytes[template.slots[i]])) return null;
  const blocks: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  template.pieces.forEach((piece, i) => {
    blocks.push(template.deflated[i]);
    crc = crcOf(piece, crc);
    length += piece.byteLength;
    if (i < filled.length) {
      blocks.push(...storedBlocks(filled[i]));
      crc = crcOf(filled[i], crc);
      length += filled[i].byteLength;
    }
  });
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc >>> 0, true);
  view.setUint32(4, length >>> 0, true);
  blocks.push(FINAL_BLOCK, trailer);
  return concatBytes(blocks);
}

function slotBytes(template: PageTemplate, values: readonly string[]): Uint8Array[] {
  return template.slots.map((slot) => {
    const value = values[slot];
    if (value === undefined) throw new RangeError(`no value for slot ${slot}`);
    return encoder.encode(value);
  });
}

/** Bytes as non-final stored blocks (BFINAL 0, BTYPE 00, then LEN and its complement, little-endian). */
function storedBlocks(bytes: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (let at = 0; at < bytes.byteLength; at += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(at, at + STORED_BLOCK_MAX);
    const length = chunk.byteLength;
    blocks.push(new Uint8Array([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]), chunk);
  }
  return blocks;
}

// Node's crc32 answers 0 for the empty array TextEncoder makes of "", whatever the running value.
const crcOf = (bytes: Uint8Array, running: number) => (bytes.byteLength === 0 ? running : crc32(bytes, running));
