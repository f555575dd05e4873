// Product card mapping: one card row (the columns ./queries.server.ts cardColumns selects, the same
// for the search's page, cards by id and by part number) → spec §3 "Product card" (pure).
import type { MarketConfig } from "#app/markets/config.ts";
import { productImagePath } from "#app/images/product-image-url.ts";
import { centsToAmount } from "#app/pricing/format.ts";
import { itemPriceRowOf, priceFacts, type ItemPriceColumns, type PriceFacts } from "#app/pricing/price-facts.ts";
import { productStockFromCounts } from "./stock";
import type { ProductCard } from "./product-card";
import { buildProductPath } from "./product-path";
import { ctaType, isNewProduct, optionsMessage } from "./product-rules";

/** The columns the page query selects (money in cents of the market currency); the card's own item's prices are the same columns every price reads. */
export interface ProductRow extends Omit<ItemPriceColumns, "price"> {
  id: number;
  part_number: string;
  name: string;
  slug: string;
  brand_name: string;
  description: string;
  image: string;
  rating: number;
  rating_count: number;
  created_at: string;
  primary_category_id: number;
  is_autoship_allowed: number;
  is_deal: number;
  is_discontinued: number;
  is_gift_card: number;
  is_fresh: number;
  is_frozen: number;
  is_live_feed: number;
  is_live_plant: number;
  is_prescription: number;
  is_rx_vet_diet: number;
  is_customizable: number;
  is_dropshipped: number;
  is_canadian_national_brand: number;
  is_exclusive: number;
  is_bundle: number;
  bundle_part_numbers: string | null;
  bundle_title: string | null;
  deal_id: string | null;
  deal_name: string | null;
  item_id: number | null;
  item_part_number: string | null;
  /** 1 when the card's own item (the cheapest) can be bought now. */
  item_in_stock: number | null;
  /** null when the product has no published item */
  price: number | null;
  item_count: number;
  in_stock_count: number;
  /** published items that are discontinued (absent from older queries: none) */
  discontinued_count?: number;
  size_count: number;
  flavor_count: number;
  color_count: number;
}

function parseList(json: string | null): string[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

export function toProductCard(row: ProductRow, market: MarketConfig, now: Date = new Date()): ProductCard {
  // Every price below is read from the one owner (app/pricing/price-facts.ts), never worked out here.
  const facts = priceFacts(itemPriceRowOf({ ...row, price: row.price ?? 0 }), { autoshipAllowed: row.is_autoship_allowed === 1, dealId: row.deal_id }, market);
  const stock = productStockFromCounts(
    { inStock: row.in_stock_count, published: row.item_count, discontinued: row.discontinued_count ?? 0 },
    { discontinued: row.is_discontinued === 1 },
  );
  const flags = {
    isGiftCard: row.is_gift_card === 1,
    isCustomizable: row.is_customizable === 1,
    isPrescription: row.is_prescription === 1,
    isRxVetDiet: row.is_rx_vet_diet === 1,
  };
  const showCta = ctaType(flags) !== "none";
  return {
    ...cardIdentity(row),
    ...cardAttributes(row, now),
    ...flags,
    ...cardPrices(row, facts),
    ...notAnAd(),
    inStock: stock === "in-stock",
    stock,
    isDeal: facts.deal !== null,
    promotions: facts.deal ? [{ id: facts.deal.id, name: facts.deal.name }] : [],
    isCanadianNationalBrand: market.region === "ca" && row.is_canadian_national_brand === 1,
    showCtaForNewUsers: showCta,
    showCtaForExistingUsers: showCta,
    priceFacts: facts,
  };
}

/** spec §3 product identity: part numbers, catalogue entry ids, name, brand and the product's path. */
function cardIdentity(row: ProductRow) {
  const id = String(row.id);
  return {
    partNumber: row.item_part_number ?? row.part_number,
    parentPartNumber: row.part_number,
    catalogEntryId: id,
    parentCatalogEntryId: id,
    itemCatalogEntryId: row.item_id != null ? String(row.item_id) : id,
    itemInStock: row.item_id != null && row.item_in_stock === 1,
    name: row.name,
    manufacturer: row.brand_name,
    bundleTitle: row.bundle_title,
    href: buildProductPath({ slug: row.slug, catalogEntryId: row.id }),
    isBundle: row.is_bundle === 1,
    bundlePartNumbers: parseList(row.bundle_part_numbers),
    description: row.description,
  };
}

/** spec §3 product attributes a card shows or filters on: how it ships, what it is, its rating and options. */
function cardAttributes(row: ProductRow, now: Date) {
  return {
    isAutoshipAllowed: row.is_autoship_allowed === 1,
    isExclusive: row.is_exclusive === 1,
    isDiscontinued: row.is_discontinued === 1,
    isFresh: row.is_fresh === 1,
    isFrozen: row.is_frozen === 1,
    isLiveFeed: row.is_live_feed === 1,
    isLivePlant: row.is_live_plant === 1,
    isDropshipped: row.is_dropshipped === 1,
    isNew: isNewProduct({ createdAt: row.created_at, parentPartNumber: row.part_number }, now),
    hasMoreChoices: row.item_count > 1,
    // The product's own drawn picture (front, the card's 400 px WebP; app/images/product-image-url.ts).
    image: productImagePath({ catalogEntryId: row.id, name: row.name, brand: row.brand_name, image: row.image }, "front", 400, "webp"),
    rating: row.rating_count > 0 ? Math.round(row.rating * 10) / 10 : 0,
    ratingCount: row.rating_count,
    optionsMessage: optionsMessage([
      { name: "Size", count: row.size_count },
      { name: "Flavor", count: row.flavor_count },
      { name: "Color", count: row.color_count },
    ]),
  };
}

/** spec §3 price fields, each read from the item's price facts (or, for the raw strike and MAP columns, the catalogue row). */
function cardPrices(row: ProductRow, facts: PriceFacts) {
  const amount = (cents: number) => centsToAmount(cents)!;
  const first = facts.autoship?.first ?? null;
  return {
    displayPrice: amount(facts.advertisedCents),
    advertisedPrice: amount(facts.advertisedCents),
    autoshipPrice: facts.autoship ? amount(facts.autoship.repeatCents) : null,
    autoshipDiscountPct: facts.autoship ? facts.autoship.repeatPct : null,
    // spec §3 strikePrice is the catalogue's; validatedStrikePrice is what may be shown (spec §4).
    strikePrice: centsToAmount(row.strike),
    strikePriceType: row.strike != null ? row.strike_type : null,
    strikeSavingsPct: facts.strike?.savingsPct ?? null,
    validatedStrikePrice: facts.strike ? amount(facts.strike.cents) : null,
    isAutoshipDeal: facts.autoship?.isDeal ?? false,
    mapMessage: facts.map?.message ?? null,
    isMapEnforced: row.map_enforced === 1,
    mapType: row.map_type,
    mapSavings: centsToAmount(row.map_savings),
    ppu: facts.ppu ? { price: amount(facts.ppu.cents), unitOfMeasure: facts.ppu.unit } : null,
    // spec §3 fast-track fields: the first Autoship order's offer (the better of fast-track and a first-Autoship promotion).
    fastTrackAutoshipPrice: first ? amount(first.cents) : null,
    fastTrackAutoshipDiscountPct: first ? first.pct : null,
    fastTrackAutoshipMaxAmount: first ? centsToAmount(first.maxCents) : null,
    fastTrackIsMapEnforced: first?.mapEnforced ?? false,
  };
}

/** What a catalogue card says of ads, placements and merchandising extras: none (sponsored cards set them, app/ads/). Fresh lists per card. */
const notAnAd = () => ({
  isAd: false,
  isAtf: false,
  isBtf: false,
  impressionTracker: null,
  clickTracker: null,
  adPlacement: null,
  isEnhancedPb: false,
  supplementalThumbnailAssets: [] as string[],
  realTimeDeal: null,
  showVisuallySimilarButton: false,
  ensemblePartNumbers: [] as string[],
});
