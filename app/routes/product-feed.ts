import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { notFound, runCatalogue } from "#app/http/run-catalogue.server.ts";
import { parseProductFeedFileName } from "#app/seo/product-feed.ts";
import { firstFeedPage, productFeedStream } from "#app/seo/product-feed.server.ts";

// GET /feeds/{us|ca}-products-{n}.xml: one file of a market's product feed for Google Merchant
// Center (issue #27, decisions 0069, 0074), numbered as the product sitemaps; kept at the edge
// under the catalogue's version like them (worker/edge-cache.ts keeps a stream only once whole).
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = parseProductFeedFileName(params.file ?? "");
  if (!file) throw notFound();
  const db = context.catalogue.db;
  const first = await runCatalogue(context, "product-feed", () => firstFeedPage(db, file));
  if (!first.length) throw notFound();
  return new Response(productFeedStream(db, file, context.cloudflare.env.SITE_ORIGIN, first), {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("machineDocument") },
  });
}
