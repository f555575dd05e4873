// Every page is registered twice: once at `/` (US) and once under `/ca` (Canada), with distinct
// ids and the same module (docs/decisions/0001). The JSON endpoints (app/api/) are
// answered by the Worker before Remix (worker/api-routes.ts, decision 0028): each route Remix
// knows costs every page's render a little.
/** [path, file, id] — the path is relative to the market root. */
const ROUTES = [
  ["s", "routes/listing.tsx", "search"],
  // Every other listing is two segments: a catalogue prefix (b, s, deals, brands, shops) and its
  // category, f/ a facet page, sp/ a search landing, sl/ a sponsored landing. One route, the listing's
  // loader reads which from the URL (app/urls/listing-url.ts parseListingUrl) and answers 404 for any
  // other two segments; the routes with a fixed first segment (dp/:id, app/cart, …) rank above it.
  // One route rather than nine: Remix matches a page's URL against every route several times a render
  // (decision 0028).
  [":kind/:segment", "routes/listing.tsx", "listing"],
  ["brands", "routes/brands.tsx", "brands"],
  ["dp/:id", "routes/product.tsx", "product"],
  [":slug/dp/:id", "routes/product.tsx", "product-slug"],
  // spec §2 the part-number internal-linking variant (the partNumberLinks flag): the item's part number.
  [":slug/sku/:partNumber", "routes/product.tsx", "product-sku"],
  ["vet-care", "routes/content-page.tsx", "vet-care"],
  ["education/*", "routes/content-page.tsx", "education"],
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
      // A product feed per market for merchant centres (issue #27, decision 0069).
      route("feeds/:file", "routes/product-feed.ts", { id: "product-feed" });
      for (const [market, base] of [
        ["us", ""],
        ["ca", "ca/"],
      ]) {
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
