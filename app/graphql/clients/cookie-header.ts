import { cookieParts, decodeCookieValue } from "#analytics/cookie-header.ts";

// spec §7: the content call "sends a cookie header with decoded values". Each value is
// percent-decoded when it is valid percent-encoding, and sent as it was otherwise (a value with a
// stray % is not an error, and is not guessed at): the house's one cookie decoder. Pure.

/** The header value with each cookie's value decoded (names, order and repeats kept). */
export function decodedCookieHeader(header: string | null | undefined): string {
  if (!header) return "";
  return cookieParts(header)
    .map(([name, value]) => (value === undefined ? name : `${name}=${decodeCookieValue(value)}`))
    .join("; ");
}
