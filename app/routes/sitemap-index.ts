import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { runCatalogue } from "#app/http/run-catalogue.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { LISTED_SITEMAP_KINDS, sitemapIndexXml, type ListedSitemapKind, type SitemapContents } from "#app/seo/sitemap.ts";
import { catalogueDate, productBlocks, sitemapPaths } from "#app/seo/sitemap.server.ts";

// GET /sitemap.xml: the sitemap index (issues #9, #27), named by robots.txt; kept at the edge under
// the catalogue's version (docs/decisions/0062, 0063).
export async function loader({ context }: LoaderFunctionArgs) {
  const db = context.catalogue.db;
  const [paths, blocks, date] = await runCatalogue(context, "sitemap", () => Promise.all([sitemapPaths(db), productBlocks(db), catalogueDate(db)]));
  const contentsOf = (region: MarketConfig["region"]) => ({
    listed: Object.fromEntries(LISTED_SITEMAP_KINDS.map((kind) => [kind, paths[region][kind].length])) as Record<ListedSitemapKind, number>,
    productBlocks: blocks,
  });
  const contents: SitemapContents = { us: contentsOf("us"), ca: contentsOf("ca") };
  return new Response(sitemapIndexXml({ siteOrigin: context.cloudflare.env.SITE_ORIGIN, contents, catalogueDate: date }), {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("machineDocument") },
  });
}
