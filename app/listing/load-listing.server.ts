import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { nativeAppPlatform } from "../../analytics/user-agent";
import { supportCodeFor } from "~/errors/support-code";
import { LISTING_SORT_FLAGS } from "~/features/listing-flags";
import { PAGE_SIZE_APP, PAGE_SIZE_WEB } from "~/search/request";
import { CatalogueNotFoundError, searchListing } from "~/search/search.server";
import type { ListingData } from "~/search/listing";
import { buildListingView } from "./listing-view";
import { buildSearchRequest } from "./search-request";
import { parseListingUrl, toListingState } from "./url";
import { featuredCategories } from "./featured-categories";

/** spec §9: 36 products a page on the web, 20 inside the native apps' webviews. */
export function pageSizeFor(userAgent: string | null): number {
  return nativeAppPlatform(userAgent ?? undefined) ? PAGE_SIZE_APP : PAGE_SIZE_WEB;
}

export const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** A catalogue failure becomes the maintenance page (503), never a raw 500. */
export function catalogueUnavailable(context: AppLoadContext, error: unknown) {
  console.error(`[${context.requestId}] catalogue unavailable`, error);
  return data({ supportCode: supportCodeFor(context.requestId) }, { status: 503, headers: { "Retry-After": "60" } });
}

export async function runCatalogue<T>(context: AppLoadContext, name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await context.timing.time(name, work);
  } catch (error) {
    if (error instanceof CatalogueNotFoundError) throw notFound();
    throw catalogueUnavailable(context, error);
  }
}

/** The loader body shared by the search and every category page. */
export async function loadListing(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const parsed = parseListingUrl(url);
  if (!parsed) throw notFound();
  const { route } = parsed;
  const state = toListingState(parsed.state);
  const pageSize = pageSizeFor(request.headers.get("user-agent"));
  const searchRequest = buildSearchRequest({
    term: state.query,
    groupId: state.groupId,
    facets: state.facets,
    sort: state.sort,
    page: state.page,
    pageSize,
  });
  const db = context.cloudflare.env.DB;
  const listing: ListingData = await runCatalogue(context, "search", () => searchListing(db, context.market, searchRequest));
  if (route.kind !== "search" && !listing.catalog.groupId) throw notFound();
  const view = buildListingView({ listing, route, state, market: context.market, pageSize, flags: LISTING_SORT_FLAGS });
  return {
    view,
    origin: url.origin,
    featured: view.noResults ? featuredCategories(context.market) : [],
  };
}
