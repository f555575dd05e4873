import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { parseRedirectDocument, parseRedirectPointer } from "#redirects/document.ts";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "#redirects/kv-keys.ts";
import {
  PERMANENT_REDIRECT_CACHE_CONTROL,
  REDIRECT_REASON_HEADER,
  REDIRECT_VERSION_HEADER,
  redirectCacheControl,
  TEMPORARY_REDIRECT_CACHE_CONTROL,
} from "#redirects/headers.ts";
import { findRedirect, type RedirectDecision, type RedirectIndex } from "#redirects/lookup.ts";
import { createVersionWalker, type Parsed } from "#app/kv/versions.ts";
import { createSharedWork, type KeepAlive } from "#app/isolate/shared-work.ts";
import { MAX_URL_LENGTH } from "./malformed-request";

/*
 * The Worker's redirect layer (DESIGN.md request flow step 2; docs/decisions/0003).
 *
 * Answers 301/302 from the KV-published tables before assets and Remix, or null to let the request
 * go on. The tables are read as a versioned document behind a pointer key, parsed once per isolate,
 * and re-checked at most every `ttlMs`. Nothing here ever throws to the caller: when the live version
 * is missing or invalid, the newest good version the pointer's history names is served (or the one
 * this isolate already has, if that is newer), and the reason is logged; a missing or unreadable
 * pointer keeps the tables this isolate has (or none).
 */

/** How long an isolate trusts its copy of the tables before re-reading the pointer key. */
export const REDIRECT_TABLE_TTL_MS = 60_000;
/** A request waits this long for a refresh another request started, then goes on with the tables this isolate has. */
const REDIRECT_REFRESH_TIMEOUT_MS = 2_000;
export { REDIRECT_REASON_HEADER, REDIRECT_VERSION_HEADER, PERMANENT_REDIRECT_CACHE_CONTROL, TEMPORARY_REDIRECT_CACHE_CONTROL };

interface RedirectEnv {
  REDIRECTS: KVNamespace;
}

type RedirectLog = Pick<Console, "error" | "warn">;

export interface RedirectLayerOptions {
  /** Refresh window; tests inject a short one. */
  ttlMs?: number;
  /** Clock in ms; tests inject a fake one. */
  now?: () => number;
  log?: RedirectLog;
}

export interface RedirectLayer {
  /**
   * A redirect response for a GET/HEAD request, or null (no match, other method, no table).
   * `pathWithoutPrefix` is the path inside the market (`/ca/b/x` → `/b/x`); the destination gets the
   * market's prefix back. Never rejects.
   */
  handle(request: Request, env: RedirectEnv, market: MarketConfig, pathWithoutPrefix: string, keepAlive?: KeepAlive): Promise<Response | null>;
  /** The tables this isolate uses now, refreshing them first when older than the TTL. Never rejects. */
  loadTable(env: RedirectEnv, keepAlive?: KeepAlive): Promise<RedirectIndex | null>;
}

export interface MarketRedirect extends RedirectDecision {
  /** The headers the redirect response carries (location with the market prefix, reason, …). */
  headers: Record<string, string>;
}

/**
 * The redirect for a path inside a market (pure; the `redirects:check` CLI shows the same answer).
 * `query` is the visitor's query string without `?`; it is carried to the destination.
 */
export function decideRedirect(table: RedirectIndex, market: MarketConfig, pathWithoutPrefix: string, query: string): MarketRedirect | null {
  const decision = findRedirect(table, pathWithoutPrefix, query);
  if (decision === null) return null;
  // Tables are market-neutral (the schema rejects /ca paths), so the prefix is added exactly once.
  const location = withMarketPrefix(decision.location, market);
  return {
    ...decision,
    location,
    headers: {
      location,
      [REDIRECT_REASON_HEADER]: decision.reason,
      [REDIRECT_VERSION_HEADER]: table.version,
      "cache-control": redirectCacheControl(decision.status),
    },
  };
}

export function createRedirectLayer({ ttlMs = REDIRECT_TABLE_TTL_MS, now = Date.now, log = console }: RedirectLayerOptions = {}): RedirectLayer {
  let index: RedirectIndex | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** The newest good version the pointer names (the live one, else its history). */
  const newestVersion = createVersionWalker<RedirectIndex>();
  /** One refresh at a time per isolate, lent the refreshing request's keepAlive (app/isolate/shared-work.ts). */
  const refreshes = createSharedWork<void>({ what: "the redirect table refresh", timeoutMs: REDIRECT_REFRESH_TIMEOUT_MS, now });

  /** One version's tables, or why it cannot be served. */
  async function loadVersion(env: RedirectEnv, version: string): Promise<Parsed<RedirectIndex> | { missing: string }> {
    const documentText = await env.REDIRECTS.get(redirectsVersionKey(version), "text");
    if (documentText === null) return { missing: `version ${version} is missing (${redirectsVersionKey(version)})` };
    const document = parseRedirectDocument(documentText);
    if (document.ok && document.value.version === version) return document;
    const problems = document.ok ? [`document says version ${document.value.version}`] : document.problems;
    return { ok: false, problems: [`version ${version} is invalid: ${problems.join("; ")}`] };
  }

  async function refresh(env: RedirectEnv): Promise<void> {
    const pointerText = await env.REDIRECTS.get(REDIRECTS_POINTER_KEY, "text");
    if (pointerText === null) {
      log.error(`[redirects] no pointer key ${REDIRECTS_POINTER_KEY}; ${describeKept(index)}`);
      return;
    }
    const pointer = parseRedirectPointer(pointerText);
    if (!pointer.ok) {
      log.error(`[redirects] ${pointer.problems.join("; ")}; ${describeKept(index)}`);
      return;
    }
    if (index?.version === pointer.value.version) return;
    const found = await newestVersion(pointer.value, index?.version ?? null, (version) => loadVersion(env, version));
    if (found.version !== null) {
      index = found.value;
      if (found.problems.length) log.error(`[redirects] ${found.problems.join("; ")}; serving version ${found.version} from the pointer's history`);
      return;
    }
    log.error(`[redirects] ${found.problems.join("; ")}; ${describeKept(index)}`);
  }

  function loadTable(env: RedirectEnv, keepAlive?: KeepAlive): Promise<RedirectIndex | null> {
    if (now() - checkedAt < ttlMs) return Promise.resolve(index);
    // Concurrent requests wait for the same refresh; a failed or lost one keeps the tables this isolate has.
    return refreshes
      .run(
        "tables",
        () =>
          refresh(env)
            .catch((error: unknown) => log.error(`[redirects] reading the tables from KV failed; ${describeKept(index)}`, error))
            .then(() => {
              checkedAt = now();
            }),
        keepAlive,
      )
      .catch((error: unknown) => log.error(`[redirects] ${(error as Error).message}; ${describeKept(index)}`))
      .then(() => index);
  }

  async function handle(request: Request, env: RedirectEnv, market: MarketConfig, pathWithoutPrefix: string, keepAlive?: KeepAlive): Promise<Response | null> {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    // An address too long to answer is not redirected: its query, carried along, made a Location of
    // 23-36 KB that clients cannot read (past Node's 16 KB of headers; issue #23's soak). The
    // malformed-request step answers it 414, as it would the destination.
    if (addressLength(request.url) > MAX_URL_LENGTH) return null;
    try {
      const table = await loadTable(env, keepAlive);
      if (table === null) return null;
      const redirect = decideRedirect(table, market, pathWithoutPrefix, queryOf(request.url));
      return redirect && new Response(null, { status: redirect.status, headers: redirect.headers });
    } catch (error) {
      log.error("[redirects] redirect lookup failed; the request goes on", error);
      return null;
    }
  }

  return { handle, loadTable };
}

/** The length of a URL's path and query (what MAX_URL_LENGTH bounds). */
function addressLength(url: string): number {
  const path = url.indexOf("/", url.indexOf("//") + 2);
  const hash = url.indexOf("#");
  return (hash === -1 ? url.length : hash) - (path === -1 ? url.length : path);
}

/** The query string without `?` (and without a fragment, should one be there): no URL parsing. */
function queryOf(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return "";
  const hash = url.indexOf("#", q);
  return hash === -1 ? url.slice(q + 1) : url.slice(q + 1, hash);
}

function describeKept(index: RedirectIndex | null): string {
  return index ? `keeping version ${index.version}` : "no redirects until a valid table is published";
}
