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
  useRouteLoaderData,
} from "@remix-run/react";
import { isbot } from "isbot";
import stylesheet from "~/styles/app.css";
import { AnalyticsProvider, type AnalyticsConfig } from "~/analytics/analytics-provider";
import { readVisitor } from "~/analytics/user-context.server";
import { useMarket } from "~/markets/use-market";
import { useNonce } from "~/security/nonce";
import { SiteHeader } from "~/layout/site-header";
import { SiteFooter } from "~/layout/site-footer";
import { RequestErrorPage } from "~/errors/not-found-page";
import { isRequestError, requestErrorTitle } from "~/errors/request-error";
import { MaintenancePage, MAINTENANCE_TITLE } from "~/errors/maintenance-page";
import { supportCodeFor } from "~/errors/support-code";
import { keepRetryAfter } from "~/http/retry-after";
import { cartIdFrom, readCartCount } from "~/cart/cart.server";
import { readHasPurchased } from "~/visitor/has-purchased.server";

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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const analytics: AnalyticsConfig = {
    environment: context.cloudflare.env.ENVIRONMENT,
    isBot: isbot(request.headers.get("user-agent") ?? ""),
    registeredUser: readVisitor(request.headers.get("cookie")).registeredUser,
  };
  const cookie = request.headers.get("cookie");
  const cartId = cartIdFrom(cookie, context.market);
  // A broken cart table must not take every page down: the header then shows no count.
  const cartCount = cartId ? await readCartCount(context.cloudflare.env.DB, context.market, cartId).catch(() => 0) : 0;
  return {
    market: context.market.name,
    requestId: context.requestId,
    analytics,
    xsrfToken: context.xsrfToken,
    cartCount,
    hasPurchased: readHasPurchased(cookie),
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { analytics } = useLoaderData<typeof loader>();
  return (
    <AnalyticsProvider config={analytics}>
      <Outlet />
    </AnalyticsProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as RootLoaderData | undefined;
  // A 4xx is about the request (an unknown address, a method the page does not take): not the
  // maintenance page, which says we are down.
  if (isRouteErrorResponse(error) && isRequestError(error.status)) return <RequestErrorPage status={error.status} />;
  const supportCode =
    isRouteErrorResponse(error) && typeof error.data?.supportCode === "string" ? error.data.supportCode : root && supportCodeFor(root.requestId);
  return <MaintenancePage supportCode={supportCode} />;
}
