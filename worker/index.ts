// First: React's renderer keeps the TextEncoder it finds when the server build is evaluated.
import "./short-string-text-encoder";
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build is produced by `remix build` before wrangler bundles this file.
import * as build from "../build/index.js";
import { parseEnv } from "#app/env/env.server.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { ROBOTS_TXT_PATH, robotsTxt } from "#app/seo/robots-txt.ts";
import { isGraphQLPath } from "#app/graphql/paths.ts";
import { logError } from "#app/errors/log-line.ts";
import { refuseMalformedRequest } from "./malformed-request";
import { guardStateChange } from "./same-origin";
import { isStaticAsset, serveStaticAsset } from "./static-assets";
import { isProductImagePath } from "#app/images/product-image-url.ts";
import { answerProductImage } from "#app/images/product-image-answer.server.ts";
import { answerApiRoute, apiRouteFor } from "./api-routes";
import { answerPage } from "./page-answer";
import { TRAILING_SLASH_REASON, trailingSlashLocation } from "./trailing-slash";
import { PERMANENT_REDIRECT_CACHE_CONTROL, REDIRECT_REASON_HEADER } from "#redirects/headers.ts";
import { maintenanceResponse } from "./maintenance";
import { finishResponse } from "./finish-response";
import { handleScheduled } from "./scheduled";
import { handleQueue } from "./queue";
import { withResourceCounts } from "./resource-counts";
import { requestState, startRequest, loadContextFor, type Answer, type RemixApp, type RequestState } from "./request-state";

const remix: RemixApp = { handle: createRequestHandler(build as unknown as ServerBuild), version: build.assets.version };

/** One step of the request flow: its answer, or null to let the next step answer. */
type Step = (state: RequestState) => Promise<Answer | null>;

/**
 * The Worker's request flow (docs/decisions/0038), in order: the first step that answers wins, and
 * a page always answers. Each step reads only the parts of the request's state it needs
 * (worker/request-state.ts); every answer then goes through finishResponse.
 */
const REQUEST_FLOW: readonly Step[] = [
  answerRedirect, // the KV redirect tables (decision 0003)
  refuseMalformed, // encoded separators, bad escapes, over-long URLs, OPTIONS and unused methods (0012)
  guardSameOrigin, // a state change only from our own pages: Origin and the XSRF token (0008)
  answerRobotsTxt,
  answerProductImageRequest, // /images/p/…: product pictures drawn on request, kept at the edge (0060)
  serveStaticFile, // /build/, /images/, … from Workers Static Assets
  answerGraphQL, // the GraphQL servers (0027)
  answerApiEndpoint, // the JSON endpoints of app/api/ (0028)
  moveOffTrailingSlash, // a page's address never ends in a slash: 301 to the one without (0064)
  answerPage, // from the edge page cache (for nobody, filled in) or rendered for this visitor (0011, 0021)
];

async function handleFetch(request: Request, rawEnv: unknown, ctx: ExecutionContext): Promise<Response> {
  const start = startRequest(request, ctx);
  let answer: Answer;
  let state: RequestState | undefined;
  try {
    answer = await withResourceCounts(parseEnv(rawEnv), start.timing, (env) => firstAnswer((state = requestState(start, env, remix))));
  } catch (error) {
    // Last line of defence: a shopper never sees a raw 500.
    logError(start.logLabel, "unhandled worker error", error);
    answer = { response: maintenanceResponse(start.market, start.requestId) };
  }
  return finishResponse(start, answer, state?.catalogue);
}

export default { fetch: handleFetch, scheduled: handleScheduled, queue: handleQueue } satisfies ExportedHandler;
// The cart's Durable Object class (wrangler.toml durable_objects, decision 0078).
export { CartObject } from "./cart-object";
// The rate-limit counters' Durable Object class (decision 0080).
export { RateLimitCounters } from "./rate-limit-object";

/** The first answer of the flow's steps (the page step always answers). */
async function firstAnswer(state: RequestState): Promise<Answer> {
  for (const step of REQUEST_FLOW) {
    const answer = await step(state);
    if (answer) return answer;
  }
  throw new Error("No step of the request flow answered.");
}

/** A step's own response, or none. */
const answerWith = (response: Response | null): Answer | null => response && { response };

async function answerRedirect({ request, env, market, path, redirects, timing, keepAlive }: RequestState) {
  return answerWith(await timing.time("redirects", () => redirects.handle(request, env, market, path, keepAlive)));
}

async function refuseMalformed({ request, url, market }: RequestState) {
  return answerWith(await refuseMalformedRequest(request, url, market));
}

async function guardSameOrigin({ request, market, path, xsrf }: RequestState) {
  return answerWith(await guardStateChange(request, market, path, xsrf));
}

/** robots.txt names the sitemap on SITE_ORIGIN, so it is the Worker's own answer, not a static file. */
async function answerRobotsTxt({ request, url, env }: RequestState) {
  if (url.pathname !== ROBOTS_TXT_PATH) return null;
  const body = request.method === "HEAD" ? null : robotsTxt(env.SITE_ORIGIN);
  return answerWith(new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("long") } }));
}

async function answerProductImageRequest({ request, url, catalogue, ctx, timing }: RequestState) {
  if (!isProductImagePath(url.pathname)) return null;
  const cache = typeof caches === "undefined" ? null : (caches as CacheStorage & { default: Cache }).default;
  return answerWith(
    await answerProductImage(request, url.pathname, { db: catalogue.db, cache, waitUntil: (work) => ctx.waitUntil(work), time: timing.time.bind(timing) }),
  );
}

async function serveStaticFile({ request, url, env, timing }: RequestState) {
  if (!isStaticAsset(url.pathname)) return null;
  return answerWith(await timing.time("assets", () => serveStaticAsset(request, env.ASSETS)));
}

async function answerGraphQL({ request, path, env, market, requestId, catalogue, content, visitor, timing }: RequestState) {
  if (!isGraphQLPath(path)) return null;
  // graphql-js loads with the first GraphQL request, never for a page.
  const graphql = await import("#app/graphql/servers.server.ts");
  return answerWith(await timing.time("graphql", () => graphql.answerGraphQL(request, path, { env, market, requestId, catalogue, content, visitor })));
}

/** Static files, API and GraphQL endpoints and robots.txt keep their exact addresses (worker/trailing-slash.ts says why). */
const isMachinePath = (path: string): boolean => isStaticAsset(path) || apiRouteFor(path) !== undefined || isGraphQLPath(path) || path === ROBOTS_TXT_PATH;

async function moveOffTrailingSlash({ request, url }: RequestState) {
  const location = trailingSlashLocation({ method: request.method, pathname: url.pathname, search: url.search }, isMachinePath);
  if (location === null) return null;
  return answerWith(
    new Response(null, {
      status: 301,
      headers: { Location: location, [REDIRECT_REASON_HEADER]: TRAILING_SLASH_REASON, "Cache-Control": PERMANENT_REDIRECT_CACHE_CONTROL },
    }),
  );
}

async function answerApiEndpoint(state: RequestState): Promise<Answer | null> {
  const endpoint = apiRouteFor(state.path);
  if (!endpoint) return null;
  const response = await state.timing.time("api", () => answerApiRoute(endpoint, state.request, loadContextFor(state)));
  return { response, cache: "bypass" };
}
