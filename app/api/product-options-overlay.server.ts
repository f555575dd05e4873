import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { FLAGS_QUERY_PARAM } from "#app/features/flag-sources.ts";
import { CatalogueNotFoundError } from "#app/catalogue/categories.server.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import { productOptions } from "#app/product/product-options.ts";
import { loadProduct } from "#app/product/product.server.ts";
import { answerFromCatalogue } from "#app/search/search-api.server.ts";
import { parseQuery } from "#app/http/query-params.ts";

// GET {market}/plp/api/product-options?id={catalogEntryId}: the options overlay's data (issue #9,
// app/listing/components/options-overlay.tsx): a product's items with their options, prices and
// stock (and with the miniPdp flag a summary: brand, image, description). JSON with clear failures (the listing APIs' 400/404/503), so an overlay that cannot load
// says so and the list stays.
// `flags` is the page's forced flags (app/features/flag-sources.ts), passed on by the overlay; read by context.flags().
const Query = z
  .object({ id: z.string().regex(/^\d{1,12}$/, "id must be a product's catalog entry id"), [FLAGS_QUERY_PARAM]: z.string().max(500).optional() })
  .strict();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(Query, new URL(request.url).searchParams);
  if ("issues" in parsed) {
    const { issues } = parsed;
    return jsonResponse({ error: `Invalid product options request: ${issues.map((i) => i.message).join("; ")}`, issues }, 400);
  }
  const { id } = parsed.data;
  return answerFromCatalogue(
    context,
    async () => {
      const product = await loadProduct(context.catalogue.db, context.market, Number(id));
      if (!product || !product.published) throw new CatalogueNotFoundError(`No product ${id}`);
      // The miniPdp flag makes the overlay a mini product page: the answer carries its summary.
      return productOptions(product, { summary: (await context.flags()).miniPdp });
    },
    "product",
    // (the summary follows the visitor's flags: no shared cache may hand one visitor's answer to another)
    "shortPrivate",
  );
}
