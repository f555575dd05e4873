// spec §2 product pages, /{slug}/dp/{id}: the one builder and parser of a product's address. Cards,
// carousels, content zones, the product page's canonical and JSON-LD, the cart's lines, GraphQL
// and the loader redirects all link through buildProductPath (app/urls/listing-url.ts passes it on to
// the listing and route code), so every product link has the slug rule (./slug.ts) and an
// encoded id. Plain TypeScript: the browser builds card links too. No market prefix here
// (app/markets/prefix.ts adds it).
import { urlSlug } from "./slug";

/** spec §2: product pages are /{slug}/dp/{id}. */
const PRODUCT_PATH_MARKER = "dp";
/** spec §2: "slug falls back to the word product when missing". */
const PRODUCT_SLUG_FALLBACK = "product";
/** spec §8 messages for product paths. */
const PRODUCT_ENTRY_ID_ERROR = "Unable to determine entry ID from product.";
export const PRODUCT_SLUG_WARNING = "Unable to determine URL slug from product.";

export interface ProductPathInput {
  slug?: string | null;
  catalogEntryId?: string | number | null;
  /** spec §3 "Product (for paths and structured data)" names it entryID. */
  entryID?: string | number | null;
}

/**
 * spec §5: entry id is required (else error 'Unable to determine entry ID from product.'); a missing
 * slug only warns ('Unable to determine URL slug from product.') and falls back to `product`.
 */
export function buildProductPath(product: ProductPathInput, log: { warn: (message: string) => void } = console): string {
  const id = product.catalogEntryId ?? product.entryID;
  if (id === null || id === undefined || String(id).trim() === "") throw new Error(PRODUCT_ENTRY_ID_ERROR);
  let slug = urlSlug(product.slug);
  if (!slug) {
    log.warn(PRODUCT_SLUG_WARNING);
    slug = PRODUCT_SLUG_FALLBACK;
  }
  return `/${slug}/${PRODUCT_PATH_MARKER}/${encodeURIComponent(String(id).trim())}`;
}

/** One item of a product: its page with `?item=` (the option selector's address). */
export function buildProductItemPath(product: ProductPathInput, itemId: string | number): string {
  return `${buildProductPath(product)}?item=${encodeURIComponent(String(itemId))}`;
}

export interface ProductPath {
  slug?: string;
  /** Digits only. */
  catalogEntryId: string;
}

const PRODUCT_PATH = /^\/(?:([^/]+)\/)?dp\/(\d+)\/?$/;

/** `/dp/123` and `/{slug}/dp/123` (spec §2: the slug is optional on the way in). */
export function parseProductPath(pathname: string): ProductPath | null {
  const match = PRODUCT_PATH.exec(pathname);
  if (!match) return null;
  return match[1] === undefined ? { catalogEntryId: match[2] } : { slug: match[1], catalogEntryId: match[2] };
}

/**
 * What the catalogue's part numbers look like (items' and products' alike): digits, as the widget
 * service's payload also says (spec §3). Declared with the part-number links that depend on it: a
 * module of its own would be a browser chunk of its own (55 bytes plus its import lines).
 */
export const PART_NUMBER_PATTERN = /^\d{1,12}$/;

/** spec §2 "a part-number-based internal-linking variant" (the partNumberLinks flag): `/{slug}/sku/{partNumber}`. */
const PRODUCT_SKU_PATH_MARKER = "sku";

/**
 * The part-number form of a product link: the same slug, then `sku/{partNumber}` (the item's part
 * number; the page shows that item). Answers the path unchanged when it is not `/{slug}/dp/{id}`.
 */
export function productSkuPath(productPath: string, partNumber: string): string {
  const parsed = parseProductPath(productPath);
  if (!parsed?.slug || !PART_NUMBER_PATTERN.test(partNumber)) return productPath;
  return `/${parsed.slug}/${PRODUCT_SKU_PATH_MARKER}/${encodeURIComponent(partNumber)}`;
}
