import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { skipRevalidationAfterShopperWrites } from "~/http/revalidation";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/listing/components/listing-page";
import { loadListing } from "~/listing/load-listing.server";
import { listingMeta } from "~/listing/listing-meta";
import { keepRetryAfter } from "~/http/retry-after";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadListing(request, context);
}

export const shouldRevalidate = skipRevalidationAfterShopperWrites;

// A catalogue failure (503) keeps its Retry-After on a .data request too (issue #8).
export const headers = keepRetryAfter;

export const meta = listingMeta;

// Search, category (every catalog prefix) and high-value facet pages: one listing page.
export default function ListingRoute() {
  const { view, featured } = useLoaderData<typeof loader>();
  return <ListingPage view={view} featured={featured} />;
}
