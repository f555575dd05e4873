import { MARKETS, US_MARKET, type MarketConfig } from "./config";

/** A market, or its path prefix on its own (spec §3: "" for the US, "/ca" for Canada). */
export type MarketOrPrefix = MarketConfig | MarketConfig["pathPrefix"];

function prefixOf(market: MarketOrPrefix): MarketConfig["pathPrefix"] {
  return typeof market === "string" ? market : market.pathPrefix;
}

/**
 * `//host` and `/\host` are read by browsers as "another host, same scheme", so they are not paths
 * on this site. Prefixing them (or, in the US, returning them as they are) would make an open
 * redirect out of any caller that puts the result into a Location header or an href.
 */
function isProtocolRelative(path: string): boolean {
  return /^\/[/\\]/.test(path);
}

/**
 * True when `path` already sits under `prefix`: it is the prefix itself or the prefix followed by a
 * slash (spec §2), or the prefix followed straight away by a query string or fragment
 * (`/ca?x=1`, `/ca#top`), which is the Canadian home page.
 */
function hasPrefix(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  const next = path.charAt(prefix.length);
  return next === "" || next === "/" || next === "?" || next === "#";
}

/**
 * spec §2 "Markets and path prefix": a path receives the market prefix only if it begins with a
 * slash and does not already begin with the prefix followed by a slash; a path not beginning with
 * a slash is returned unchanged after trimming.
 *
 * Decisions beyond the spec sentence:
 * - The home page `/` becomes `/ca` in Canada (not `/ca/`), and `/?x=1` becomes `/ca?x=1`, so the
 *   Canadian home page has one address. `/ca` on its own counts as already prefixed (the spec's
 *   literal rule would turn it into `/ca/ca`).
 * - `//evil.example` (and `/\evil.example`) is not a site path: it is replaced by the market's home
 *   page instead of being passed through, so the result never points off-site.
 * - Query strings and fragments are kept: `/s?query=x` becomes `/ca/s?query=x`.
 */
export function withMarketPrefix(path: string, market: MarketOrPrefix): string {
  const prefix = prefixOf(market);
  const trimmed = path.trim();
  if (!trimmed.startsWith("/")) return trimmed;
  if (isProtocolRelative(trimmed)) return withMarketPrefix("/", prefix);
  if (prefix === "") return trimmed;
  if (hasPrefix(trimmed, prefix)) return trimmed;
  // spec §2 decision above: the home page is `/ca`, not `/ca/`.
  if (trimmed === "/") return prefix;
  if (trimmed.startsWith("/?") || trimmed.startsWith("/#")) return prefix + trimmed.slice(1);
  return prefix + trimmed;
}

export interface MarketPath {
  market: MarketConfig;
  /** The path inside the market, always beginning with `/` (`/ca` gives `/`). */
  path: string;
}

/**
 * Resolves the market from the leading path prefix (used by the Worker before routing):
 * `/ca`, `/ca/` and `/ca/...` are Canada; everything else, including `/cats` and `/cabin`, is the
 * US. Matching is case-sensitive, as the prefix is. A query string or fragment on the pathname is
 * kept on the returned path.
 */
export function stripMarketPrefix(pathname: string): MarketPath {
  for (const market of MARKETS) {
    const prefix = market.pathPrefix;
    if (prefix === "" || !hasPrefix(pathname, prefix)) continue;
    const rest = pathname.slice(prefix.length);
    return { market, path: rest.startsWith("/") ? rest : `/${rest}` };
  }
  return { market: US_MARKET, path: pathname === "" ? "/" : pathname };
}
