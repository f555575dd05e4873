// The one owner of a product picture's address (docs/decisions/0060): cards, the product page, the
// JSON-LD, a merchant feed and the Worker's image answer all build or read it here.
//
//   /images/p/{catalogEntryId}-{version}/{view}-{width}.{webp|jpg}
//
// `version` is a hash of the generator's version and the facts the picture is drawn from, so a change
// of the drawing code or of a product's name, brand or kind gives a new address: the answer can be
// cached for good (the `immutable` policy) and nothing ever needs purging.

// The browser's few lines of it (a card's srcset) are ./card-image.ts; no zod, no drawing code here either.
import { PRODUCT_IMAGE_PREFIX, cardImageSources, unpackCardImage } from "./card-image";
import { stableHash } from "./stable-hash";

/** The widths a picture is drawn at (srcset candidates); cards show ~200 CSS px, the product page 360. */
export const PRODUCT_IMAGE_WIDTHS = [200, 400, 800] as const;

/** The views every product has, in gallery order. */
export const PRODUCT_IMAGE_VIEWS = ["front", "back", "detail"] as const;
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number];

/** Bump when the drawing or the encoders change what a picture looks like: every address changes. */
const GENERATOR_VERSION = 2; // 2: the WebP palette's first colour is opaque (every picture was transparent in browsers)

export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
/** The JPEG a merchant feed or a crawler takes (JSON-LD `image`): the largest width. */
const FEED_IMAGE_WIDTH: ProductImageWidth = 800;

/** The facts a picture's version covers: what a card row knows about the product. */
export interface ProductImageIdentity {
  catalogEntryId: number;
  name: string;
  brand: string;
  /** the catalogue's illustration path, e.g. /images/products/dog-food.svg, or its kind "dog-food" */
  image: string;
}

/** The illustration kind ("dog-food") of a catalogue image path ("/images/products/dog-food.svg"). */
export function imageKindOf(image: string): string {
  return image.replace(/^.*\//, "").replace(/\.svg$/, "");
}

export function productImageVersion(identity: Omit<ProductImageIdentity, "catalogEntryId">): string {
  return stableHash(`${GENERATOR_VERSION}|${identity.name}|${identity.brand}|${imageKindOf(identity.image)}`).toString(36);
}

export interface ProductImageAddress {
  catalogEntryId: number;
  version: string;
  view: ProductImageView;
  width: ProductImageWidth;
  format: "webp" | "jpg";
}

function pathOf(address: ProductImageAddress): string {
  return `${PRODUCT_IMAGE_PREFIX}${address.catalogEntryId}-${address.version}/${address.view}-${address.width}.${address.format}`;
}

/** A product's picture: one view, one width, one format (a card's `image` is its front at 400 px, WebP). */
export function productImagePath(identity: ProductImageIdentity, view: ProductImageView, width: ProductImageWidth, format: "webp" | "jpg"): string {
  return pathOf({ catalogEntryId: identity.catalogEntryId, version: productImageVersion(identity), view, width, format });
}

/** The raw parts of a path shaped like a picture's address (checked by the Worker's answer), or null. */
export function matchProductImagePath(pathname: string): Record<keyof ProductImageAddress, string> | null {
  const match = /^\/images\/p\/(\d{1,10})-([0-9a-z]{1,7})\/([a-z]{1,10})-(\d{1,4})\.(webp|jpg)$/.exec(pathname);
  return match ? { catalogEntryId: match[1]!, version: match[2]!, view: match[3]!, width: match[4]!, format: match[5]! } : null;
}

function isView(view: string): view is ProductImageView {
  return (PRODUCT_IMAGE_VIEWS as readonly string[]).includes(view);
}

export function isProductImagePath(pathname: string): boolean {
  return pathname.startsWith(PRODUCT_IMAGE_PREFIX);
}

/**
 * A card's picture as a listing's hydration payload carries it (app/listing/listing-payload.ts): the
 * version alone when it is the card's own front picture (the id is in the payload already), else
 * the whole path; ./card-image.ts unpackCardImage gives the path back in the browser.
 */
export function packCardImage(path: string, catalogEntryId: string): string {
  const parts = matchProductImagePath(path);
  return parts && unpackCardImage(parts.version, catalogEntryId) === path ? parts.version : path;
}

/** What an <img> needs for one view: the fallback src, the srcset of every width (WebP), the feed JPEG. */
export interface ProductImageSources {
  src: string;
  /** the smallest width, for a thumbnail */
  thumbnail: string;
  srcSet: string;
  /** the largest WebP: the product page's zoom (and its link without JavaScript) */
  large: string;
  jpeg: string;
}

/** The sources of a picture given any one of its addresses (a card's `image`), or null for another image. */
export function productImageSources(path: string, view?: ProductImageView): ProductImageSources | null {
  const parts = matchProductImagePath(path);
  if (!parts || !isView(parts.view)) return null;
  const base = { catalogEntryId: Number(parts.catalogEntryId), version: parts.version, view: view ?? parts.view };
  const at = (width: ProductImageWidth, format: "webp" | "jpg") => pathOf({ ...base, width, format });
  return {
    src: at(400, "webp"),
    thumbnail: at(200, "webp"),
    srcSet: cardImageSources(at(400, "webp")).srcSet,
    large: at(800, "webp"),
    jpeg: at(FEED_IMAGE_WIDTH, "jpg"),
  };
}

/** One view of a product's gallery (app/product/components/product-gallery.tsx), made by the loader. */
export interface GalleryPicture extends ProductImageSources {
  view: ProductImageView;
}

/** Every view of the product whose front picture is `image`, in gallery order; empty for an image we don't draw. */
export function galleryPictures(image: string): GalleryPicture[] {
  return PRODUCT_IMAGE_VIEWS.flatMap((view) => {
    const sources = productImageSources(image, view);
    return sources ? [{ view, ...sources }] : [];
  });
}
