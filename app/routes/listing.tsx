import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { skipRevalidationAfterShopperWrites } from "~/http/revalidation";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/listing/components/listing-page";
import { loadListing } from "~/listing/load-listing.server";
import { listingMeta } from "~/listing/listing-meta";
import { pageHeaders } from "~/http/cache-policy";
import { useMemo } from "react";
import { unpackListing } from "~/listing/listing-payload";
import { useMarket } from "~/markets/use-market";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadListing(request, context);
}

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export const shouldRevalidate = skipRevalidationAfterShopperWrites;


export const meta = listingMeta;

// Search, category (every catalog prefix) and high-value facet pages: one listing page.
export default function ListingRoute() {
  const { view: payload, featured } = useLoaderData<typeof loader>();
  const market = useMarket();
  // Once per page: the cards out of their columns, the facet links from the route and state.
  const view = useMemo(() => unpackListing(payload, market), [payload, market]);
  return <ListingPage view={view} featured={featured} />;
}
