import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { formatPrice } from "#app/pricing/format.ts";
import type { ProductCard } from "#app/search/listing.ts";
import { ctaType } from "#app/search/rules.ts";
import type { CardView } from "./view";

/** The card a shopper sees, from the §3 product card (prices formatted, links in the market). */
export function toCardView(card: ProductCard, market: MarketConfig): CardView {
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
    href: withMarketPrefix(card.href, market),
    image: card.image,
    price: formatPrice(card.advertisedPrice, { market }),
    priceValue: card.advertisedPrice,
    ...(card.validatedStrikePrice !== null && { strikePrice: formatPrice(card.validatedStrikePrice, { market }) }),
    ...(card.autoshipPrice !== null && card.isAutoshipAllowed && { autoshipPrice: formatPrice(card.autoshipPrice, { market }) }),
    ...(card.mapMessage && { mapMessage: card.mapMessage }),
    rating: card.rating,
    ratingCount: card.ratingCount,
    badges,
    inStock: card.inStock,
    hasMoreChoices: card.hasMoreChoices,
    cta: ctaType(card),
  };
}
