import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { notFound, runCatalogue } from "#app/http/run-catalogue.server.ts";
import { pageCount, parseSitemapFileName, urlSetXml } from "#app/seo/sitemap.ts";
import { sitemapPaths } from "#app/seo/sitemap.server.ts";

// GET /sitemaps/{market}-{kind}-{n}.xml: one page of one market's indexable listing pages (issue #9).
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = parseSitemapFileName(params.file ?? "");
  if (!file) throw notFound();
  const paths = await runCatalogue(context, "sitemap", () => sitemapPaths(context.cloudflare.env.DB));
  const own = paths[file.market.region][file.kind];
  if (file.page > pageCount(own.length)) throw notFound();
  const other = new Set(paths[file.market.region === "us" ? "ca" : "us"][file.kind]);
  const body = urlSetXml({
    siteOrigin: context.cloudflare.env.SITE_ORIGIN,
    market: file.market,
    page: file.page,
    paths: own,
    inOtherMarket: (path) => other.has(path),
  });
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("long") } });
}
