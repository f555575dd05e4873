// spec §7 "A static asset host is preconnected to": when the static assets (product images, the
// build's scripts and styles) are served from a host of their own (a CDN in front of the same
// files), the page's <head> opens the connection to it before the browser finds the first asset.
// Configured per environment (STATIC_ASSET_ORIGIN, app/env/env.server.ts); unset, or the site's own
// origin, the assets come over the page's own connection and there is nothing to preconnect to
// (decision 0036). Pure.

/** The origin the page preconnects to, or null when there is none to open. */
export function staticAssetPreconnect(staticAssetOrigin: string | undefined, siteOrigin: string): string | null {
  return staticAssetOrigin && staticAssetOrigin !== siteOrigin ? staticAssetOrigin : null;
}
