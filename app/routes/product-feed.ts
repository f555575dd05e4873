import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { notFound, runCatalogue } from "#app/http/run-catalogue.server.ts";
import { parseProductFeedFileName } from "#app/seo/product-feed.ts";
import { firstFeedPage, productFeedStream } from "#app/seo/product-feed.server.ts";

// GET /feeds/{us|ca}-products.xml: a market's product feed for Google Merchant Center (issue #27,
// decision 0069). Not on the sitemaps' machineDocument policy yet: with it the ~27 MB stream broke
// after ~1.7 MB in the local edge cache (tests/worker/product-feed.test.ts), so it keeps `long`.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const market = parseProductFeedFileName(params.file ?? "");
  if (!market) throw notFound();
  const db = context.cloudflare.env.DB;
  const first = await runCatalogue(context, "product-feed", () => firstFeedPage(db, market));
  return new Response(productFeedStream(db, market, context.cloudflare.env.SITE_ORIGIN, first), {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("long") },
  });
}
