import { parseCookies } from "#analytics/cookie-header.ts";

// One way to read and write cookies on the server. Reading decodes a value only when it is valid
// percent-encoded text (storefront spec §5), the analytics layer's rule, so it is shared.
export { parseCookies };

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  /** Secure only over HTTPS: `wrangler dev` on http://127.0.0.1 must still get its cookies. */
  secure: boolean;
  sameSite?: "Lax" | "Strict";
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`, `SameSite=${options.sameSite ?? "Lax"}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
