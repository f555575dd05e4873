// The site's JSON endpoints, answered by the Worker itself rather than by Remix (decision 0028): a
// page's render matches its URL against every route Remix knows several times (the server's match,
// the router's, and one per parent path for the partial manifest its HTML carries), so each route
// Remix does not need to know makes every page cheaper; and an API answer skips Remix's request
// handling. The modules keep Remix's shape (`loader` for GET and HEAD, `action` for the rest), so
// they read the same as the routes Remix serves.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonResponse } from "#app/http/json-response.ts";
import * as adEvent from "#app/routes/api.ad-event.ts";
import * as collect from "#app/routes/api.collect.ts";
import * as contentPlp from "#app/routes/api.content-plp.ts";
import * as devSession from "#app/routes/dev-session.ts";
import * as enrichments from "#app/routes/api.enrichments.ts";
import * as facets from "#app/routes/api.facets.ts";
import * as legacyItem from "#app/routes/api.legacy-item.ts";
import * as productOptions from "#app/routes/api.product-options.ts";
import * as promoPricing from "#app/routes/api.promo-pricing.ts";
import * as rum from "#app/routes/api.rum.ts";
import * as search from "#app/routes/api.search.ts";
import * as userContext from "#app/routes/api.user-context.ts";

type Handler = (args: LoaderFunctionArgs) => unknown;
export interface ApiRoute {
  loader?: Handler;
  action?: Handler;
}

/** Each endpoint by its path within a market (the same under `/ca`), exactly as spelled (as Remix matched them here). */
export const API_ROUTES: ReadonlyMap<string, ApiRoute> = new Map<string, ApiRoute>([
  ["/plp/api/search", search],
  ["/plp/api/facets", facets],
  ["/plp/api/enrichments", enrichments],
  ["/plp/api/promo-pricing", promoPricing],
  ["/plp/api/product-options", productOptions],
  ["/api/item/v1/item", legacyItem],
  ["/api/content/v1/pages/plp", contentPlp],
  ["/app/rest/user-context", userContext],
  ["/v1/batch", collect],
  ["/ads/v1/event", adEvent],
  ["/api/rum", rum],
  // Development only (404 elsewhere): a session as the account service would issue it.
  ["/app/dev/session", devSession],
]);

/** The endpoint a path within a market names, if any. */
export const apiRouteFor = (path: string): ApiRoute | undefined => API_ROUTES.get(path);

/**
 * An endpoint's answer as Remix gave it: the loader for GET and HEAD (HEAD without the body), the
 * action for any other method; a thrown Response is the answer; a value is sent as JSON.
 */
export async function answerApiRoute(route: ApiRoute, request: Request, context: AppLoadContext): Promise<Response> {
  const reads = request.method === "GET" || request.method === "HEAD";
  const handler = reads ? route.loader : route.action;
  if (!handler) {
    const allow = route.loader ? "GET, HEAD" : "POST";
    return jsonResponse({ error: `Use ${route.loader ? "GET" : "POST"}.` }, 405, { Allow: allow, "Cache-Control": "no-store" });
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
