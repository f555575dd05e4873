import { z } from "zod";
import type { PriceFacts } from "#app/pricing/price-facts.ts";
import { STOCK_STATES } from "./stock";

// spec §3 "Product card": what a listing, a carousel, a content zone or an API answer says about a
// product. Made from a catalogue row by ./product-card-row.ts. Prices are numbers in the market
// currency (dollars, not cents), read from the card's price facts (app/pricing/price-facts.ts).
// href is the product path WITHOUT the market prefix (the UI adds it).

const Ppu = z.object({
  /** price per unit in the market currency */
  price: z.number(),
  unitOfMeasure: z.string(),
});
type Ppu = z.infer<typeof Ppu>;

const Promotion = z.object({ id: z.string(), name: z.string() });

export const ProductCard = z.object({
  /** part number of the card's default item (SKU) */
  partNumber: z.string(),
  /** part number of the product (parent) */
  parentPartNumber: z.string(),
  /** the product's catalog entry id; /dp/{catalogEntryId} */
  catalogEntryId: z.string(),
  parentCatalogEntryId: z.string(),
  /** catalog entry id of the default item (add to cart) */
  itemCatalogEntryId: z.string(),
  /** The card's item (its cheapest) is in stock: Add to Cart can add it. Ours, beside the spec's fields. */
  itemInStock: z.boolean().default(false),
  name: z.string(),
  /** brand name */
  manufacturer: z.string(),
  bundleTitle: z.string().nullable().default(null),
  /** `/{slug}/dp/{catalogEntryId}`, no market prefix */
  href: z.string(),
  isBundle: z.boolean().default(false),
  bundlePartNumbers: z.array(z.string()).default([]),
  isAutoshipAllowed: z.boolean().default(false),
  /** products exclusive to the retailer (private label) */
  isExclusive: z.boolean().default(false),
  isDeal: z.boolean().default(false),
  isDiscontinued: z.boolean().default(false),
  isGiftCard: z.boolean().default(false),
  isFresh: z.boolean().default(false),
  isFrozen: z.boolean().default(false),
  isLiveFeed: z.boolean().default(false),
  isLivePlant: z.boolean().default(false),
  isNew: z.boolean().default(false),
  hasMoreChoices: z.boolean().default(false),
  /** site-relative image path, e.g. /images/products/dog-food.svg */
  image: z.string(),
  /** 0-5, one decimal; 0 with ratingCount 0 means no reviews */
  rating: z.number(),
  ratingCount: z.number().int(),
  displayPrice: z.number(),
  advertisedPrice: z.number(),
  autoshipPrice: z.number().nullable().default(null),
  autoshipDiscountPct: z.number().nullable().default(null),
  /** raw strike (list/was) price from the catalogue */
  strikePrice: z.number().nullable().default(null),
  strikePriceType: z.string().nullable().default(null),
  /** whole percent saved against the validated strike price */
  strikeSavingsPct: z.number().nullable().default(null),
  /** strike price when spec §4 allows showing it (Canada, above advertised), else null */
  validatedStrikePrice: z.number().nullable().default(null),
  isAutoshipDeal: z.boolean().default(false),
  /** spec §5 minimum-advertised-price message */
  mapMessage: z.string().nullable().default(null),
  isMapEnforced: z.boolean().default(false),
  mapType: z.number().nullable().default(null),
  mapSavings: z.number().nullable().default(null),
  ppu: Ppu.nullable().default(null),
  optionsMessage: z.string().nullable().default(null),
  isAd: z.boolean().default(false),
  isAtf: z.boolean().default(false),
  isBtf: z.boolean().default(false),
  impressionTracker: z.string().nullable().default(null),
  clickTracker: z.string().nullable().default(null),
  adPlacement: z.number().int().nullable().default(null),
  inStock: z.boolean().default(false),
  /** the product's stock state (app/catalogue/stock.ts): what its card says when it is not in stock */
  stock: z.enum(STOCK_STATES).default("in-stock"),
  isDropshipped: z.boolean().default(false),
  isEnhancedPb: z.boolean().default(false),
  supplementalThumbnailAssets: z.array(z.string()).default([]),
  promotions: z.array(Promotion).default([]),
  realTimeDeal: z.unknown().nullable().default(null),
  showVisuallySimilarButton: z.boolean().default(false),
  description: z.string().default(""),
  isCanadianNationalBrand: z.boolean().default(false),
  ensemblePartNumbers: z.array(z.string()).default([]),
  isRxVetDiet: z.boolean().default(false),
  isPrescription: z.boolean().default(false),
  isCustomizable: z.boolean().default(false),
  /** call-to-action display flags */
  showCtaForNewUsers: z.boolean().default(false),
  showCtaForExistingUsers: z.boolean().default(false),
  /** fast-track (first autoship order) offer */
  fastTrackAutoshipPrice: z.number().nullable().default(null),
  fastTrackAutoshipDiscountPct: z.number().nullable().default(null),
  fastTrackAutoshipMaxAmount: z.number().nullable().default(null),
  fastTrackIsMapEnforced: z.boolean().default(false),
  /** the card's item's price facts (app/pricing/price-facts.ts): what every surface renders its prices from */
  priceFacts: z.custom<PriceFacts>((value) => typeof value === "object" && value !== null),
});
export type ProductCard = z.infer<typeof ProductCard>;
export type ProductCardInput = z.input<typeof ProductCard>;
