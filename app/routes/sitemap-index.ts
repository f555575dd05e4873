import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { runCatalogue } from "#app/http/run-catalogue.server.ts";
import { SITEMAP_KINDS, sitemapIndexXml } from "#app/seo/sitemap.ts";
import { sitemapPaths } from "#app/seo/sitemap.server.ts";

// GET /sitemap.xml: the sitemap index (issue #9), named by robots.txt.
export async function loader({ context }: LoaderFunctionArgs) {
  const paths = await runCatalogue(context, "sitemap", () => sitemapPaths(context.cloudflare.env.DB));
  const counts = Object.fromEntries(
    Object.entries(paths).map(([region, kinds]) => [region, Object.fromEntries(SITEMAP_KINDS.map((kind) => [kind, kinds[kind].length]))]),
  );
  return new Response(sitemapIndexXml(context.cloudflare.env.SITE_ORIGIN, counts as Parameters<typeof sitemapIndexXml>[1]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("long") },
  });
}
