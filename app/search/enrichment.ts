import { z } from "zod";
import type { MarketConfig } from "#app/markets/config.ts";
import { priceView, type PriceView } from "#app/pricing/price-view.ts";
import type { StockState } from "#app/catalogue/stock.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import { MAX_COUNT } from "#app/catalogue/search-vocabulary.ts";

// spec §4 "after load, promotions and promo prices are enriched (autoship price, deal flag, options
// messages, add-to-cart visibility, visually-similar button); sanitising removes certain products"
// and spec §7 POST /plp/api/enrichments and /plp/api/promo-pricing ("part numbers"; the latter
// "returns per part number value, savings_pct, savings_max_amount, isMapEnforced"). Pure: what a
// card's current catalogue row says, for a page that may have been rendered minutes ago (issue #9).

/** Part numbers as a listing knows them: a card's item part number or its product's. */
export const PartNumbersRequest = z.object({ partNumbers: z.array(z.string().trim().min(1).max(40)).min(1).max(MAX_COUNT) }).strict();
export type PartNumbersRequest = z.infer<typeof PartNumbersRequest>;

/** A product to keep, with what may have changed since its card was rendered. */
export interface CardEnrichment {
  remove: false;
  catalogEntryId: string;
  autoshipPrice: number | null;
  autoshipDiscountPct: number | null;
  isDeal: boolean;
  isAutoshipDeal: boolean;
  promotions: ProductCard["promotions"];
  optionsMessage: string | null;
  inStock: boolean;
  /** the item Add to Cart adds; null hides the card's Add to Cart (nothing addable from the card) */
  addToCartItemId: string | null;
  /** out of stock: offer visually similar products instead (the Shop Similar overlay, issue #10) */
  showVisuallySimilarButton: boolean;
  /** the product's stock state (app/catalogue/stock.ts) */
  stock: StockState;
  /** every price the card shows, as the price owner words it now (app/pricing/price-view.ts) */
  prices: PriceView;
}

/**
 * Sanitising (spec §4): a product that must not show any more: no longer a published product with a
 * published item (what search lists), e.g. taken off sale since the page was rendered. A discontinued
 * or out-of-stock product stays, as search lists it: its card says so.
 */
interface RemovedCard {
  remove: true;
}

export type Enrichment = CardEnrichment | RemovedCard;

export function enrichmentOf(card: ProductCard | undefined, market: MarketConfig): Enrichment {
  if (!card) return { remove: true };
  return {
    remove: false,
    catalogEntryId: card.catalogEntryId,
    autoshipPrice: card.isAutoshipAllowed ? card.autoshipPrice : null,
    autoshipDiscountPct: card.isAutoshipAllowed ? card.autoshipDiscountPct : null,
    isDeal: card.isDeal,
    isAutoshipDeal: card.isAutoshipDeal,
    promotions: card.promotions,
    optionsMessage: card.optionsMessage,
    inStock: card.inStock,
    addToCartItemId: card.itemInStock ? card.itemCatalogEntryId : null,
    showVisuallySimilarButton: !card.inStock,
    stock: card.stock,
    prices: priceView(card.priceFacts, market),
  };
}

/** spec §7 promo pricing: the first Autoship order's price (the fast-track offer), per part number. */
export interface PromoPrice {
  value: number | null;
  savings_pct: number | null;
  savings_max_amount: number | null;
  isMapEnforced: boolean;
}

export function promoPriceOf(card: ProductCard | undefined): PromoPrice {
  if (!card || card.fastTrackAutoshipPrice === null)
    return { value: null, savings_pct: null, savings_max_amount: null, isMapEnforced: card?.fastTrackIsMapEnforced ?? false };
  return {
    value: card.fastTrackAutoshipPrice,
    savings_pct: card.fastTrackAutoshipDiscountPct,
    savings_max_amount: card.fastTrackAutoshipMaxAmount,
    isMapEnforced: card.fastTrackIsMapEnforced,
  };
}
