import { cacheControl, EDGE_POLICY_HEADER } from "#app/http/cache-policy.ts";
import { isHttps } from "#app/http/cookies.ts";
import { drainUnreadBody } from "#app/http/read-body.ts";
import { anonymousIdCookies } from "#app/experiments/anonymous-id.server.ts";
import { CACHE_STATUS_HEADER } from "./edge-cache";
import { isHtml, withSecurityHeaders } from "./security-headers";
import { xsrfCookie } from "./same-origin";
import type { CatalogueSession } from "#app/catalogue/catalogue-session.server.ts";
import type { Answer, RequestStart } from "./request-state";

/**
 * The Worker's last step for every answer, the maintenance page included (docs/decisions/0038):
 * the request's body drained, the security headers and Server-Timing, the edge cache's outcome,
 * the catalogue bookmark after a write, and on a page the visitor's cookies.
 */
export async function finishResponse(start: RequestStart, answer: Answer, catalogue?: Pick<CatalogueSession, "bookmarkCookie">): Promise<Response> {
  const { request, nonce, timing, xsrf, anonymous } = start;
  // Whatever refused or answered this request without reading its body: the rest is read and
  // thrown away here, so the client's upload finishes and the connection stays healthy (issue #23).
  await drainUnreadBody(request);
  if (answer.cache) timing.note("cache", answer.cache);
  const secured = withSecurityHeaders(answer.response, { nonce, serverTiming: timing.header(), https: isHttps(request) });
  // The route's mark for the edge is for this Worker only.
  secured.headers.delete(EDGE_POLICY_HEADER);
  if (answer.cache) secured.headers.set(CACHE_STATUS_HEADER, answer.cache);
  // After a shopper's write, their next reads open at its bookmark (decision 0079); an answer that
  // only read carries none, so nothing the edge keeps for everyone ever holds it.
  const bookmark = catalogue?.bookmarkCookie(isHttps(request));
  if (bookmark) secured.headers.append("Set-Cookie", bookmark);
  if (isHtml(secured)) {
    // The token the page's forms were rendered with is the browser's cookie (double-submit),
    // renewed with every page so an open tab's forms keep working.
    secured.headers.append("Set-Cookie", xsrfCookie(request, xsrf.token));
    // A first visit's (or a lost cookie's) experiment bucket, kept as the analytics layer keeps it,
    // marked as the Worker's, so an id the browser kept in local storage wins over it (decision 0035).
    for (const cookie of anonymousIdCookies(anonymous, isHttps(request))) secured.headers.append("Set-Cookie", cookie);
    // A page carries this visitor's token and cart count: no shared cache may keep it (issue #8
    // decides what may be cached and how the personal parts are filled in).
    if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", cacheControl("page"));
  }
  return secured;
}
