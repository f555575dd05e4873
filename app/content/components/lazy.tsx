import { serverRenderedLazy } from "#app/ui/server-rendered-lazy.tsx";
import * as onServer from "./content.server";

// Managed content renders on the server in place; its code (carousel, dialog, shelves) loads in the
// browser after the page's own scripts, only on pages that show it (issue #8 budget).
export const LazySiteWideBanner = serverRenderedLazy(onServer.SiteWideBanner, () => import("./site-wide-banner").then((m) => m.SiteWideBanner), ".site-banner");
export const LazyZoneComponents = serverRenderedLazy(onServer.ZoneComponents, () => import("./zone-components").then((m) => m.ZoneComponents), ".cms-zone");
/** CMS zone 19's standard card in a listing's grid. */
export const LazyBannerCard = serverRenderedLazy(onServer.BannerCard, () => import("./zone-components").then((m) => m.BannerCard), ".content-banner");
