// A tiny indexed-colour canvas for the product drawings (./product-drawing.ts): filled shapes and
// block letters, no anti-aliasing, so every picture has a small palette that lossless WebP packs
// tightly (./webp-lossless.ts). Shapes are given in a 400 × 400 design space and scaled to the
// width asked for, so every width is drawn sharp rather than resized.

import type { IndexedImage } from "./webp-lossless";

export const DESIGN_SIZE = 400;

// 5 × 7 block letters: seven rows of five bits, the leftmost pixel in the highest bit.
const GLYPHS: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  "0": [14, 17, 19, 21, 25, 17, 14],
  "1": [4, 12, 4, 4, 4, 4, 14],
  "2": [14, 17, 1, 2, 4, 8, 31],
  "3": [31, 2, 4, 2, 1, 17, 14],
  "4": [2, 6, 10, 18, 31, 2, 2],
  "5": [31, 16, 30, 1, 1, 17, 14],
  "6": [6, 8, 16, 30, 17, 17, 14],
  "7": [31, 1, 2, 4, 8, 8, 8],
  "8": [14, 17, 17, 14, 17, 17, 14],
  "9": [14, 17, 17, 15, 1, 2, 12],
  "-": [0, 0, 0, 31, 0, 0, 0],
  ".": [0, 0, 0, 0, 0, 12, 12],
  "&": [12, 18, 20, 8, 21, 18, 13],
  "'": [4, 4, 8, 0, 0, 0, 0],
  ",": [0, 0, 0, 0, 12, 4, 8],
  " ": [0, 0, 0, 0, 0, 0, 0],
};

/** How wide a line of block letters is, in design units, at a letter height of `size`. */
function textWidth(text: string, size: number): number {
  return text.length === 0 ? 0 : ((text.length * 6 - 1) * size) / 7;
}

/** The letters the font draws; others become spaces (names are folded to upper case first). */
export function drawableText(text: string): string {
  return Array.from(
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toUpperCase(),
    (char) => (char in GLYPHS ? char : " "),
  ).join("");
}

export class IndexedCanvas {
  readonly pixels: Uint8Array;
  private readonly scale: number;

  constructor(
    readonly width: number,
    readonly palette: number[],
  ) {
    this.pixels = new Uint8Array(width * width);
    this.scale = width / DESIGN_SIZE;
  }

  /** The palette index of a colour, added on first use. */
  colour(rgb: number): number {
    const index = this.palette.indexOf(rgb);
    if (index >= 0) return index;
    if (this.palette.length === 256) throw new RangeError("A drawing uses at most 256 colours");
    this.palette.push(rgb);
    return this.palette.length - 1;
  }

  /** Fills every pixel whose centre is inside `inside` (design units) within the given box. */
  private fill(rgb: number, left: number, top: number, right: number, bottom: number, inside: (x: number, y: number) => boolean): void {
    const index = this.colour(rgb);
    const s = this.scale;
    const x0 = Math.max(0, Math.floor(left * s));
    const x1 = Math.min(this.width, Math.ceil(right * s));
    const y0 = Math.max(0, Math.floor(top * s));
    const y1 = Math.min(this.width, Math.ceil(bottom * s));
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) if (inside((px + 0.5) / s, (py + 0.5) / s)) this.pixels[py * this.width + px] = index;
  }

  rect(rgb: number, x: number, y: number, w: number, h: number, radius = 0): void {
    const r = Math.min(radius, w / 2, h / 2);
    this.fill(rgb, x, y, x + w, y + h, (px, py) => {
      const dx = Math.max(x + r - px, 0, px - (x + w - r));
      const dy = Math.max(y + r - py, 0, py - (y + h - r));
      return px >= x && px < x + w && py >= y && py < y + h && (r === 0 || dx * dx + dy * dy <= r * r);
    });
  }

  ellipse(rgb: number, cx: number, cy: number, rx: number, ry: number): void {
    this.fill(rgb, cx - rx, cy - ry, cx + rx, cy + ry, (px, py) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1);
  }

  /** A convex or concave polygon (even-odd rule). */
  polygon(rgb: number, points: ReadonlyArray<readonly [number, number]>): void {
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    this.fill(rgb, Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), (px, py) => {
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i]!;
        const [xj, yj] = points[j]!;
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    });
  }

  /** Block letters centred on `cx`, `size` design units tall (text already passed through drawableText). */
  text(rgb: number, text: string, cx: number, top: number, size: number): void {
    const cell = size / 7;
    let x = cx - textWidth(text, size) / 2;
    for (const char of text) {
      const rows = GLYPHS[char] ?? GLYPHS[" "]!;
      rows.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) if (bits & (16 >> col)) this.rect(rgb, x + col * cell, top + row * cell, cell + 0.01, cell + 0.01);
      });
      x += cell * 6;
    }
  }

  image(): IndexedImage {
    return { width: this.width, height: this.width, palette: this.palette, pixels: this.pixels };
  }
}
