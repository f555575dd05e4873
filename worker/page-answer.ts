import { flagsFingerprint, type FeatureFlags } from "#app/features/flags.ts";
import { cacheKeyUrl, pageCacheDecision, type VisitorClass } from "./edge-cache-rules";
import { acceptsGzip, answerFromKeptPage, answerFromPageCache } from "./edge-cache";
import { createCatalogueVersionReader } from "./catalogue-version";
import { neutralPersonal, neutralVisitor } from "./personal";
import { personalize, slotValues, templateOfPage } from "./personalize";
import { isHtml } from "./security-headers";
import { markAppWebview } from "./app-webview";
import { loadContextFor, type Answer, type RequestState } from "./request-state";

// The Worker's last answering step (docs/decisions/0038): a page, from the edge page cache when it
// may be kept for everyone (decisions 0011, 0021), else rendered by Remix for this visitor.

const catalogueVersion = createCatalogueVersionReader();

interface PageCacheKey {
  url: string;
  visitorClass: VisitorClass;
}

/** A page for this request; always answers. A page with flags forced by the query is never kept. */
export async function answerPage(state: RequestState): Promise<Answer> {
  const key = (await state.flagsByQuery()) ? null : await pageCacheKey(state);
  return key ? answerFromEdgeCache(state, key) : renderForVisitor(state);
}

/** Rendered for nobody (no cookies, neutral state), kept, then filled in for this visitor. */
async function answerFromEdgeCache(state: RequestState, key: PageCacheKey): Promise<Answer> {
  const { request, ctx, timing, nonce } = state;
  const neutral = neutralPersonal(key.visitorClass);
  const nobody = neutralVisitor(key.visitorClass, request.headers.get("user-agent"));
  const page = await answerFromPageCache(
    key.url,
    () => render(state, withoutCookies(request), { personal: async () => neutral, visitor: async () => nobody }),
    {
      // The zone's default cache (workers-types' CacheStorage; the DOM lib's type lacks `default`).
      cache: (caches as CacheStorage & { default: Cache }).default,
      waitUntil: (promise) => ctx.waitUntil(promise),
      time: (name, work) => timing.time(name, work),
      templateOf: templateOfPage,
    },
  );
  if ("kept" in page) {
    // A kept page: its template filled in for this visitor, no HTML parsed (decision 0021).
    return {
      response: answerFromKeptPage(page.kept, slotValues(await state.personal(), nonce), acceptsGzip(request.headers.get("accept-encoding"))),
      cache: page.outcome,
    };
  }
  return { response: isHtml(page.response) ? personalize(page.response, await state.personal(), nonce) : page.response, cache: page.outcome };
}

/** A page no shared cache may keep: rendered for this visitor, marked for the app's webview when it is one. */
async function renderForVisitor(state: RequestState): Promise<Answer> {
  const response = await render(state, state.request, state);
  return { response: isHtml(response) ? markAppWebview(response, (await state.visitor()).channel) : response, cache: "bypass" };
}

function render(state: RequestState, request: Request, as: Pick<RequestState, "personal" | "visitor">): Promise<Response> {
  return state.timing.time("remix", () => state.app.handle(request, loadContextFor(state, as)));
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
async function pageCacheKey(state: RequestState): Promise<PageCacheKey | null> {
  const { request, url, env, market, path, keepAlive, catalogue: session } = state;
  const decision = pageCacheDecision({ method: request.method, url, userAgent: request.headers.get("user-agent") }, market, path);
  if (env.EDGE_PAGE_CACHE === "off" || !decision.cacheable) return null;
  const [catalogue, table, live, who, pageFlags] = await Promise.all([
    catalogueVersion(session, env.CATALOGUE_VERSION_TTL_SECONDS * 1000, keepAlive),
    state.redirects.loadTable(env, keepAlive),
    state.content(),
    state.visitor(),
    state.pageFlags(),
  ]);
  // A page kept under a catalogue version is rendered from a replica at least as new as the read
  // that gave the version (decision 0079): a replica still behind would keep old facts under the new key.
  if (catalogue === null || (catalogue.bookmark !== null && !session.atLeast(catalogue.bookmark))) return null;
  // New or existing customer (the verified session's): the one personal fact a kept page is rendered for.
  const visitorClass = who.customer;
  const versions = {
    build: buildVersion(state.app.version, pageFlags),
    catalogue: catalogue.version,
    redirects: table?.version ?? "none",
    content: live.version ?? "none",
    visitorClass,
  };
  return { url: cacheKeyUrl(url.origin, decision.pageKey, versions), visitorClass };
}

/** What a page's build is: its assets and the flags it rendered under (the environment's and the visitor's experiments': a flag change renders anew). */
function buildVersion(assetsVersion: string, pageFlags: FeatureFlags): string {
  const flags = flagsFingerprint(pageFlags);
  return flags ? `${assetsVersion}+${flags}` : assetsVersion;
}
