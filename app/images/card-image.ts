// The browser's part of a product picture's address (the rest: ./product-image-url.ts, which builds
// on this). Kept tiny on purpose: it is in every listing page's JavaScript, which has a budget
// (scripts/budgets/page-javascript.ts). No zod, no regular expressions, no drawing code.

/** Where every drawn picture's address starts (the Worker answers these: app/images/product-image-answer.server.ts). */
export const PRODUCT_IMAGE_PREFIX = "/images/p/";

/** The address of a card's picture: the product's front, 400 px, WebP (./product-image-url.ts builds every other). */
export const cardImagePath = (catalogEntryId: string | number, version: string) => `${PRODUCT_IMAGE_PREFIX}${catalogEntryId}-${version}/front-400.webp`;

/**
 * A card picture's `sizes`: half the screen on a phone (two cards a row), about 240 CSS px in the
 * desktop grid (its columns are at least 200 px wide).
 */
export const CARD_IMAGE_SIZES = "(max-width: 600px) 50vw, 240px";

/** The WebP srcset (every width we draw, ./product-image-url.ts PRODUCT_IMAGE_WIDTHS) of a drawn picture's 400 px address; undefined for another image. */
export const productImageSrcSet = (path: string) =>
  path.startsWith(PRODUCT_IMAGE_PREFIX) ? [200, 400, 800].map((width) => `${path.replace("-400.", `-${width}.`)} ${width}w`).join() : undefined;

/** A card's picture from a listing's hydration payload: its version alone for its own front picture, else the whole path. */
export const unpackCardImage = (packed: string, catalogEntryId: string) => (packed[0] === "/" ? packed : cardImagePath(catalogEntryId, packed));
