import { island } from "#app/ui/island.tsx";
import { translatorFor } from "#app/i18n/translator.ts";
import { requestErrorTitle } from "./request-error";

// The error pages, loaded by the browser only when a page is one (a healthy page's JavaScript does
// not carry them: issue #8 budget). The titles live here so the routes' meta can name them.
export const NOT_FOUND_TITLE = requestErrorTitle(404);
export const MAINTENANCE_TITLE = translatorFor("en-US", ["listing"])("maintenance.title");

/** A 4xx page: not found (spec §8), bad request, method not allowed, address too long. */
export const LazyRequestErrorPage = island(() => import("./not-found-page").then((m) => m.RequestErrorPage), ".error-page");
export const LazyMaintenancePage = island(() => import("./maintenance-page").then((m) => m.MaintenancePage), ".error-page");
export const LazyNotFoundPage = () => <LazyRequestErrorPage status={404} />;
