import { serverRenderedLazy } from "#app/ui/server-rendered-lazy.tsx";
import * as onServer from "./content.server";

// Managed content renders on the server in place; its code (carousel, dialog, shelves) loads in the
// browser after the page's own scripts, only on pages that show it (issue #8 budget).
export const LazyZoneComponents = serverRenderedLazy(onServer.ZoneComponents, () => import("./zone-components").then((m) => m.ZoneComponents), ".cms-zone");

