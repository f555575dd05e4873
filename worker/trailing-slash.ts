import { stripMarketPrefix } from "#app/markets/prefix.ts";

/*
 * One trailing-slash rule for every page (issue #27; docs/decisions/0064): a page's address never
 * ends in a slash, apart from the US home page `/`. `/b/dog_c288/`, `/brands/`, `/app/cart/`, a
 * product's `/dp/123/` and the Canadian home page `/ca/` answer 301 to the same address without its
 * trailing slashes, the query kept, so each page has one URL and it is the one its canonical link
 * names (`/ca/` goes to `/ca`, as app/markets/prefix.ts writes the Canadian home page).
 *
 * Machine paths are left alone: a static file or product picture, an API endpoint, a GraphQL server,
 * robots.txt. Their clients call the exact address, a 301 would turn a POST into a GET in most
 * clients, and a redirect there fixes nothing a crawler indexes; such a path with a slash stays the
 * 404 it was. Only GET and HEAD are redirected, for the same reason.
 */

/** The same pathname with its trailing slashes dropped, or null when it has none (or is `/`). */
export function withoutTrailingSlash(pathname: string): string | null {
  let end = pathname.length;
  while (end > 1 && pathname.charAt(end - 1) === "/") end--;
  return end === pathname.length ? null : pathname.slice(0, end);
}

export interface TrailingSlashRequest {
  method: string;
  pathname: string;
  /** The query with its `?`, or "" (URL.search). */
  search: string;
}

/**
 * The Location a page address with a trailing slash is moved to, or null. `isMachinePath` says
 * whether a path within its market (slash dropped, `/ca` removed) is a static file, an API or GraphQL
 * endpoint or robots.txt (the Worker knows its own).
 */
export function trailingSlashLocation({ method, pathname, search }: TrailingSlashRequest, isMachinePath: (path: string) => boolean): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const target = withoutTrailingSlash(pathname);
  if (target === null) return null;
  // `//x/` would become `//x`, which a browser reads as another host (the malformed-request step refuses these first).
  if (/^\/[/\\]/.test(target)) return null;
  const inMarket = stripMarketPrefix(target).path;
  if (inMarket !== "/" && isMachinePath(inMarket)) return null;
  return target + search;
}

/** The `x-redirect-reason` of this redirect (beside spec §2's reasons, which name the catalogue's). */
export const TRAILING_SLASH_REASON = "trailing-slash";
