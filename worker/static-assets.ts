import { cacheControl } from "#app/http/cache-policy.ts";

const STATIC_PREFIXES = ["/build/", "/images/", "/analytics/", "/fonts/", "/videos/"];
// robots.txt is the Worker's own answer (worker/index.ts): it names the sitemap on SITE_ORIGIN.
const STATIC_FILES = new Set(["/favicon.ico", "/favicon.svg"]);

export function isStaticAsset(pathname: string): boolean {
  return STATIC_FILES.has(pathname) || STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export async function serveStaticAsset(request: Request, assets: Fetcher): Promise<Response> {
  const response = await assets.fetch(request);
  if (!response.ok) return response;
  const headers = new Headers(response.headers);
  // Remix puts a content hash in every /build/ file name, so those never change.
  headers.set("Cache-Control", cacheControl(new URL(request.url).pathname.startsWith("/build/") ? "immutable" : "staticFile"));
  return new Response(response.body, { status: response.status, headers });
}
