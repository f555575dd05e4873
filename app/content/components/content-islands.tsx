import { lazy, Suspense } from "react";
import type { ListingZoneName } from "../zones";
import { useServerContent } from "../server-content";
import type { ZonesPage } from "./fetched-zones";
import { serverOnly } from "#app/ui/island.tsx";
import { KEEP_SERVER_HTML, useIslandSource, ZoneIsland, type IslandSource } from "./zone-island";

/**
 * Managed content without a copy of it in the hydration data (issue #10): the server renders the
 * header banner and a listing's CMS zones from what the loaders left it (../server-content.ts); the
 * browser keeps that HTML as it is (a static island). After a client-side navigation a listing asks
 * the content API for its zones (./fetched-zones.tsx, loaded only then). The loaders' data says
 * which zones a page has, so their places are the same either way.
 */

// The zone 19 banner card for the server's render only (the browser keeps its HTML).
const bannerCardOnServer = serverOnly(() => import("./zone-components").then((m) => m.BannerCard));
const FetchedZone = lazy(() => import("./fetched-zones").then((m) => ({ default: m.FetchedZone })));
const FetchedZone19 = lazy(() => import("./fetched-zones").then((m) => ({ default: m.FetchedZone19 })));

/** Where a page's zones come from: the server's render, its HTML kept, or the content API for this page. */
export type ZonesSource = Exclude<IslandSource, "browser"> | ZonesPage;

export function useZonesSource(page: ZonesPage): ZonesSource {
  const from = useIslandSource();
  return from === "browser" ? page : from;
}

/** One CMS zone in its place. */
export function ListingZone({ name, source }: { name: Exclude<ListingZoneName, "zone19">; source: ZonesSource }) {
  const zones = useServerContent()?.listingZones;
  if (typeof source === "string") return <ZoneIsland name={name} components={zones?.[name]} />;
  return (
    <Suspense fallback={null}>
      <FetchedZone page={source} name={name} />
    </Suspense>
  );
}

/** CMS zone 19's standard card, as a grid tile (spec §5; the loader decided it shows). */
export function Zone19Tile({ source }: { source: ZonesSource }) {
  const banner = useServerContent()?.listingZones?.zone19?.[0];
  const BannerCard = bannerCardOnServer();
  if (source === "html") return <li className="card card--standard" data-zone="zone19" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return (
    <li className="card card--standard" data-zone="zone19">
      {typeof source !== "string" ? (
        <Suspense fallback={null}>
          <FetchedZone19 page={source} />
        </Suspense>
      ) : banner?.kind === "banner" && BannerCard ? (
        <BannerCard item={banner.item} headingLevel={3} />
      ) : null}
    </li>
  );
}
