// The analytics page type of each route (spec §2: "page types include the product list page (plp)"),
// keyed by the route ids of remix.config.js without their market part (`us/search` → `search`).
// Lowercase, because the collector config is looked up by the lowercase page type (spec §3).

const PAGE_TYPE_OTHER = "other";

const PAGE_TYPES: Record<string, string> = {
  home: "home",
  search: "plp",
  // categories (every catalogue prefix), facet pages, search and sponsored landings
  listing: "plp",
  brands: "brands",
  product: "pdp",
  "product-slug": "pdp",
  "product-sku": "pdp",
  "vet-care": "content",
  education: "content",
  "not-found": "not-found",
};

/**
 * The page type of a route id: the page's deepest match (./analytics-provider.tsx), which is the root
 * layout itself ("root", other) only when the root renders an error. Loaded with the analytics layer.
 */
export function pageTypeForRouteId(routeId: string | undefined): string {
  if (!routeId) return PAGE_TYPE_OTHER;
  const route = routeId.slice(routeId.indexOf("/") + 1);
  // (own keys only: "constructor" is no route of ours)
  return Object.hasOwn(PAGE_TYPES, route) ? PAGE_TYPES[route] : PAGE_TYPE_OTHER;
}
