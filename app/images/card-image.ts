// The browser's part of a product picture's address (the rest: ./product-image-url.ts, which builds
// on this). Kept tiny on purpose: it is in every listing page's JavaScript, which has a budget
// (scripts/budgets/page-javascript.ts). No zod, no regular expressions, no drawing code.

/** Where every drawn picture's address starts (the Worker answers these: app/images/product-image-answer.server.ts). */
export const PRODUCT_IMAGE_PREFIX = "/images/p/";

/**
 * A card's <img> sources: its address (always its drawn front at 400 px, app/catalogue/product-card-row.ts),
 * the WebP srcset of the widths a card or the product page's main picture can use (./product-image-url.ts
 * PRODUCT_IMAGE_WIDTHS also has 200 px, for thumbnails: a card is never drawn that small on a screen
 * of 2 device pixels a CSS pixel, and the 400 px picture is about 1 KB), and `sizes`: half the screen
 * on a phone (two cards a row), about 240 CSS px in the desktop grid (columns of at least 200 px).
 */
export const cardImageSources = (src: string) => ({
  src,
  srcSet: `${src} 400w,${src.replace("400.", "800.")} 800w`,
  sizes: "(max-width:600px) 50vw,240px",
});

/**
 * A card's picture from a listing's hydration payload: its version alone stands for its own front
 * picture at 400 px (./product-image-url.ts builds every other address), else the whole path.
 */
export const unpackCardImage = (packed: string, catalogEntryId: string) =>
  // (a version has at most 7 characters, a path more; the prefix written out: a constant costs the
  // listing's budget bytes, and the tests hold the two equal)
  packed[7] ? packed : `/images/p/${catalogEntryId}-${packed}/front-400.webp`;
