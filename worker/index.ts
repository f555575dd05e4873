// First: React's renderer keeps the TextEncoder it finds when the server build is evaluated.
import "./short-string-text-encoder";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build is produced by `remix build` before wrangler bundles this file.
import * as build from "../build/index.js";
import { parseEnv } from "#app/env/env.server.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import { isHttps } from "#app/http/cookies.ts";
import { createRedirectLayer } from "./redirects";
import { isStaticAsset, serveStaticAsset } from "./static-assets";
import { robotsTxt } from "#app/seo/robots-txt.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { createNonce, withSecurityHeaders, isHtml } from "./security-headers";
import { ServerTiming } from "./server-timing";
import { maintenanceResponse } from "./maintenance";
import { refuseMalformedRequest } from "./malformed-request";
import { drainUnreadBody } from "#app/http/read-body.ts";
import { guardStateChange, xsrfCookie, xsrfStateFor } from "./same-origin";
import { EDGE_POLICY_HEADER } from "#app/http/cache-policy.ts";
import type { AppEnv } from "#app/env/env.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import type { PersonalState } from "#app/visitor/personal.ts";
import { cacheKeyUrl, pageCacheDecision, type VisitorClass } from "./edge-cache-rules";
import { acceptsGzip, answerFromKeptPage, answerFromPageCache, CACHE_STATUS_HEADER, type CacheOutcome } from "./edge-cache";
import { createCatalogueVersionReader } from "./catalogue-version";
import { neutralPersonal, neutralVisitor, readPersonal } from "./personal";
import { readVisitor, type Visitor } from "#app/visitor/visitor.server.ts";
import { anonymousIdCookies, anonymousIdFor } from "#app/experiments/anonymous-id.server.ts";
import { markAppWebview } from "./app-webview";
import { assignmentsFor, experimentFlags } from "#app/experiments/experiments.ts";
import { queryFlags, queryFlagsAllowed } from "#app/features/flag-sources.ts";
import { mergeFlags, type FeatureFlags } from "#app/features/flags.ts";
import { personalize, slotValues, templateOfPage } from "./personalize";
import { handleScheduled } from "./scheduled";
import { flagsFingerprint } from "#app/features/flags.ts";
import { createLiveContent, type LiveContent } from "#app/content/live-content.server.ts";
import { isGraphQLPath } from "#app/graphql/paths.ts";
import { answerApiRoute, apiRouteFor } from "./api-routes";
import type { KeepAlive } from "#app/isolate/shared-work.ts";
import { logError } from "#app/errors/log-line.ts";
import { logRequestLabel, requestIdsFor } from "./request-id";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
let redirectLayer: ReturnType<typeof createRedirectLayer> | undefined;
let liveContent: ReturnType<typeof createLiveContent> | undefined;
const catalogueVersion = createCatalogueVersionReader();

/** Every HTTP request: the steps of DESIGN.md's request flow, in order. */
async function handleFetch(request: Request, rawEnv: unknown, ctx: ExecutionContext): Promise<Response> {
  const timing = new ServerTiming();
  const nonce = createNonce();
  // Ours, never the client's x-request-id (kept beside ours in the Worker's log lines when well-formed).
  const ids = requestIdsFor(request);
  const { requestId } = ids;
  const logLabel = logRequestLabel(ids);
  const url = new URL(request.url);
  const { market, path } = stripMarketPrefix(url.pathname);
  const xsrf = xsrfStateFor(request);
  const anonymous = anonymousIdFor(request.headers.get("cookie"));
  // Work this request starts for the whole isolate finishes even if this request stops waiting.
  const keepAlive: KeepAlive = (work) => ctx.waitUntil(work);
  let response: Response;
  let cacheOutcome: CacheOutcome | "bypass" | undefined;
  try {
    const env = parseEnv(rawEnv);
    redirectLayer ??= createRedirectLayer({ ttlMs: env.REDIRECTS_TTL_SECONDS * 1000 });
    const layer = redirectLayer;
    liveContent ??= createLiveContent({ ttlMs: env.CONTENT_TTL_SECONDS * 1000 });
    const contentReader = liveContent;
    // Read at most once a request, and only by what needs it (the cache key, the loaders).
    const content = once(() => timing.time("content", () => contentReader.read(env.CONTENT, (message) => console.error(`[${logLabel}] ${message}`))));
    // Steps that may answer on their own, in order; the first answer wins.
    const answered =
      (await timing.time("redirects", () => layer.handle(request, env, market, path, keepAlive))) ??
      (await refuseMalformedRequest(request, url, market)) ??
      (await guardStateChange(request, market, path, xsrf));
    if (answered) {
      response = answered;
    } else if (url.pathname === "/robots.txt") {
      response = new Response(request.method === "HEAD" ? null : robotsTxt(env.SITE_ORIGIN), {
        headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("long") },
      });
    } else if (isStaticAsset(url.pathname)) {
      response = await timing.time("assets", () => serveStaticAsset(request, env.ASSETS));
    } else if (isGraphQLPath(path)) {
      // graphql-js loads with the first GraphQL request, never for a page.
      const { answerGraphQL } = await import("#app/graphql/servers.server.ts");
      response = await timing.time("graphql", () => answerGraphQL(request, path, { env, market, requestId, content, visitor: once(() => readVisitor(request, env)) }));
    } else {
      // Who is asking (spec §6): the verified session, the channel, internal traffic; read once.
      const visitor = once(() => readVisitor(request, env));
      // Their experiments (spec §9; those whose audience their classes are in, bucketed by the
      // anonymous id, made here on a first visit) and
      // flags: query > experiment platform > environment > page. What a kept page may depend on is
      // in its key; a page with query flags is not kept.
      const experiments = once(async () => assignmentsFor((await content()).content?.experiments ?? [], anonymous.id, await visitor()));
      const pageFlags = once(async () => mergeFlags(experimentFlags(await experiments()), env.FEATURE_FLAGS));
      const flagsByQuery = once(async () => queryFlags(url, queryFlagsAllowed(env.ENVIRONMENT, (await visitor()).internal), (message) => console.error(`[${logLabel}] ${message}`)));
      const flags = once(async (): Promise<FeatureFlags> => {
        const byQuery = await flagsByQuery();
        return byQuery ? mergeFlags(byQuery, await pageFlags()) : pageFlags();
      });
      const personal = once(async () => readPersonal(request, env.DB, market, await visitor(), { xsrfToken: xsrf.token, requestId, experiments: await experiments() }));
      const loadContext = (renderPersonal: () => Promise<PersonalState>, renderVisitor: () => Promise<Visitor>): AppLoadContext => ({
        cloudflare: { env, ctx },
        market,
        requestId,
        nonce,
        xsrfToken: xsrf.token,
        personal: renderPersonal,
        visitor: renderVisitor,
        flags,
        experiments,
        timing,
        content,
        serverContent: {},
        rendersDocument: !path.endsWith(".data"),
        keepAlive,
        clientVersion: build.assets.version,
      });
      const render = (req: Request, renderPersonal: () => Promise<PersonalState>, renderVisitor: () => Promise<Visitor>) =>
        timing.time("remix", () => handleRemixRequest(req, loadContext(renderPersonal, renderVisitor)));
      const api = apiRouteFor(path);
      const cacheKey = api || (await flagsByQuery()) ? null : await pageCacheKey(request, url, env, market, path, layer, content, visitor, pageFlags, keepAlive);
      if (api) {
        cacheOutcome = "bypass";
        response = await timing.time("api", () => answerApiRoute(api, request, loadContext(personal, visitor)));
      } else if (cacheKey) {
        // Rendered for nobody (no cookies, neutral state), kept, then filled in for this visitor.
        const neutral = neutralPersonal(cacheKey.visitorClass);
        const nobody = neutralVisitor(cacheKey.visitorClass, request.headers.get("user-agent"));
        const page = await answerFromPageCache(cacheKey.url, () => render(withoutCookies(request), async () => neutral, async () => nobody), {
          // The zone's default cache (workers-types' CacheStorage; the DOM lib's type lacks `default`).
          cache: (caches as CacheStorage & { default: Cache }).default,
          waitUntil: (promise) => ctx.waitUntil(promise),
          time: (name, work) => timing.time(name, work),
          templateOf: templateOfPage,
        });
        cacheOutcome = page.outcome;
        if ("kept" in page) {
          // A kept page: its template filled in for this visitor, no HTML parsed (decision 0021).
          response = answerFromKeptPage(page.kept, slotValues(await personal(), nonce), acceptsGzip(request.headers.get("accept-encoding")));
        } else {
          response = isHtml(page.response) ? personalize(page.response, await personal(), nonce) : page.response;
        }
      } else {
        cacheOutcome = "bypass";
        response = await render(request, personal, visitor);
        if (isHtml(response)) response = markAppWebview(response, (await visitor()).channel);
      }
      timing.note("cache", cacheOutcome);
    }
  } catch (error) {
    // Last line of defence: a shopper never sees a raw 500.
    logError(logLabel, "unhandled worker error", error);
    response = maintenanceResponse(market, requestId);
  }
  // Whatever refused or answered this request without reading its body: the rest is read and
  // thrown away here, so the client's upload finishes and the connection stays healthy (issue #23).
  await drainUnreadBody(request);
  const secured = withSecurityHeaders(response, { nonce, serverTiming: timing.header(), https: isHttps(request) });
  // The route's mark for the edge is for this Worker only.
  secured.headers.delete(EDGE_POLICY_HEADER);
  if (cacheOutcome) secured.headers.set(CACHE_STATUS_HEADER, cacheOutcome);
  if (isHtml(secured)) {
    // The token the page's forms were rendered with is the browser's cookie (double-submit),
    // renewed with every page so an open tab's forms keep working.
    secured.headers.append("Set-Cookie", xsrfCookie(request, xsrf.token));
    // A first visit's (or a lost cookie's) experiment bucket, kept as the analytics layer keeps it,
    // marked as the Worker's, so an id the browser kept in local storage wins over it (decision 0035).
    for (const cookie of anonymousIdCookies(anonymous, isHttps(request))) secured.headers.append("Set-Cookie", cookie);
    // A page carries this visitor's token and cart count: no shared cache may keep it (issue #8
    // decides what may be cached and how the personal parts are filled in).
    if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", "private, no-cache");
  }
  return secured;
}

export default { fetch: handleFetch, scheduled: handleScheduled } satisfies ExportedHandler;


/** What a page's build is: its assets and the flags it rendered under (the environment's and the visitor's experiments': a flag change renders anew). */
function buildVersion(assetsVersion: string, pageFlags: FeatureFlags): string {
  const flags = flagsFingerprint(pageFlags);
  return flags ? `${assetsVersion}+${flags}` : assetsVersion;
}

/** A function's promise, made at most once (this visitor's state: read only when a page needs it). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** The request as anybody would send it: a page kept for everyone must not see one visitor's cookies. */
function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request.url, { method: "GET", headers });
}

/**
 * The edge cache key of a page request, or null when it is not cached: not a cacheable page
 * (worker/edge-cache-rules.ts), or the catalogue version cannot be read (then nothing is cached).
 * The versions of what a page is made of are in the key, so none of them waits for the cache.
 */
async function pageCacheKey(
  request: Request,
  url: URL,
  env: AppEnv,
  market: MarketConfig,
  path: string,
  redirects: ReturnType<typeof createRedirectLayer>,
  content: () => Promise<LiveContent>,
  visitor: () => Promise<Visitor>,
  flags: () => Promise<FeatureFlags>,
  keepAlive: KeepAlive,
): Promise<{ url: string; visitorClass: VisitorClass } | null> {
  const decision = pageCacheDecision({ method: request.method, url, userAgent: request.headers.get("user-agent") }, market, path);
  if (env.EDGE_PAGE_CACHE === "off" || !decision.cacheable) return null;
  const [catalogue, table, live, who, pageFlags] = await Promise.all([catalogueVersion(env.DB, env.CATALOGUE_VERSION_TTL_SECONDS * 1000, keepAlive), redirects.loadTable(env, keepAlive), content(), visitor(), flags()]);
  if (catalogue === null) return null;
  // New or existing customer (the verified session's): the one personal fact a kept page is rendered for.
  const visitorClass = who.customer;
  return { url: cacheKeyUrl(url.origin, decision.pageKey, { build: buildVersion(build.assets.version, pageFlags), catalogue, redirects: table?.version ?? "none", content: live.version ?? "none", visitorClass }), visitorClass };
}
