// Writes the product placeholder images (simple SVG illustrations) to public/images/products/.
// The output is committed; rerun after changing this file:
//   npx tsx scripts/catalogue/images.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

type Icon =
  | "terrarium"
  | "bag"
  | "can"
  | "bone"
  | "stick"
  | "ball"
  | "crate"
  | "bed"
  | "leash"
  | "bottle"
  | "bowl"
  | "box"
  | "tree"
  | "cage"
  | "tank"
  | "horseshoe"
  | "barn"
  | "card"
  | "jar"
  | "pill"
  | "brush";

interface ImageDef {
  file: string;
  label: string;
  icon: Icon;
  bg: string;
  fg: string;
  accent: string;
}

const DOG = { bg: "#fdf1e4", fg: "#d9822b", accent: "#7a4a1c" };
const CAT = { bg: "#eef0fb", fg: "#6c72c9", accent: "#34397a" };
const SMALL = { bg: "#f3f8e8", fg: "#8db04a", accent: "#4b6424" };
const BIRD = { bg: "#fff8dc", fg: "#e0b323", accent: "#7a5f0c" };
const REPTILE = { bg: "#e9f6ef", fg: "#3f9e6b", accent: "#1e5a3a" };
const FISH = { bg: "#e6f4fa", fg: "#2f8fbf", accent: "#15506e" };
const HORSE = { bg: "#f6ede6", fg: "#9c6b4e", accent: "#553422" };
const FARM = { bg: "#fbeeee", fg: "#c0504d", accent: "#6e2422" };
const HEALTH = { bg: "#eaf6f6", fg: "#2a9d8f", accent: "#175a52" };
const GIFT = { bg: "#fdeef4", fg: "#d6457d", accent: "#7a1f44" };

export const IMAGES: ImageDef[] = [
  { file: "dog-food", label: "Dog Food", icon: "bag", ...DOG },
  { file: "dog-wet-food", label: "Wet Dog Food", icon: "can", ...DOG },
  { file: "dog-treats", label: "Dog Treats", icon: "bone", ...DOG },
  { file: "dog-chew", label: "Dog Chews", icon: "stick", ...DOG },
  { file: "dog-toy", label: "Dog Toy", icon: "ball", ...DOG },
  { file: "dog-crate", label: "Crates & Gates", icon: "crate", ...DOG },
  { file: "dog-bed", label: "Dog Bed", icon: "bed", ...DOG },
  { file: "dog-leash", label: "Leash & Collar", icon: "leash", ...DOG },
  { file: "dog-grooming", label: "Grooming", icon: "brush", ...DOG },
  { file: "dog-bowl", label: "Bowls & Feeders", icon: "bowl", ...DOG },
  { file: "flea-tick", label: "Flea & Tick", icon: "pill", ...HEALTH },
  { file: "supplement", label: "Supplements", icon: "bottle", ...HEALTH },
  { file: "pharmacy", label: "Pharmacy", icon: "pill", bg: "#eef5fc", fg: "#3b7dd8", accent: "#1b427a" },
  { file: "vet-diet", label: "Vet Diet", icon: "bag", bg: "#eef5fc", fg: "#3b7dd8", accent: "#1b427a" },
  { file: "cat-food", label: "Cat Food", icon: "bag", ...CAT },
  { file: "cat-wet-food", label: "Wet Cat Food", icon: "can", ...CAT },
  { file: "cat-treats", label: "Cat Treats", icon: "jar", ...CAT },
  { file: "cat-litter", label: "Cat Litter", icon: "box", ...CAT },
  { file: "cat-toy", label: "Cat Toy", icon: "ball", ...CAT },
  { file: "cat-tree", label: "Cat Tree", icon: "tree", ...CAT },
  { file: "small-pet-food", label: "Small Pet Food", icon: "bag", ...SMALL },
  { file: "small-pet-habitat", label: "Small Pet Habitat", icon: "cage", ...SMALL },
  { file: "bird-food", label: "Bird Food", icon: "bag", ...BIRD },
  { file: "bird-cage", label: "Bird Cage", icon: "cage", ...BIRD },
  { file: "reptile-food", label: "Reptile Food", icon: "jar", ...REPTILE },
  { file: "reptile-habitat", label: "Terrarium", icon: "terrarium", ...REPTILE },
  { file: "fish-food", label: "Fish Food", icon: "jar", ...FISH },
  { file: "aquarium", label: "Aquarium", icon: "tank", ...FISH },
  { file: "horse", label: "Horse", icon: "horseshoe", ...HORSE },
  { file: "farm", label: "Farm", icon: "barn", ...FARM },
  { file: "gift-card", label: "Gift Card", icon: "card", ...GIFT },
];

function paw(x: number, y: number, s: number, color: string): string {
  return `<g fill="${color}" opacity="0.9"><ellipse cx="${x}" cy="${y + 6 * s}" rx="${9 * s}" ry="${7 * s}"/><circle cx="${x - 9 * s}" cy="${y - 5 * s}" r="${3.6 * s}"/><circle cx="${x - 3 * s}" cy="${y - 10 * s}" r="${3.6 * s}"/><circle cx="${x + 3 * s}" cy="${y - 10 * s}" r="${3.6 * s}"/><circle cx="${x + 9 * s}" cy="${y - 5 * s}" r="${3.6 * s}"/></g>`;
}

function icon(d: ImageDef): string {
  const { fg, accent } = d;
  const light = "#ffffff";
  switch (d.icon) {
    case "bag":
      return `<path d="M140 90 h120 l18 40 v140 a14 14 0 0 1 -14 14 h-128 a14 14 0 0 1 -14 -14 v-140 z" fill="${fg}"/><rect x="140" y="90" width="120" height="18" fill="${accent}"/><rect x="150" y="150" width="100" height="80" rx="12" fill="${light}"/>${paw(200, 192, 1.6, fg)}`;
    case "can":
      return `<rect x="135" y="110" width="130" height="160" rx="10" fill="${fg}"/><ellipse cx="200" cy="110" rx="65" ry="16" fill="${accent}"/><ellipse cx="200" cy="270" rx="65" ry="16" fill="${fg}"/><rect x="135" y="160" width="130" height="60" fill="${light}"/>${paw(200, 192, 1.3, fg)}`;
    case "bone":
      return `<g fill="${fg}"><circle cx="120" cy="160" r="30"/><circle cx="120" cy="220" r="30"/><circle cx="280" cy="160" r="30"/><circle cx="280" cy="220" r="30"/><rect x="120" y="160" width="160" height="60"/></g><rect x="165" y="182" width="70" height="16" rx="8" fill="${light}" opacity="0.6"/>`;
    case "stick":
      return `<g transform="rotate(-30 200 190)"><rect x="90" y="170" width="220" height="40" rx="20" fill="${fg}"/><path d="M110 190 h180" stroke="${accent}" stroke-width="4" stroke-dasharray="14 10"/></g>`;
    case "ball":
      return `<circle cx="200" cy="190" r="85" fill="${fg}"/><path d="M130 140 q70 50 140 0 M130 240 q70 -50 140 0" stroke="${light}" stroke-width="10" fill="none"/>`;
    case "crate":
      return `<rect x="110" y="110" width="180" height="150" rx="8" fill="none" stroke="${fg}" stroke-width="12"/><g stroke="${fg}" stroke-width="8">${[145, 180, 215, 250].map((x) => `<line x1="${x}" y1="116" x2="${x}" y2="254"/>`).join("")}</g><rect x="100" y="255" width="200" height="14" rx="6" fill="${accent}"/>`;
    case "bed":
      return `<ellipse cx="200" cy="215" rx="130" ry="60" fill="${fg}"/><ellipse cx="200" cy="200" rx="95" ry="35" fill="${light}"/>${paw(200, 200, 1.2, fg)}`;
    case "leash":
      return `<path d="M120 280 C 120 150, 280 230, 270 110" stroke="${fg}" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="270" cy="100" r="24" fill="none" stroke="${accent}" stroke-width="12"/><circle cx="120" cy="285" r="12" fill="${accent}"/>`;
    case "bottle":
      return `<rect x="150" y="120" width="100" height="150" rx="18" fill="${fg}"/><rect x="170" y="92" width="60" height="32" rx="6" fill="${accent}"/><rect x="160" y="160" width="80" height="70" rx="8" fill="${light}"/><path d="M200 172 v46 M177 195 h46" stroke="${fg}" stroke-width="12" stroke-linecap="round"/>`;
    case "pill":
      return `<g transform="rotate(-35 200 190)"><rect x="110" y="155" width="180" height="70" rx="35" fill="${light}" stroke="${fg}" stroke-width="8"/><path d="M200 155 h55 a35 35 0 0 1 0 70 h-55 z" fill="${fg}"/></g><path d="M200 262 v30 M185 277 h30" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`;
    case "bowl":
      return `<path d="M100 180 h200 a100 70 0 0 1 -200 0 z" fill="${fg}"/><ellipse cx="200" cy="180" rx="100" ry="18" fill="${accent}"/><g fill="${light}">${[170, 195, 220, 240].map((x, i) => `<circle cx="${x}" cy="${176 - (i % 2) * 4}" r="9"/>`).join("")}</g>`;
    case "box":
      return `<path d="M120 140 h160 l-10 140 h-140 z" fill="${fg}"/><rect x="110" y="122" width="180" height="24" rx="6" fill="${accent}"/><g fill="${light}" opacity="0.8">${[150, 175, 200, 225, 250].map((x, i) => `<circle cx="${x}" cy="${200 + (i % 2) * 18}" r="6"/>`).join("")}</g>`;
    case "tree":
      return `<g fill="${accent}"><rect x="140" y="130" width="18" height="150"/><rect x="240" y="170" width="18" height="110"/></g><g fill="${fg}"><rect x="110" y="115" width="90" height="20" rx="8"/><rect x="210" y="160" width="80" height="20" rx="8"/><rect x="100" y="275" width="200" height="20" rx="8"/><rect x="120" y="200" width="80" height="50" rx="20"/></g>`;
    case "cage":
      return `<path d="M120 270 v-110 a80 80 0 0 1 160 0 v110 z" fill="none" stroke="${fg}" stroke-width="10"/><g stroke="${fg}" stroke-width="6">${[155, 200, 245].map((x) => `<line x1="${x}" y1="${x === 200 ? 85 : 100}" x2="${x}" y2="270"/>`).join("")}</g><rect x="105" y="268" width="190" height="16" rx="6" fill="${accent}"/><circle cx="200" cy="78" r="10" fill="${accent}"/>`;
    case "tank":
      return `<rect x="95" y="110" width="210" height="160" rx="10" fill="${light}" stroke="${accent}" stroke-width="8"/><rect x="99" y="150" width="202" height="116" fill="${fg}" opacity="0.45"/><path d="M99 150 q25 -12 50 0 t50 0 t50 0 t52 0" stroke="${fg}" stroke-width="6" fill="none"/><path d="M170 210 q30 -25 60 0 q-30 25 -60 0 z M230 210 l18 -14 v28 z" fill="${accent}"/>`;
    case "terrarium":
      return `<rect x="95" y="110" width="210" height="160" rx="10" fill="${light}" stroke="${accent}" stroke-width="8"/><rect x="99" y="230" width="202" height="36" fill="${fg}" opacity="0.45"/><path d="M120 230 q40 -70 110 -60" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/><ellipse cx="250" cy="232" rx="34" ry="16" fill="${fg}"/><circle cx="265" cy="140" r="16" fill="#f2c14e"/>`;
    case "horseshoe":
      return `<path d="M130 120 v80 a70 70 0 0 0 140 0 v-80" stroke="${fg}" stroke-width="34" fill="none" stroke-linecap="round"/><g fill="${light}">${[
        [130, 150],
        [130, 195],
        [270, 150],
        [270, 195],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`)
        .join("")}</g>`;
    case "barn":
      return `<path d="M110 170 l90 -70 l90 70 v110 h-180 z" fill="${fg}"/><rect x="170" y="200" width="60" height="80" fill="${light}"/><path d="M170 200 l60 80 M230 200 l-60 80" stroke="${fg}" stroke-width="6"/><rect x="185" y="140" width="30" height="30" fill="${light}"/>`;
    case "card":
      return `<rect x="90" y="120" width="220" height="140" rx="16" fill="${fg}"/><rect x="90" y="175" width="220" height="18" fill="${light}" opacity="0.8"/><rect x="175" y="120" width="18" height="140" fill="${light}" opacity="0.8"/><path d="M184 175 q-40 -40 -20 -50 q20 -5 20 50 q0 -55 20 -50 q20 10 -20 50" fill="${accent}"/>`;
    case "jar":
      return `<rect x="140" y="130" width="120" height="140" rx="22" fill="${fg}"/><rect x="150" y="100" width="100" height="34" rx="8" fill="${accent}"/><rect x="155" y="170" width="90" height="60" rx="10" fill="${light}"/>${paw(200, 200, 1.1, fg)}`;
    case "brush":
      return `<rect x="130" y="110" width="140" height="60" rx="20" fill="${fg}"/><g stroke="${accent}" stroke-width="6">${[150, 170, 190, 210, 230, 250].map((x) => `<line x1="${x}" y1="170" x2="${x}" y2="195"/>`).join("")}</g><rect x="188" y="170" width="24" height="110" rx="12" fill="${accent}" transform="rotate(0)"/>`;
  }
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

export function svgFor(d: ImageDef): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${xml(d.label)}">
<rect width="400" height="400" rx="28" fill="${d.bg}"/>
<circle cx="200" cy="190" r="150" fill="#ffffff" opacity="0.55"/>
${icon(d)}
<text x="200" y="350" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="${d.accent}">${xml(d.label)}</text>
</svg>
`;
}

export function writeImages(dir = resolve(fileURLToPath(import.meta.url), "../../../public/images/products")) {
  mkdirSync(dir, { recursive: true });
  for (const d of IMAGES) writeFileSync(join(dir, `${d.file}.svg`), svgFor(d));
  return IMAGES.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${writeImages()} images to public/images/products/`);
}
