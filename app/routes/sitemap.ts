import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { notFound, runCatalogue } from "#app/http/run-catalogue.server.ts";
import { lastmodOfKind, pageCount, pageSlice, parseSitemapFileName, urlSetXml, type SitemapFile } from "#app/seo/sitemap.ts";
import { catalogueDate, productPathsOfBlock, sitemapPaths } from "#app/seo/sitemap.server.ts";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

// GET /sitemaps/{market}-{kind}-{n}.xml: one page of one market's indexable listing pages, or one
// block of its product pages (issues #9, #27, docs/decisions/0062); kept at the edge (0063).
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = parseSitemapFileName(params.file ?? "");
  if (!file) throw notFound();
  const db = context.catalogue.db;
  const [listed, date] = await runCatalogue(context, "sitemap", () => Promise.all([fileUrls(db, file), catalogueDate(db)]));
  if (!listed) throw notFound();
  const body = urlSetXml({
    siteOrigin: context.cloudflare.env.SITE_ORIGIN,
    market: file.market,
    paths: listed.paths,
    inOtherMarket: listed.inOtherMarket,
    lastmod: lastmodOfKind(file.kind, date),
  });
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("machineDocument") } });
}

/** The file's market-free paths and which of them the other market has too; null when there is no such file. */
async function fileUrls(db: CatalogueDb, file: SitemapFile): Promise<{ paths: string[]; inOtherMarket: (path: string) => boolean } | null> {
  if (file.kind === "products") {
    // A product's page is the same in both markets (app/seo/sitemap.server.ts productBlocks).
    const paths = await productPathsOfBlock(db, file.page);
    return paths.length ? { paths, inOtherMarket: () => true } : null;
  }
  const all = await sitemapPaths(db);
  const own = all[file.market.region][file.kind];
  if (file.page > pageCount(own.length)) return null;
  const other = new Set(all[file.market.region === "us" ? "ca" : "us"][file.kind]);
  return { paths: pageSlice(own, file.page), inOtherMarket: (path) => other.has(path) };
}
