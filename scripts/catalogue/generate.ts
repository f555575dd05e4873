// Deterministic catalogue generator. Same product count ⇒ byte-identical SQL.
//
//   npx tsx scripts/catalogue/generate.ts [--products N] [--out .seed]
//   SEED_PRODUCTS=100000 npx tsx scripts/catalogue/generate.ts
//
// Product i depends only on i (its own PRNG stream), so a small catalogue is a prefix of a big one.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { slugify } from "#app/catalogue/slug.ts";
import { DEALS, dealAppliesTo } from "#app/pricing/deals.ts";
import { words } from "#app/search/fts.ts";
import { PRICE_BUCKETS, priceBucketValues, ratingFacetLabel, ratingFacetValues } from "#app/catalogue/facet-values.ts";
import { NEW_PRODUCT_EXCLUDED_PARENT_PART_NUMBER } from "#app/catalogue/product-rules.ts";
import { FACET_BY_KEY, FACETS, type AttributeFacetKey, type FacetKey } from "#app/catalogue/facets.ts";
import { PAIR_COUNT_MIN_PRODUCTS } from "#app/catalogue/queries.server.ts";
import type { CatalogPrefix } from "#app/catalogue/catalog-prefixes.ts";
import { BRANDS, type BrandDef } from "./brands";
import { BRAND_CATEGORY_BASE_ID, CATEGORY_TREE, DEALS_CATEGORY, SHOPS_CATEGORY, PET_PARENT_CATEGORY, S_CATEGORY, type CategoryDef } from "./categories";
import { averageRating, drawStarCounts, type StarCounts } from "#app/reviews/review-stars.ts";
import { createRng, fnv1aHex, type Rng } from "./prng";
import { insertStatements, type SqlValue } from "./sql";
import { FACET_ATTR_VALUES, PRODUCT_TYPES, type ProductType, type Size } from "./types";

export const DEFAULT_PRODUCT_COUNT = 10_000;
export const MAX_PRODUCT_COUNT = 400_000;
export const PRODUCT_ID_BASE = 500_000;
export const ITEM_ID_BASE = 10_000_000;
// spec §4: the parent part number never badged new (declared once, with the rule).
export const SPECIAL_NEW_EXCLUDED_PART_NUMBER = NEW_PRODUCT_EXCLUDED_PARENT_PART_NUMBER;
const SEED = "tailwise-catalogue-v1";
/** popularity at or above which a product is in the Best Sellers shop */
const BEST_SELLER_POPULARITY = 7000;
const POPULARITY_SCALE = Math.log(1 + 15000);

// ---- facets -------------------------------------------------------------------------------
/** The promotions products are filed under: the storefront's own table (app/pricing/deals.ts). */
export { DEALS };

export interface FacetValueRow {
  id: number;
  key: FacetKey;
  value: string;
  valueId: string;
  label: string;
  market: "*" | "us" | "ca";
  sortOrder: number;
}

function buildFacetValues(): { rows: FacetValueRow[]; lookup: (key: FacetKey, value: string, market?: "us" | "ca") => number } {
  const rows: FacetValueRow[] = [];
  const byKey = new Map<string, number>();
  const usedIds = new Map<FacetKey, Map<string, string>>();
  const valueIdFor = (key: FacetKey, value: string): string => {
    let ids = usedIds.get(key);
    if (!ids) usedIds.set(key, (ids = new Map()));
    const existing = [...ids.entries()].find(([, v]) => v === value);
    if (existing) return existing[0];
    for (let salt = 0; ; salt++) {
      const id = fnv1aHex(salt ? `${key}=${value}#${salt}` : `${key}=${value}`);
      if (![...ids.keys()].some((k) => k.slice(0, 6) === id.slice(0, 6))) {
        ids.set(id, value);
        return id;
      }
    }
  };
  const add = (key: FacetKey, value: string, label: string, market: "*" | "us" | "ca", sortOrder: number) => {
    const id = rows.length + 1;
    rows.push({ id, key, value, valueId: valueIdFor(key, value), label, market, sortOrder });
    byKey.set(`${key}\u0000${value}\u0000${market}`, id);
  };
  for (const { key, kind } of FACETS) {
    if (kind === "attribute") {
      FACET_ATTR_VALUES[key].forEach((v, i) => add(key, v, v, "*", i));
      continue;
    }
    switch (key) {
      case "AnsEligible":
        add(key, "true", "Autoship Eligible", "*", 0);
        break;
      case "price_d":
        for (const market of ["us", "ca"] as const) PRICE_BUCKETS.forEach((b, i) => add(key, b.value, b.label, market, i));
        break;
      case "rating":
        ["4", "3", "2", "1"].forEach((v, i) => add(key, v, ratingFacetLabel(v), "*", i));
        break;
      case "brand_facet":
        [...BRANDS.map((b) => b.name)].sort(cmp).forEach((name, i) => add(key, name, name, "*", i));
        break;
      case "onSpecial":
        add(key, "true", "On Special", "*", 0);
        break;
      case "dealsId":
        DEALS.forEach((d, i) => add(key, d.id, d.name, "*", i));
        break;
      case "nationalbrand":
        add(key, "true", "Canadian National Brand", "ca", 0);
        break;
    }
  }
  const lookup = (key: FacetKey, value: string, market?: "us" | "ca") => {
    const id = byKey.get(`${key}\u0000${value}\u0000${market ?? "*"}`) ?? (market ? undefined : byKey.get(`${key}\u0000${value}\u0000ca`));
    if (id === undefined) throw new Error(`unknown facet value ${key}=${value} (${market ?? "*"})`);
    return id;
  };
  return { rows, lookup };
}

function cmp(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---- categories ---------------------------------------------------------------------------
export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  prefix: CatalogPrefix;
  shortDescription: string;
  published: boolean;
  replacement: number | null;
  sortOrder: number;
  depth: number;
  brandId: number | null;
}

function flattenCategories(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const walk = (defs: CategoryDef[], parent: CategoryRow | null) => {
    defs.forEach((d, i) => {
      const prefix = d.prefix ?? parent?.prefix ?? "b";
      const row: CategoryRow = {
        id: d.id,
        parentId: parent?.id ?? null,
        name: d.name,
        slug: d.slug ?? slugify(d.name),
        prefix,
        shortDescription: describeCategory(d.name, prefix),
        published: d.published ?? true,
        replacement: d.replacement ?? null,
        sortOrder: i,
        depth: parent ? parent.depth + 1 : 0,
        brandId: null,
      };
      rows.push(row);
      if (d.children) walk(d.children, row);
    });
  };
  walk(CATEGORY_TREE, null);
  BRANDS.forEach((b, i) =>
    rows.push({
      id: BRAND_CATEGORY_BASE_ID + i,
      parentId: null,
      name: b.name,
      slug: slugify(b.name),
      prefix: "brands",
      shortDescription: `Shop ${b.name} at Tailwise: fast shipping and Autoship savings.`,
      published: true,
      replacement: null,
      sortOrder: i,
      depth: 0,
      brandId: i + 1,
    }),
  );
  const ids = new Set<number>();
  for (const r of rows) {
    if (ids.has(r.id)) throw new Error(`duplicate category id ${r.id}`);
    ids.add(r.id);
  }
  return rows;
}

function describeCategory(name: string, prefix: CatalogPrefix): string {
  if (prefix === "deals") return `Save on ${name.toLowerCase()} for every pet in the family.`;
  if (prefix === "shops") return `${name}: hand-picked for pets and the people who love them.`;
  return `Shop ${name.toLowerCase()} at Tailwise. Free shipping on qualifying orders and 5% off with Autoship.`;
}

// ---- products -----------------------------------------------------------------------------
export interface ItemRow {
  id: number;
  productId: number;
  partNumber: string;
  gtin: string;
  name: string;
  size: string;
  flavor: string | null;
  color: string | null;
  optionOrder: number;
  priceUsd: number;
  priceCad: number;
  strikeUsd: number | null;
  strikeCad: number | null;
  strikeType: string | null;
  autoshipUsd: number | null;
  autoshipCad: number | null;
  autoshipPct: number | null;
  firstAutoshipPct: number | null;
  firstAutoshipMaxUsd: number | null;
  firstAutoshipMaxCad: number | null;
  mapEnforced: boolean;
  mapType: number | null;
  mapSavingsUsd: number | null;
  mapSavingsCad: number | null;
  ppuUsd: number | null;
  ppuCad: number | null;
  unit: string | null;
  inventory: number;
  published: boolean;
  discontinued: boolean;
}

export interface ProductRow {
  id: number;
  index: number;
  partNumber: string;
  name: string;
  slug: string;
  brandId: number;
  categoryId: number;
  description: string;
  image: string;
  gtin: string;
  rating: number;
  ratingCount: number;
  /** reviews giving 1-5 stars: they add up to ratingCount and average to rating */
  starCounts: StarCounts;
  popularity: number;
  popScore: number;
  createdDaysAgo: number;
  minPriceUsd: number;
  minPriceCad: number;
  saleRank: number;
  autoship: boolean;
  deal: (typeof DEALS)[number] | null;
  onSpecial: boolean;
  discontinued: boolean;
  giftCard: boolean;
  fresh: boolean;
  frozen: boolean;
  liveFeed: boolean;
  livePlant: boolean;
  prescription: boolean;
  rxVetDiet: boolean;
  customizable: boolean;
  dropshipped: boolean;
  nationalBrandCa: boolean;
  exclusive: boolean;
  bundle: { partNumbers: string[]; title: string } | null;
  published: boolean;
  items: ItemRow[];
  facetValueIds: number[];
  categoryIds: number[];
  animal: string;
}

export interface Catalogue {
  productCount: number;
  categories: CategoryRow[];
  closure: [number, number, number][];
  brands: (BrandDef & { id: number; slug: string; categoryId: number })[];
  facetValues: FacetValueRow[];
  products: ProductRow[];
}

const GIFT_TYPE: ProductType = {
  key: "gift-card",
  category: SHOPS_CATEGORY.giftCards,
  weight: 0,
  animal: "Dog",
  kind: "supply",
  pool: "gift",
  image: "gift-card",
  pools: [],
  noun: "",
  sizes: [
    ["$25", null, null, 1],
    ["$50", null, null, 2],
    ["$100", null, null, 4],
  ],
  price: [25, 25],
  autoship: 0,
  describe: ["Give the gift of happy pets. Delivered by email and redeemable on anything at Tailwise."],
};

interface Special {
  type: ProductType;
  name?: string;
  brand?: string;
  picks?: number[];
  createdDaysAgo?: number;
  partNumber?: string;
}
const typeByKey = (key: string) => {
  const t = PRODUCT_TYPES.find((x) => x.key === key);
  if (!t) throw new Error(`no product type ${key}`);
  return t;
};
/** Products 0..n-1 of every catalogue: gift cards, the 199675 product, the curated supplements. */
export const SPECIAL_PRODUCTS: Special[] = [
  { type: GIFT_TYPE, name: "Tailwise eGift Card", brand: "Tailwise" },
  { type: GIFT_TYPE, name: "Tailwise Birthday eGift Card", brand: "Tailwise" },
  { type: GIFT_TYPE, name: "Tailwise Holiday Gift Card", brand: "Tailwise" },
  // spec §4: parent part 199675 is never "new" although it started recently.
  { type: typeByKey("dog-dry-food"), brand: "Barkwell", picks: [0, 0, 0], createdDaysAgo: 5, partNumber: SPECIAL_NEW_EXCLUDED_PART_NUMBER },
  // spec §3 curated supplements (private label).
  { type: typeByKey("dog-fish-oil"), name: "Tailwise Essentials Skin & Coat Salmon Oil for Dogs", brand: "Tailwise Essentials" },
  { type: typeByKey("dog-probiotic"), name: "Tailwise Essentials Probiotic Soft Chews for Dogs", brand: "Tailwise Essentials", picks: [0, 0] },
  { type: typeByKey("cat-probiotic"), name: "Tailwise Essentials Probiotic Powder for Cats", brand: "Tailwise Essentials", picks: [0, 0] },
  { type: typeByKey("dog-allergy-immune"), name: "Tailwise Essentials Allergy & Immune Soft Chews for Dogs", brand: "Tailwise Essentials", picks: [0, 0] },
  { type: typeByKey("dog-fish-oil"), name: "Tailwise Essentials Omega-3 Fish Oil for Dogs", brand: "Tailwise Essentials", picks: [1] },
];
/** Curated supplement entries: category id + part number (spec §3). */
export const CURATED_SUPPLEMENTS = [
  { categoryId: 294, index: 4, title: "Skin & Coat Salmon Oil" },
  { categoryId: 411, index: 5, title: "Probiotic Soft Chews" },
  { categoryId: 1546, index: 6, title: "Cat Probiotic Powder" },
  { categoryId: 388, index: 7, title: "Allergy & Immune Soft Chews" },
  { categoryId: 417, index: 8, title: "Omega-3 Fish Oil" },
].map((c) => ({ ...c, partNumber: productPartNumber(c.index) }));

export function productPartNumber(index: number): string {
  return index === 3 ? SPECIAL_NEW_EXCLUDED_PART_NUMBER : String(200000 + index);
}

const ANIMAL_PLURAL: Record<string, string> = {
  Dog: "dogs",
  Cat: "cats",
  "Small Pet": "small pets",
  Bird: "birds",
  Reptile: "reptiles",
  Fish: "fish",
  Horse: "horses",
  "Farm Animal": "farm animals",
};

function charmCents(dollars: number, rng: Rng): number {
  const whole = Math.max(0, Math.floor(dollars));
  const ending = dollars < 10 ? rng.pick([49, 79, 99, 99]) : rng.pick([49, 98, 99, 99, 99]);
  return Math.max(99, whole * 100 + ending);
}

function gtin12(seedNumber: number): string {
  const body = `8${String(seedNumber).padStart(10, "0")}`.slice(0, 11);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

interface Ctx {
  brandsByPool: Map<string, number[]>;
  brandIdByName: Map<string, number>;
  facet: ReturnType<typeof buildFacetValues>["lookup"];
  typeCumulative: number[];
  typeTotal: number;
  dogFoodCategories: Set<number>;
}

function pickType(rng: Rng, ctx: Ctx): ProductType {
  const r = rng() * ctx.typeTotal;
  let lo = 0,
    hi = ctx.typeCumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ctx.typeCumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return PRODUCT_TYPES[lo];
}

// One product of the catalogue, drawn in named steps. Each step draws from the product's own random
// stream in the order the steps run, so the order of the calls below is part of the catalogue: a
// step moved or a draw added changes every product after it (generate.test.ts checks determinism).
function buildProduct(index: number, ctx: Ctx, itemCounter: { next: number }): ProductRow {
  const rng = createRng(`${SEED}:product:${index}`);
  const special = SPECIAL_PRODUCTS[index];
  const type = special?.type ?? pickType(rng, ctx);
  const isGift = type === GIFT_TYPE;
  const brandId = special?.brand ? ctx.brandIdByName.get(special.brand)! : pickBrand(rng, ctx, type);
  const brand = BRANDS[brandId - 1];
  const { name, attrs, pickedWords } = drawName(rng, type, brand, special);
  const { sizes, variantValues } = drawOptions(rng, type, isGift, attrs);
  const draws = drawOffer(rng, type, isGift, special, name);
  const productId = PRODUCT_ID_BASE + index;
  const partNumber = special?.partNumber ?? productPartNumber(index);
  const items = drawItems(rng, { type, isGift, draws, productId, partNumber, sizes, variantValues }, itemCounter);
  const drawn = drawReviewsAndAge(rng, isGift, special);
  // The reviews' stars (docs/decisions/0058), drawn from their own seed so the product's stream is
  // unchanged; the rating is their average, so a card's stars and the reviews behind them agree.
  const starCounts = drawStarCounts(drawn.rating, drawn.ratingCount, `${SEED}:reviews:${index}`);
  const reviews = { ...drawn, rating: averageRating(starCounts) };
  const bundle = drawBundle(rng, type, index, name);
  const publishedItems = items.filter((it) => it.published);
  const priced = publishedItems.length ? publishedItems : items;
  const minPriceUsd = Math.min(...priced.map((it) => it.priceUsd));
  const minPriceCad = Math.min(...priced.map((it) => it.priceCad));
  const { autoship, deal, onSpecial, autoshipPct } = draws;
  const facetValueIds = facetValueIdsOf(ctx, {
    brand,
    attrs,
    autoship,
    deal,
    onSpecial,
    minPriceUsd,
    minPriceCad,
    rating: reviews.rating,
    ratingCount: reviews.ratingCount,
  });
  const categoryIds = categoryIdsOf(rng, ctx, {
    type,
    isGift,
    brand,
    brandId,
    attrs,
    pickedWords,
    deal,
    autoshipPct,
    createdDaysAgo: reviews.createdDaysAgo,
    popularity: reviews.popularity,
  });
  const description = drawDescription(rng, type, brand, name, attrs, sizes);

  return {
    id: productId,
    index,
    partNumber,
    name,
    slug: slugify(name),
    brandId,
    categoryId: type.category,
    description,
    image: `/images/products/${type.image}.svg`,
    gtin: items[0].gtin,
    ...reviews,
    starCounts,
    minPriceUsd,
    minPriceCad,
    saleRank: (deal ? 4 : 0) + (onSpecial ? 2 : 0) + (autoshipPct != null && autoshipPct > 5 ? 1 : 0),
    autoship,
    deal,
    onSpecial,
    discontinued: draws.discontinued,
    giftCard: isGift,
    fresh: !!type.flags?.fresh,
    frozen: !!type.flags?.frozen,
    liveFeed: !!type.flags?.liveFeed,
    livePlant: !!type.flags?.livePlant,
    prescription: !!type.flags?.prescription,
    rxVetDiet: !!type.flags?.rxVetDiet,
    customizable: draws.customizable,
    dropshipped: draws.dropshipped,
    nationalBrandCa: !!brand.ca,
    exclusive: !!brand.exclusive,
    bundle,
    published: !draws.unpublished && publishedItems.length > 0,
    items,
    facetValueIds,
    categoryIds,
    animal: type.animal,
  };
}

/** A brand of the type's pool, the first ones more often. */
function pickBrand(rng: Rng, ctx: Ctx, type: ProductType): number {
  const pool = ctx.brandsByPool.get(type.pool)!;
  return pool[Math.floor(Math.pow(rng(), 1.4) * pool.length)];
}

type Attributes = Map<AttributeFacetKey, Set<string>>;

function addAttributes(attrs: Attributes, key: AttributeFacetKey, values: string[] | undefined): void {
  if (!values?.length) return;
  let set = attrs.get(key);
  if (!set) attrs.set(key, (set = new Set()));
  for (const value of values) set.add(value);
}

/** The product's name from its brand, a word of each of the type's pools and its noun; the facet values those words carry. */
function drawName(rng: Rng, type: ProductType, brand: BrandDef, special: Special | undefined) {
  const attrs: Attributes = new Map();
  const pickedWords: string[] = [];
  type.pools.forEach((pool, i) => {
    const pick = special?.picks ? pool[special.picks[i] ?? 0] : rng.pick(pool);
    if (pick.w) pickedWords.push(pick.w);
    for (const [k, vs] of Object.entries(pick.f ?? {})) addAttributes(attrs, k as AttributeFacetKey, vs);
  });
  for (const [k, vs] of Object.entries(type.facets ?? {})) {
    if (k === "Lifestage" && vs?.[0] === "Adult" && rng.chance(0.2)) addAttributes(attrs, "Lifestage", ["All Life Stages"]);
    else addAttributes(attrs, k as AttributeFacetKey, vs);
  }
  if (type.breedSizes && !attrs.has("BreedSize")) {
    const all = FACET_ATTR_VALUES.BreedSize;
    const n = rng.int(1, 3);
    const start = rng.int(0, all.length - n);
    addAttributes(attrs, "BreedSize", all.slice(start, start + n));
  }
  if (type.kind === "food" && rng.chance(0.12)) addAttributes(attrs, "SpecialDiet", ["Gluten-Free"]);
  const name = special?.name ?? [brand.name, ...pickedWords, type.noun].filter(Boolean).join(" ").replace(/\s+/g, " ");
  return { name, attrs, pickedWords };
}

/** Which sizes (and flavours or colours) the product comes in. */
function drawOptions(rng: Rng, type: ProductType, isGift: boolean, attrs: Attributes) {
  const sizeCountWeights = [5, 15, 30, 28, 22];
  let nSizes = 1;
  const r = rng() * 100;
  let acc = 0;
  for (let k = 0; k < sizeCountWeights.length; k++) {
    acc += sizeCountWeights[k];
    if (r < acc) {
      nSizes = k + 1;
      break;
    }
  }
  if (isGift) nSizes = 3;
  nSizes = Math.min(nSizes, type.sizes.length);
  let variantValues: (string | null)[] = [null];
  if (type.variants && rng.chance(0.5)) {
    variantValues = rng.sample(type.variants.values, rng.int(2, 4));
    nSizes = Math.min(nSizes, 2);
  }
  const start = rng.int(0, type.sizes.length - nSizes);
  const sizes: Size[] = type.sizes.slice(start, start + nSizes);
  if (type.variants?.name === "flavor") for (const v of variantValues) if (v) addAttributes(attrs, "FoodFlavor", [v]);
  return { sizes, variantValues };
}

/** How the product is offered: Autoship, deal, special price, MAP, stock and publication, and its price draws. */
function drawOffer(rng: Rng, type: ProductType, isGift: boolean, special: Special | undefined, name: string) {
  const autoship = !isGift && rng.chance(type.autoship);
  // A first-Autoship promotion only where Autoship is offered (it would promise nothing elsewhere); one draw either way.
  const deal = !isGift && rng.chance(0.07) ? rng.pick(DEALS.filter((d) => dealAppliesTo(d, { autoshipAllowed: autoship }))) : null;
  const onSpecial = !isGift && rng.chance(0.1);
  const zeroInventory = !isGift && !special && rng.chance(0.03);
  const discontinued = !isGift && !special && rng.chance(0.015);
  const unpublished = !special && rng.chance(0.015);
  const dropshipped = rng.chance(type.dropship ?? 0);
  const customizable = name.includes("Personalized") || rng.chance(type.customizable ?? 0);
  const mapKind = ["food", "health", "gear", "toy", "vetdiet"].includes(type.kind) && rng.chance(0.05);
  const mapType = mapKind ? (rng.chance(0.5) ? 2 : 1) : null;
  const mapHasSavings = mapKind && rng.chance(0.85);
  const autoshipPct = autoship ? (rng.chance(0.05) ? rng.pick([10, 15, 20, 25, 35]) : 5) : null;
  const fastTrack = autoship && rng.chance(0.3);
  const cadRate = rng.range(1.3, 1.4);
  const basePrice = rng.range(type.price[0], type.price[1]);
  const strikeFactor = rng.range(1.1, 1.4);
  const caStrikeEqual = rng.chance(0.3);
  const strikeType = rng.chance(0.7) ? "LIST_PRICE" : "WAS_PRICE";
  return {
    autoship,
    deal,
    onSpecial,
    zeroInventory,
    discontinued,
    unpublished,
    dropshipped,
    customizable,
    mapKind,
    mapType,
    mapHasSavings,
    autoshipPct,
    fastTrack,
    cadRate,
    basePrice,
    strikeFactor,
    caStrikeEqual,
    strikeType,
  };
}

/** One item per size and variant (at most 6, part numbers `{product}{1..9}`), priced in both markets. */
function drawItems(
  rng: Rng,
  product: {
    type: ProductType;
    isGift: boolean;
    draws: ReturnType<typeof drawOffer>;
    productId: number;
    partNumber: string;
    sizes: Size[];
    variantValues: (string | null)[];
  },
  itemCounter: { next: number },
): ItemRow[] {
  const { type, isGift, draws, productId, partNumber } = product;
  const {
    onSpecial,
    mapKind,
    mapType,
    mapHasSavings,
    autoshipPct,
    fastTrack,
    cadRate,
    basePrice,
    strikeFactor,
    caStrikeEqual,
    strikeType,
    zeroInventory,
    discontinued,
  } = draws;
  const items: ItemRow[] = [];
  let k = 0;
  for (const [sizeLabel, qty, unit, factor] of product.sizes) {
    for (const variant of product.variantValues) {
      const itemId = ITEM_ID_BASE + itemCounter.next++;
      const usd = isGift ? Math.round(25 * factor) * 100 : charmCents(basePrice * factor, rng);
      const cad = isGift ? usd : charmCents((usd / 100) * cadRate, rng);
      const strikeUsd = onSpecial ? charmCents((usd / 100) * strikeFactor, rng) : null;
      const strikeCad = onSpecial ? (caStrikeEqual ? cad : charmCents((cad / 100) * strikeFactor, rng)) : null;
      const mapSavingsUsd = mapKind ? (mapHasSavings ? rng.int(1, 6) * 100 + rng.pick([0, 50]) : 0) : null;
      const itemPublished = k === 0 || !rng.chance(0.03);
      const inventory = zeroInventory || discontinued ? 0 : rng.chance(0.06) ? 0 : rng.int(1, 900);
      const variantName = type.variants?.name;
      items.push({
        id: itemId,
        productId,
        partNumber: `${partNumber}${k + 1}`,
        gtin: gtin12(itemId),
        name: [sizeLabel, variant].filter(Boolean).join(", "),
        size: sizeLabel,
        flavor: variantName === "flavor" ? variant : null,
        color: variantName === "color" ? variant : null,
        optionOrder: k,
        priceUsd: usd,
        priceCad: cad,
        strikeUsd,
        strikeCad,
        strikeType: onSpecial ? strikeType : null,
        autoshipUsd: autoshipPct != null ? Math.round((usd * (100 - autoshipPct)) / 100) : null,
        autoshipCad: autoshipPct != null ? Math.round((cad * (100 - autoshipPct)) / 100) : null,
        autoshipPct,
        firstAutoshipPct: fastTrack ? 35 : null,
        firstAutoshipMaxUsd: fastTrack ? 2000 : null,
        firstAutoshipMaxCad: fastTrack ? 2500 : null,
        mapEnforced: mapKind,
        mapType,
        mapSavingsUsd,
        mapSavingsCad: mapSavingsUsd != null ? Math.round((mapSavingsUsd * cadRate) / 10) * 10 : null,
        ppuUsd: qty ? Math.max(1, Math.round(usd / qty)) : null,
        ppuCad: qty ? Math.max(1, Math.round(cad / qty)) : null,
        unit: qty ? unit : null,
        inventory,
        published: itemPublished,
        discontinued,
      });
      k++;
    }
    if (items.length >= 6) break;
  }
  if (k > 9) throw new Error("too many items for part numbering");
  return items;
}

/** Reviews, popularity and age (spec §4 "new" is under 60 days). */
function drawReviewsAndAge(rng: Rng, isGift: boolean, special: Special | undefined) {
  let rating = 0;
  let ratingCount = 0;
  if (!rng.chance(0.06) && !isGift) {
    const r = 5 - Math.abs(rng.gauss()) * 0.75 - (rng.chance(0.08) ? 1.6 : 0);
    rating = Math.round(Math.min(5, Math.max(1, r)) * 10) / 10;
    ratingCount = Math.max(1, Math.floor(Math.exp(rng() * 8.2)));
  }
  const popularity = Math.floor(ratingCount * rng.range(0.5, 3) + rng() * 150) + (isGift ? 9000 : 0);
  const popScore = Math.round(Math.min(1, Math.log(1 + popularity) / POPULARITY_SCALE) * 10000) / 10000;
  let createdDaysAgo: number;
  const ageRoll = rng();
  if (special?.createdDaysAgo != null) createdDaysAgo = special.createdDaysAgo;
  else if (ageRoll < 0.04) createdDaysAgo = rng.int(0, 59);
  else if (ageRoll < 0.05) createdDaysAgo = rng.int(60, 90);
  else createdDaysAgo = rng.int(91, 2990);
  return { rating, ratingCount, popularity, popScore, createdDaysAgo };
}

/** A few treats and toys come as a bundle with two other products. */
function drawBundle(rng: Rng, type: ProductType, index: number, name: string) {
  if (!((type.kind === "treat" || type.kind === "toy") && index > 20 && rng.chance(0.01))) return null;
  const others = [rng.int(9, index - 1), rng.int(9, index - 1)];
  return { partNumbers: others.map(productPartNumber), title: `Bundle: ${name} + 2 favorites` };
}

/** The product's facet values (ids, ascending). */
function facetValueIdsOf(
  ctx: Ctx,
  p: {
    brand: BrandDef;
    attrs: Attributes;
    autoship: boolean;
    deal: ProductRow["deal"];
    onSpecial: boolean;
    minPriceUsd: number;
    minPriceCad: number;
    rating: number;
    ratingCount: number;
  },
): number[] {
  const fv: number[] = [];
  if (p.autoship) fv.push(ctx.facet("AnsEligible", "true"));
  // Both editions' buckets (v2 is behind a flag; app/catalogue/facet-values.ts).
  for (const value of priceBucketValues(p.minPriceUsd / 100)) fv.push(ctx.facet("price_d", value, "us"));
  for (const value of priceBucketValues(p.minPriceCad / 100)) fv.push(ctx.facet("price_d", value, "ca"));
  for (const r of ratingFacetValues(p.rating, p.ratingCount)) fv.push(ctx.facet("rating", r));
  fv.push(ctx.facet("brand_facet", p.brand.name));
  for (const [k2, vs] of p.attrs) for (const v of vs) fv.push(ctx.facet(k2, v));
  if (p.onSpecial) fv.push(ctx.facet("onSpecial", "true"));
  if (p.deal) fv.push(ctx.facet("dealsId", p.deal.id));
  if (p.brand.ca) fv.push(ctx.facet("nationalbrand", "true", "ca"));
  return fv.sort((a, b) => a - b);
}

/** The categories the product is listed in beyond its own: its brand's, deals, shops and search landings. */
function categoryIdsOf(
  rng: Rng,
  ctx: Ctx,
  p: {
    type: ProductType;
    isGift: boolean;
    brand: BrandDef;
    brandId: number;
    attrs: Attributes;
    pickedWords: string[];
    deal: ProductRow["deal"];
    autoshipPct: number | null;
    createdDaysAgo: number;
    popularity: number;
  },
): number[] {
  const { type, attrs } = p;
  const cats = new Set<number>([type.category, BRAND_CATEGORY_BASE_ID + p.brandId - 1]);
  if (p.deal) {
    cats.add(DEALS_CATEGORY.today);
    if (type.animal === "Dog" && !p.isGift) cats.add(DEALS_CATEGORY.dog);
    if (type.animal === "Cat") cats.add(DEALS_CATEGORY.cat);
  }
  if (p.autoshipPct != null && p.autoshipPct > 5) cats.add(DEALS_CATEGORY.autoship);
  if (p.createdDaysAgo < 60) cats.add(SHOPS_CATEGORY.newArrivals);
  if (p.popularity >= BEST_SELLER_POPULARITY) cats.add(SHOPS_CATEGORY.bestSellers);
  if (p.brand.name === "Tailwise Essentials") cats.add(SHOPS_CATEGORY.essentials);
  if (p.isGift || type.kind === "gear") cats.add(PET_PARENT_CATEGORY);
  if (ctx.dogFoodCategories.has(type.category) && attrs.get("SpecialDiet")?.has("Grain-Free")) cats.add(S_CATEGORY.grainFreeDog);
  if (ctx.dogFoodCategories.has(type.category) && attrs.get("BreedSize")?.has("Large Breed")) cats.add(S_CATEGORY.largeBreedDog);
  if (type.key === "cat-natural-litter") cats.add(S_CATEGORY.naturalLitter);
  // (the draw only for a cat's toy or litter without "Indoor" in its name: part of the stream's order)
  if (type.animal === "Cat" && (p.pickedWords.includes("Indoor") || (["toy", "litter"].includes(type.kind) && rng.chance(0.3)))) cats.add(S_CATEGORY.indoorCat);
  return [...cats].sort((a, b) => a - b);
}

/** Three of the type's sentences, filled in with the brand, the animal and the flavour. */
function drawDescription(rng: Rng, type: ProductType, brand: BrandDef, name: string, attrs: Attributes, sizes: Size[]): string {
  const flavor = attrs.get("FoodFlavor")?.values().next().value ?? "wholesome ingredients";
  const fill = (s: string) =>
    s
      .replace(/\{brand\}/g, brand.name)
      .replace(/\{animal\}/g, type.animal === "Small Pet" ? "small pet" : type.animal.toLowerCase())
      .replace(/\{animals\}/g, ANIMAL_PLURAL[type.animal])
      .replace(/\{flavor\}/g, String(flavor).toLowerCase());
  const sentences = rng.sample(type.describe, Math.min(3, type.describe.length)).map(fill);
  return `${name}. ${sentences.join(" ")} Available in ${sizes.map((s) => s[0]).join(", ")}.`;
}

export function generateCatalogue(productCount: number = DEFAULT_PRODUCT_COUNT): Catalogue {
  if (!Number.isInteger(productCount) || productCount < SPECIAL_PRODUCTS.length || productCount > MAX_PRODUCT_COUNT) {
    throw new Error(`product count must be an integer from ${SPECIAL_PRODUCTS.length} to ${MAX_PRODUCT_COUNT}`);
  }
  const categories = flattenCategories();
  const byId = new Map(categories.map((c) => [c.id, c]));
  for (const t of PRODUCT_TYPES) if (!byId.has(t.category)) throw new Error(`type ${t.key}: unknown category ${t.category}`);
  for (const c of categories) if (c.replacement != null && !byId.get(c.replacement)?.published) throw new Error(`category ${c.id}: bad replacement`);

  const closure: [number, number, number][] = [];
  for (const c of categories) {
    let cur: CategoryRow | undefined = c;
    let depth = 0;
    while (cur) {
      closure.push([cur.id, c.id, depth]);
      cur = cur.parentId != null ? byId.get(cur.parentId) : undefined;
      depth++;
    }
  }
  closure.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const dogFoodCategories = new Set(closure.filter(([a]) => a === 20100).map(([, d]) => d));

  const brands = BRANDS.map((b, i) => ({ ...b, id: i + 1, slug: slugify(b.name), categoryId: BRAND_CATEGORY_BASE_ID + i }));
  const brandsByPool = new Map<string, number[]>();
  for (const b of brands) for (const p of b.pools) brandsByPool.set(p, [...(brandsByPool.get(p) ?? []), b.id]);

  const facets = buildFacetValues();
  const typeCumulative: number[] = [];
  let total = 0;
  for (const t of PRODUCT_TYPES) typeCumulative.push((total += t.weight));
  const ctx: Ctx = {
    brandsByPool,
    brandIdByName: new Map(brands.map((b) => [b.name, b.id])),
    facet: facets.lookup,
    typeCumulative,
    typeTotal: total,
    dogFoodCategories,
  };
  const itemCounter = { next: 1 };
  const products: ProductRow[] = [];
  for (let i = 0; i < productCount; i++) products.push(buildProduct(i, ctx, itemCounter));
  return { productCount, categories, closure, brands, facetValues: facets.rows, products };
}

// ---- SQL ----------------------------------------------------------------------------------

/** Tables the seed owns, children first (the order rows are deleted in). */
export const SEEDED_TABLES = [
  "review_star_counts",
  "search_vocab",
  "category_facet_pair_counts",
  "category_facet_counts",
  "category_counts",
  "product_categories",
  "product_facets",
  "facet_values",
  "product_category_links",
  "items",
  "products",
  "brands",
  "category_closure",
  "categories",
] as const;

const b = (v: boolean) => (v ? 1 : 0);

/** Every statement of the seed, in order. Replaces whatever catalogue the database held. */
export function catalogueStatements(cat: Catalogue, opts: { pairMinProducts?: number } = {}): string[] {
  const pairMin = opts.pairMinProducts ?? PAIR_COUNT_MIN_PRODUCTS;
  const out: string[] = [];
  // byName order: case-insensitive name, then id (ranks keep the sort an integer index scan)
  const byName = cat.products.map((p) => ({ id: p.id, key: p.name.toLowerCase() }));
  byName.sort((a, c) => (a.key < c.key ? -1 : a.key > c.key ? 1 : a.id - c.id));
  const nameRank = new Map(byName.map((p, i) => [p.id, i + 1]));
  out.push("INSERT INTO product_search(product_search) VALUES ('delete-all')");
  for (const t of SEEDED_TABLES) out.push(`DELETE FROM ${t}`);
  out.push("DELETE FROM catalogue_meta WHERE key IN ('product_count', 'generator', 'seeded_on', 'pair_min_products', 'load_id')");

  out.push(
    ...insertStatements(
      "categories",
      ["id", "parent_id", "name", "slug", "catalog_prefix", "short_description", "published", "replacement_group_id", "sort_order", "depth", "brand_id"],
      cat.categories.map((c) => [
        c.id,
        c.parentId,
        c.name,
        c.slug,
        c.prefix,
        c.shortDescription,
        b(c.published),
        c.replacement,
        c.sortOrder,
        c.depth,
        c.brandId,
      ]),
    ),
  );
  out.push(...insertStatements("category_closure", ["ancestor_id", "descendant_id", "depth"], cat.closure));
  out.push(
    ...insertStatements(
      "brands",
      ["id", "name", "slug", "is_national_brand_ca", "is_exclusive", "description", "category_id"],
      cat.brands.map((br) => [br.id, br.name, br.slug, b(!!br.ca), b(!!br.exclusive), `${br.name} makes thoughtful products for pets.`, br.categoryId]),
    ),
  );
  out.push(
    ...insertStatements(
      "facet_values",
      ["id", "facet_key", "facet_id", "facet_name", "value", "value_id", "label", "market", "sort_order"],
      cat.facetValues.map((f) => [f.id, f.key, FACET_BY_KEY[f.key].facetId, FACET_BY_KEY[f.key].label, f.value, f.valueId, f.label, f.market, f.sortOrder]),
    ),
  );
  const productCols = [
    "id",
    "part_number",
    "name",
    "slug",
    "brand_id",
    "primary_category_id",
    "description",
    "image",
    "gtin",
    "rating",
    "rating_count",
    "popularity",
    "pop_score",
    "name_rank",
    "created_days_ago",
    "created_at",
    "min_price_usd",
    "min_price_cad",
    "sale_rank",
    "is_autoship_allowed",
    "is_deal",
    "is_on_special",
    "is_discontinued",
    "is_gift_card",
    "is_fresh",
    "is_frozen",
    "is_live_feed",
    "is_live_plant",
    "is_prescription",
    "is_rx_vet_diet",
    "is_customizable",
    "is_dropshipped",
    "is_canadian_national_brand",
    "is_exclusive",
    "is_bundle",
    "bundle_part_numbers",
    "bundle_title",
    "deal_id",
    "deal_name",
    "published",
  ];
  out.push(
    ...insertStatements(
      "products",
      productCols,
      cat.products.map((p): SqlValue[] => [
        p.id,
        p.partNumber,
        p.name,
        p.slug,
        p.brandId,
        p.categoryId,
        p.description,
        p.image,
        p.gtin,
        p.rating,
        p.ratingCount,
        p.popularity,
        p.popScore,
        nameRank.get(p.id)!,
        p.createdDaysAgo,
        "",
        p.minPriceUsd,
        p.minPriceCad,
        p.saleRank,
        b(p.autoship),
        b(!!p.deal),
        b(p.onSpecial),
        b(p.discontinued),
        b(p.giftCard),
        b(p.fresh),
        b(p.frozen),
        b(p.liveFeed),
        b(p.livePlant),
        b(p.prescription),
        b(p.rxVetDiet),
        b(p.customizable),
        b(p.dropshipped),
        b(p.nationalBrandCa),
        b(p.exclusive),
        b(!!p.bundle),
        p.bundle ? JSON.stringify(p.bundle.partNumbers) : null,
        p.bundle?.title ?? null,
        p.deal?.id ?? null,
        p.deal?.name ?? null,
        b(p.published),
      ]),
    ),
  );
  // created_at follows the load date so "new" products stay new (the SQL text stays identical).
  out.push("UPDATE products SET created_at = date('now', '-' || created_days_ago || ' days')");
  const itemCols = [
    "id",
    "product_id",
    "part_number",
    "gtin",
    "name",
    "size",
    "flavor",
    "color",
    "option_order",
    "price_usd",
    "price_cad",
    "strike_usd",
    "strike_cad",
    "strike_type",
    "autoship_usd",
    "autoship_cad",
    "autoship_discount_pct",
    "first_autoship_pct",
    "first_autoship_max_usd",
    "first_autoship_max_cad",
    "map_enforced",
    "map_type",
    "map_savings_usd",
    "map_savings_cad",
    "ppu_usd",
    "ppu_cad",
    "unit_of_measure",
    "inventory",
    "published",
    "discontinued",
  ];
  out.push(
    ...insertStatements(
      "items",
      itemCols,
      cat.products.flatMap((p) =>
        p.items.map((it): SqlValue[] => [
          it.id,
          it.productId,
          it.partNumber,
          it.gtin,
          it.name,
          it.size,
          it.flavor,
          it.color,
          it.optionOrder,
          it.priceUsd,
          it.priceCad,
          it.strikeUsd,
          it.strikeCad,
          it.strikeType,
          it.autoshipUsd,
          it.autoshipCad,
          it.autoshipPct,
          it.firstAutoshipPct,
          it.firstAutoshipMaxUsd,
          it.firstAutoshipMaxCad,
          b(it.mapEnforced),
          it.mapType,
          it.mapSavingsUsd,
          it.mapSavingsCad,
          it.ppuUsd,
          it.ppuCad,
          it.unit,
          it.inventory,
          b(it.published),
          b(it.discontinued),
        ]),
      ),
    ),
  );
  out.push(
    ...insertStatements(
      "review_star_counts",
      ["product_id", "one_star", "two_stars", "three_stars", "four_stars", "five_stars"],
      cat.products.filter((p) => p.ratingCount > 0).map((p) => [p.id, ...p.starCounts]),
    ),
  );
  out.push(
    ...insertStatements(
      "product_category_links",
      ["product_id", "category_id"],
      cat.products.flatMap((p) => p.categoryIds.map((c) => [p.id, c])),
    ),
  );
  out.push(
    ...insertStatements(
      "product_facets",
      ["product_id", "facet_value_id"],
      cat.products.flatMap((p) => p.facetValueIds.map((f) => [p.id, f])),
    ),
  );

  // ---- derived search tables (published products only) ----
  out.push(
    `INSERT INTO product_categories (category_id, product_id, popularity, price_usd, price_cad, rating, rating_count,
  created_days_ago, sale_rank, name_rank)
SELECT x.category_id, p.id, p.popularity, p.min_price_usd, p.min_price_cad, p.rating, p.rating_count,
  p.created_days_ago, p.sale_rank, p.name_rank
FROM (
  SELECT DISTINCT cc.ancestor_id AS category_id, l.product_id
  FROM product_category_links l JOIN category_closure cc ON cc.descendant_id = l.category_id
  UNION ALL
  SELECT 0, id FROM products
) x JOIN products p ON p.id = x.product_id
WHERE p.published = 1
ORDER BY x.category_id, p.id`,
  );
  const { counts, facetCounts, pairCounts } = derivedCounts(cat, pairMin);
  out.push(...insertStatements("category_counts", ["category_id", "product_count"], counts));
  out.push(...insertStatements("category_facet_counts", ["category_id", "facet_value_id", "product_count"], facetCounts));
  out.push(...insertStatements("category_facet_pair_counts", ["category_id", "selected_value_id", "facet_value_id", "product_count"], pairCounts));
  out.push(
    `INSERT INTO product_search (rowid, name, brand, categories, description)
SELECT p.id, p.name, b.name,
  (SELECT group_concat(DISTINCT c.name) FROM product_category_links l
     JOIN category_closure cc ON cc.descendant_id = l.category_id
     JOIN categories c ON c.id = cc.ancestor_id
   WHERE l.product_id = p.id AND c.catalog_prefix IN ('b', 's')),
  p.description
FROM products p JOIN brands b ON b.id = p.brand_id
WHERE p.published = 1`,
  );
  out.push("INSERT INTO product_search(product_search) VALUES ('optimize')");
  out.push(...insertStatements("search_vocab", ["word", "len", "doc_count"], vocabulary(cat)));
  out.push(
    ...insertStatements(
      "catalogue_meta",
      ["key", "value"],
      [
        ["product_count", String(cat.productCount)],
        ["generator", SEED],
        ["pair_min_products", String(pairMin)],
      ],
    ),
  );
  out.push("INSERT INTO catalogue_meta (key, value) VALUES ('seeded_on', date('now'))");
  // Unique per load (the SQL text stays the same): the catalogue version the search caches
  // (facet metadata, facet index) are tied to changes even for a same-day reseed.
  out.push("INSERT INTO catalogue_meta (key, value) VALUES ('load_id', lower(hex(randomblob(8))))");
  return out;
}

/**
 * Published product counts per category (with descendants; 0 = all), facet counts, and facet
 * pair counts of the categories with at least PAIR_COUNT_MIN_PRODUCTS products.
 */
function derivedCounts(cat: Catalogue, pairMin: number): { counts: SqlValue[][]; facetCounts: SqlValue[][]; pairCounts: SqlValue[][] } {
  const ancestors = new Map<number, number[]>();
  for (const [a, d] of cat.closure) ancestors.set(d, [...(ancestors.get(d) ?? []), a]);
  const memberships: number[][] = [];
  const counts = new Map<number, number>();
  const facetCounts = new Map<number, Map<number, number>>();
  for (const p of cat.products) {
    if (!p.published) {
      memberships.push([]);
      continue;
    }
    const set = new Set<number>([0]);
    for (const c of p.categoryIds) for (const a of ancestors.get(c) ?? []) set.add(a);
    memberships.push([...set]);
    for (const c of set) {
      counts.set(c, (counts.get(c) ?? 0) + 1);
      let m = facetCounts.get(c);
      if (!m) facetCounts.set(c, (m = new Map()));
      for (const f of p.facetValueIds) m.set(f, (m.get(f) ?? 0) + 1);
    }
  }
  const big = new Set([...counts.entries()].filter(([, n]) => n >= pairMin).map(([c]) => c));
  const PAIR = 1 << 16;
  const pairs = new Map<number, Map<number, number>>();
  cat.products.forEach((p, i) => {
    for (const c of memberships[i]) {
      if (!big.has(c)) continue;
      let m = pairs.get(c);
      if (!m) pairs.set(c, (m = new Map()));
      const f = p.facetValueIds;
      for (let a = 0; a < f.length; a++) for (let b = 0; b < f.length; b++) if (a !== b) m.set(f[a] * PAIR + f[b], (m.get(f[a] * PAIR + f[b]) ?? 0) + 1);
    }
  });
  const cats = [...counts.keys()].sort((a, b) => a - b);
  return {
    counts: cats.map((c) => [c, counts.get(c)!]),
    facetCounts: cats.flatMap((c) => [...facetCounts.get(c)!.entries()].sort((a, b) => a[0] - b[0]).map(([f, n]) => [c, f, n])),
    pairCounts: cats
      .filter((c) => pairs.has(c))
      .flatMap((c) => [...pairs.get(c)!.entries()].sort((a, b) => a[0] - b[0]).map(([k, n]) => [c, Math.floor(k / PAIR), k % PAIR, n])),
  };
}

/** Words of published products' names, brands and browse-category names, with document counts. */
function vocabulary(cat: Catalogue): SqlValue[][] {
  const catById = new Map(cat.categories.map((c) => [c.id, c]));
  const ancestors = new Map<number, number[]>();
  for (const [a, d] of cat.closure) ancestors.set(d, [...(ancestors.get(d) ?? []), a]);
  const catWords = new Map<number, string[]>();
  const wordsOfCategory = (id: number) => {
    let w = catWords.get(id);
    if (!w) {
      const c = catById.get(id)!;
      w = c.prefix === "b" || c.prefix === "s" ? words(c.name) : [];
      catWords.set(id, w);
    }
    return w;
  };
  const docs = new Map<string, number>();
  for (const p of cat.products) {
    if (!p.published) continue;
    const set = new Set<string>([...words(p.name), ...words(cat.brands[p.brandId - 1].name)]);
    for (const c of p.categoryIds) for (const a of ancestors.get(c) ?? []) for (const w of wordsOfCategory(a)) set.add(w);
    for (const w of set) if (w.length >= 2 && !/^\d+$/.test(w)) docs.set(w, (docs.get(w) ?? 0) + 1);
  }
  return [...docs.entries()].sort((a, b) => cmp(a[0], b[0])).map(([w, n]) => [w, w.length, n]);
}

export interface WriteSeedResult {
  file: string;
  statements: number;
  bytes: number;
  products: number;
  items: number;
  ms: number;
}

/** Generate and write `<outDir>/catalogue-<N>.sql`. */
export function writeSeedFile(opts: { products?: number; outDir?: string } = {}): WriteSeedResult {
  const started = Date.now();
  const products = opts.products ?? DEFAULT_PRODUCT_COUNT;
  const outDir = resolve(opts.outDir ?? ".seed");
  const cat = generateCatalogue(products);
  const statements = catalogueStatements(cat);
  const text = statements.join(";\n") + ";\n";
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `catalogue-${products}.sql`);
  writeFileSync(file, text);
  return {
    file,
    statements: statements.length,
    bytes: Buffer.byteLength(text),
    products,
    items: cat.products.reduce((n, p) => n + p.items.length, 0),
    ms: Date.now() - started,
  };
}

export function productCountFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_PRODUCTS;
  if (!raw) return DEFAULT_PRODUCT_COUNT;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`SEED_PRODUCTS must be an integer, got ${raw}`);
  return n;
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const products = argValue(args, "--products") ? Number(argValue(args, "--products")) : productCountFromEnv();
  const r = writeSeedFile({ products, outDir: argValue(args, "--out") });
  console.log(`catalogue: ${r.products} products, ${r.items} items → ${r.file} (${(r.bytes / 1e6).toFixed(1)} MB, ${r.statements} statements) in ${r.ms} ms`);
}
