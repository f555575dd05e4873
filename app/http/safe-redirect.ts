/** Where a plain HTML form goes back to: a path of this site, never another host. */
export function safeRedirectPath(value: FormDataEntryValue | null, fallback: string): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return fallback;
  // Browsers drop tabs and newlines from URLs ("/\t/evil.example" is "//evil.example") and read a
  // backslash as a slash: any of them could turn a path into another host.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/**
 * The page a plain form was posted from, by its Referer, when it is this site's: where a form without
 * JavaScript goes back to. Our pages send the full address to themselves (Referrer-Policy
 * strict-origin-when-cross-origin), so the forms carry no address of their own: a kept page is the
 * same for everyone, and one visitor's campaign ids never reach another's form (issue #23).
 */
export function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
