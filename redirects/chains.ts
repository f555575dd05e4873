import { findRedirect, PERMANENT_REDIRECT_STATUS, TEMPORARY_REDIRECT_STATUS, type RedirectIndex, type RedirectStatus } from "./lookup";
import { splitPathAndQuery } from "./paths";

export type FollowResult =
  /** Where the entry finally lands; `hops` lists every match key from the entry itself onwards. */
  | { kind: "final"; location: string; status: RedirectStatus; hops: string[] }
  /** The destination leads back to the entry itself at once. */
  | { kind: "self"; hops: string[] }
  /** The destination leads, through other entries, back to one already visited. */
  | { kind: "loop"; hops: string[] };

/**
 * Follows an entry's destination through the tables exactly as the Worker would answer it (same
 * matching, same query carrying), until it lands on a path that does not redirect.
 *
 * A chain is permanent only when every hop is: one 302 on the way makes the collapsed entry a 302.
 */
export function followRedirects(index: RedirectIndex, startKey: string, destination: string, status: RedirectStatus): FollowResult {
  const hops = [startKey];
  const seen = new Set(hops);
  let location = destination;
  let permanent = status === PERMANENT_REDIRECT_STATUS;
  for (;;) {
    const [path, query] = splitPathAndQuery(location);
    const next = findRedirect(index, path, query);
    if (next === null) {
      return { kind: "final", location, status: permanent ? PERMANENT_REDIRECT_STATUS : TEMPORARY_REDIRECT_STATUS, hops };
    }
    if (seen.has(next.matched)) {
      hops.push(next.matched);
      return { kind: hops.length === 2 ? "self" : "loop", hops };
    }
    hops.push(next.matched);
    seen.add(next.matched);
    location = next.location;
    if (next.status !== PERMANENT_REDIRECT_STATUS) permanent = false;
  }
}
