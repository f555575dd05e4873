export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string): string {
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

/** Applies the headers every response carries; the CSP only to HTML documents. */
export function withSecurityHeaders(response: Response, nonce: string, serverTiming: string): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if ((headers.get("Content-Type") ?? "").includes("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  }
  if (serverTiming) headers.set("Server-Timing", serverTiming);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
