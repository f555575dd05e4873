// The tiles of a listing's product grid (spec §3 tile kinds: product, standard card, no-content, ad,
// product placeholder, educational-widget placeholder) and where each goes. Pure: the page renders
// what this decides. Standard cards and no-content tiles are CMS zone 19's (./cms-zone.ts).
import { isValidAdPlacement, type AdFields } from "#app/ads/ad-fields.ts";

export type GridTile<P, A> =
  | { kind: "product"; product: P; /** 1-based position among the products (analytics) */ position: number }
  | { kind: "ad"; ad: A }
  | { kind: "educational-placeholder" }
  /** CMS zone 19's card (./cms-zone.ts) */
  | { kind: "standard-card" }
  | { kind: "product-placeholder"; key: number };

/**
 * Products in order with the ads at their placements (valid ones only, the first ad for a
 * placement), CMS zone 19's standard card and the educational widget at their slots when there are
 * ones, then `placeholders` product placeholder tiles (the next page while it loads). `from` is the
 * first product's offset.
 */
export function gridTiles<P, A extends Pick<AdFields, "isAd" | "isAtf" | "isBtf" | "adPlacement">>(input: {
  products: readonly P[];
  from: number;
  ads?: readonly A[];
  educationalSlot?: number | null;
  standardCardSlot?: number | null;
  placeholders?: number;
}): GridTile<P, A>[] {
  const { products, from, ads = [], educationalSlot = null, standardCardSlot = null, placeholders = 0 } = input;
  const inserts = new Map<number, GridTile<P, A>>();
  for (const ad of ads) {
    if (isValidAdPlacement(ad, products.length) && !inserts.has(ad.adPlacement!)) inserts.set(ad.adPlacement!, { kind: "ad", ad });
  }
  // A tile takes its slot unless an ad has it (the ad was sold; the tile moves on); zone 19's card,
  // then the educational widget.
  const place = (wanted: number | null, tile: GridTile<P, A>) => {
    if (wanted === null || wanted < 0 || wanted > products.length) return;
    let slot = wanted;
    while (inserts.has(slot)) slot++;
    if (slot <= products.length) inserts.set(slot, tile);
  };
  place(standardCardSlot, { kind: "standard-card" });
  place(educationalSlot, { kind: "educational-placeholder" });
  const tiles: GridTile<P, A>[] = [];
  let next = 0;
  while (next < products.length || inserts.has(tiles.length)) {
    const insert = inserts.get(tiles.length);
    if (insert) {
      inserts.delete(tiles.length);
      tiles.push(insert);
    } else {
      tiles.push({ kind: "product", product: products[next], position: from + next + 1 });
      next++;
    }
  }
  for (let key = 0; key < placeholders; key++) tiles.push({ kind: "product-placeholder", key });
  return tiles;
}

/** How many placeholder tiles stand for the next page while it loads: a page, or what is left. */
export function loadingPlaceholderCount(shown: number, total: number, pageSize: number): number {
  return Math.max(0, Math.min(pageSize, total - shown));
}
