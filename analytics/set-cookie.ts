// Writing a cookie: the one serializer of the house (decision 0041), for a Set-Cookie header and for
// what a page assigns to document.cookie (./cookies.ts writeCookie). Its parser is ./cookie-header.ts;
// the two are apart so that code that only reads cookies (the page's eager fetch wrapper) ships no writer.

interface SetCookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  /** Secure only over HTTPS: `wrangler dev` on http://127.0.0.1 must still get its cookies. */
  secure: boolean;
  sameSite?: "Lax" | "Strict";
  path?: string;
}

/** A Set-Cookie header's value, or what a page assigns to document.cookie. */
export function serializeCookie(name: string, value: string, options: SetCookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`, `SameSite=${options.sameSite ?? "Lax"}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
