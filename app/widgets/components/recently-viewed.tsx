import { useEffect, useMemo } from "react";
import { parseCookies, serializeCookie } from "#app/http/cookies.ts";
import type { Environment } from "#app/graphql/clients/widget-client.ts";
import { RECENTLY_VIEWED_COOKIE, withRecentlyViewed } from "../carousels";
import { WidgetClientProvider } from "./widget-client-context";
import { useBrowserWidgetClient } from "./browser-widget-client";
import { CarouselShelf } from "./carousel-shelf";

/** The browser's record of what the shopper viewed: a year, this site only. */
function rememberViewed(partNumber: string) {
  const current = parseCookies(document.cookie)[RECENTLY_VIEWED_COOKIE];
  document.cookie = serializeCookie(RECENTLY_VIEWED_COOKIE, withRecentlyViewed(current, partNumber), {
    maxAgeSeconds: 365 * 24 * 3600,
    secure: location.protocol === "https:",
  });
}

/**
 * The product page's "Recently viewed" carousel: the shopper's own, so the browser asks the widget
 * service for it (pages are kept at the edge for everyone), with the urql client of spec §7
 * (./carousel-shelf.tsx). The viewed product joins the list afterwards.
 */
export default function RecentlyViewed({ partNumber, environment }: { partNumber: string; environment: Environment }) {
  const client = useBrowserWidgetClient(environment);
  return (
    <WidgetClientProvider client={client}>
      <RecentlyViewedShelf partNumber={partNumber} />
    </WidgetClientProvider>
  );
}

function RecentlyViewedShelf({ partNumber }: { partNumber: string }) {
  const variables = useMemo(() => ({ page: "pdp", slot: "recent", items: [{ partNumber, quantity: 1, refetch: false }] }), [partNumber]);
  useEffect(() => rememberViewed(partNumber), [partNumber]);
  return <CarouselShelf variables={variables} zone="recently-viewed" />;
}
