// The root route's data: what every page of a market shares (issue #25: routes delegate their loading
// to a load-*.server module of their feature). It is the same for every visitor of a market, so pages
// are cached at the edge with it in their hydration data; what is personal (cart count, XSRF token,
// new vs existing...) is app/visitor/personal.ts. Keeping the content and navigation modules behind
// this one server module also keeps their empty browser stand-ins out of every page's JavaScript.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { HEADER_PAGE_ID } from "#app/content/content-document.ts";
import { managedPageView, pageComponents } from "#app/content/page-content.server.ts";
import { loadBrowseNav } from "./browse-nav.server";
import { staticAssetPreconnect } from "./preconnect";

/** spec §7 ContentFederated for the header: the header page's first zone. */
const HEADER_CONTENT = { pageId: HEADER_PAGE_ID, generalType: "header", zoneRangeFrom: 1, zoneRangeTo: 1 };

export async function loadLayout(context: AppLoadContext, request: Request) {
  const [banner, nav, flags] = await Promise.all([managedPageView(context, request, HEADER_CONTENT), loadBrowseNav(context), context.flags()]);
  return {
    // spec §3 app config: the environment, the build, the region serving it.
    app: { environment: context.cloudflare.env.ENVIRONMENT, version: context.clientVersion, awsRegion: context.cloudflare.env.REGION },
    // The merchandisers' header banner (issue #10): rendered from the server's content, only
    // whether there is one in the data; the built-in shipping line when none is live.
    hasHeaderBanner: (context.serverContent.headerBanner = pageComponents(banner)).length > 0,
    // The header's browse navigation from the catalogue tree: server HTML, like the banner.
    hasBrowseNav: (context.serverContent.browseNav = nav).length > 0,
    // Whether real-user monitoring loads after hydration (the realUserMonitoring flag).
    rum: flags.realUserMonitoring,
    // spec §7: the static asset host the head preconnects to (only said when there is one).
    ...withPreconnect(staticAssetPreconnect(context.cloudflare.env.STATIC_ASSET_ORIGIN, context.cloudflare.env.SITE_ORIGIN)),
  };
}
/** The root route's loader data, as the header and the product slots read it with useRouteLoaderData("root"). */
export type LayoutData = Awaited<ReturnType<typeof loadLayout>>;
const withPreconnect = (origin: string | null): { preconnect?: string } => (origin ? { preconnect: origin } : {});
