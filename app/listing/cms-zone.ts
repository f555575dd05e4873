// spec §5 CMS zone 19: the zone inside the product grid. Pure; the zone's content comes from the
// content service (issue #10), which renders it where this rule allows.

/** What the content service has for zone 19 on a page. */
export type Zone19Content = { kind: "standard-card" } | { kind: "no-content" } | { kind: "other" };

/** Fewer than this many products on the page: no extra CMS zone. */
export const ZONE_19_MIN_PRODUCTS = 4;

/** Zone 19 shows only with at least 4 products returned, at offset 0, and content that is a standard card or none. */
export function showsCmsZone19(page: { productCount: number; offset: number; zone: Zone19Content }): boolean {
  return page.productCount >= ZONE_19_MIN_PRODUCTS && page.offset === 0 && (page.zone.kind === "standard-card" || page.zone.kind === "no-content");
}
