import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { priceView } from "#app/pricing/price-view.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import { ctaType } from "#app/catalogue/product-rules.ts";
import type { CardView } from "./view";
import { productSkuPath } from "#app/urls/listing-url.ts";

/**
 * The card a shopper sees, from the §3 product card (prices formatted, links in the market);
 * with `partNumberLinks` (the flag) it links to its item's part-number path.
 */
export function toCardView(card: ProductCard, market: MarketConfig, partNumberLinks = false): CardView {
  const badges: string[] = [];
  if (card.isNew) badges.push("new");
  // The stock word the product page says too (app/catalogue/stock.ts): "No Longer Available" or "Temporarily Out of Stock".
  if (card.stock !== "in-stock") badges.push(card.stock);
  return {
    id: card.catalogEntryId,
    partNumber: card.partNumber,
    itemId: card.itemInStock ? card.itemCatalogEntryId : null,
    name: card.name,
    brand: card.manufacturer,
    href: withMarketPrefix(partNumberLinks ? productSkuPath(card.href, card.partNumber) : card.href, market),
    image: card.image,
    // Every price the card shows, from the one owner (app/pricing/price-view.ts).
    ...priceView(card.priceFacts, market),
    priceValue: card.advertisedPrice,
    ...(card.optionsMessage && { optionsMessage: card.optionsMessage }),
    ...(card.promotions.length > 1 && { moreDeals: card.promotions.length - 1 }),
    rating: card.rating,
    ratingCount: card.ratingCount,
    badges,
    inStock: card.inStock,
    hasMoreChoices: card.hasMoreChoices,
    cta: ctaType(card),
  };
}
