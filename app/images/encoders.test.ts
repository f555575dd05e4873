import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeJpeg } from "./jpeg-baseline";
import { encodeWebpLossless, type IndexedImage } from "./webp-lossless";

// The encoders are checked against an independent decoder (libvips through sharp): what it reads
// back is what was drawn.

function stripes(width: number, height: number, palette: number[]): IndexedImage {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = ((x >> 2) + (y >> 3) * 3 + ((x * y) % 7 === 0 ? 1 : 0)) % palette.length;
  return { width, height, palette, pixels };
}

async function decoded(file: Uint8Array) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const rgbOf = (colour: number) => [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];

describe("lossless WebP", () => {
  // Palettes of 2, 4, 16 and 200 colours: each packs pixels differently (8, 4, 2 and 1 a byte).
  it.each([2, 3, 16, 200])("decodes to exactly the pixels drawn, with a palette of %i colours", async (colours) => {
    const palette = Array.from({ length: colours }, (_, i) => (i * 0x3a5f17 + 0x102030) & 0xffffff);
    const image = stripes(61, 37, palette);
    const { data, width, height } = await decoded(encodeWebpLossless(image));
    expect([width, height]).toEqual([61, 37]);
    const expected = Array.from(image.pixels, (index) => rgbOf(palette[index]!)).flat();
    expect(Array.from(data)).toEqual(expected);
  });

  it("writes the same bytes for the same picture", () => {
    const image = stripes(40, 40, [0xffffff, 0x123456, 0xabcdef]);
    expect(encodeWebpLossless(image)).toEqual(encodeWebpLossless({ ...image, pixels: image.pixels.slice() }));
  });

  it("refuses a picture it cannot write", () => {
    expect(() => encodeWebpLossless({ width: 0, height: 1, palette: [0], pixels: new Uint8Array() })).toThrow(RangeError);
    expect(() => encodeWebpLossless({ width: 1, height: 1, palette: [], pixels: new Uint8Array(1) })).toThrow(RangeError);
  });
});

describe("baseline JPEG", () => {
  it("decodes to the picture's size and, away from edges, its colours", async () => {
    const palette = [0xffffff, 0xc2410c, 0x1d4ed8];
    const pixels = new Uint8Array(64 * 48);
    for (let y = 0; y < 48; y++) for (let x = 0; x < 64; x++) pixels[y * 64 + x] = x < 32 ? 1 : y < 24 ? 0 : 2;
    const { data, width, height } = await decoded(encodeJpeg({ width: 64, height: 48, palette, pixels }));
    expect([width, height]).toEqual([64, 48]);
    const at = (x: number, y: number) => Array.from(data.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3));
    for (const [[x, y], colour] of [
      [[10, 10], 0xc2410c],
      [[50, 8], 0xffffff],
      [[50, 40], 0x1d4ed8],
    ] as const) {
      at(x, y).forEach((channel, i) => expect(Math.abs(channel - rgbOf(colour)[i]!)).toBeLessThanOrEqual(6));
    }
  });

  it("writes the same bytes for the same picture", () => {
    const image = stripes(33, 17, [0xffffff, 0x0f766e, 0xbe123c]);
    expect(encodeJpeg(image)).toEqual(encodeJpeg(image));
  });
});
