// spec §5 CMS zone 19: the zone inside the product grid. Pure; the zone's content comes from the
// content service (issue #10), which renders it where this rule allows.

/** What the content service has for zone 19 on a page. */
export type Zone19Content = { kind: "standard-card" } | { kind: "no-content" } | { kind: "other" };

/** Fewer than this many products on the page: no extra CMS zone. */
const ZONE_19_MIN_PRODUCTS = 4;

/** Zone 19 shows only with at least 4 products returned, at offset 0, and content that is a standard card or none. */
export function showsCmsZone19(page: { productCount: number; offset: number; zone: Zone19Content }): boolean {
  return page.productCount >= ZONE_19_MIN_PRODUCTS && page.offset === 0 && (page.zone.kind === "standard-card" || page.zone.kind === "no-content");
}

/** Zone 19's card takes the grid's fifth tile: after the first row on a desktop, the second on a phone. */
export const ZONE_19_SLOT = 4;

/** What zone 19 holds: nothing, one banner (a standard card), or anything else. */
export function zone19ContentOf(components: readonly { kind: string }[] | undefined): Zone19Content {
  if (!components?.length) return { kind: "no-content" };
  return components.length === 1 && components[0].kind === "banner" ? { kind: "standard-card" } : { kind: "other" };
}

/** spec §4 "CMS zone position is default or alt". */
export type CmsZonePosition = "default" | "alt";

/**
 * Decided here (the spec names the two positions only): zones 1-3 sit above the grid by default,
 * and below it (alt) once the shopper has narrowed or sorted the list: they came for the products.
 */
export function cmsZonePosition(state: { filtered: boolean; sorted: boolean }): CmsZonePosition {
  return state.filtered || state.sorted ? "alt" : "default";
}
