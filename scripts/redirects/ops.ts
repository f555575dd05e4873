import type { MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import { compileRedirectTables, createRedirectDocument, parseRedirectTables } from "#redirects/compile.ts";
import { diffRedirectRows, formatRedirectDiff, hasChanges } from "#redirects/diff.ts";
import { parseRedirectDocument } from "#redirects/document.ts";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "#redirects/kv-keys.ts";
import { buildRedirectIndex, rowsOfIndex, type RedirectIndex } from "#redirects/lookup.ts";
import { decideRedirect, REDIRECT_TABLE_TTL_MS, type MarketRedirect } from "#worker/redirects.ts";
import { OpsError } from "#scripts/kv-ops/ops-error.ts";
import {
  publishVersion,
  rollbackVersion,
  type OpsContext,
  type PublishOptions,
  type PublishResult,
  type RollbackResult,
  type VersionedTable,
} from "#scripts/kv-ops/versioned.ts";

/*
 * The redirect operations behind `npm run redirects:publish|rollback|check`, over any KvStore so
 * that tests run them against memory as well as against wrangler's local KV. Publishing and
 * rolling back are the versioned-table steps every ops CLI shares (scripts/kv-ops/versioned.ts).
 */

/** The REDIRECTS namespace's versioned table: its keys, how a version is read and compared. */
export const REDIRECT_TABLES: VersionedTable<RedirectIndex> = {
  name: "redirects",
  pointerKey: REDIRECTS_POINTER_KEY,
  versionKey: redirectsVersionKey,
  parseVersion: parseRedirectDocument,
  liveWithinSeconds: REDIRECT_TABLE_TTL_MS / 1000,
  describeChanges(before, after) {
    const diff = diffRedirectRows(before && rowsOfIndex(before), rowsOfIndex(after));
    return { lines: formatRedirectDiff(diff), changed: hasChanges(diff) };
  },
};

/** Validates tables as written and compiles them, or throws with every problem. */
export function compileTablesOrThrow(input: unknown, source: string) {
  const parsed = parseRedirectTables(input);
  if (!parsed.ok) throw new OpsError(`${source} is invalid (${parsed.problems.length} problem${parsed.problems.length === 1 ? "" : "s"})`, parsed.problems);
  return compileRedirectTables(parsed.tables);
}

/**
 * Validate → diff against the live version → upload a new immutable version → flip the pointer.
 * The version is read back as the Worker will read it before anything is uploaded.
 */
export async function publishRedirects(ctx: OpsContext, input: unknown, options: PublishOptions & { source: string }): Promise<PublishResult> {
  const now = (ctx.now ?? (() => new Date()))();
  const compiled = compileTablesOrThrow(input, options.source);
  ctx.log(`${options.source}: ${compiled.static.length} static and ${compiled.categoryIds.length} category-id entries are valid.`);
  for (const chain of compiled.collapsed) ctx.log(`  collapsed chain ${chain.hops.join(" → ")}: ${chain.from} now goes straight to ${chain.to}`);
  const body = JSON.stringify(await createRedirectDocument(compiled, now));
  const parsed = parseRedirectDocument(body);
  if (!parsed.ok) throw new OpsError("the compiled document does not read back", parsed.problems);
  return publishVersion({ ...ctx, now: () => now }, REDIRECT_TABLES, { value: parsed.value, body }, options);
}

/** Flips the pointer back to the previous version (or to `to`), after checking that it is valid. */
export function rollbackRedirects(ctx: OpsContext, to?: string): Promise<RollbackResult> {
  return rollbackVersion(ctx, REDIRECT_TABLES, to);
}

export interface PathCheck {
  market: MarketConfig;
  pathWithoutPrefix: string;
  query: string;
  redirect: MarketRedirect | null;
}

/** What the Worker would answer for a path or URL (`/ca/b/dog-food?x=1`, `https://host/deals`). */
export function checkPath(index: RedirectIndex, pathOrUrl: string): PathCheck {
  const url = new URL(pathOrUrl, "http://localhost");
  const { market, path } = stripMarketPrefix(url.pathname);
  const query = url.search.slice(1);
  return { market, pathWithoutPrefix: path, query, redirect: decideRedirect(index, market, path, query) };
}

export function describePathCheck(pathOrUrl: string, check: PathCheck, tableLabel: string): string[] {
  const head = `GET ${pathOrUrl} (market ${check.market.name}, path ${check.pathWithoutPrefix})`;
  if (!check.redirect) return [head, `→ no redirect: the request goes on to assets/Remix (${tableLabel})`];
  const r = check.redirect;
  return [head, `→ ${r.status} ${r.location}`, `  reason ${r.reason}, matched ${r.matched}, ${tableLabel}`];
}

/** An index of tables that are not published (the `--file` form of check). */
export function indexOfTables(input: unknown, source: string): RedirectIndex {
  const compiled = compileTablesOrThrow(input, source);
  return buildRedirectIndex({ version: "unpublished", publishedAt: "", ...compiled });
}
