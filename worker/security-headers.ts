import { preEncoded } from "./edge-cache";
const NONCE_BYTES = 16;
/** A nonce's length: its random bytes in padded base64. */
export const NONCE_CHARS = Math.ceil(NONCE_BYTES / 3) * 4;

export function createNonce(): string {
  const bytes = new Uint8Array(NONCE_BYTES);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd Remix scripts load their chunks and the analytics collector.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Native apps load pages in webviews, which are not frames; only our own pages may frame us.
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * HTTPS only, for a year, subdomains included (issue #8). Browsers ignore it over plain HTTP, and it
 * is not sent there: `wrangler dev` on http://127.0.0.1 must stay reachable. No `preload`: being on
 * the browsers' preload list is a decision for the domain's owner, not a header default.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Powerful features no page of the store uses are switched off for it and anything it embeds; the
 * product page's share button keeps the Web Share API and the clipboard (its fallback) for itself.
 * Only features Chromium knows, so no page logs an "unrecognized feature" error.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "clipboard-write=(self)",
  "web-share=(self)",
].join(", ");

export interface SecurityHeaderOptions {
  nonce: string;
  serverTiming: string;
  /** Whether the visitor's connection is HTTPS (HSTS is sent only then). */
  https: boolean;
}

/** Whether a response is an HTML document (the CSP, the XSRF cookie and the page cache's rewrite apply). */
export const isHtml = (response: { headers: Headers }) => (response.headers.get("Content-Type") ?? "").includes("text/html");

/** Applies the headers every response carries; the CSP only to HTML documents. */
export function withSecurityHeaders(response: Response, options: SecurityHeaderOptions): Response {
  // A response this Worker made has mutable headers: set them in place, so its body goes out as it
  // was made (a kept page's bytes with their length) rather than re-wrapped as a stream, which
  // costs per byte (issue #9 bench). A fetched one (assets) has immutable headers: copied.
  try {
    setSecurityHeaders(response.headers, options);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    setSecurityHeaders(headers, options);
    // A body the Worker encoded itself (a kept page's gzip, worker/edge-cache.ts) goes out as it is.
    const encodeBody = preEncoded.has(response) ? "manual" : "automatic";
    const secured = new Response(response.body, { status: response.status, statusText: response.statusText, headers, encodeBody });
    if (encodeBody === "manual") preEncoded.add(secured);
    return secured;
  }
}

function setSecurityHeaders(headers: Headers, { nonce, serverTiming, https }: SecurityHeaderOptions): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (https) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  if (isHtml({ headers })) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  }
  if (serverTiming) headers.set("Server-Timing", serverTiming);
}
