// Reading a Cookie header (or document.cookie): the one cookie parser of the house (decision 0041); its
// serializer is ./set-cookie.ts. The analytics layer, the Worker and the app (app/http/cookies.ts hands
// it on) all use it. It lives in analytics/ because that library imports nothing of the app, and apart
// from ./cookies.ts, its constants and the serializer so that the page's eager code (the fetch
// wrapper's XSRF header) pulls in nothing else.

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

/** The parts of a Cookie header, in order, trimmed and undecoded: [name, value], or [name] without "=". */
export function cookieParts(cookieHeader: string): [name: string, value?: string][] {
  const parts: [string, string?][] = [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0) parts.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
    else if (part.trim()) parts.push([part.trim()]);
  }
  return parts;
}

export function parseCookies(cookieHeader: string): Record<string, string> {
  const out: Record<string, string> = {};
  // First occurrence wins: browsers list the most specific path first.
  for (const [name, value] of cookieParts(cookieHeader)) if (name && value !== undefined && !(name in out)) out[name] = decodeCookieValue(value);
  return out;
}
