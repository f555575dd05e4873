// Reading a Cookie header (or document.cookie). Kept apart from ./cookies.ts and its constants so
// that the page's eager code (the fetch wrapper's XSRF header) does not pull the analytics layer in.

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

export function parseCookies(cookieHeader: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    // First occurrence wins: browsers list the most specific path first.
    if (name && !(name in out)) out[name] = decodeCookieValue(part.slice(eq + 1).trim());
  }
  return out;
}

