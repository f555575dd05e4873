// Cookie text, read and written: the one cookie parser and serializer of the house (decision 0041).
// The analytics layer, the Worker and the app (app/http/cookies.ts hands it on) all use it. It lives in
// analytics/ because that library imports nothing of the app, and apart from ./cookies.ts and its
// constants so that the page's eager code (the fetch wrapper's XSRF header) pulls no analytics code in.

// Issue text: a value is decoded only when it is valid percent-encoded text; anything else
// (a stray "%", a broken UTF-8 sequence) is kept exactly as the server set it.
const VALID_PERCENT_ENCODING = /^(?:[^%]|%[0-9A-Fa-f]{2})*$/;

export function decodeCookieValue(raw: string): string {
  if (!raw.includes("%") || !VALID_PERCENT_ENCODING.test(raw)) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The parts of a Cookie header, in order, trimmed and undecoded; a part without "=" has no value. */
export function cookieParts(cookieHeader: string): { name: string; value?: string }[] {
  const parts: { name: string; value?: string }[] = [];
  for (const part of cookieHeader.split(";")) {
    const text = part.trim();
    if (!text) continue;
    const eq = text.indexOf("=");
    parts.push(eq < 0 ? { name: text } : { name: text.slice(0, eq).trim(), value: text.slice(eq + 1).trim() });
  }
  return parts;
}

export function parseCookies(cookieHeader: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of cookieParts(cookieHeader)) {
    // First occurrence wins: browsers list the most specific path first.
    if (name && value !== undefined && !(name in out)) out[name] = decodeCookieValue(value);
  }
  return out;
}

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
