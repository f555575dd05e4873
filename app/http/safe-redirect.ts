/** Where a plain HTML form goes back to: a path of this site, never another host. */
export function safeRedirectPath(value: FormDataEntryValue | null, fallback: string): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return fallback;
  // Browsers drop tabs and newlines from URLs ("/\t/evil.example" is "//evil.example") and read a
  // backslash as a slash: any of them could turn a path into another host.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
