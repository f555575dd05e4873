import { serverRenderedLazy } from "~/ui/server-rendered-lazy";
import * as onServer from "./error-pages.server";

// The error pages, loaded by the browser only when a page is one (a healthy page's JavaScript does
// not carry them: issue #8 budget). The titles live here so the routes' meta can name them.
export const NOT_FOUND_TITLE = "Page Not Found";
export const MAINTENANCE_TITLE = "Quick Feature Update!";

export const LazyNotFoundPage = serverRenderedLazy(onServer.NotFoundPage, () => import("./not-found-page").then((m) => m.NotFoundPage), ".error-page");
export const LazyMaintenancePage = serverRenderedLazy(onServer.MaintenancePage, () => import("./maintenance-page").then((m) => m.MaintenancePage), ".error-page");
