import { createContext, useContext } from "react";
import type { ListingZonesView } from "./page-content.server";
import type { ZoneComponentView } from "./zone-view";
import type { BrowseEntry } from "#app/layout/browse-nav.server.ts";
import type { ReviewsPage } from "#app/reviews/load-reviews.server.ts";

/**
 * Managed content the server renders into a page's HTML without putting it in the hydration data
 * (issue #10; the listing's hydration budget): a loader leaves it in the load context, the server's
 * render reads it from this context, and the browser keeps the server's HTML for it (./components/
 * listing-zones.tsx). One object per request, filled by the loaders that need it.
 */
export interface ServerContent {
  headerBanner?: ZoneComponentView[];
  browseNav?: BrowseEntry[];
  listingZones?: ListingZonesView;
  /** A product page's carousels (similar items, bought together). */
  productCarousels?: ZoneComponentView[];
  /** A product page's reviews, as the page's HTML carries them (app/reviews/components/reviews-island.tsx). */
  reviews?: ReviewsPage;
  /** The page's JSON-LD script text (app/seo/structured-data-script.tsx). */
  structuredData?: string;
}

const ServerContentContext = createContext<ServerContent | null>(null);

/** The server's provider (app/entry.server.tsx); the browser has none. */
export const ServerContentProvider = ServerContentContext.Provider;

/** What the server's loaders left for this render; null in the browser. */
export const useServerContent = () => useContext(ServerContentContext);
