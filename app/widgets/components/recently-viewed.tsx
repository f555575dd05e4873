import { useEffect, useMemo } from "react";
import { useQuery } from "urql";
import { parseCookies, serializeCookie } from "#app/http/cookies.ts";
import type { Environment } from "#app/graphql/clients/widget-client.ts";
import { ProductShelf } from "#app/content/components/zone-components.tsx";
import { CAROUSEL_QUERY, CarouselAnswer } from "../carousel-query";
import { RECENTLY_VIEWED_COOKIE, withRecentlyViewed } from "../carousels";
import { useWidgetClient, WidgetClientProvider } from "./widget-client-context";
import { useBrowserWidgetClient, useCarouselRaceLost } from "./browser-widget-client";

/** The browser's record of what the shopper viewed: a year, this site only. */
function rememberViewed(partNumber: string) {
  const current = parseCookies(document.cookie)[RECENTLY_VIEWED_COOKIE];
  document.cookie = serializeCookie(RECENTLY_VIEWED_COOKIE, withRecentlyViewed(current, partNumber), { maxAgeSeconds: 365 * 24 * 3600, secure: location.protocol === "https:" });
}

/**
 * The product page's "Recently viewed" carousel: the shopper's own, so the browser asks the widget
 * service for it (pages are kept at the edge for everyone), with the urql client of spec §7. It
 * shows nothing until it has products, and nothing when the service has none, fails or takes longer
 * than the carousel race (2000 ms). The viewed product joins the list afterwards.
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
  useWidgetClient();
  const variables = useMemo(() => ({ page: "pdp", slot: "recent", items: [{ partNumber, quantity: 1, refetch: false }] }), [partNumber]);
  const [{ data, fetching }] = useQuery({ query: CAROUSEL_QUERY, variables });
  const gaveUp = useCarouselRaceLost(variables);
  useEffect(() => rememberViewed(partNumber), [partNumber]);
  const answer = CarouselAnswer.safeParse(data);
  if (fetching && gaveUp) return null;
  if (!answer.success || answer.data.carousel.reason || !answer.data.carousel.products.length) return null;
  return (
    <div className="cms-zone" data-zone="recently-viewed">
      <ProductShelf title={answer.data.carousel.title ?? ""} products={answer.data.carousel.products} />
    </div>
  );
}
