// spec §7: the content call "sends a cookie header with decoded values". Each value is
// percent-decoded when it is valid percent-encoding, and sent as it was otherwise (a value with a
// stray % is not an error, and is not guessed at). Pure.

/** The header value with each cookie's value decoded (names and order kept). */
export function decodedCookieHeader(header: string | null | undefined): string {
  if (!header) return "";
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      if (at < 0) return pair;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      return `${name}=${decodeIfValid(value)}`;
    })
    .join("; ");
}

/** Valid percent-encoding: every % starts a two-digit hex escape, and the bytes are UTF-8. */
export function decodeIfValid(value: string): string {
  if (!value.includes("%")) return value;
  if (/%(?![0-9A-Fa-f]{2})/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
