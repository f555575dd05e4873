// The favicon.ico browsers and crawlers ask for at the root (issue #27: it was a 404), drawn from
// public/favicon.svg, the design's one owner: its shapes and colours are read from the SVG, drawn at
// 16, 32 and 48 px and packed as an ICO of 32-bit BMP images (the format every client reads).
// Plain TypeScript, no image library. `npx tsx scripts/favicon/write-favicon-ico.ts` rewrites
// public/favicon.ico after the SVG changes; a unit test fails while the two disagree.

/** The sizes Windows, browsers' tabs and bookmarks ask an .ico for. */
export const FAVICON_SIZES = [16, 32, 48] as const;

type Rgba = readonly [number, number, number, number];

/** One filled shape of the design, in the SVG's own units. */
export type Shape =
  | { kind: "rect"; x: number; y: number; width: number; height: number; rx: number; fill: Rgba }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number; fill: Rgba };

export interface Design {
  /** The viewBox's width and height (its origin is 0 0). */
  width: number;
  height: number;
  /** Painted in order, later over earlier. */
  shapes: Shape[];
}

const attributes = (tag: string): Record<string, string> => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const number = (attrs: Record<string, string>, name: string, fallback?: number): number => {
  const value = attrs[name] === undefined ? fallback : Number(attrs[name]);
  if (value === undefined || !Number.isFinite(value)) throw new Error(`favicon.svg: ${name}="${attrs[name]}" is not a number`);
  return value;
};
function colour(hex: string | undefined): Rgba {
  const match = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex ?? "");
  if (!match) throw new Error(`favicon.svg: fill "${hex}" is not a #rgb or #rrggbb colour`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(255) as unknown as Rgba;
}

/**
 * The shapes of the SVG: `rect`, `circle` and `ellipse` with a hex fill of their own or of their
 * `<g>`. Anything else (a path, a gradient, a transform) is refused rather than drawn wrong.
 */
export function readFaviconDesign(svg: string): Design {
  const root = attributes(/<svg\b[^>]*>/.exec(svg)?.[0] ?? "");
  const [minX, minY, width, height] = (root.viewBox ?? "").split(/\s+/).map(Number);
  if (minX !== 0 || minY !== 0 || !(width > 0) || !(height > 0)) throw new Error(`favicon.svg: viewBox "${root.viewBox}" is not "0 0 w h"`);
  const shapes: Shape[] = [];
  const groupFills: (string | undefined)[] = [];
  for (const [tag, closing, name] of [...svg.matchAll(/<(\/?)([\w-]+)\b[^>]*>/g)]) {
    if (name === "svg") continue;
    if (name === "g") {
      if (closing) groupFills.pop();
      // A group's fill, or the one it inherits: the stack's top is what a shape inside gets.
      else groupFills.push(attributes(tag).fill ?? groupFills.at(-1));
      continue;
    }
    const attrs = attributes(tag);
    const fill = colour(attrs.fill ?? groupFills.at(-1));
    if (name === "rect") {
      const rx = number(attrs, "rx", number(attrs, "ry", 0));
      shapes.push({
        kind: "rect",
        x: number(attrs, "x", 0),
        y: number(attrs, "y", 0),
        width: number(attrs, "width"),
        height: number(attrs, "height"),
        rx,
        fill,
      });
    } else if (name === "circle") {
      const r = number(attrs, "r");
      shapes.push({ kind: "ellipse", cx: number(attrs, "cx", 0), cy: number(attrs, "cy", 0), rx: r, ry: r, fill });
    } else if (name === "ellipse") {
      shapes.push({ kind: "ellipse", cx: number(attrs, "cx", 0), cy: number(attrs, "cy", 0), rx: number(attrs, "rx"), ry: number(attrs, "ry"), fill });
    } else {
      throw new Error(`favicon.svg: <${name}> is not drawn by scripts/favicon/favicon-ico.ts`);
    }
  }
  return { width, height, shapes };
}

function covers(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === "ellipse") return ((x - shape.cx) / shape.rx) ** 2 + ((y - shape.cy) / shape.ry) ** 2 <= 1;
  if (x < shape.x || y < shape.y || x > shape.x + shape.width || y > shape.y + shape.height) return false;
  // Inside the rectangle: outside a corner's quarter circle is outside the rounded rectangle.
  const r = Math.min(shape.rx, shape.width / 2, shape.height / 2);
  const dx = Math.max(shape.x + r - x, x - (shape.x + shape.width - r), 0);
  const dy = Math.max(shape.y + r - y, y - (shape.y + shape.height - r), 0);
  return dx * dx + dy * dy <= r * r;
}

/** The last-painted shape covering a point, if any. */
function topmostAt(shapes: readonly Shape[], x: number, y: number): Shape | undefined {
  for (let i = shapes.length - 1; i >= 0; i--) if (covers(shapes[i], x, y)) return shapes[i];
  return undefined;
}

/** Samples per pixel along each axis: 8 × 8 gives smooth edges at 16 px. */
const SUPERSAMPLE = 8;

/**
 * The design drawn at `size` × `size` pixels: RGBA rows top to bottom, edges anti-aliased by
 * supersampling, colours blended in premultiplied form (so a white edge over teal is no grey halo).
 */
export function rasterize(design: Design, size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const scaleX = design.width / size;
  const scaleY = design.height / size;
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) * scaleX;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) * scaleY;
          const top = topmostAt(design.shapes, x, y);
          if (!top) continue;
          for (let c = 0; c < 3; c++) sum[c] += top.fill[c] * (top.fill[3] / 255);
          sum[3] += top.fill[3] / 255;
        }
      }
      const alpha = sum[3] / samples;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = alpha === 0 ? 0 : Math.round(sum[c] / sum[3]);
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

/**
 * An ICO file of square RGBA images: a 6-byte header, a 16-byte entry per image, then each image as
 * a BMP without its file header (BITMAPINFOHEADER, height doubled for the AND mask, 32-bit BGRA rows
 * bottom to top, then the 1-bit AND mask, rows padded to 4 bytes; all transparency is in the alpha).
 */
export function encodeIco(images: readonly { size: number; rgba: Uint8Array }[]): Uint8Array {
  const bitmaps = images.map(({ size, rgba }) => {
    const maskRow = Math.ceil(size / 32) * 4;
    const bitmap = new Uint8Array(40 + size * size * 4 + maskRow * size);
    const view = new DataView(bitmap.buffer);
    view.setUint32(0, 40, true); // header size
    view.setInt32(4, size, true);
    view.setInt32(8, size * 2, true); // colour rows and mask rows
    view.setUint16(12, 1, true); // planes
    view.setUint16(14, 32, true); // bits per pixel
    view.setUint32(20, size * size * 4 + maskRow * size, true); // image size
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const from = ((size - 1 - row) * size + col) * 4;
        const to = 40 + (row * size + col) * 4;
        bitmap.set([rgba[from + 2], rgba[from + 1], rgba[from], rgba[from + 3]], to);
      }
    }
    return bitmap;
  });
  const headerBytes = 6 + 16 * images.length;
  const file = new Uint8Array(headerBytes + bitmaps.reduce((total, b) => total + b.byteLength, 0));
  const view = new DataView(file.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = headerBytes;
  images.forEach(({ size }, i) => {
    const entry = 6 + 16 * i;
    view.setUint8(entry, size % 256); // 256 is written as 0
    view.setUint8(entry + 1, size % 256);
    view.setUint16(entry + 4, 1, true); // planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, bitmaps[i].byteLength, true);
    view.setUint32(entry + 12, offset, true);
    file.set(bitmaps[i], offset);
    offset += bitmaps[i].byteLength;
  });
  return file;
}

/** favicon.ico's bytes for an SVG design: every size of FAVICON_SIZES. */
export const faviconIco = (svg: string): Uint8Array => encodeIco(FAVICON_SIZES.map((size) => ({ size, rgba: rasterize(readFaviconDesign(svg), size) })));

/** What an ICO file says it holds: each image's size and its pixel (x, y) from the top left, as RGBA (tests read the file back with it). */
export function readIco(bytes: Uint8Array): { size: number; pixel: (x: number, y: number) => Rgba }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error("not an ICO file");
  return Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = view.getUint8(entry) || 256;
    const offset = view.getUint32(entry + 12, true);
    if (view.getUint32(offset, true) !== 40 || view.getUint16(offset + 14, true) !== 32) throw new Error(`image ${i} is not a 32-bit BMP`);
    const pixel = (x: number, y: number): Rgba => {
      const at = offset + 40 + ((size - 1 - y) * size + x) * 4;
      return [bytes[at + 2], bytes[at + 1], bytes[at], bytes[at + 3]];
    };
    return { size, pixel };
  });
}
