// Draws a product's picture from its own facts (docs/decisions/0060): its form (bag, can, tub, box,
// toy, card) and pet from its catalogue illustration kind, its brand's colours and name, its flavour
// from the words of its name, its size from its smallest item. Each product gets several views: the
// front of the pack, the back label, a close-up. Pure and deterministic: the same facts, view and
// width draw the same pixels (the seed of every "random" choice is the product's id).

import { DESIGN_SIZE, IndexedCanvas, drawableText } from "./raster";
import type { ProductImageView } from "./product-image-url";
import { stableHash } from "./stable-hash";
import type { IndexedImage } from "./webp-lossless";

/** What a picture is drawn from: the product's catalogue facts. */
export interface ProductImageFacts {
  id: number;
  name: string;
  brand: string;
  /** the catalogue's illustration kind, e.g. "dog-wet-food" (the file name of its old SVG) */
  kind: string;
  /** the smallest item's size label, e.g. "4-lb bag", or null */
  size: string | null;
}

type Form = "bag" | "can" | "tub" | "box" | "toy" | "card";

const FORM_OF_KIND: Record<string, Form> = {
  "dog-food": "bag",
  "cat-food": "bag",
  "small-pet-food": "bag",
  "bird-food": "bag",
  "vet-diet": "bag",
  "dog-treats": "bag",
  "dog-wet-food": "can",
  "cat-wet-food": "can",
  "cat-treats": "tub",
  "reptile-food": "tub",
  "fish-food": "tub",
  supplement: "tub",
  "flea-tick": "tub",
  pharmacy: "tub",
  "dog-toy": "toy",
  "cat-toy": "toy",
  "dog-chew": "toy",
  "gift-card": "card",
};

/** The shape a kind's products come in; gear and habitats come in a box. */
export function formOf(kind: string): Form {
  return FORM_OF_KIND[kind] ?? "box";
}

// Background tints per pet, light enough for the dark text and outlines drawn on them.
const PET_TINTS: Array<[pet: string, tint: number]> = [
  ["dog", 0xfdf1e4],
  ["cat", 0xeef0fb],
  ["small-pet", 0xf3f8e8],
  ["bird", 0xfff8dc],
  ["reptile", 0xe9f6ef],
  ["fish", 0xe6f4fa],
  ["horse", 0xf6ede6],
  ["farm", 0xfbeeee],
];

function petOf(facts: ProductImageFacts): string {
  const fromKind = PET_TINTS.find(([pet]) => facts.kind.startsWith(pet));
  if (fromKind) return fromKind[0];
  const name = facts.name.toLowerCase();
  return name.includes("cat") || name.includes("kitten") ? "cat" : "dog";
}

// Brand colour pairs (pack colour, band colour): white letters read on both.
const BRAND_COLOURS: Array<[number, number]> = [
  [0xc2410c, 0x7c2d12],
  [0x1d4ed8, 0x1e3a8a],
  [0x15803d, 0x14532d],
  [0x7e22ce, 0x4c1d95],
  [0xbe123c, 0x881337],
  [0x0f766e, 0x134e4a],
  [0xa16207, 0x713f12],
  [0x4338ca, 0x312e81],
  [0x9d174d, 0x500724],
  [0x334155, 0x0f172a],
  [0x0369a1, 0x0c4a6e],
  [0x4d7c0f, 0x365314],
  [0xb45309, 0x78350f],
  [0x6d28d9, 0x2e1065],
];

const FLAVOUR_COLOURS: Array<[word: string, colour: number]> = [
  ["peanut butter", 0xc68642],
  ["sweet potato", 0xe07b39],
  ["ocean fish", 0x5b8fb9],
  ["chicken", 0xe8b04b],
  ["beef", 0x8b2e2e],
  ["salmon", 0xf08a6c],
  ["lamb", 0xb9855f],
  ["turkey", 0xa0653a],
  ["duck", 0x5d7f4e],
  ["whitefish", 0xc9d6df],
  ["venison", 0x6b3a2a],
  ["bison", 0x4a3426],
  ["pork", 0xe9a3a0],
  ["tuna", 0xb34a5a],
  ["rabbit", 0xb8a99a],
  ["bacon", 0xb5523b],
  ["pumpkin", 0xe8832e],
  ["apple", 0xc0392b],
  ["blueberry", 0x4f5d95],
  ["cheddar", 0xf2b134],
  ["cheese", 0xf5c542],
  ["shrimp", 0xf4a383],
  ["catnip", 0x6aa84f],
];

/** The flavour named in the product's name, if any, and its colour. */
export function flavourOf(name: string): { word: string; colour: number } | null {
  const lower = name.toLowerCase();
  const found = FLAVOUR_COLOURS.find(([word]) => lower.includes(word));
  return found ? { word: found[0], colour: found[1] } : null;
}

/** A small seeded generator (mulberry32) for the scattered pieces of a close-up. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The size's number and unit as a badge ("30 LB"), and how full the pack looks (0.8-1). */
function sizeBadge(size: string | null): { label: string; fill: number } | null {
  const match = size?.match(/(\d+(?:\.\d+)?)\s*-?\s*(lb|oz|kg|g|ct|count|in|ft|l|ml|gal)\b/i);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const pounds = unit === "oz" ? amount / 16 : unit === "kg" ? amount * 2.2 : unit === "lb" ? amount : 4;
  return { label: drawableText(`${match[1]} ${unit === "count" ? "ct" : unit}`), fill: Math.min(1, 0.8 + Math.min(pounds, 40) / 200) };
}

const WHITE = 0xffffff;
const INK = 0x1f2937;

/** Letters as large as fit in `width` design units, at most `max` tall. */
function fittedText(canvas: IndexedCanvas, rgb: number, text: string, cx: number, top: number, width: number, max: number): number {
  const drawable = drawableText(text).trim();
  const size = Math.max(7, Math.min(max, (width * 7) / Math.max(1, drawable.length * 6 - 1)));
  canvas.text(rgb, drawable, cx, top, size);
  return size;
}

interface Look {
  facts: ProductImageFacts;
  form: Form;
  pet: string;
  pack: number;
  band: number;
  flavour: number;
  flavourWord: string | null;
  badge: { label: string; fill: number } | null;
}

function lookOf(facts: ProductImageFacts): Look {
  const [pack, band] = BRAND_COLOURS[stableHash(facts.brand) % BRAND_COLOURS.length]!;
  const flavour = flavourOf(facts.name);
  return {
    facts,
    form: formOf(facts.kind),
    pet: petOf(facts),
    pack,
    band,
    flavour: flavour?.colour ?? BRAND_COLOURS[stableHash(facts.name) % BRAND_COLOURS.length]![0],
    flavourWord: flavour?.word ?? null,
    badge: sizeBadge(facts.size),
  };
}

/** The pack's outline box in design units (left, top, width, height), smaller packs for smaller sizes. */
function packBox(look: Look): [number, number, number, number] {
  const fill = look.badge?.fill ?? 0.9;
  const [w, h] = { bag: [250, 330], can: [230, 260], tub: [220, 280], box: [320, 260], toy: [280, 300], card: [320, 200] }[look.form];
  const width = w * fill;
  const height = h * fill;
  return [(DESIGN_SIZE - width) / 2, (DESIGN_SIZE - height) / 2, width, height];
}

/** A pet's head in simple shapes: ears tell a cat (pointed) from a dog (floppy). */
function petMark(canvas: IndexedCanvas, look: Look, cx: number, cy: number, r: number): void {
  const colour = look.band;
  if (look.pet === "cat") {
    canvas.polygon(colour, [
      [cx - r, cy - r * 0.2],
      [cx - r * 0.8, cy - r * 1.3],
      [cx - r * 0.2, cy - r * 0.8],
    ]);
    canvas.polygon(colour, [
      [cx + r, cy - r * 0.2],
      [cx + r * 0.8, cy - r * 1.3],
      [cx + r * 0.2, cy - r * 0.8],
    ]);
  } else if (look.pet === "dog") {
    canvas.ellipse(colour, cx - r * 0.95, cy - r * 0.1, r * 0.35, r * 0.7);
    canvas.ellipse(colour, cx + r * 0.95, cy - r * 0.1, r * 0.35, r * 0.7);
  } else if (look.pet === "fish") {
    canvas.polygon(colour, [
      [cx + r * 0.7, cy],
      [cx + r * 1.5, cy - r * 0.6],
      [cx + r * 1.5, cy + r * 0.6],
    ]);
  } else if (look.pet === "bird") {
    canvas.polygon(colour, [
      [cx + r * 0.8, cy - r * 0.2],
      [cx + r * 1.4, cy + r * 0.1],
      [cx + r * 0.8, cy + r * 0.3],
    ]);
  }
  canvas.ellipse(colour, cx, cy, r, r * 0.9);
  canvas.ellipse(WHITE, cx - r * 0.35, cy - r * 0.15, r * 0.14, r * 0.14);
  canvas.ellipse(WHITE, cx + r * 0.35, cy - r * 0.15, r * 0.14, r * 0.14);
}

/** The pack's silhouette in its brand colour, the band with the brand's name on top. */
function drawPack(canvas: IndexedCanvas, look: Look): [number, number, number, number] {
  const [x, y, w, h] = packBox(look);
  switch (look.form) {
    case "bag":
      canvas.polygon(look.pack, [
        [x + 12, y],
        [x + w - 12, y],
        [x + w, y + h],
        [x, y + h],
      ]);
      canvas.rect(look.band, x + 12, y, w - 24, 36);
      break;
    case "can":
      canvas.rect(look.pack, x, y + 12, w, h - 24);
      canvas.ellipse(look.band, x + w / 2, y + 14, w / 2, 16);
      canvas.ellipse(look.pack, x + w / 2, y + h - 12, w / 2, 14);
      canvas.rect(look.band, x, y + 30, w, 30);
      break;
    case "tub":
      canvas.rect(look.band, x + 10, y, w - 20, 34, 8);
      canvas.rect(look.pack, x, y + 30, w, h - 30, 22);
      break;
    case "box":
      canvas.rect(look.pack, x, y, w, h, 6);
      canvas.rect(look.band, x, y, w, 38, 6);
      break;
    case "toy":
      canvas.rect(look.band, x, y, w, 40, 10);
      canvas.ellipse(look.pack, x + w / 2, y + 140, w / 2.4, 90);
      canvas.rect(look.flavour, x + w / 2 - 60, y + 128, 120, 24, 12);
      break;
    case "card":
      canvas.rect(look.pack, x, y, w, h, 18);
      canvas.rect(look.band, x, y, w, 40, 18);
      break;
  }
  fittedText(canvas, WHITE, look.facts.brand, x + w / 2, y + (look.form === "can" ? 38 : 10), w - 40, 20);
  return [x, y, w, h];
}

function drawFront(canvas: IndexedCanvas, look: Look): void {
  const [x, y, w, h] = drawPack(canvas, look);
  const cx = x + w / 2;
  if (look.form !== "toy") {
    // The label: the flavour's colour as a dish of food and the pet it is for.
    const labelTop = y + (look.form === "can" ? 72 : 54);
    const labelHeight = Math.min(h - (labelTop - y) - 20, 150);
    canvas.rect(WHITE, x + 22, labelTop, w - 44, labelHeight, 14);
    canvas.ellipse(look.flavour, cx, labelTop + labelHeight * 0.72, (w - 80) / 2, labelHeight * 0.18);
    petMark(canvas, look, cx, labelTop + labelHeight * 0.36, Math.min(30, labelHeight * 0.22));
    if (look.flavourWord) fittedText(canvas, INK, look.flavourWord, cx, labelTop + labelHeight * 0.86, w - 70, 12);
  }
  if (look.badge) {
    canvas.ellipse(look.band, x + w - 10, y + 56, 40, 28);
    fittedText(canvas, WHITE, look.badge.label, x + w - 10, y + 50, 62, 13);
  }
}

function drawBack(canvas: IndexedCanvas, look: Look): void {
  const [x, y, w, h] = drawPack(canvas, look);
  const panelTop = y + (look.form === "can" ? 70 : 52);
  const panelHeight = h - (panelTop - y) - 18;
  canvas.rect(WHITE, x + 18, panelTop, w - 36, panelHeight, 8);
  // "Guaranteed analysis": rows whose lengths come from the product's id.
  const random = seeded(look.facts.id * 7919);
  const rows = Math.max(2, Math.floor((panelHeight - 70) / 16));
  for (let row = 0; row < rows; row++) {
    canvas.rect(row === 0 ? look.band : 0x9ca3af, x + 30, panelTop + 12 + row * 16, (w - 60) * (0.45 + random() * 0.5), 7);
  }
  // A barcode drawn from the product's id digits.
  const digits = String(look.facts.id).padStart(8, "0");
  let barX = x + w / 2 - 48;
  for (const digit of digits) {
    const value = Number(digit);
    canvas.rect(INK, barX, panelTop + panelHeight - 46, 2 + (value % 3), 34);
    canvas.rect(INK, barX + 6, panelTop + panelHeight - 46, 1 + ((value >> 1) % 3), 34);
    barX += 12;
  }
}

function drawDetail(canvas: IndexedCanvas, look: Look): void {
  // A close-up: pieces in the flavour's colour for food, a weave in the brand's colours for the rest.
  const random = seeded(look.facts.id * 104729 + 1);
  const food = look.form === "bag" || look.form === "can" || look.form === "tub";
  canvas.rect(food ? WHITE : look.pack, 20, 20, 360, 300, 24);
  if (food) {
    for (let i = 0; i < 38; i++) {
      const cx = 50 + random() * 300;
      const cy = 50 + random() * 240;
      const r = 10 + random() * 14;
      canvas.ellipse(look.flavour, cx, cy, r, r * (0.6 + random() * 0.4));
      canvas.ellipse(look.band, cx - r * 0.25, cy - r * 0.2, r * 0.18, r * 0.18);
    }
  } else {
    for (let stripe = 0; stripe < 6; stripe++) canvas.rect(stripe % 2 ? look.band : look.flavour, 20, 40 + stripe * 46, 360, 18);
    petMark(canvas, look, 200, 170, 46);
  }
  canvas.rect(look.band, 20, 330, 360, 50, 12);
  fittedText(canvas, WHITE, look.facts.brand, 200, 344, 320, 22);
}

/** The product's picture for one view at `width` pixels square. */
export function drawProduct(facts: ProductImageFacts, view: ProductImageView, width: number): IndexedImage {
  const look = lookOf(facts);
  const tint = PET_TINTS.find(([pet]) => pet === look.pet)?.[1] ?? 0xf3f4f6;
  const canvas = new IndexedCanvas(width, [tint]);
  if (view === "front") drawFront(canvas, look);
  else if (view === "back") drawBack(canvas, look);
  else drawDetail(canvas, look);
  return canvas.image();
}
