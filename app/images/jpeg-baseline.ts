// A baseline JPEG encoder in plain TypeScript (docs/decisions/0060): the format every merchant feed
// and crawler takes. 4:4:4 (no chroma subsampling, so the drawings' thin brand stripes keep their
// colour), the quantisation tables of the JPEG standard's annex K scaled by quality, and Huffman
// tables made for each picture (two passes), so no table has to be carried around. Deterministic.

import { canonicalCodes, huffmanLengths } from "./huffman-lengths";
import type { IndexedImage } from "./webp-lossless";

const LUMINANCE_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103,
  77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMINANCE_QUANT = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
];
/** ZIGZAG[k] is the natural (row-major) position of the k-th coefficient in zigzag order. */
const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22,
  15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

/** The standard's table scaled to a quality of 1-100 (the IJG rule). */
function scaledTable(base: number[], quality: number): number[] {
  const scale = quality < 50 ? 5000 / quality : 200 - 2 * quality;
  return base.map((value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
}

// DCT_BASIS[u * 8 + x] = C(u)/2 · cos((2x+1)uπ/16): the 8-point DCT as a matrix, applied to rows then columns.
const DCT_BASIS = new Float64Array(64);
for (let u = 0; u < 8; u++) for (let x = 0; x < 8; x++) DCT_BASIS[u * 8 + x] = ((u === 0 ? Math.SQRT1_2 : 1) / 2) * Math.cos(((2 * x + 1) * u * Math.PI) / 16);

const dctRows = new Float64Array(64);

function forwardDct(block: Float64Array, out: Float64Array): void {
  const rows = dctRows;
  for (let y = 0; y < 8; y++)
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let x = 0; x < 8; x++) sum += DCT_BASIS[u * 8 + x]! * block[y * 8 + x]!;
      rows[y * 8 + u] = sum;
    }
  for (let u = 0; u < 8; u++)
    for (let v = 0; v < 8; v++) {
      let sum = 0;
      for (let y = 0; y < 8; y++) sum += DCT_BASIS[v * 8 + y]! * rows[y * 8 + u]!;
      out[v * 8 + u] = sum;
    }
}

/** Bits needed for a coefficient's magnitude (its JPEG "category"). */
function category(value: number): number {
  return value === 0 ? 0 : 32 - Math.clz32(Math.abs(value));
}

/** The value's extra bits: itself when positive, its one's complement below the category when negative. */
function extraBits(value: number, size: number): number {
  return value >= 0 ? value : value + (1 << size) - 1;
}

/** The scan as Huffman symbols: per entry the table (0 DC luma, 1 AC luma, 2 DC chroma, 3 AC chroma), symbol, extra bits and their count. */
class ScanSymbols {
  data = new Int32Array(4096 * 4);
  length = 0;
  push(table: number, symbol: number, extra: number, size: number): void {
    if (this.length * 4 === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const at = this.length++ * 4;
    this.data[at] = table;
    this.data[at + 1] = symbol;
    this.data[at + 2] = extra;
    this.data[at + 3] = size;
  }
}

/** Quantised blocks of the three components, in scan order, as Huffman symbols with their extra bits. */
function scanSymbols(image: IndexedImage, quality: number): ScanSymbols {
  const { width, height, palette, pixels } = image;
  const tables = [scaledTable(LUMINANCE_QUANT, quality), scaledTable(CHROMINANCE_QUANT, quality)] as const;
  const ycc = palette.map((rgb) => {
    const r = (rgb >> 16) & 0xff;
    const g = (rgb >> 8) & 0xff;
    const b = rgb & 0xff;
    return [0.299 * r + 0.587 * g + 0.114 * b, -0.168736 * r - 0.331264 * g + 0.5 * b + 128, 0.5 * r - 0.418688 * g - 0.081312 * b + 128] as const;
  });
  const symbols = new ScanSymbols();
  const quantised = new Int32Array(64);
  const previousDc = [0, 0, 0];
  const block = new Float64Array(64);
  const coefficients = new Float64Array(64);
  for (let by = 0; by < height; by += 8)
    for (let bx = 0; bx < width; bx += 8)
      for (let component = 0; component < 3; component++) {
        const chroma = component > 0;
        const quant = tables[chroma ? 1 : 0];
        for (let y = 0; y < 8; y++)
          for (let x = 0; x < 8; x++) {
            // Edge blocks repeat the last row and column.
            const index = pixels[Math.min(by + y, height - 1) * width + Math.min(bx + x, width - 1)]!;
            block[y * 8 + x] = ycc[index]![component]! - 128;
          }
        forwardDct(block, coefficients);
        for (let k = 0; k < 64; k++) quantised[k] = Math.round(coefficients[ZIGZAG[k]!]! / quant[ZIGZAG[k]!]!);
        const dcTable = chroma ? 2 : 0;
        const acTable = dcTable + 1;
        const dc = quantised[0]!;
        const diff = dc - previousDc[component]!;
        previousDc[component] = dc;
        const dcSize = category(diff);
        symbols.push(dcTable, dcSize, extraBits(diff, dcSize), dcSize);
        let zeros = 0;
        for (let k = 1; k < 64; k++) {
          const value = quantised[k]!;
          if (value === 0) {
            zeros++;
            continue;
          }
          while (zeros >= 16) {
            symbols.push(acTable, 0xf0, 0, 0);
            zeros -= 16;
          }
          const size = category(value);
          symbols.push(acTable, (zeros << 4) | size, extraBits(value, size), size);
          zeros = 0;
        }
        if (zeros > 0) symbols.push(acTable, 0x00, 0, 0);
      }
  return symbols;
}

interface HuffmanTable {
  lengths: Uint8Array;
  codes: Uint16Array;
}

/** A table for the symbols counted; a reserved extra symbol takes the all-ones code JPEG forbids. */
function huffmanTable(counts: Uint32Array): HuffmanTable {
  const withReserved = new Uint32Array(257);
  withReserved.set(counts);
  withReserved[256] = 1;
  const lengths = huffmanLengths(withReserved, 16);
  // The reserved symbol must sit at the deepest level, where canonical order gives it the all-ones code.
  const deepest = Math.max(...lengths);
  if (lengths[256] !== deepest) {
    const swap = lengths.indexOf(deepest);
    lengths[swap] = lengths[256]!;
    lengths[256] = deepest;
  }
  return { lengths, codes: canonicalCodes(lengths) };
}

class ByteWriter {
  bytes: number[] = [];
  private bitBuffer = 0;
  private bitCount = 0;

  u8(...values: number[]): void {
    for (const value of values) this.bytes.push(value & 0xff);
  }
  u16(value: number): void {
    this.u8(value >> 8, value);
  }
  /** Entropy-coded bits, most significant first, with a zero byte stuffed after every 0xFF. */
  bits(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) {
      this.bitBuffer = (this.bitBuffer << 1) | ((value >> i) & 1);
      if (++this.bitCount === 8) this.flushByte();
    }
  }
  private flushByte(): void {
    this.bytes.push(this.bitBuffer);
    if (this.bitBuffer === 0xff) this.bytes.push(0);
    this.bitBuffer = 0;
    this.bitCount = 0;
  }
  /** Pads the last byte with one bits. */
  alignWithOnes(): void {
    while (this.bitCount !== 0) this.bits(1, 1);
  }
}

function writeHuffmanTable(out: ByteWriter, tableClass: number, id: number, table: HuffmanTable): void {
  const counts = new Array<number>(16).fill(0);
  const values: number[] = [];
  for (let length = 1; length <= 16; length++)
    for (let symbol = 0; symbol < 256; symbol++)
      if (table.lengths[symbol] === length) {
        counts[length - 1]!++;
        values.push(symbol);
      }
  out.u8(0xff, 0xc4);
  out.u16(2 + 1 + 16 + values.length);
  out.u8((tableClass << 4) | id, ...counts, ...values);
}

/** A complete baseline .jpg of the picture; quality 1-100. */
export function encodeJpeg(image: IndexedImage, quality = 85): Uint8Array<ArrayBuffer> {
  const { width, height } = image;
  if (width < 1 || height < 1 || width > 65535 || height > 65535) throw new RangeError("JPEG sides are 1 to 65535 pixels");
  const symbols = scanSymbols(image, quality);
  const counts = [0, 1, 2, 3].map(() => new Uint32Array(256));
  for (let i = 0; i < symbols.length; i++) counts[symbols.data[i * 4]!]![symbols.data[i * 4 + 1]!]!++;
  const tables = counts.map(huffmanTable) as [HuffmanTable, HuffmanTable, HuffmanTable, HuffmanTable];
  const out = new ByteWriter();
  out.u8(0xff, 0xd8); // start of image
  out.u8(0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0); // JFIF 1.01, square pixels
  for (const [id, base] of [LUMINANCE_QUANT, CHROMINANCE_QUANT].entries()) {
    const table = scaledTable(base, quality);
    out.u8(0xff, 0xdb);
    out.u16(67);
    out.u8(id, ...ZIGZAG.map((natural) => table[natural]!));
  }
  out.u8(0xff, 0xc0); // baseline frame
  out.u16(17);
  out.u8(8);
  out.u16(height);
  out.u16(width);
  out.u8(3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1);
  writeHuffmanTable(out, 0, 0, tables[0]);
  writeHuffmanTable(out, 1, 0, tables[1]);
  writeHuffmanTable(out, 0, 1, tables[2]);
  writeHuffmanTable(out, 1, 1, tables[3]);
  out.u8(0xff, 0xda); // start of scan
  out.u16(12);
  out.u8(3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0);
  const { data } = symbols;
  for (let i = 0; i < symbols.length * 4; i += 4) {
    const table = tables[data[i]!]!;
    const symbol = data[i + 1]!;
    out.bits(table.codes[symbol]!, table.lengths[symbol]!);
    if (data[i + 3]! > 0) out.bits(data[i + 2]!, data[i + 3]!);
  }
  out.alignWithOnes();
  out.u8(0xff, 0xd9); // end of image
  return Uint8Array.from(out.bytes);
}
