import type { AppLoadContext } from "@remix-run/cloudflare";
import { CatalogueNotFoundError } from "#app/catalogue/categories.server.ts";
import { serviceUnavailable } from "#app/errors/service-unavailable.server.ts";

// How a page's loader reads the catalogue: timed (Server-Timing), a missing record a 404, any other
// failure the maintenance page. Shared by the listing, product, brands and sitemap loaders.

export const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** A catalogue failure becomes the maintenance page (503), never a raw 500. */
const catalogueUnavailable = (context: AppLoadContext, error: unknown) => serviceUnavailable(context, "catalogue", error);

export async function runCatalogue<T>(context: AppLoadContext, name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await context.timing.time(name, work);
  } catch (error) {
    if (error instanceof CatalogueNotFoundError) throw notFound();
    throw catalogueUnavailable(context, error);
  }
}
