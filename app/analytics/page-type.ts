// The analytics page type of each route (spec §2: "page types include the product list page (plp)"),
// keyed by the route ids of remix.config.js without their market part (`us/search` → `search`).
// Lowercase, because the collector config is looked up by the lowercase page type (spec §3).

export const PAGE_TYPE_OTHER = "other";

const PAGE_TYPES: Record<string, string> = {
  home: "home",
  search: "plp",
  "facet-page": "plp",
  brands: "brands",
  product: "pdp",
  "product-slug": "pdp",
  "vet-care": "content",
  education: "content",
  "search-landing": "plp",
  "sponsored-landing": "plp",
  "not-found": "not-found",
};

export function pageTypeForRouteId(routeId: string | undefined): string {
  if (!routeId) return PAGE_TYPE_OTHER;
  const name = routeId.slice(routeId.indexOf("/") + 1);
  // Every catalogue prefix (b, s, deals, brands, shops) has its own category route id.
  if (name.startsWith("category-")) return "plp";
  return PAGE_TYPES[name] ?? PAGE_TYPE_OTHER;
}

/** The page type of the deepest matched route (the page itself, not its layouts). */
export function pageTypeForMatches(matches: readonly { id: string }[]): string {
  return pageTypeForRouteId(matches.at(-1)?.id === "root" ? undefined : matches.at(-1)?.id);
}
