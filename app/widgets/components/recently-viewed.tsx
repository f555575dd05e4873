import { useMemo } from "react";
import type { Environment } from "#app/graphql/clients/widget-client.ts";
import { WidgetClientProvider } from "./widget-client-context";
import { useBrowserWidgetClient } from "./browser-widget-client";
import { CarouselShelf } from "./carousel-shelf";

/**
 * The product page's "Recently viewed" carousel: the shopper's own, so the browser asks the widget
 * service for it (pages are kept at the edge for everyone), with the urql client of spec §7
 * (./carousel-shelf.tsx). Its slot (app/product/components/product-slots.tsx) records the view
 * and loads this only when its place nears the screen.
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
  return <CarouselShelf variables={variables} zone="recently-viewed" />;
}
