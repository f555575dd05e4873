import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import stylesheet from "~/styles/app.css";
import { AnalyticsProvider, type AnalyticsConfig } from "~/analytics/analytics-provider";
import { useMarket } from "~/markets/use-market";
import { useNonce } from "~/security/nonce";
import { SiteHeader } from "~/layout/site-header";
import { SiteFooter } from "~/layout/site-footer";
import { LazyMaintenancePage, LazyRequestErrorPage, MAINTENANCE_TITLE } from "~/errors/error-pages";
import { isRequestError, requestErrorTitle } from "~/errors/request-error";
import { supportCodeFor } from "~/errors/support-code";
import { keepRetryAfter } from "~/http/retry-after";
import { PersonalIsland, usePersonal } from "~/visitor/personal-context";

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
export async function loader({ context }: LoaderFunctionArgs) {
  return {
    market: context.market.name,
    environment: context.cloudflare.env.ENVIRONMENT,
  };
}
export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const market = useMarket();
  const nonce = useNonce();
  return (
    <html lang={market.language} data-market={market.name}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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
  const { environment } = useLoaderData<typeof loader>();
  const { isBot, registeredUser } = usePersonal();
  const analytics: AnalyticsConfig = { environment, isBot, registeredUser };
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
