import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import stylesheet from "#app/styles/app.css";
import { AnalyticsProvider, type AnalyticsConfig } from "#app/analytics/analytics-provider.tsx";
import { useMarket } from "#app/markets/use-market.ts";
import { useNonce } from "#app/security/nonce.tsx";
import { SiteHeader } from "#app/layout/site-header.tsx";
import { SiteFooter } from "#app/layout/site-footer.tsx";
import { LazyMaintenancePage, LazyRequestErrorPage, MAINTENANCE_TITLE } from "#app/errors/error-pages.tsx";
import { isRequestError, requestErrorTitle } from "#app/errors/request-error.ts";
import { supportCodeFor } from "#app/errors/support-code.ts";
import { keepRetryAfter } from "#app/http/retry-after.ts";
import { PersonalIsland, usePersonal } from "#app/visitor/personal-context.tsx";
import { useMarkPageHydrated } from "#app/ui/use-hydrated.ts";
import { HEADER_PAGE_ID } from "#app/content/content-document.ts";
import { managedPageView, pageComponents } from "#app/content/page-content.server.ts";
import { loadBrowseNav } from "#app/layout/browse-nav.server.ts";
import { staticAssetPreconnect } from "#app/layout/preconnect.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: "Tailwise" }];
  return [{ title: isRouteErrorResponse(error) && isRequestError(error.status) ? requestErrorTitle(error.status) : MAINTENANCE_TITLE }];
};

// A loader's 503 keeps its Retry-After on the page the boundary renders (issue #8).
export const headers = keepRetryAfter;

// The same for every visitor of a market: pages are cached at the edge with this in their hydration
// data. What is personal (cart count, XSRF token, new vs existing...) is app/visitor/personal.ts.
/** spec §7 ContentFederated for the header: the header page's first zone. */
const HEADER_CONTENT = { pageId: HEADER_PAGE_ID, generalType: "header", zoneRangeFrom: 1, zoneRangeTo: 1 };

export async function loader({ context, request }: LoaderFunctionArgs) {
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
export type RootLoaderData = Awaited<ReturnType<typeof loader>>;
const withPreconnect = (origin: string | null): { preconnect?: string } => (origin ? { preconnect: origin } : {});

// The root's data (market, environment, whether there is a header banner) is the same for a whole
// visit in a market; switching markets loads a new document. A navigation or a cart change need not
// ask for it again (nor call the content proxy for a banner the page already shows).
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const market = useMarket();
  const nonce = useNonce();
  const preconnect = useRouteLoaderData<RootLoaderData>("root")?.preconnect;
  return (
    <html lang={market.language} data-market={market.name}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {preconnect && <link rel="preconnect" href={preconnect} />}
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
        <PersonalIsland />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { app, rum } = useLoaderData<typeof loader>();
  const { isBot } = usePersonal();
  const analytics: AnalyticsConfig = { environment: app.environment, isBot, rum };
  useMarkPageHydrated();
  return (
    <AnalyticsProvider config={analytics}>
      <Outlet />
    </AnalyticsProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { requestId } = usePersonal();
  // A 4xx is about the request (an unknown address, a method the page does not take): not the
  // maintenance page, which says we are down.
  if (isRouteErrorResponse(error) && isRequestError(error.status)) return <LazyRequestErrorPage status={error.status} />;
  const supportCode =
    isRouteErrorResponse(error) && typeof error.data?.supportCode === "string" ? error.data.supportCode : requestId ? supportCodeFor(requestId) : undefined;
  return <LazyMaintenancePage supportCode={supportCode} />;
}
