import { z } from "zod";
import type { PriceFacts } from "#app/pricing/price-facts.ts";
import { STOCK_STATES } from "#app/product/stock.ts";
import { BREADCRUMB_TYPES } from "./vocabulary";

// spec §3 "Product card". Prices are numbers in the market currency (dollars, not cents).
// href is the product path WITHOUT the market prefix (the UI adds it).

export const Ppu = z.object({
  /** price per unit in the market currency */
  price: z.number(),
  unitOfMeasure: z.string(),
});
export type Ppu = z.infer<typeof Ppu>;

export const Promotion = z.object({ id: z.string(), name: z.string() });
export type Promotion = z.infer<typeof Promotion>;

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
  /** the product's stock state (app/product/stock.ts): what its card says when it is not in stock */
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

// spec §3 "Listing data".

export const FacetValue = z.object({
  value: z.string(),
  /** facet value id (hex); URLs use its first 6 characters */
  id: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof FacetValue>;

export const Facet = z.object({
  /** facet key, one of FACET_KEYS */
  key: z.string(),
  /** spec §3 "facets (name)": same as key */
  name: z.string(),
  facetId: z.number().int(),
  /** display label, e.g. "Brand" */
  label: z.string(),
  values: z.array(FacetValue),
});
export type Facet = z.infer<typeof Facet>;

export const BreadcrumbType = z.enum(BREADCRUMB_TYPES);
export const Breadcrumb = z.object({
  breadcrumbText: z.string(),
  type: BreadcrumbType,
  groupId: z.string().optional(),
  urlSlug: z.string().optional(),
  catalogPrefix: z.string().optional(),
  facetKey: z.string().optional(),
  facetValue: z.string().optional(),
});
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const CatalogDescendent = z.object({
  groupId: z.string(),
  name: z.string(),
  urlSlug: z.string(),
  catalogPrefix: z.string(),
  count: z.number().int(),
});
export type CatalogDescendent = z.infer<typeof CatalogDescendent>;

export type { CatalogPrefix } from "./vocabulary";

export const Catalog = z.object({
  /** catalog id: 1004 / 1006 / 1007 / 10022 */
  id: z.string(),
  /** requested group (category) id, or null for a whole-catalogue search */
  groupId: z.string().nullable(),
  /** the group when given; for a term search, the primary category most common on the page */
  inferredGroupId: z.string().nullable(),
  name: z.string(),
  shortDescription: z.string(),
  urlSlug: z.string(),
  /** 'search' for a term search without a group, else the group's catalog prefix */
  type: z.string(),
  catalogPrefix: z.string().nullable(),
  /** child categories with their published product counts */
  descendents: z.array(CatalogDescendent),
  published: z.boolean(),
  replacementGroupId: z.string().nullable(),
  parentGroupId: z.string().nullable(),
});
export type Catalog = z.infer<typeof Catalog>;

export const ListingData = z.object({
  products: z.array(ProductCard),
  recordSetTotal: z.number().int(),
  catalog: Catalog,
  facets: z.array(Facet),
  breadcrumbs: z.array(Breadcrumb),
  suggestions: z.array(z.string()),
  noResults: z.boolean(),
  /** the term as the shopper typed it (also when results come from a suggestion) */
  searchTerm: z.string().nullable(),
  /** the requested group is replaced by catalog.replacementGroupId */
  isReplacement: z.boolean().default(false),
  isSortable: z.boolean().default(true),
  hvfMetadata: z.object({ contentTitle: z.string() }).nullable().default(null),
  purchaseHistory: z.unknown().nullable().default(null),
  marketCustomerWarmingData: z.unknown().nullable().default(null),
  /** a plain category page: a group, no term, no facet filter */
  baseCategoryPage: z.boolean().default(false),
  /** base URL of the retailer site ('' = same origin) */
  baseUrl: z.string().default(""),
  /** offset and page size the products answer */
  from: z.number().int(),
  count: z.number().int(),
  /** the sort actually applied */
  sort: z.string(),
});
export type ListingData = z.infer<typeof ListingData>;

/** The listing's category and its ancestors, from its breadcrumbs (none for a search over everything). */
export function categoryIdsOf(listing: Pick<ListingData, "breadcrumbs">): string[] {
  return listing.breadcrumbs.flatMap((crumb) => (crumb.type === "category" && crumb.groupId ? [crumb.groupId] : []));
}
