import type { MarketConfig } from "#app/markets/config.ts";
import { stripMarketPrefix } from "#app/markets/prefix.ts";
import { compileRedirectTables, createRedirectDocument, parseRedirectTables } from "#redirects/compile.ts";
import { diffRedirectRows, formatRedirectDiff, hasChanges } from "#redirects/diff.ts";
import { parseRedirectDocument, parseRedirectPointer } from "#redirects/document.ts";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "#redirects/kv-keys.ts";
import { buildRedirectIndex, rowsOfIndex, type RedirectIndex } from "#redirects/lookup.ts";
import type { RedirectPointer } from "#redirects/schema.ts";
import { pointerAfterPublish, pointerAfterRollback } from "#redirects/versions.ts";
import { decideRedirect, REDIRECT_TABLE_TTL_MS, type MarketRedirect } from "#worker/redirects.ts";
import type { KvStore } from "./kv-store";

/*
 * The redirect operations behind `npm run redirects:publish|rollback|check`, over any KvStore so
 * that tests run them against memory as well as against wrangler's local KV.
 */

/** A refusal with every reason, one per line; the CLI prints them and exits 1. */
export class RedirectsCliError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

export interface OpsContext {
  store: KvStore;
  log: (line: string) => void;
  now?: () => Date;
}

export interface LiveTables {
  pointer: RedirectPointer;
  index: RedirectIndex;
}

/** The live pointer, or null when nothing is published; a broken pointer is an error. */
export async function readPointer(store: KvStore): Promise<RedirectPointer | null> {
  const text = await store.get(REDIRECTS_POINTER_KEY);
  if (text === null) return null;
  const pointer = parseRedirectPointer(text);
  if (!pointer.ok) throw new RedirectsCliError(`the pointer key ${REDIRECTS_POINTER_KEY} in ${store.description} is invalid`, pointer.problems);
  return pointer.value;
}

/** A published version's index; missing or invalid is an error. */
export async function readVersion(store: KvStore, version: string): Promise<RedirectIndex> {
  const text = await store.get(redirectsVersionKey(version));
  if (text === null) throw new RedirectsCliError(`version ${version} is missing from ${store.description} (${redirectsVersionKey(version)})`);
  const document = parseRedirectDocument(text);
  if (!document.ok) throw new RedirectsCliError(`version ${version} in ${store.description} is invalid`, document.problems);
  return document.value;
}

export async function readLive(store: KvStore): Promise<LiveTables | null> {
  const pointer = await readPointer(store);
  return pointer && { pointer, index: await readVersion(store, pointer.version) };
}

/** Validates tables as written and compiles them, or throws with every problem. */
export function compileTablesOrThrow(input: unknown, source: string) {
  const parsed = parseRedirectTables(input);
  if (!parsed.ok) throw new RedirectsCliError(`${source} is invalid (${parsed.problems.length} problem${parsed.problems.length === 1 ? "" : "s"})`, parsed.problems);
  return compileRedirectTables(parsed.tables);
}

export interface PublishOptions {
  /** Where the tables came from, for messages. */
  source: string;
  /** Publish even when nothing changed. */
  force?: boolean;
  /** Validate and diff only. */
  dryRun?: boolean;
}

export type PublishResult = { published: false; reason: "unchanged" | "dry-run" } | { published: true; version: string; previous: string | null };

/**
 * Validate → diff against the live version → upload a new immutable version → flip the pointer.
 * The pointer is written last, so a failed upload leaves the live version as it was.
 */
export async function publishRedirects(ctx: OpsContext, input: unknown, options: PublishOptions): Promise<PublishResult> {
  const { store, log } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  const compiled = compileTablesOrThrow(input, options.source);
  log(`${options.source}: ${compiled.static.length} static and ${compiled.categoryIds.length} category-id entries are valid.`);
  for (const chain of compiled.collapsed) log(`  collapsed chain ${chain.hops.join(" → ")}: ${chain.from} now goes straight to ${chain.to}`);

  let current: RedirectPointer | null = null;
  let live: RedirectIndex | null = null;
  try {
    current = await readPointer(store);
    live = current && (await readVersion(store, current.version));
  } catch (error) {
    if (!(error instanceof RedirectsCliError)) throw error;
    log(`warning: ${error.message}${error.details.length ? `: ${error.details.join("; ")}` : ""}; diffing against nothing`);
  }
  const diff = diffRedirectRows(live && rowsOfIndex(live), compiled);
  log(live ? `Changes against live version ${live.version} in ${store.description}:` : `Nothing valid is live in ${store.description}; everything is new:`);
  for (const line of formatRedirectDiff(diff)) log(`  ${line}`);

  if (options.dryRun) {
    log("Dry run: nothing uploaded.");
    return { published: false, reason: "dry-run" };
  }
  if (live && !hasChanges(diff) && !options.force) {
    log(`No changes: version ${live.version} stays live (use --force to publish anyway).`);
    return { published: false, reason: "unchanged" };
  }
  const document = await createRedirectDocument(compiled, now);
  const body = JSON.stringify(document);
  await store.put(redirectsVersionKey(document.version), body);
  log(`Uploaded version ${document.version} (${body.length} bytes) to ${redirectsVersionKey(document.version)}.`);
  await store.put(REDIRECTS_POINTER_KEY, JSON.stringify(pointerAfterPublish(current, document.version, now)));
  log(`Pointer flipped: ${document.version} is live${current ? ` (was ${current.version})` : ""}. Workers pick it up within ${REDIRECT_TABLE_TTL_MS / 1000} s.`);
  return { published: true, version: document.version, previous: current?.version ?? null };
}

export interface RollbackResult {
  from: string;
  to: string;
}

/** Flips the pointer back to the previous version (or to `to`), after checking that it is valid. */
export async function rollbackRedirects(ctx: OpsContext, to?: string): Promise<RollbackResult> {
  const { store, log } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  const current = await readPointer(store);
  const plan = pointerAfterRollback(current, now, to);
  if (!plan.ok) throw new RedirectsCliError(`cannot roll back in ${store.description}: ${plan.problem}`);
  const target = await readVersion(store, plan.to);
  let leaving: RedirectIndex | null = null;
  try {
    leaving = await readVersion(store, plan.from);
  } catch {
    // The version being left may be the broken one; the rollback is still wanted.
  }
  const diff = diffRedirectRows(leaving && rowsOfIndex(leaving), rowsOfIndex(target));
  log(`Rolling back ${store.description} from ${plan.from} to ${plan.to}:`);
  for (const line of formatRedirectDiff(diff)) log(`  ${line}`);
  await store.put(REDIRECTS_POINTER_KEY, JSON.stringify(plan.pointer));
  log(`Pointer flipped: ${plan.to} is live (was ${plan.from}). Workers pick it up within ${REDIRECT_TABLE_TTL_MS / 1000} s.`);
  log(`To undo: npm run redirects:rollback -- <same target flags> --to ${plan.from}`);
  return { from: plan.from, to: plan.to };
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
