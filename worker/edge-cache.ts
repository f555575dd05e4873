import { CACHE_POLICIES, EDGE_POLICY_HEADER, edgePolicyOf, type CachePolicyName } from "#app/http/cache-policy.ts";
import { freshnessOf } from "./edge-cache-rules";

// The edge page cache's I/O (docs/decisions/0011-edge-page-cache.md): the Cache API, with
// stale-while-revalidate in the background. The rules (what may be cached, the key, freshness) are
// worker/edge-cache-rules.ts; what a page carries for one visitor is filled in afterwards.

export type CacheOutcome = "hit" | "stale" | "miss";
/** Says what happened, on every page answer (with `bypass` for pages never cached). */
export const CACHE_STATUS_HEADER = "x-cache";
/** When a stored copy was rendered (ms since the epoch): its freshness is computed from it. */
const STORED_AT_HEADER = "x-edge-stored-at";

export interface PageCacheDeps {
  cache: Cache;
  waitUntil(promise: Promise<unknown>): void;
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
  now?: () => number;
  log?: Pick<Console, "error">;
}

/** Keys being re-rendered by this isolate: one background render per page, however many stale hits. */
const revalidating = new Set<string>();

/**
 * The page for `key`: from the cache while fresh; from the cache while stale, with one re-render in
 * the background; otherwise rendered now, and kept when the route marked it with an edge policy.
 * `render` renders the page for nobody (no cookies, neutral personal state). Never throws for the
 * cache's sake: a failing Cache API only means a render.
 */
export async function answerFromPageCache(
  key: string,
  render: () => Promise<Response>,
  { cache, waitUntil, time, now = Date.now, log = console }: PageCacheDeps,
): Promise<{ response: Response; outcome: CacheOutcome }> {
  const stored = await time("cache-lookup", () => cache.match(key)).catch((error: unknown) => {
    log.error("[edge-cache] lookup failed; rendering", error);
    return undefined;
  });
  if (stored) {
    const edge = edgePolicyOf(stored.headers);
    const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
    const freshness = edge ? freshnessOf(storedAt, now(), edge) : "expired";
    if (freshness === "fresh") return { response: fromStored(stored, storedAt, now()), outcome: "hit" };
    if (freshness === "stale") {
      if (!revalidating.has(key)) {
        revalidating.add(key);
        waitUntil(
          render()
            .then((fresh) => (storable(fresh) ? store(cache, key, fresh, now()) : cache.delete(key).then(() => fresh.body?.cancel())))
            .catch((error: unknown) => log.error("[edge-cache] background render failed; the stale copy stays", error))
            .finally(() => revalidating.delete(key)),
        );
      }
      return { response: fromStored(stored, storedAt, now()), outcome: "stale" };
    }
    await stored.body?.cancel();
  }
  const rendered = await render();
  if (!storable(rendered) || !rendered.body) return { response: rendered, outcome: "miss" };
  // One branch to the visitor as it streams, the other into the cache once complete.
  const [toVisitor, toCache] = rendered.body.tee();
  waitUntil(
    store(cache, key, new Response(toCache, rendered), now()).catch((error: unknown) => log.error("[edge-cache] store failed", error)),
  );
  return { response: new Response(toVisitor, rendered), outcome: "miss" };
}

/** Only a complete, successful page that its route marked, and that sets no cookie of its own. */
function storable(response: Response): boolean {
  return response.status === 200 && edgePolicyOf(response.headers) !== undefined && !response.headers.has("Set-Cookie");
}

async function store(cache: Cache, key: string, response: Response, storedAt: number): Promise<void> {
  const edge = edgePolicyOf(response.headers)!;
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(storedAt));
  // The Cache API's own expiry: the copy is gone once it may no longer be served even stale.
  headers.set("Cache-Control", `public, max-age=${edge.freshSeconds + edge.staleSeconds}`);
  await cache.put(key, new Response(response.body, { status: response.status, headers }));
}

/** A stored copy as an answer: the browser's Cache-Control of its policy again, and its age. */
function fromStored(stored: Response, storedAt: number, nowMs: number): Response {
  const headers = new Headers(stored.headers);
  const policy = headers.get(EDGE_POLICY_HEADER) as CachePolicyName;
  headers.set("Cache-Control", CACHE_POLICIES[policy].header);
  headers.set("Age", String(Math.max(0, Math.floor((nowMs - storedAt) / 1000))));
  headers.delete(STORED_AT_HEADER);
  return new Response(stored.body, { status: stored.status, headers });
}
