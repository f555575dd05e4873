import { serverRenderedLazy } from "#app/ui/server-rendered-lazy.tsx";
import * as onServer from "./content.server";

/** A brand page's videos (spec §3): rendered by the server in place, their code loads after the page's. */
export const LazyBrandVideos = serverRenderedLazy(onServer.BrandVideos, () => import("./brand-videos").then((m) => m.BrandVideos), ".brand-videos");
