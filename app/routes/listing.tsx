import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { skipRevalidationAfterShopperWrites } from "#app/http/revalidation.ts";
import { ListingPage } from "#app/listing/components/listing-page.tsx";
import { listingMeta } from "#app/listing/listing-meta.ts";
import { unpackListing } from "#app/listing/listing-payload.ts";
import { loadListing } from "#app/listing/load-listing.server.ts";
import { useMarket } from "#app/markets/use-market.ts";
import { StructuredDataScript } from "#app/seo/structured-data-script.tsx";

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadListing(request, context);

export const shouldRevalidate = skipRevalidationAfterShopperWrites;

export const meta = listingMeta;

// The skip link goes to the results (app/root.tsx).
export const handle = { skipToResults: true };

// Search, category (every catalog prefix) and high-value facet pages: one listing page.
export default function ListingRoute() {
  const { view: payload, featured, curated, faqs, zones, zonePosition, brandVideos, brandVideosFirst } = useLoaderData<typeof loader>();
  const market = useMarket();
  // Once per page: the cards out of their columns, the facet links from the route and state.
  const view = useMemo(() => unpackListing(payload, market), [payload, market]);
  return (
    <ListingPage
      view={view}
      featured={featured}
      curated={curated}
      faqs={faqs}
      zones={zones}
      zonePosition={zonePosition}
      brandVideos={brandVideos}
      brandVideosFirst={brandVideosFirst}
      structuredData={<StructuredDataScript id="listing-json-ld" />}
    />
  );
}
