// Same-origin protection for every state-changing request (issue #7, storefront spec §7: "an XSRF
// token header is sent from a cookie on same-origin requests"). Double-submit: the Worker gives each
// browser a random token in a readable cookie; a POST must echo it in a header (JavaScript) or a
// form field (plain HTML forms), and must come with this site's own Origin. Pure: the Worker step
// (worker/same-origin.ts) does the I/O.

/** Readable by the page's JavaScript (it copies it into the header), so not HttpOnly. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
/** The hidden field every HTML form that changes something carries. */
export const XSRF_FIELD = "_xsrf";
/** Renewed with every page, so an open tab's forms keep working. */
export const XSRF_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** spec §7: "A market header named x-market is attached" to every own-server call from the browser. */
export const MARKET_HEADER = "x-market";

/** Refusal copy: the same for a foreign Origin, a missing cookie and a wrong token (no oracle). */
export const CROSS_SITE_MESSAGE = "This request could not be verified as coming from Tailwise. Reload the page and try again.";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

export function isWellFormedToken(value: string | null | undefined): value is string {
  return typeof value === "string" && TOKEN_SHAPE.test(value);
}

const XSRF_TOKEN_BYTES = 32;
/** The length of the tokens this site issues, base64url without padding (a cookie may carry another well-formed one). */
export const XSRF_TOKEN_CHARS = Math.ceil((XSRF_TOKEN_BYTES * 4) / 3);

/** 32 random bytes, base64url (43 characters). */
export function createXsrfToken(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return toBase64Url(random(new Uint8Array(XSRF_TOKEN_BYTES)));
}

/** Bytes as base64url without padding (tokens here, the session cookie's parts in app/visitor/session.ts). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Compares without stopping at the first difference, so timing says nothing about the token. */
export function tokensMatch(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type SameOriginVerdict = { ok: true } | { ok: false; reason: "method-safe" | "origin" | "token" };

/**
 * A state-changing request passes when its Origin is this site's origin and the token it sends
 * (header or form field) equals the cookie's. A request without an Origin header is refused: every
 * browser sends one on a POST, so only non-browser clients lack it, and they can send it.
 */
export function checkSameOrigin(input: {
  siteOrigin: string;
  origin: string | null;
  /**
   * The host Remix compares the Origin with before it runs an action: `X-Forwarded-Host`, else
   * `Host`. It throws (a 500) when they differ, so it must be this site's host too; nothing in front
   * of the Worker sets X-Forwarded-Host, so a different one only comes from the client (issue #8).
   */
  actionHost?: string | null;
  cookieToken: string | null;
  sentToken: string | null;
}): SameOriginVerdict {
  if (!input.origin || input.origin !== input.siteOrigin) return { ok: false, reason: "origin" };
  if (input.actionHost !== undefined && input.actionHost !== new URL(input.siteOrigin).host) return { ok: false, reason: "origin" };
  if (!isWellFormedToken(input.cookieToken) || !input.sentToken) return { ok: false, reason: "token" };
  return tokensMatch(input.cookieToken, input.sentToken) ? { ok: true } : { ok: false, reason: "token" };
}
