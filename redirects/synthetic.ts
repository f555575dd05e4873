import { DESTINATION_CATEGORIES, DESTINATION_SITE_PAGES, canonicalListingPath } from "./destinations";
import { packRedirectRows, PERMANENT_REDIRECT_STATUS, TEMPORARY_REDIRECT_STATUS, type CategoryIdRow, type StaticRow } from "./lookup";
import { REDIRECT_DOCUMENT_FORMAT, type RedirectDocument, type RedirectTablesInput } from "./schema";

/**
 * Synthetic, valid redirect tables of any size, for benchmarks (lookup with 50,000 entries, cold
 * load and parse) and size tests. Deterministic: the same `n` always gives the same tables.
 *
 * - Sources alternate between retired browse pages and retired high-value facet pages, with realistic
 *   lengths; none is a destination, so there are no chains.
 * - Destinations cycle through the real destinations of the default tables.
 * - Every tenth entry is a 302. One category-id entry per 100 static entries (ids from 800,000).
 */
export interface SyntheticOptions {
  /** Category-id entries; default `Math.ceil(n / 100)`. */
  categoryIds?: number;
}

const DESTINATIONS = [...DESTINATION_CATEGORIES.map(canonicalListingPath), ...DESTINATION_SITE_PAGES];
const SYNTHETIC_CATEGORY_ID_BASE = 800_000;

/** The i-th synthetic source path (handy for benchmarks that need a hit). */
export function syntheticSourcePath(i: number): string {
  const hex = ((i * 2654435761) >>> 0).toString(16).padStart(8, "0").slice(0, 6);
  return i % 2 === 0 ? `/b/retired-category-page-${i}` : `/f/retired-facet-page-${i}_c${900_000 + (i % 1000)}_f158v${hex}`;
}

function syntheticRows(n: number, options: SyntheticOptions) {
  const staticRows: StaticRow[] = new Array(n);
  for (let i = 0; i < n; i++) {
    staticRows[i] = [syntheticSourcePath(i), DESTINATIONS[i % DESTINATIONS.length], i % 10 === 9 ? TEMPORARY_REDIRECT_STATUS : PERMANENT_REDIRECT_STATUS];
  }
  const idCount = options.categoryIds ?? Math.ceil(n / 100);
  const idRows: CategoryIdRow[] = new Array(idCount);
  for (let k = 0; k < idCount; k++) {
    idRows[k] = [SYNTHETIC_CATEGORY_ID_BASE + k, canonicalListingPath(DESTINATION_CATEGORIES[k % DESTINATION_CATEGORIES.length])];
  }
  return { staticRows, idRows };
}

/** Tables in the form people write (for the publish CLI: `--file`). */
export function syntheticRedirectTables(n: number, options: SyntheticOptions = {}): RedirectTablesInput {
  const { staticRows, idRows } = syntheticRows(n, options);
  return {
    static: staticRows.map(([from, to, status]) => (status === PERMANENT_REDIRECT_STATUS ? { from, to } : { from, to, permanent: false })),
    categoryIds: idRows.map(([categoryId, to]) => ({ categoryId, to })),
  };
}

/** A published KV document (what the Worker loads), without going through the publish step. */
export function syntheticRedirectDocument(n: number, options: SyntheticOptions = {}): RedirectDocument {
  const { staticRows, idRows } = syntheticRows(n, options);
  return {
    format: REDIRECT_DOCUMENT_FORMAT,
    version: `synthetic-${n}`,
    publishedAt: "2026-01-01T00:00:00.000Z",
    ...packRedirectRows({ static: staticRows, categoryIds: idRows }),
  };
}
