// Through url.ts rather than ./product-path: the browser bundle then keeps the product path in
// url.ts's chunk (imported straight, it split into a chunk of its own: 76 B over the listing budget).
import { parseProductPath } from "#app/listing/url.ts";

// The catalogue's part numbers and the part-number links of spec §2. Not in url.ts: the listing's
// browser code imports url.ts, and none of this is the browser's.

/** What the catalogue's part numbers look like (items' and products' alike): digits, as the widget service's payload also says (spec §3). */
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
