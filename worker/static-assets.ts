import { cacheControl } from "#app/http/cache-policy.ts";

const STATIC_PREFIXES = ["/build/", "/images/", "/analytics/", "/fonts/", "/videos/"];
// robots.txt is the Worker's own answer (worker/index.ts): it names the sitemap on SITE_ORIGIN.
const STATIC_FILES = new Set(["/favicon.ico", "/favicon.svg"]);

export function isStaticAsset(pathname: string): boolean {
  return STATIC_FILES.has(pathname) || STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A file from Workers Static Assets with our cache policy: on its 200 and on its 304 alike. A cache
 * that revalidates takes the 304's Cache-Control as the stored response's new one (RFC 9111
 * §4.3.4), so a 304 with the asset server's own `max-age=0, must-revalidate` would undo `immutable`
 * for every cache that ever asks again. Errors keep the asset server's answer.
 */
export async function serveStaticAsset(request: Request, assets: Fetcher): Promise<Response> {
  const response = await assets.fetch(request);
  if (!response.ok && response.status !== 304) return response;
  const headers = new Headers(response.headers);
  // Remix puts a content hash in every /build/ file name, so those never change.
  headers.set("Cache-Control", cacheControl(new URL(request.url).pathname.startsWith("/build/") ? "immutable" : "staticFile"));
  return new Response(response.body, { status: response.status, headers });
}
