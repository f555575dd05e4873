import type { MarketConfig } from "#app/markets/config.ts";
import { isGraphQLPath } from "#app/graphql/paths.ts";
import { chooseMarket } from "#app/markets/choose.ts";
import { isHttps, parseCookies, serializeCookie } from "#app/http/cookies.ts";
import { discardBody, readTextWithLimit } from "#app/http/read-body.ts";
import {
  CROSS_SITE_MESSAGE,
  MARKET_HEADER,
  XSRF_COOKIE,
  XSRF_COOKIE_MAX_AGE_SECONDS,
  XSRF_FIELD,
  XSRF_HEADER,
  checkSameOrigin,
  createXsrfToken,
  isWellFormedToken,
} from "#app/security/same-origin.ts";
import { escapeHtml } from "#app/ui/escape-html.ts";
import { acceptsHtml, jsonErrorResponse, plainPageResponse } from "./error-page";
import { apiTakesCrossSitePosts } from "./api-routes";

// Worker step between the redirects and Remix (docs/decisions/0008): every state-changing request
// must come from our own pages (Origin + XSRF double-submit), and an `x-market` header, when sent,
// must agree with the path's market. Refusals are answered here, before any app code runs.

/** HTML forms of this site are tiny; a bigger form body is refused before it is read. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;
/** 30 days: long enough that an open tab's forms keep working. */
/** Everything else changes state and is guarded. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * POSTs that change nothing a shopper owns are not guarded: the JSON endpoints the API table marks
 * open (./api-routes.ts says which and why) and the GraphQL servers (read-only queries; a JSON body,
 * which a cross-site form cannot send without a preflight; the product page's also demands its CSRF
 * header). Everything else that POSTs (cart, notify-me, any future form) is guarded. Address by
 * address, not by prefix: an unguarded POST to an address without its resource route lands on a
 * page route, where Remix's own Origin check throws (a 500).
 */
const isExempt = (path: string) => apiTakesCrossSitePosts(path) || isGraphQLPath(path);

export interface XsrfState {
  token: string;
  /** A new token the response must set as the cookie. */
  isNew: boolean;
}

export function xsrfStateFor(request: Request): XsrfState {
  const current = parseCookies(request.headers.get("cookie") ?? "")[XSRF_COOKIE];
  return isWellFormedToken(current) ? { token: current, isNew: false } : { token: createXsrfToken(), isNew: true };
}

export function xsrfCookie(request: Request, token: string): string {
  return serializeCookie(XSRF_COOKIE, token, { secure: isHttps(request), sameSite: "Lax", maxAgeSeconds: XSRF_COOKIE_MAX_AGE_SECONDS });
}

function refusal(request: Request, status: number, message: string, market: MarketConfig): Response {
  if (!acceptsHtml(request)) return jsonErrorResponse(status, message);
  return plainPageResponse(market, {
    status,
    title: "Request refused | Tailwise",
    heading: "Request refused",
    paragraphs: [`<span role="alert">${escapeHtml(message)}</span>`],
    homeLabel: "Go Home",
  });
}

type SentToken = { token: string | null } | { tooLarge: true };

/**
 * The token the request sends: the header, or the form field. Every guarded body is size-checked
 * here, whichever way the token comes, before any app code reads it.
 */
async function sentToken(request: Request): Promise<SentToken> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > FORM_BODY_LIMIT_BYTES) return { tooLarge: true };
  let text: string | null;
  try {
    // A clone, so Remix still reads the original body.
    text = await readTextWithLimit(request.clone().body, FORM_BODY_LIMIT_BYTES, { rest: "cancel" });
  } catch {
    return { token: null };
  }
  if (text === null) return { tooLarge: true };
  const header = request.headers.get(XSRF_HEADER);
  if (header) return { token: header };
  // The media type is case-insensitive; a multipart boundary is not, so parse with the header as sent.
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.toLowerCase();
  if (mediaType.startsWith("application/x-www-form-urlencoded")) return { token: new URLSearchParams(text).get(XSRF_FIELD) };
  if (!mediaType.startsWith("multipart/form-data")) return { token: null };
  try {
    const value = (await new Response(text, { headers: { "content-type": contentType } }).formData()).get(XSRF_FIELD);
    return { token: typeof value === "string" ? value : null };
  } catch {
    return { token: null };
  }
}

/** The host Remix compares an action's Origin with, read as Remix reads it (server-runtime actions.js). */
function remixActionHost(request: Request): string | null {
  return request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
}

/**
 * null when the request may go on; otherwise the refusal: 403 for a cross-site or unverified request,
 * 400 for a write whose `x-market` contradicts the path, 413 for an oversized form.
 */
export async function guardStateChange(request: Request, market: MarketConfig, path: string, xsrf: XsrfState): Promise<Response | null> {
  // Methods are compared upper-cased: Fetch keeps "patch" as sent, and Remix treats it as an action.
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  // Reads are not checked: Remix's own GETs (/__manifest) carry the page's x-market on unprefixed paths.
  const sentMarket = request.headers.get(MARKET_HEADER);
  if (sentMarket !== null && chooseMarket(sentMarket).name !== market.name) {
    await discardBody(request.body);
    return refusal(request, 400, `The ${MARKET_HEADER} header does not match this address's market (${market.name}).`, market);
  }
  if (isExempt(path)) return null;
  const sent = await sentToken(request);
  if ("tooLarge" in sent) {
    await discardBody(request.body);
    return refusal(request, 413, `The request body is larger than ${FORM_BODY_LIMIT_BYTES} bytes.`, market);
  }
  const verdict = checkSameOrigin({
    siteOrigin: new URL(request.url).origin,
    origin: request.headers.get("origin"),
    actionHost: remixActionHost(request),
    cookieToken: xsrf.isNew ? null : xsrf.token,
    sentToken: sent.token,
  });
  if (verdict.ok) return null;
  await discardBody(request.body);
  return refusal(request, 403, CROSS_SITE_MESSAGE, market);
}
