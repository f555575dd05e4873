import { categoryIdFromListingUrl } from "./category-id";
import { appendQuery, normaliseRedirectPath } from "./paths";

/** spec §9: "Redirect status 301 when permanent, otherwise 302." */
export const PERMANENT_REDIRECT_STATUS = 301;
export const TEMPORARY_REDIRECT_STATUS = 302;
export type RedirectStatus = typeof PERMANENT_REDIRECT_STATUS | typeof TEMPORARY_REDIRECT_STATUS;

/**
 * The reason sent in `x-redirect-reason` (spec §2 "Recognised reasons": "static id-based redirect";
 * the path table's reason is named the same way).
 */
const REDIRECT_REASON_STATIC = "static-redirect";
const REDIRECT_REASON_CATEGORY_ID = "static-id-based-redirect";
type RedirectReason = typeof REDIRECT_REASON_STATIC | typeof REDIRECT_REASON_CATEGORY_ID;

/** A static row in readable form: normalised source, destination as written, status. */
export type StaticRow = readonly [from: string, to: string, status: RedirectStatus];
/** A category-id row in readable form (always 301). */
export type CategoryIdRow = readonly [categoryId: number, to: string];

export interface RedirectRows {
  static: readonly StaticRow[];
  categoryIds: readonly CategoryIdRow[];
}

/**
 * The tables ready for O(1) lookups: one Map per table. Map values are small integers (a
 * destination's index times two, plus one for a 302) so that building the Maps for a 50,000-entry
 * table allocates nothing per entry.
 */
export interface RedirectIndex {
  version: string;
  publishedAt: string;
  destinations: readonly string[];
  static: Map<string, number>;
  categoryIds: Map<number, number>;
}

/** Packs a destination index and status into one Map value. */
export function packTarget(destination: number, status: RedirectStatus): number {
  return destination * 2 + (status === TEMPORARY_REDIRECT_STATUS ? 1 : 0);
}
const destinationOf = (packed: number) => packed >>> 1;
const statusOf = (packed: number): RedirectStatus => ((packed & 1) === 1 ? TEMPORARY_REDIRECT_STATUS : PERMANENT_REDIRECT_STATUS);

/** The stored (packed) shape: destinations listed once, rows referring to them by index. */
export interface PackedRedirectRows {
  destinations: readonly string[];
  static: readonly (readonly [from: string, destination: number, status: RedirectStatus])[];
  categoryIds: readonly (readonly [categoryId: number, destination: number])[];
}

/** Lists each destination once (publish step and synthetic tables). */
export function packRedirectRows(rows: RedirectRows): PackedRedirectRows {
  const destinations: string[] = [];
  const indexOf = new Map<string, number>();
  const ref = (to: string) => {
    let i = indexOf.get(to);
    if (i === undefined) {
      i = destinations.push(to) - 1;
      indexOf.set(to, i);
    }
    return i;
  };
  return {
    destinations,
    static: rows.static.map(([from, to, status]) => [from, ref(to), status] as const),
    categoryIds: rows.categoryIds.map(([id, to]) => [id, ref(to)] as const),
  };
}

/**
 * Builds the lookup Maps from readable rows (validation and publish; the Worker gets its index
 * straight from `RedirectDocument`). Later rows win.
 */
export function buildRedirectIndex(rows: RedirectRows & { version: string; publishedAt: string }): RedirectIndex {
  const packed = packRedirectRows(rows);
  const statics = new Map<string, number>();
  for (const [from, d, status] of packed.static) statics.set(from, packTarget(d, status));
  const categoryIds = new Map<number, number>();
  for (const [id, d] of packed.categoryIds) categoryIds.set(id, packTarget(d, PERMANENT_REDIRECT_STATUS));
  return { version: rows.version, publishedAt: rows.publishedAt, destinations: packed.destinations, static: statics, categoryIds };
}

/** The readable rows of an index (diffs against the live version, the check command). */
export function rowsOfIndex(index: RedirectIndex): RedirectRows {
  return {
    static: [...index.static].map(([from, t]) => [from, index.destinations[destinationOf(t)], statusOf(t)] as const),
    categoryIds: [...index.categoryIds].map(([id, t]) => [id, index.destinations[destinationOf(t)]] as const),
  };
}

export interface RedirectDecision {
  status: RedirectStatus;
  /** The destination with the visitor's query string, without a market prefix. */
  location: string;
  reason: RedirectReason;
  /** What matched: the normalised source path, or `c:{id}` for the category-id table. */
  matched: string;
}

export const categoryIdMatchKey = (categoryId: number) => `c:${categoryId}`;

/**
 * What a path (without market prefix) and its query string (without `?`) redirect to, or null.
 * The static table is consulted first (an exact path is more specific than a category id).
 */
export function findRedirect(index: RedirectIndex, path: string, query: string): RedirectDecision | null {
  const key = normaliseRedirectPath(path);
  const target = index.static.get(key);
  if (target !== undefined) {
    return {
      status: statusOf(target),
      location: appendQuery(index.destinations[destinationOf(target)], query),
      reason: REDIRECT_REASON_STATIC,
      matched: key,
    };
  }
  if (index.categoryIds.size === 0) return null;
  const hit = categoryIdFromListingUrl(key, query);
  if (hit === null) return null;
  const idTarget = index.categoryIds.get(hit.categoryId);
  if (idTarget === undefined) return null;
  return {
    status: PERMANENT_REDIRECT_STATUS,
    location: appendQuery(index.destinations[destinationOf(idTarget)], hit.carriedQuery),
    reason: REDIRECT_REASON_CATEGORY_ID,
    matched: categoryIdMatchKey(hit.categoryId),
  };
}
