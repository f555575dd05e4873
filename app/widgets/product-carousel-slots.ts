import type { CAROUSEL_SLOTS } from "./carousels";

// Which carousels a product page shows. Its own module, free of the carousel schemas (zod): the
// product page's route imports it, and the browser's bundle keeps whatever a route imports that
// runs code at its top level.

/** The product page's carousels in the order they show, kept with the page (its own Recently viewed is the browser's). */
const PRODUCT_CAROUSEL_SLOTS = ["shopSimilar", "similar", "together"] as const satisfies readonly (keyof typeof CAROUSEL_SLOTS.pdp)[];
export type ProductCarouselSlot = (typeof PRODUCT_CAROUSEL_SLOTS)[number];

/**
 * The carousels a product page shows under its flags: none without productCarousels; bought together
 * only with boughtTogether; Shop Similar (visually similar, as an out-of-stock card's overlay offers,
 * spec §8) first, only when the product cannot be bought now and the visuallySimilar flag is on.
 */
export function productCarouselSlots(
  flags: { productCarousels: boolean; boughtTogether: boolean; visuallySimilar: boolean },
  product: { inStock: boolean } = { inStock: true },
): ProductCarouselSlot[] {
  if (!flags.productCarousels) return [];
  return PRODUCT_CAROUSEL_SLOTS.filter((slot) =>
    slot === "together" ? flags.boughtTogether : slot === "shopSimilar" ? !product.inStock && flags.visuallySimilar : true,
  );
}
