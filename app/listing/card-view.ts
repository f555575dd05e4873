import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { formatPrice } from "#app/pricing/format.ts";
import type { ProductCard } from "#app/search/listing.ts";
import { ctaType } from "#app/search/rules.ts";
import type { CardView } from "./view";
import { productSkuPath } from "#app/catalogue/part-number.ts";

/**
 * The card a shopper sees, from the §3 product card (prices formatted, links in the market);
 * with `partNumberLinks` (the flag) it links to its item's part-number path.
 */
export function toCardView(card: ProductCard, market: MarketConfig, partNumberLinks = false): CardView {
  const badges: string[] = [];
  if (card.isNew) badges.push("new");
  if (card.isDeal) badges.push("deal");
  if (!card.inStock) badges.push("outOfStock");
  return {
    id: card.catalogEntryId,
    partNumber: card.partNumber,
    itemId: card.itemInStock ? card.itemCatalogEntryId : null,
    name: card.name,
    brand: card.manufacturer,
    href: withMarketPrefix(partNumberLinks ? productSkuPath(card.href, card.partNumber) : card.href, market),
    image: card.image,
    price: formatPrice(card.advertisedPrice, { market }),
    priceValue: card.advertisedPrice,
    // spec §4: a strike price only in Canada and only above the advertised price (validatedStrikePrice).
    ...(card.validatedStrikePrice !== null && { strikePrice: formatPrice(card.validatedStrikePrice, { market }) }),
    ...(card.validatedStrikePrice !== null && wholePct(card.strikeSavingsPct) && { strikeSavingsPct: wholePct(card.strikeSavingsPct) }),
    ...(card.autoshipPrice !== null && card.isAutoshipAllowed && { autoshipPrice: formatPrice(card.autoshipPrice, { market }) }),
    ...(card.autoshipPrice !== null && card.isAutoshipAllowed && wholePct(card.autoshipDiscountPct) && { autoshipPct: wholePct(card.autoshipDiscountPct) }),
    ...(card.mapMessage && { mapMessage: card.mapMessage }),
    ...(card.ppu && { ppu: ppuText(card.ppu, market) }),
    ...(card.optionsMessage && { optionsMessage: card.optionsMessage }),
    deals: card.promotions.length,
    rating: card.rating,
    ratingCount: card.ratingCount,
    badges,
    inStock: card.inStock,
    hasMoreChoices: card.hasMoreChoices,
    cta: ctaType(card),
  };
}

/** A saving as a whole percent, rounded down (never overstated); 0 when there is none to show. */
function wholePct(pct: number | null): number {
  return pct !== null && Number.isFinite(pct) && pct > 0 && pct <= 100 ? Math.floor(pct) : 0;
}

/** Price per unit as the card shows it: `$0.21/oz` (up to 2 decimals, like every price). */
export function ppuText(ppu: { price: number; unitOfMeasure: string }, market: MarketConfig): string {
  return `${formatPrice(ppu.price, { market })}/${ppu.unitOfMeasure}`;
}
