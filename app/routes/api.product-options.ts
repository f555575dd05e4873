import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { CatalogueNotFoundError } from "#app/catalogue/categories.server.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import { productOptions } from "#app/product/product-options.ts";
import { loadProduct } from "#app/product/product.server.ts";

// GET {market}/plp/api/product-options?id={catalogEntryId}: the options overlay's data (issue #9,
// app/listing/components/options-overlay.tsx): a product's items with their options, prices and
// stock. JSON with clear failures, so an overlay that cannot load says so and the list stays.
const Query = z.object({ id: z.string().regex(/^\d{1,12}$/, "id must be a product's catalog entry id") }).strict();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return jsonResponse({ error: "Invalid product options request", issues: parsed.error.issues.map((i) => ({ field: i.path.join(".") || "(query)", message: i.message })) }, 400);
  }
  try {
    const product = await context.timing.time("product", () => loadProduct(context.cloudflare.env.DB, context.market, Number(parsed.data.id)));
    if (!product || !product.published) return jsonResponse({ error: `No product ${parsed.data.id}` }, 404);
    return jsonResponse(productOptions(product), 200, cacheHeaders("short"));
  } catch (error) {
    if (error instanceof CatalogueNotFoundError) return jsonResponse({ error: error.message }, 404);
    console.error(`[${context.requestId}] product options unavailable`, error);
    return jsonResponse({ error: "The catalogue is unavailable. Please try again shortly.", requestId: context.requestId }, 503, { "Retry-After": RETRY_AFTER_SECONDS.maintenance });
  }
}
