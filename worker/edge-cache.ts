import { cacheControl, EDGE_POLICY_HEADER, edgeCopyCacheControl, edgePolicyOf, type CachePolicy, type CachePolicyName } from "#app/http/cache-policy.ts";
import { BoundedCache, stringBytes } from "#app/search/bounded-cache.ts";
import { freshnessOf } from "./edge-cache-rules";
import { fillTemplate, fillTemplateGzip, type PageTemplate } from "./page-template";

// The edge page cache's I/O (docs/decisions/0011-edge-page-cache.md, 0021): the Cache API, with
// stale-while-revalidate in the background, and in front of it the isolate's own memory, which keeps
// each page as a template (worker/page-template.ts) so an answer is filled in without parsing HTML.
// The rules (what may be cached, the key, freshness) are worker/edge-cache-rules.ts; what a page
// carries for one visitor is filled in afterwards (worker/personalize.ts).

export type CacheOutcome = "hit" | "stale" | "miss";
/** Says what happened, on every page answer (with `bypass` for pages never cached). */
export const CACHE_STATUS_HEADER = "x-cache";
/** When a stored copy was rendered (ms since the epoch): its freshness is computed from it. */
const STORED_AT_HEADER = "x-edge-stored-at";

/** A page kept in the isolate's memory: its template and what its answer says besides. */
export interface KeptPage {
  template: PageTemplate;
  status: number;
  /** The rendered page's headers, without the store's own. */
  headers: readonly (readonly [string, string])[];
  policy: CachePolicyName;
  edge: NonNullable<CachePolicy["edge"]>;
  storedAt: number;
}

/**
 * What the isolate keeps: the most recently asked pages within 12 MB (a listing's template is ~90 KB,
 * so ~130 pages; the isolate's budget is docs/decisions/0013's 64 MB, the search engine holds ~22).
 */
const KEPT_PAGES_BYTES = 12 * 1024 * 1024;
const keptPages = new BoundedCache<string, KeptPage>(KEPT_PAGES_BYTES, (key, page) => stringBytes(key) + page.template.bytes + 512);

export interface PageCacheDeps {
  cache: Cache;
  waitUntil(promise: Promise<unknown>): void;
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Cuts a complete page into its template (worker/personalize.ts templateOfPage); null when it can't be one. */
  templateOf(response: Response): Promise<PageTemplate | null>;
  now?: () => number;
  log?: Pick<Console, "error">;
  /** The isolate's kept pages (a test passes its own). */
  memory?: BoundedCache<string, KeptPage>;
}

/** A page to fill in for the visitor: a rendered or stored response as it streams, or a kept template. */
export type PageAnswer = { outcome: CacheOutcome } & ({ response: Response } | { kept: KeptPage });

/** Keys being re-rendered by this isolate: one background render per page, however many stale hits. */
const revalidating = new Set<string>();

/**
 * The page for `key`: from memory or the cache while fresh; from either while stale, with one
 * re-render in the background; otherwise rendered now, and kept when the route marked it with an
 * edge policy. `render` renders the page for nobody (no cookies, neutral personal state). Never throws
 * for the cache's sake: a failing Cache API only means a render.
 */
export async function answerFromPageCache(key: string, render: () => Promise<Response>, deps: PageCacheDeps): Promise<PageAnswer> {
  const { cache, waitUntil, time, now = Date.now, log = console, memory = keptPages } = deps;
  const keep = (body: Blob, rendered: Response) => keepPage(key, body, rendered, deps, memory, now());
  const revalidate = () => {
    if (revalidating.has(key)) return;
    revalidating.add(key);
    waitUntil(
      render()
        .then(async (fresh) => (storable(fresh) ? keep(await fresh.blob(), fresh) : forget(key, cache, memory).then(() => fresh.body?.cancel())))
        .catch((error: unknown) => log.error("[edge-cache] background render failed; the stale copy stays", error))
        .finally(() => revalidating.delete(key)),
    );
  };

  const inMemory = memory.get(key);
  if (inMemory) {
    const freshness = freshnessOf(inMemory.storedAt, now(), inMemory.edge);
    if (freshness === "fresh") return { outcome: "hit", kept: inMemory };
    if (freshness === "stale") {
      revalidate();
      return { outcome: "stale", kept: inMemory };
    }
    // Too old even to be served stale: it goes, and the page is rendered anew below.
    memory.delete(key);
  }

  const stored = await time("cache-lookup", () => cache.match(key)).catch((error: unknown) => {
    log.error("[edge-cache] lookup failed; rendering", error);
    return undefined;
  });
  if (stored) {
    const edge = edgePolicyOf(stored.headers);
    const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
    const freshness = edge ? freshnessOf(storedAt, now(), edge) : "expired";
    if (freshness === "fresh") {
      // Another isolate rendered it: this answer streams the stored copy, and the template this
      // isolate answers from next is cut in the background (not on this visitor's time).
      if (keptInMemory(stored)) {
        waitUntil(
          keptPageOf(stored.clone(), storedAt, deps.templateOf)
            .then((kept) => kept && memory.set(key, kept))
            .catch((error: unknown) => log.error("[edge-cache] template failed", error)),
        );
      }
      return { outcome: "hit", response: fromStored(stored, storedAt, now()) };
    }
    if (freshness === "stale") {
      // The background render keeps the fresh page, template and all.
      revalidate();
      return { outcome: "stale", response: fromStored(stored, storedAt, now()) };
    }
    await stored.body?.cancel();
  }

  const rendered = await render();
  if (!storable(rendered) || !rendered.body) return { response: rendered, outcome: "miss" };
  // The visitor's stream, recorded as it goes and kept once it has ended whole (decision 0074).
  let settle!: (chunks: Uint8Array[] | null) => void;
  // (A body's chunks are never shared memory, which is all BlobPart's type leaves out.)
  const whole = new Promise<Uint8Array[] | null>((resolve) => (settle = resolve));
  const toVisitor = recordedStream(rendered.body, settle);
  waitUntil(
    whole.then((chunks) => chunks && keep(new Blob(chunks as BlobPart[]), rendered)).catch((error: unknown) => log.error("[edge-cache] store failed", error)),
  );
  return { response: new Response(toVisitor, rendered), outcome: "miss" };
}

/**
 * A rendered body as the visitor reads it, each chunk also recorded: `settle` gets every chunk once
 * the body has ended, or null when it broke (a render failing midway) or the visitor left, so a
 * truncated answer is never kept. Not a tee: the visitor's reading paces the render, whereas a tee
 * lets the keeping branch race ahead while workerd buffers the visitor's, and a 27 MB product feed
 * broke after ~1.7 MB that way (decision 0074).
 */
function recordedStream(body: ReadableStream<Uint8Array>, settle: (chunks: Uint8Array[] | null) => void): ReadableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        settle(null);
        controller.error(error);
        return;
      }
      if (read.done) {
        controller.close();
        settle(chunks);
        return;
      }
      chunks.push(read.value);
      controller.enqueue(read.value);
    },
    cancel(reason) {
      settle(null);
      return reader.cancel(reason);
    },
  });
}

/** Only a complete, successful page that its route marked, and that sets no cookie of its own. */
function storable(response: Response): boolean {
  return response.status === 200 && edgePolicyOf(response.headers) !== undefined && !response.headers.has("Set-Cookie");
}

/**
 * A complete rendered page into the Cache API (for every isolate) and this isolate's memory: its
 * bytes as they were recorded or read (one copy), the status and headers of its render.
 */
async function keepPage(
  key: string,
  body: Blob,
  response: Response,
  deps: PageCacheDeps,
  memory: BoundedCache<string, KeptPage>,
  storedAt: number,
): Promise<void> {
  const edge = edgePolicyOf(response.headers)!;
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(storedAt));
  headers.set("Cache-Control", edgeCopyCacheControl(edge));
  if (!keptInMemory(response)) {
    // A machine document (megabytes) is never made a string: its bytes, whole (a body that broke
    // was never recorded or read, so nothing is put), go to the Cache API with their length.
    memory.delete(key);
    await deps.cache.put(key, new Response(body, { status: response.status, headers }));
    return;
  }
  const text = await body.text();
  const kept = await keptPageOf(new Response(text, { status: response.status, headers: response.headers }), storedAt, deps.templateOf);
  if (kept) memory.set(key, kept);
  else memory.delete(key);
  await deps.cache.put(key, new Response(text, { status: response.status, headers }));
}

/** Whether the answer's policy lets an isolate keep it in memory as well (cache-policy.ts `isolateMemory`). */
const keptInMemory = (response: Response) => edgePolicyOf(response.headers)?.isolateMemory !== false;

async function forget(key: string, cache: Cache, memory: BoundedCache<string, KeptPage>): Promise<void> {
  memory.delete(key);
  await cache.delete(key);
}

async function keptPageOf(response: Response, storedAt: number, templateOf: PageCacheDeps["templateOf"]): Promise<KeptPage | null> {
  const policy = response.headers.get(EDGE_POLICY_HEADER) as CachePolicyName | null;
  const edge = edgePolicyOf(response.headers);
  if (!policy || !edge) return null;
  const template = await templateOf(response);
  if (!template) return null;
  // Its own Cache-Control, age and length are the answer's (answerFromKeptPage).
  const headers = [...response.headers].filter(([name]) => ![STORED_AT_HEADER, "cache-control", "age", "content-length"].includes(name));
  return { template, status: response.status, headers, policy, edge, storedAt };
}

/** A stored copy as an answer. */
function fromStored(stored: Response, storedAt: number, nowMs: number): Response {
  const headers = new Headers(stored.headers);
  setBrowserHeaders(headers, headers.get(EDGE_POLICY_HEADER) as CachePolicyName, storedAt, nowMs);
  headers.delete(STORED_AT_HEADER);
  return new Response(stored.body, { status: stored.status, headers });
}

/** What a kept copy says to the browser: its policy's Cache-Control again, and the copy's age. */
function setBrowserHeaders(headers: Headers, policy: CachePolicyName, storedAt: number, nowMs: number): void {
  headers.set("Cache-Control", cacheControl(policy));
  headers.set("Age", String(Math.max(0, Math.floor((nowMs - storedAt) / 1000))));
}

/** Responses whose body is already content-encoded (the Worker's last step must send them as they are). */
export const preEncoded = new WeakSet<Response>();

/** Whether the request takes gzip (RFC 9110 Accept-Encoding; `gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (coding === "gzip" || coding === "x-gzip") && (!q || Number(q.slice(2)) > 0);
  });
}

/**
 * A kept page's answer for one visitor: its template filled with `values` (worker/personalize.ts
 * slotValues), gzip when the browser takes it (compressed when the template was made, so nothing is
 * compressed now), with the policy's browser Cache-Control and the copy's age.
 */
export function answerFromKeptPage(kept: KeptPage, values: readonly string[], gzip: boolean, nowMs: number = Date.now()): Response {
  const headers = new Headers(kept.headers as [string, string][]);
  setBrowserHeaders(headers, kept.policy, kept.storedAt, nowMs);
  headers.append("Vary", "Accept-Encoding");
  const zipped = gzip ? fillTemplateGzip(kept.template, values) : null;
  if (!zipped) return new Response(fillTemplate(kept.template, values), { status: kept.status, headers });
  headers.set("Content-Encoding", "gzip");
  const response = new Response(zipped, { status: kept.status, headers, encodeBody: "manual" });
  preEncoded.add(response);
  return response;
}
