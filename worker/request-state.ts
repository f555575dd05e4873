import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AppEnv } from "#app/env/env.server.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import type { PersonalState } from "#app/visitor/personal.ts";
import { readVisitor, type Visitor } from "#app/visitor/visitor.server.ts";
import { anonymousIdFor } from "#app/experiments/anonymous-id.server.ts";
import { assignmentsFor, experimentFlags, type Assignment } from "#app/experiments/experiments.ts";
import { queryFlags, queryFlagsAllowed } from "#app/features/flag-sources.ts";
import { mergeFlags, type FeatureFlags, type FlagSource } from "#app/features/flags.ts";
import { createLiveContent, type LiveContent } from "#app/content/live-content.server.ts";
import type { KeepAlive } from "#app/isolate/shared-work.ts";
import { catalogueSessionFor, type CatalogueSession } from "#app/catalogue/catalogue-session.server.ts";
import { createRedirectLayer, type RedirectLayer } from "./redirects";
import { createNonce } from "./security-headers";
import { ServerTiming } from "./server-timing";
import { xsrfStateFor, type XsrfState } from "./same-origin";
import { readPersonal } from "./personal";
import type { CacheOutcome } from "./edge-cache";
import { logRequestLabel, requestIdsFor } from "./request-id";

// One request's state (docs/decisions/0038): what every step of the Worker's flow may read. What
// costs a read (the live content, the visitor's session, their experiments and flags, their cart
// count) is a function that reads it at most once, and only when a step needs it: a redirect or a
// static file reads none of it, a kept page only what its key names.

/** A step's answer, and what the edge page cache did for it (the API endpoints and pages say; the last step reports it). */
export interface Answer {
  response: Response;
  cache?: CacheOutcome | "bypass";
}

/** The Remix app pages are rendered with: its request handler and its build's version. */
export interface RemixApp {
  handle(request: Request, context: AppLoadContext): Promise<Response>;
  /** The client build's version (spec §7 x-client-version; a kept page's key). */
  version: string;
}

/** What a request has before anything can fail: its address, ids, timing and tokens (the last step needs them even after a failure). */
export interface RequestStart {
  request: Request;
  ctx: ExecutionContext;
  url: URL;
  market: MarketConfig;
  /** The path within the market (`/ca/b/dog_c288` → `/b/dog_c288`). */
  path: string;
  /** Ours, never the client's x-request-id (kept beside ours in the Worker's log lines when well-formed). */
  requestId: string;
  logLabel: string;
  nonce: string;
  xsrf: XsrfState;
  /** The experiment bucket's id: the browser's, or one made here on a first visit (decision 0035). */
  anonymous: { id: string; isNew: boolean };
  timing: ServerTiming;
  /** Work this request starts for the whole isolate finishes even if this request stops waiting. */
  keepAlive: KeepAlive;
}

/** Everything a step may read, each costly part at most once a request. */
export interface RequestState extends RequestStart {
  env: AppEnv;
  app: RemixApp;
  redirects: RedirectLayer;
  /** The request's catalogue session (decision 0079): opened at its first read, from the visitor's bookmark cookie if any. */
  catalogue: CatalogueSession;
  /** The live managed content (banner, zones, experiments), read from the CONTENT KV. */
  content: () => Promise<LiveContent>;
  /** Who is asking (spec §6): the verified session, the channel, internal traffic. */
  visitor: () => Promise<Visitor>;
  /** Their experiments (spec §9): those whose audience their classes are in, bucketed by the anonymous id. */
  experiments: () => Promise<Assignment[]>;
  /** The flags a kept page may depend on (its key names them): experiment platform > environment > page. */
  pageFlags: () => Promise<FeatureFlags>;
  /** Flags forced by the query (`?flags=`), where allowed; a page with any is never kept. */
  flagsByQuery: () => Promise<FlagSource | null>;
  /** This request's flags: query > experiment platform > environment > page. */
  flags: () => Promise<FeatureFlags>;
  /** What the page shows as this visitor's (token, cart count, classes). */
  personal: () => Promise<PersonalState>;
}

export function startRequest(request: Request, ctx: ExecutionContext): RequestStart {
  const ids = requestIdsFor(request);
  const url = new URL(request.url);
  const { market, path } = stripMarketPrefix(url.pathname);
  return {
    request,
    ctx,
    url,
    market,
    path,
    requestId: ids.requestId,
    logLabel: logRequestLabel(ids),
    nonce: createNonce(),
    xsrf: xsrfStateFor(request),
    anonymous: anonymousIdFor(request.headers.get("cookie")),
    timing: new ServerTiming(),
    keepAlive: (work) => ctx.waitUntil(work),
  };
}

// Per isolate, made with the first request's time-to-live settings (an isolate's environment does not change).
let redirectLayer: RedirectLayer | undefined;
let liveContent: ReturnType<typeof createLiveContent> | undefined;

/** The request's state under a parsed environment: its readers made, none of them read yet. */
export function requestState(start: RequestStart, env: AppEnv, app: RemixApp): RequestState {
  const { request, url, market, logLabel, timing } = start;
  redirectLayer ??= createRedirectLayer({ ttlMs: env.REDIRECTS_TTL_SECONDS * 1000 });
  const contentReader = (liveContent ??= createLiveContent({ ttlMs: env.CONTENT_TTL_SECONDS * 1000 }));
  const logLine = (message: string) => console.error(`[${logLabel}] ${message}`);

  const content = once(() => timing.time("content", () => contentReader.read(env.CONTENT, logLine)));
  const visitor = once(() => readVisitor(request, env));
  const experiments = once(async () => assignmentsFor((await content()).content?.experiments ?? [], start.anonymous.id, await visitor()));
  const pageFlags = once(async () => mergeFlags(experimentFlags(await experiments()), env.FEATURE_FLAGS));
  const flagsByQuery = once(async () => queryFlags(url, queryFlagsAllowed(env.ENVIRONMENT, (await visitor()).internal), logLine));
  const flags = once(async (): Promise<FeatureFlags> => {
    const byQuery = await flagsByQuery();
    return byQuery ? mergeFlags(byQuery, await pageFlags()) : pageFlags();
  });
  const personal = once(async () =>
    readPersonal(request, env, market, await visitor(), { xsrfToken: start.xsrf.token, requestId: start.requestId, experiments: await experiments() }),
  );
  const catalogue = catalogueSessionFor(env.DB, request.headers.get("cookie"), (name, description) => timing.note(name, description));
  return { ...start, env, app, redirects: redirectLayer, catalogue, content, visitor, experiments, pageFlags, flagsByQuery, flags, personal };
}

/**
 * What loaders and actions get (app/env/load-context.ts). `as` is who the render is for: this
 * visitor, or, for a page the edge keeps, nobody of the visitor class its key names.
 */
export function loadContextFor(state: RequestState, as: Pick<RequestState, "personal" | "visitor"> = state): AppLoadContext {
  return {
    cloudflare: { env: state.env, ctx: state.ctx },
    catalogue: state.catalogue,
    market: state.market,
    requestId: state.requestId,
    nonce: state.nonce,
    xsrfToken: state.xsrf.token,
    personal: as.personal,
    visitor: as.visitor,
    flags: state.flags,
    experiments: state.experiments,
    timing: state.timing,
    content: state.content,
    serverContent: {},
    rendersDocument: !state.path.endsWith(".data"),
    keepAlive: state.keepAlive,
    clientVersion: state.app.version,
  };
}

/** A function's promise, made at most once (read only when a step needs it). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
