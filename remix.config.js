// Every page and API route is registered twice: once at `/` (US) and once under
// `/ca` (Canada), with distinct ids and the same module (docs/decisions/0001).
const CATALOG_PREFIXES = ["b", "s", "deals", "brands", "shops"];

/** [path, file, id] — the path is relative to the market root. */
const ROUTES = [
  ["s", "routes/listing.tsx", "search"],
  ...CATALOG_PREFIXES.map((prefix) => [`${prefix}/:segment`, "routes/listing.tsx", `category-${prefix}`]),
  ["f/:segment", "routes/listing.tsx", "facet-page"],
  ["brands", "routes/brands.tsx", "brands"],
  ["dp/:id", "routes/product.tsx", "product"],
  [":slug/dp/:id", "routes/product.tsx", "product-slug"],
  ["vet-care", "routes/content-page.tsx", "vet-care"],
  ["education/*", "routes/content-page.tsx", "education"],
  ["sp/:slug", "routes/listing.tsx", "search-landing"],
  ["sl/:slug", "routes/listing.tsx", "sponsored-landing"],
  ["app/content/terms", "routes/content-page.tsx", "terms"],
  ["app/content/privacy", "routes/content-page.tsx", "privacy"],
  ["app/cart", "routes/cart.tsx", "cart"],
  ["app/checkout", "routes/checkout.tsx", "checkout"],
  ["app/notify-me", "routes/notify-me.tsx", "notify-me"],
  ["plp/api/search", "routes/api.search.ts", "api-search"],
  ["plp/api/facets", "routes/api.facets.ts", "api-facets"],
  ["plp/api/enrichments", "routes/api.enrichments.ts", "api-enrichments"],
  ["plp/api/promo-pricing", "routes/api.promo-pricing.ts", "api-promo-pricing"],
  ["plp/api/product-options", "routes/api.product-options.ts", "api-product-options"],
  ["api/item/v1/item", "routes/api.legacy-item.ts", "api-legacy-item"],
  ["api/content/v1/pages/plp", "routes/api.content-plp.ts", "api-content-plp"],
  ["app/rest/user-context", "routes/api.user-context.ts", "api-user-context"],
  ["v1/batch", "routes/api.collect.ts", "api-collect"],
  ["ads/v1/event", "routes/api.ad-event.ts", "api-ad-event"],
  ["*", "routes/not-found.tsx", "not-found"],
];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route(undefined, "routes/home.tsx", { index: true, id: "us/home" });
      route("ca", "routes/home.tsx", { id: "ca/home" });
      // One sitemap for the site: the index names each market's files (issue #9).
      route("sitemap.xml", "routes/sitemap-index.ts", { id: "sitemap-index" });
      route("sitemaps/:file", "routes/sitemap.ts", { id: "sitemap" });
      for (const [market, base] of [["us", ""], ["ca", "ca/"]]) {
        for (const [path, file, id] of ROUTES) {
          route(`${base}${path}`, file, { id: `${market}/${id}` });
        }
      }
    });
  },
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: false,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
