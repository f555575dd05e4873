/**
 * Path rules shared by the redirect tables' schema, the publish step and the Worker.
 *
 * Matching (docs/decisions/0003): a request path and a table source are compared after
 * `normaliseRedirectPath` — letter case ignored, trailing slashes ignored, query string ignored
 * (spec §2 "Matching ignores the query string"). Destinations are used exactly as written, plus the
 * visitor's query string and the market prefix.
 */

/** The Canadian market prefix (spec §2). Tables are market-neutral: the Worker adds it. */
const MARKET_PREFIX = /^\/ca(?:[/?#]|$)/i;
/** Anything outside printable ASCII (spaces, control characters, raw Unicode), or a backslash. */
const UNSAFE_CHARACTER = /[^\x21-\x7e]|\\/;
/** `https:`, `javascript:`, `mailto:` … */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAX_REDIRECT_PATH_LENGTH = 2048;

const SLASH = 47; // "/"

/** Lower-cases and drops trailing slashes (`/B/Dog-Food/` → `/b/dog-food`; `/` stays `/`). */
export function normaliseRedirectPath(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === SLASH) end--;
  return (end === path.length ? path : path.slice(0, end)).toLowerCase();
}

/** Splits `/b/x?a=1` into `["/b/x", "a=1"]` (the query without its `?`). */
export function splitPathAndQuery(location: string): [path: string, query: string] {
  const q = location.indexOf("?");
  return q === -1 ? [location, ""] : [location.slice(0, q), location.slice(q + 1)];
}

/** The visitor's query string is carried to the destination; the destination's own comes first. */
export function appendQuery(destination: string, query: string): string {
  if (query === "") return destination;
  return destination.includes("?") ? `${destination}&${query}` : `${destination}?${query}`;
}

function commonProblem(path: string, what: "source" | "destination"): string | null {
  if (path.length === 0) return `${what} is empty`;
  if (path.length > MAX_REDIRECT_PATH_LENGTH) return `${what} is longer than ${MAX_REDIRECT_PATH_LENGTH} characters`;
  if (!path.startsWith("/")) {
    if (what === "destination" && URL_SCHEME.test(path))
      return "destination leaves the site (absolute or javascript: URL); write a path such as /b/dog-food-288";
    return `${what} must start with /`;
  }
  const second = path.charAt(1);
  if (second === "/" || second === "\\") {
    return what === "destination" ? "destination leaves the site (//host is another host)" : "source is not a site path (//host)";
  }
  if (UNSAFE_CHARACTER.test(path)) return `${what} contains a space, a backslash or a non-ASCII character; write it percent-encoded`;
  if (MARKET_PREFIX.test(path)) return `${what} starts with the market prefix /ca; tables are market-neutral and the Worker adds the prefix`;
  return null;
}

/** Why `from` cannot be a table source, or null when it can. */
export function sourceProblem(from: string): string | null {
  const common = commonProblem(from, "source");
  if (common) return common;
  if (from.includes("?") || from.includes("#")) return "source carries a query string or fragment; matching ignores the query string, so write the path only";
  return null;
}

/** Why `to` cannot be a destination, or null when it can. */
export function destinationProblem(to: string): string | null {
  const common = commonProblem(to, "destination");
  if (common) return common;
  if (to.includes("#")) return "destination carries a fragment (#…); the visitor's query string could not follow it";
  return null;
}

/** The check the Worker runs on each destination of a published document: `destinationProblem`'s rules. */
export function isSafeDestination(to: unknown): to is string {
  return typeof to === "string" && destinationProblem(to) === null;
}
