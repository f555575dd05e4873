import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
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
import { useMarkPageHydrated } from "#app/ui/island.tsx";
import { loadLayout, type LayoutData } from "#app/layout/load-layout.server.ts";

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

// What every page of a market shares: the header banner, the browse navigation, the app config.
export const loader = ({ context, request }: LoaderFunctionArgs) => loadLayout(context, request);

// The root's data (market, environment, whether there is a header banner) is the same for a whole
// visit in a market; switching markets loads a new document. A navigation or a cart change need not
// ask for it again (nor call the content proxy for a banner the page already shows).
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const market = useMarket();
  const nonce = useNonce();
  const preconnect = useRouteLoaderData<LayoutData>("root")?.preconnect;
  // A listing skips to its results, past the breadcrumbs, filters and banners (issue #26); a route
  // says so with `handle.skipToResults` (app/routes/listing.tsx).
  const toResults = useMatches().some((match) => (match.handle as { skipToResults?: boolean } | undefined)?.skipToResults);
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
        <a className="skip-link" href={toResults ? "#results" : "#main"}>
          {toResults ? "Skip to results" : "Skip to content"}
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
