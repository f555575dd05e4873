import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { skipRevalidationAfterShopperWrites } from "#app/http/revalidation.ts";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "#app/listing/components/listing-page.tsx";
import { loadListing } from "#app/listing/load-listing.server.ts";
import { listingMeta } from "#app/listing/listing-meta.ts";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { useMemo } from "react";
import { unpackListing } from "#app/listing/listing-payload.ts";
import { useMarket } from "#app/markets/use-market.ts";
import { listingStructuredData } from "#app/listing/listing-json-ld.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadListing(request, context);
}

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export const shouldRevalidate = skipRevalidationAfterShopperWrites;


export const meta = listingMeta;

// Search, category (every catalog prefix) and high-value facet pages: one listing page.
export default function ListingRoute() {
  const { view: payload, featured, curated, faqs, zones, zonePosition, brandVideos, brandVideosFirst, origin } = useLoaderData<typeof loader>();
  const market = useMarket();
  // Once per page: the cards out of their columns, the facet links from the route and state.
  const view = useMemo(() => unpackListing(payload, market), [payload, market]);
  // JSON-LD is for crawlers, which read the server's HTML: built while rendering on the server;
  // hydration keeps what the server wrote (as on the product page).
  const structuredData =
    typeof document === "undefined" ? listingStructuredData(view, origin, faqs) : (document.getElementById(JSON_LD_ID)?.innerHTML ?? "");
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
      structuredData={<script type="application/ld+json" id={JSON_LD_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: structuredData }} />}
    />
  );
}

const JSON_LD_ID = "listing-json-ld";
