import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { useIslandSource, ZoneIsland } from "#app/content/components/zone-island.tsx";
import { useServerContent } from "#app/content/server-content.ts";
import type { LayoutData } from "#app/layout/load-layout.server.ts";
import { useHydrated } from "#app/ui/island.tsx";
import { useNearScreen } from "#app/ui/use-near-screen.ts";
import type { ProductCarouselSlot } from "#app/widgets/product-carousel-slots.ts";

// The parts of a product page that are not the product: the widget service's carousels, the
// shopper's recently viewed items and the share button. Each loads its code only where it shows.

const RecentlyViewed = lazy(() => import("#app/widgets/components/recently-viewed.tsx"));
const FetchedProductCarousels = lazy(() => import("#app/widgets/components/product-carousels.tsx"));

/**
 * The product's carousels: the server renders them into the page (no copy in the hydration data,
 * decision 0026), the page that hydrates keeps that HTML, and after a client-side navigation the
 * browser asks the widget service for them itself.
 */
export function ProductCarouselsSlot({
  partNumber,
  slots,
  serverRendered,
}: {
  partNumber: string;
  slots: readonly ProductCarouselSlot[];
  serverRendered: boolean;
}) {
  const source = useIslandSource();
  const environment = useRouteLoaderData<LayoutData>("root")?.app.environment ?? "dev";
  const carousels = useServerContent()?.productCarousels;
  if (source === "browser") {
    return (
      <Suspense fallback={null}>
        <FetchedProductCarousels partNumber={partNumber} slots={slots} environment={environment} />
      </Suspense>
    );
  }
  return serverRendered ? <ZoneIsland name="product-carousels" components={carousels} /> : null;
}

/**
 * The shopper's own "Recently viewed": the view is recorded once the page runs; the carousel is
 * asked by the browser (never kept with the page) when its place nears the screen. Its code (the
 * widget client and its validation, ~115 KB) took one 28 ms task to evaluate right after a fresh
 * load on a fast desktop, a phone's ten times that (decision 0087); a shopper who never scrolls
 * down to it does not pay for it. Its own component, so the page around it does not render again.
 */
export function RecentlyViewedSlot({ partNumber }: { partNumber: string }) {
  const environment = useRouteLoaderData<LayoutData>("root")?.app.environment ?? "dev";
  const [place, near] = useNearScreen<HTMLDivElement>();
  // (its code after hydration too: the cookie helpers are not in the page's first JavaScript; a
  // chunk that cannot load, offline, leaves the view unrecorded, as the carousel's own code did)
  useEffect(() => {
    import("#app/widgets/recently-viewed-cookie.ts").then(
      (cookie) => cookie.rememberViewed(partNumber),
      () => undefined,
    );
  }, [partNumber]);
  if (!useHydrated()) return null;
  return near ? (
    <Suspense fallback={null}>
      <RecentlyViewed partNumber={partNumber} environment={environment} />
    </Suspense>
  ) : (
    <div ref={place} data-zone-place="recently-viewed" />
  );
}

// Sharing needs JavaScript (Web Share API or the clipboard), so the server renders nothing for it and
// the browser loads its code after hydration, not with the page (issue #8 budget).
const ShareButton = lazy(() => import("../share-button").then((m) => ({ default: m.ShareButton })));
export function ShareSlot(props: { catalogEntryId: string; productName: string; productImageUrl: string; url: string }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ShareButton {...props} />
    </Suspense>
  ) : null;
}
