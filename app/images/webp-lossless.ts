// A WebP encoder for our drawn product images (./product-drawing.ts), in plain TypeScript so it runs
// in workerd without a WASM module (docs/decisions/0060). Lossless (VP8L): the drawings are flat
// colours from a small palette, which lossless WebP stores in a few kilobytes with
// - the colour-indexing transform (the palette; up to 16 colours packs 2-8 pixels per byte),
// - backward references to the pixel on the left or the one above (runs and repeated rows),
// - one prefix code per alphabet, no colour cache, no meta codes.
// Same palette and pixels → the same bytes.

import { canonicalCodes, huffmanLengths } from "./huffman-lengths";

/** An indexed picture: one palette index per pixel, row by row; palette entries are 0xRRGGBB. */
export interface IndexedImage {
  width: number;
  height: number;
  palette: readonly number[];
  pixels: Uint8Array;
}

class BitWriter {
  private bytes = new Uint8Array(4096);
  private length = 0;
  private bitBuffer = 0;
  private bitCount = 0;

  /** Writes `count` (≤ 24) bits of `value`, least significant first, as VP8L reads them. */
  write(value: number, count: number): void {
    this.bitBuffer |= (value & ((1 << count) - 1)) << this.bitCount;
    this.bitCount += count;
    while (this.bitCount >= 8) {
      this.pushByte(this.bitBuffer & 0xff);
      this.bitBuffer >>>= 8;
      this.bitCount -= 8;
    }
  }

  private pushByte(byte: number): void {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }

  finish(): Uint8Array<ArrayBuffer> {
    if (this.bitCount > 0) this.pushByte(this.bitBuffer & 0xff);
    this.bitBuffer = 0;
    this.bitCount = 0;
    return this.bytes.slice(0, this.length);
  }
}

/** A prefix code ready to write symbols with (codes bit-reversed: VP8L reads a code's first bit first). */
interface PrefixCode {
  lengths: Uint8Array;
  reversed: Uint16Array;
  /** One symbol in use: the decoder reads no bits for it. */
  single: boolean;
}

function reverseBits(code: number, length: number): number {
  let reversed = 0;
  for (let i = 0; i < length; i++) reversed |= ((code >> i) & 1) << (length - 1 - i);
  return reversed;
}

function prefixCode(lengths: Uint8Array): PrefixCode {
  const codes = canonicalCodes(lengths);
  const reversed = new Uint16Array(lengths.length);
  let used = 0;
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    if (lengths[symbol]! > 0) used++;
    reversed[symbol] = reverseBits(codes[symbol]!, lengths[symbol]!);
  }
  return { lengths, reversed, single: used <= 1 };
}

function writeSymbol(writer: BitWriter, code: PrefixCode, symbol: number): void {
  if (!code.single) writer.write(code.reversed[symbol]!, code.lengths[symbol]!);
}

// The order VP8L sends the code-length code's own lengths in.
const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** Code lengths as code-length symbols: 0-15 literally, 17 for 3-10 zeros, 18 for 11-138 zeros. */
function lengthTokens(lengths: Uint8Array): Array<[symbol: number, extra: number, extraBits: number]> {
  const tokens: Array<[number, number, number]> = [];
  for (let i = 0; i < lengths.length;) {
    let run = 0;
    while (i + run < lengths.length && lengths[i + run] === 0 && run < 138) run++;
    if (run >= 11) tokens.push([18, run - 11, 7]);
    else if (run >= 3) tokens.push([17, run - 3, 3]);
    else {
      tokens.push([lengths[i]!, 0, 0]);
      i++;
      continue;
    }
    i += run;
  }
  return tokens;
}

/** Writes a prefix code for `counts` into the stream and returns it for the symbols that follow. */
function writePrefixCode(writer: BitWriter, counts: Uint32Array): PrefixCode {
  const used: number[] = [];
  for (let symbol = 0; symbol < counts.length && used.length < 3; symbol++) if (counts[symbol]! > 0) used.push(symbol);
  if (used.length <= 2 && used.every((symbol) => symbol < 256)) {
    // The simple code: one or two symbols named outright.
    const symbols = used.length === 0 ? [0] : used;
    writer.write(1, 1);
    writer.write(symbols.length - 1, 1);
    const first = symbols[0]!;
    if (first < 2) {
      writer.write(0, 1);
      writer.write(first, 1);
    } else {
      writer.write(1, 1);
      writer.write(first, 8);
    }
    if (symbols.length === 2) writer.write(symbols[1]!, 8);
    const lengths = new Uint8Array(counts.length);
    for (const symbol of symbols) lengths[symbol] = symbols.length === 1 ? 0 : 1;
    return prefixCode(lengths);
  }
  const lengths = huffmanLengths(counts, 15);
  const tokens = lengthTokens(lengths);
  const tokenCounts = new Uint32Array(19);
  for (const [symbol] of tokens) tokenCounts[symbol]!++;
  const tokenCode = prefixCode(huffmanLengths(tokenCounts, 7));
  let sent = CODE_LENGTH_ORDER.length;
  while (sent > 4 && tokenCode.lengths[CODE_LENGTH_ORDER[sent - 1]!] === 0) sent--;
  writer.write(0, 1); // a normal code
  writer.write(sent - 4, 4);
  for (let i = 0; i < sent; i++) writer.write(tokenCode.lengths[CODE_LENGTH_ORDER[i]!]!, 3);
  writer.write(0, 1); // lengths for the whole alphabet follow
  for (const [symbol, extra, extraBits] of tokens) {
    writeSymbol(writer, tokenCode, symbol);
    if (extraBits > 0) writer.write(extra, extraBits);
  }
  return prefixCode(lengths);
}

/** VP8L's prefix coding of a length or distance ≥ 1: [prefix symbol, extra bits value, extra bit count]. */
function prefixOf(value: number): [number, number, number] {
  const d = value - 1;
  if (d < 4) return [d, 0, 0];
  const highBit = 31 - Math.clz32(d);
  const second = (d >> (highBit - 1)) & 1;
  const extraBits = highBit - 1;
  return [2 * highBit + second, d & ((1 << extraBits) - 1), extraBits];
}

const MAX_COPY = 4096;
// Distance codes 1 and 2 of VP8L's neighbourhood map: the pixel above and the pixel on the left.
const DISTANCE_CODE_ABOVE = 1;
const DISTANCE_CODE_LEFT = 2;

type Token = { literal: number } | { length: number; distanceCode: number };

/** Literals and copies of the pixel on the left or above, the longer one where both match. */
function backwardReferences(argb: Uint32Array, width: number): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < argb.length;) {
    let left = 0;
    if (i >= 1) while (left < MAX_COPY && i + left < argb.length && argb[i + left] === argb[i + left - 1]) left++;
    let above = 0;
    if (i >= width) while (above < MAX_COPY && i + above < argb.length && argb[i + above] === argb[i + above - width]) above++;
    const length = Math.max(left, above);
    if (length >= 3) {
      tokens.push({ length, distanceCode: above >= left ? DISTANCE_CODE_ABOVE : DISTANCE_CODE_LEFT });
      i += length;
    } else tokens.push({ literal: argb[i++]! });
  }
  return tokens;
}

/** The five prefix codes and the pixels of one entropy-coded image (the palette, or the packed picture). */
function writeEntropyCodedImage(writer: BitWriter, argb: Uint32Array, width: number, withBackwardReferences: boolean): void {
  const tokens: Token[] = withBackwardReferences ? backwardReferences(argb, width) : Array.from(argb, (literal) => ({ literal }));
  const green = new Uint32Array(256 + 24);
  const red = new Uint32Array(256);
  const blue = new Uint32Array(256);
  const alpha = new Uint32Array(256);
  const distance = new Uint32Array(40);
  for (const token of tokens) {
    if ("literal" in token) {
      const pixel = token.literal;
      green[(pixel >>> 8) & 0xff]!++;
      red[(pixel >>> 16) & 0xff]!++;
      blue[pixel & 0xff]!++;
      alpha[pixel >>> 24]!++;
    } else {
      green[256 + prefixOf(token.length)[0]]!++;
      distance[prefixOf(token.distanceCode)[0]]!++;
    }
  }
  const codes = [green, red, blue, alpha, distance].map((counts) => writePrefixCode(writer, counts)) as [
    PrefixCode,
    PrefixCode,
    PrefixCode,
    PrefixCode,
    PrefixCode,
  ];
  for (const token of tokens) {
    if ("literal" in token) {
      const pixel = token.literal;
      writeSymbol(writer, codes[0], (pixel >>> 8) & 0xff);
      writeSymbol(writer, codes[1], (pixel >>> 16) & 0xff);
      writeSymbol(writer, codes[2], pixel & 0xff);
      writeSymbol(writer, codes[3], pixel >>> 24);
    } else {
      const [lengthSymbol, lengthExtra, lengthBits] = prefixOf(token.length);
      writeSymbol(writer, codes[0], 256 + lengthSymbol);
      writer.write(lengthExtra, lengthBits);
      const [distanceSymbol, distanceExtra, distanceBits] = prefixOf(token.distanceCode);
      writeSymbol(writer, codes[4], distanceSymbol);
      writer.write(distanceExtra, distanceBits);
    }
  }
}

/** How many bits of a packed byte one pixel's palette index takes (VP8L pixel bundling). */
function bundlingBits(paletteSize: number): number {
  if (paletteSize <= 2) return 3;
  if (paletteSize <= 4) return 2;
  if (paletteSize <= 16) return 1;
  return 0;
}

/** The picture's palette indices packed as VP8L bundles them, each packed pixel opaque with its indices in green. */
function packIndices(image: IndexedImage, widthBits: number): { argb: Uint32Array; width: number } {
  const perByte = 1 << widthBits;
  const bitsPerIndex = 8 >> widthBits;
  const width = Math.ceil(image.width / perByte);
  const argb = new Uint32Array(width * image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const packed = y * width + (x >> widthBits);
      const shift = (x & (perByte - 1)) * bitsPerIndex;
      argb[packed] = (argb[packed]! | (image.pixels[y * image.width + x]! << (8 + shift)) | 0xff000000) >>> 0;
    }
  }
  return { argb, width };
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

function uint32le(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}

/** A complete .webp file (RIFF, one VP8L chunk) of an indexed picture of at most 256 colours. */
export function encodeWebpLossless(image: IndexedImage): Uint8Array<ArrayBuffer> {
  const { width, height, palette } = image;
  if (width < 1 || height < 1 || width > 16384 || height > 16384) throw new RangeError("WebP sides are 1 to 16384 pixels");
  if (palette.length < 1 || palette.length > 256) throw new RangeError("The palette has 1 to 256 colours");
  const writer = new BitWriter();
  writer.write(0x2f, 8); // VP8L signature
  writer.write(width - 1, 14);
  writer.write(height - 1, 14);
  writer.write(0, 1); // no alpha in use
  writer.write(0, 3); // version 0
  // The colour-indexing transform: its palette, each entry stored as the difference from the one before
  // (the first from zero: a decoder adds it to nothing, so its alpha must be written as 0xff itself,
  // or every colour comes out fully transparent in browsers, which read the alpha whatever the hint says).
  writer.write(1, 1);
  writer.write(3, 2);
  writer.write(palette.length - 1, 8);
  const deltas = new Uint32Array(palette.length);
  let previous = 0;
  for (let i = 0; i < palette.length; i++) {
    const colour = (palette[i]! | 0xff000000) >>> 0;
    let delta = 0;
    for (let shift = 0; shift < 32; shift += 8) delta |= ((((colour >>> shift) & 0xff) - ((previous >>> shift) & 0xff)) & 0xff) << shift;
    deltas[i] = delta >>> 0;
    previous = colour;
  }
  writer.write(0, 1); // the palette image has no colour cache
  writeEntropyCodedImage(writer, deltas, palette.length, false);
  writer.write(0, 1); // no further transform
  const packed = packIndices(image, bundlingBits(palette.length));
  writer.write(0, 1); // no colour cache
  writer.write(0, 1); // one set of prefix codes for the whole picture
  writeEntropyCodedImage(writer, packed.argb, packed.width, true);
  const chunk = writer.finish();
  const padding = chunk.length % 2;
  const header = [...ascii("RIFF"), ...uint32le(4 + 8 + chunk.length + padding), ...ascii("WEBP"), ...ascii("VP8L"), ...uint32le(chunk.length)];
  const file = new Uint8Array(header.length + chunk.length + padding);
  file.set(header);
  file.set(chunk, header.length);
  return file;
}
