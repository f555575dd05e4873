// The site's JSON endpoints, answered by the Worker itself rather than by Remix (decision 0028): a
// page's render matches its URL against every route Remix knows several times (the server's match,
// the router's, and one per parent path for the partial manifest its HTML carries), so each route
// Remix does not need to know makes every page cheaper; and an API answer skips Remix's request
// handling. Their modules live in app/api/ (not app/routes/: Remix never sees them) and keep Remix's
// shape (`loader` for GET and HEAD, `action` for the rest), so they read the same as the routes Remix serves.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { jsonResponse } from "#app/http/json-response.ts";
import * as adTrackerEvents from "#app/api/ad-tracker-events.server.ts";
import * as analyticsBatch from "#app/api/analytics-batch.server.ts";
import * as analyticsUserContext from "#app/api/analytics-user-context.server.ts";
import * as cardEnrichments from "#app/api/card-enrichments.server.ts";
import * as devSession from "#app/api/dev-session.server.ts";
import * as facetRefresh from "#app/api/facet-refresh.server.ts";
import * as legacyCardEnrichments from "#app/api/legacy-card-enrichments.server.ts";
import * as listingContentZones from "#app/api/listing-content-zones.server.ts";
import * as listingSearch from "#app/api/listing-search.server.ts";
import * as productOptionsOverlay from "#app/api/product-options-overlay.server.ts";
import * as promoPrices from "#app/api/promo-prices.server.ts";
import * as rumMeasurements from "#app/api/rum-measurements.server.ts";
import * as searchSuggestions from "#app/api/search-suggestions.server.ts";

type Handler = (args: LoaderFunctionArgs) => unknown;
export interface ApiRoute {
  loader?: Handler;
  action?: Handler;
  /** The JSON a refused method gets (405), when the endpoint says more than which method to use. */
  wrongMethod?: unknown;
}

/**
 * Whether a cross-site POST may reach the endpoint without the same-origin guard
 * (worker/same-origin.ts): only those that change nothing a shopper owns. The listing's read APIs
 * are POSTs only because their requests are bodies (spec §7); the collector speaks Segment's HTTP
 * API (beacons, server clients with a write key) and has its own limits (issue #8); the RUM
 * endpoint takes beacons, which cannot send the token header (measurements only, rate-limited).
 */
type CrossSitePosts = "guarded" | "open";

/**
 * The site's JSON endpoints, by their path within a market (the same under `/ca`), exactly as
 * spelled; each module in app/api/ says what its endpoint answers and why (spec §7 for most).
 */
const API_ROUTES: ReadonlyMap<string, { route: ApiRoute; crossSitePosts: CrossSitePosts }> = new Map(
  (
    [
      // The listing app (spec §7): a search's results, a facet refresh's counts, cards' enrichments and
      // Autoship promo prices, the options overlay, the legacy enrichment, a listing's content zones.
      ["/plp/api/search", listingSearch, "open"],
      ["/plp/api/facets", facetRefresh, "open"],
      ["/plp/api/enrichments", cardEnrichments, "open"],
      ["/plp/api/promo-pricing", promoPrices, "open"],
      ["/plp/api/product-options", productOptionsOverlay, "guarded"],
      ["/api/item/v1/item", legacyCardEnrichments, "open"],
      ["/api/content/v1/pages/plp", listingContentZones, "guarded"],
      // The header's typeahead (issue #26): GET only, so the POST column is moot; guarded like any
      // endpoint that has no reason to take another site's POST.
      ["/api/search-suggestions", searchSuggestions, "guarded"],
      // Analytics: the visitor's user context, the first-party collector (Segment's batch API), the
      // sponsored products' trackers, the browser's real-user measurements.
      ["/app/rest/user-context", analyticsUserContext, "guarded"],
      ["/v1/batch", analyticsBatch, "open"],
      ["/ads/v1/event", adTrackerEvents, "guarded"],
      ["/api/rum", rumMeasurements, "open"],
      // Development only (404 elsewhere): a session as the account service would issue it.
      ["/app/dev/session", devSession, "guarded"],
    ] as const satisfies readonly (readonly [string, ApiRoute, CrossSitePosts])[]
  ).map(([path, route, crossSitePosts]) => [path, { route, crossSitePosts }]),
);

/** Every endpoint's path within a market. */
export const API_PATHS: readonly string[] = [...API_ROUTES.keys()];

/** The endpoint a path within a market names, if any. */
export const apiRouteFor = (path: string): ApiRoute | undefined => API_ROUTES.get(path)?.route;

/**
 * The methods an endpoint answers, from the handlers it has (decision 0074): GET and HEAD for a
 * loader, POST for an action, and OPTIONS, which the Worker answers for every path
 * (worker/malformed-request.ts). Its OPTIONS answer and every 405 of it say this list.
 */
function apiAllow(route: ApiRoute): string {
  return [...(route.loader ? ["GET", "HEAD"] : []), ...(route.action ? ["POST"] : []), "OPTIONS"].join(", ");
}

/** The Allow list of the endpoint at a path within a market, if there is one. */
export const apiAllowAt = (path: string): string | undefined => {
  const route = apiRouteFor(path);
  return route && apiAllow(route);
};

/** Whether the endpoint at a path within a market takes cross-site POSTs (the table above says which and why). */
export const apiTakesCrossSitePosts = (path: string): boolean => API_ROUTES.get(path)?.crossSitePosts === "open";

/**
 * An endpoint's answer as Remix gave it: the loader for GET and HEAD (HEAD without the body), the
 * action for any other method; a thrown Response is the answer; a value is sent as JSON.
 */
export async function answerApiRoute(route: ApiRoute, request: Request, context: AppLoadContext): Promise<Response> {
  const reads = request.method === "GET" || request.method === "HEAD";
  const handler = reads ? route.loader : route.action;
  if (!handler) {
    const body = route.wrongMethod ?? { error: `Use ${route.loader ? "GET" : "POST"}.` };
    return jsonResponse(body, 405, { Allow: apiAllow(route), ...cacheHeaders("none") });
  }
  let result: unknown;
  try {
    result = await handler({ request, params: {}, context });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  const response = result instanceof Response ? result : jsonResponse(result, 200);
  return request.method === "HEAD" ? new Response(null, response) : response;
}
