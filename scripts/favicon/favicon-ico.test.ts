import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FAVICON_SIZES, faviconIco, readFaviconDesign, readIco } from "./favicon-ico";

const svg = readFileSync(path.resolve("public/favicon.svg"), "utf8");
const TEAL = [0x0d, 0x6e, 0x6e, 255];
const WHITE = [255, 255, 255, 255];

describe("favicon.ico is drawn from favicon.svg, the design's one owner", () => {
  it("reads the SVG's shapes and colours: a teal rounded square, a white paw of a pad and four toes", () => {
    const design = readFaviconDesign(svg);
    expect([design.width, design.height]).toEqual([64, 64]);
    expect(design.shapes.map((shape) => [shape.kind, shape.fill])).toEqual([["rect", TEAL], ...Array.from({ length: 5 }, () => ["ellipse", WHITE])]);
  });

  it("public/favicon.ico is what the SVG draws today (rewrite it with scripts/favicon/write-favicon-ico.ts)", () => {
    expect(new Uint8Array(readFileSync(path.resolve("public/favicon.ico")))).toEqual(faviconIco(svg));
  });

  it(`holds ${FAVICON_SIZES.join(", ")} px images: transparent corners, teal ground, a white pad`, () => {
    const images = readIco(faviconIco(svg));
    expect(images.map((image) => image.size)).toEqual([...FAVICON_SIZES]);
    for (const { size, pixel } of images) {
      const at = (x: number, y: number) => pixel(Math.floor((x / 64) * size), Math.floor((y / 64) * size));
      expect(pixel(0, 0)[3], `${size} px corner`).toBe(0);
      expect(at(32, 4), `${size} px ground`).toEqual(TEAL);
      expect(at(32, 42), `${size} px pad`).toEqual(WHITE);
      expect(at(10, 54), `${size} px near a corner, inside the rounding`).toEqual(TEAL);
    }
  });

  it("refuses a design it cannot draw rather than drawing it wrong", () => {
    expect(() => readFaviconDesign('<svg viewBox="0 0 64 64"><path d="M0 0h64v64z" fill="#000"/></svg>')).toThrow("<path>");
    expect(() => readFaviconDesign('<svg viewBox="0 0 64 64"><rect width="64" height="64" fill="url(#g)"/></svg>')).toThrow("not a #rgb");
  });
});
