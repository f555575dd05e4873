import { serverRenderedLazy } from "#app/ui/server-rendered-lazy.tsx";
import * as onServer from "./welcome-promo.server";

/**
 * The listing's welcome box (./welcome-promo.tsx): rendered in place by the server, its code (the
 * offers table's words, the promotion's tracking) loaded after the page's own scripts and only where
 * the box shows, a new customer's page (the listing's JavaScript budget; docs/decisions/0037).
 */
export const PromoBanner = serverRenderedLazy(onServer.WelcomePromo, () => import("./welcome-promo").then((m) => m.WelcomePromo), ".promo-banner");
