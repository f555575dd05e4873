import type { MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import { discardBody } from "#app/http/read-body.ts";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { GRAPHQL_ALLOW, isGraphQLPath } from "#app/graphql/paths.ts";
import { apiAllowAt } from "./api-routes";
import { requestErrorResponse } from "./error-page";

/*
 * Worker step after the redirect tables and before the same-origin guard (DESIGN.md request flow):
 * requests no route can answer are answered here, with the market's 400/404/405/414 page, before
 * Remix sees them (issue #8: no request path reaches a raw 500).
 *
 * Why here and not in the routes: Remix decodes each path segment and React Router re-encodes it
 * with `new URL(path, base)`, which reads a decoded backslash as a slash, so `/%5C` became `//`, an
 * invalid URL, and the render threw (a plain-text 500). No address of this site has an encoded
 * slash or backslash, a malformed escape, a control character or an empty segment in its path, so
 * the Worker refuses those shapes outright instead of every layer after it having to survive them.
 * The redirect tables run first, so an old address they know still redirects whatever its shape.
 */

/**
 * The longest path + query answered. Listing URLs with every facet a shopper can pick stay far
 * below it; common servers refuse longer request lines too (8 KB).
 */
export const MAX_URL_LENGTH = 8 * 1024;
/** The methods this site's routes use; OPTIONS is answered here with the list. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const ALLOW = ALLOWED_METHODS.join(", ");

/**
 * What a path says it takes, in its OPTIONS answer and its 405s alike: a GraphQL server's own list
 * (decision 0071), a JSON endpoint's (worker/api-routes.ts, decision 0074), or the pages' methods.
 */
function allowAt(pathname: string): string {
  const { path } = stripMarketPrefix(pathname);
  return isGraphQLPath(path) ? GRAPHQL_ALLOW : (apiAllowAt(path) ?? ALLOW);
}
/** Remix's pre-single-fetch data parameter. */
const LEGACY_DATA_PARAM = "_data";

export interface RequestProblem {
  status: 400 | 404 | 405 | 414;
  reason: string;
}

/** What makes a request unanswerable by any route, or null. Pure; `url` is the request's own. */
export function requestProblem(method: string, url: URL, withBody = false): RequestProblem | null {
  if (url.pathname.length + url.search.length > MAX_URL_LENGTH) return { status: 414, reason: `longer than ${MAX_URL_LENGTH} characters` };
  // Fetch upper-cases the standard methods only; "patch" arrives as sent and is refused like PATCH.
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { status: 405, reason: `method ${method}` };
  // A body on a read means nothing to any route, and Remix, rebuilding such a request, threw (a 500).
  if ((method === "GET" || method === "HEAD") && withBody) return { status: 400, reason: `${method} with a body` };
  // Remix's data requests before single fetch: this site's end in `.data` and never send it. Remix
  // still answers `?_data=` and logs a warning each time (issue #23: a request that logs must not
  // be one anybody can repeat for free).
  if (url.searchParams.has(LEGACY_DATA_PARAM)) return { status: 400, reason: `${LEGACY_DATA_PARAM} parameter (data requests end in .data)` };
  return pathProblem(url.pathname);
}

/** The path rules of {@link requestProblem}: `pathname` as sent, still percent-encoded. */
export function pathProblem(pathname: string): RequestProblem | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, reason: "malformed percent-encoding" };
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, reason: "control character" };
  if (/%(?:2f|5c)/i.test(pathname)) return { status: 404, reason: "encoded slash or backslash" };
  // `//x` reads as another host to a browser and `//` is no home page (in either market); `/a//b`
  // names nothing. A trailing slash is not malformed: a page moves off it (worker/trailing-slash.ts).
  if (stripMarketPrefix(pathname).path.startsWith("//") || /\/\/+[^/]/.test(pathname)) return { status: 404, reason: "empty path segment" };
  return null;
}

/** Whether a request carries a body: a length above zero, chunks, or a stream without a length. */
export function sendsBody(request: Pick<Request, "headers" | "body">): boolean {
  if (request.headers.has("transfer-encoding")) return true;
  const length = request.headers.get("content-length");
  return length === null ? request.body !== null : length.trim() !== "0";
}

/** The answer for a request no route can answer (its body drained), or null to go on. */
export async function refuseMalformedRequest(request: Request, url: URL, market: MarketConfig): Promise<Response | null> {
  if (request.method === "OPTIONS") {
    // No route answers OPTIONS (no CORS here): say which methods the path takes.
    await discardBody(request.body);
    return new Response(null, { status: 204, headers: { Allow: allowAt(url.pathname), ...cacheHeaders("none") } });
  }
  const problem = requestProblem(request.method, url, sendsBody(request));
  if (!problem) return null;
  await discardBody(request.body);
  return requestErrorResponse(request, market, problem.status, {
    "x-request-problem": problem.reason,
    ...(problem.status === 405 && { Allow: allowAt(url.pathname) }),
  });
}
