import { formatVersionId, sha256Hex } from "#app/kv/versions.ts";
import { followRedirects } from "./chains";
import {
  buildRedirectIndex,
  categoryIdMatchKey,
  packRedirectRows,
  PERMANENT_REDIRECT_STATUS,
  TEMPORARY_REDIRECT_STATUS,
  type CategoryIdRow,
  type RedirectRows,
  type StaticRow,
} from "./lookup";
import { normaliseRedirectPath } from "./paths";
import { describeRedirectIssues, REDIRECT_DOCUMENT_FORMAT, RedirectDocument, RedirectTables } from "./schema";

export type ParsedTables = { ok: true; tables: RedirectTables } | { ok: false; problems: string[] };

/** Validates tables as written (JSON already parsed) and lists every problem, one line each. */
export function parseRedirectTables(input: unknown): ParsedTables {
  const result = RedirectTables.safeParse(input);
  return result.success ? { ok: true, tables: result.data } : { ok: false, problems: describeRedirectIssues(result.error) };
}

interface CollapsedChain {
  /** The entry (`/b/old` or `c:3312`) and every entry it passed through. */
  hops: string[];
  from: string;
  to: string;
}

export interface CompiledTables extends RedirectRows {
  static: StaticRow[];
  categoryIds: CategoryIdRow[];
  /** Entries whose destination itself redirected, now pointing at the final destination. */
  collapsed: CollapsedChain[];
}

/**
 * Turns validated tables into published rows: sources normalised, and every chain collapsed to its
 * final destination (a redirect never lands on another redirect), with the query carrying the
 * Worker would do on the way. Throws if handed tables that did not pass `RedirectTables`.
 */
export function compileRedirectTables(tables: RedirectTables): CompiledTables {
  const staticRows: StaticRow[] = tables.static.map((e) => [
    normaliseRedirectPath(e.from),
    e.to,
    e.permanent ? PERMANENT_REDIRECT_STATUS : TEMPORARY_REDIRECT_STATUS,
  ]);
  const idRows: CategoryIdRow[] = tables.categoryIds.map((e) => [e.categoryId, e.to]);
  const index = buildRedirectIndex({ version: "draft", publishedAt: "", static: staticRows, categoryIds: idRows });
  const collapsed: CollapsedChain[] = [];

  const finalOf = (key: string, to: string, status: StaticRow[2]) => {
    const result = followRedirects(index, key, to, status);
    if (result.kind !== "final") throw new Error(`compileRedirectTables: ${key} is a ${result.kind}; validate with RedirectTables first`);
    if (result.hops.length > 1) collapsed.push({ hops: result.hops, from: key, to: result.location });
    return result;
  };
  return {
    static: staticRows.map(([from, to, status]) => {
      const final = finalOf(from, to, status);
      return [from, final.location, final.status] as const;
    }),
    categoryIds: idRows.map(([id, to]) => [id, finalOf(categoryIdMatchKey(id), to, PERMANENT_REDIRECT_STATUS).location] as const),
    collapsed,
  };
}

/** SHA-256 (hex) of the rows, so identical tables get the same hash in any environment. */
export function hashRedirectRows(rows: RedirectRows): Promise<string> {
  return sha256Hex(JSON.stringify([rows.static, rows.categoryIds]));
}

/** The KV document for compiled rows (checked against `RedirectDocument` before it is returned). */
export async function createRedirectDocument(rows: RedirectRows, publishedAt: Date): Promise<RedirectDocument> {
  const document: RedirectDocument = {
    format: REDIRECT_DOCUMENT_FORMAT,
    version: formatVersionId(publishedAt, await hashRedirectRows(rows)),
    publishedAt: publishedAt.toISOString(),
    ...packRedirectRows(rows),
  };
  RedirectDocument.parse(document);
  return document;
}
