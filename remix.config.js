// Every page is registered twice: once at `/` (US) and once under `/ca` (Canada), with distinct
// ids and the same module (docs/decisions/0001). The JSON endpoints (app/routes/api.*.ts) are
// answered by the Worker before Remix (worker/api-routes.ts, decision 0028): each route Remix
// knows costs every page's render a little.
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
