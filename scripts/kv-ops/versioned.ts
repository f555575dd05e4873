import { parseVersionPointer, pointerAfterPublish, pointerAfterRollback, type Parsed, type VersionPointer } from "#app/kv/versions.ts";
import { OpsError } from "./ops-error";
import type { KvStore } from "./kv-store";

/*
 * Publish and roll back for any versioned KV table (app/kv/versions.ts): upload a new immutable
 * version, then flip the pointer; or flip it back. What differs per table (how a version is read,
 * how two versions differ) comes in as a `VersionedTable`.
 */

export interface VersionedTable<Live extends { version: string }> {
  /** The npm script prefix: `redirects`, `content`. */
  name: string;
  pointerKey: string;
  versionKey(version: string): string;
  /** A stored version, validated. */
  parseVersion(text: string): Parsed<Live>;
  /** The most a Worker waits before it reads a flipped pointer. */
  liveWithinSeconds: number;
  /** What changes between two versions, one line each (`before` null: nothing valid was live). */
  describeChanges(before: Live | null, after: Live): { lines: string[]; changed: boolean };
}

export interface OpsContext {
  store: KvStore;
  log: (line: string) => void;
  now?: () => Date;
}

/** The live pointer, or null when nothing is published; a broken pointer is an error. */
export async function readPointer(store: KvStore, table: VersionedTable<{ version: string }>): Promise<VersionPointer | null> {
  const text = await store.get(table.pointerKey);
  if (text === null) return null;
  const pointer = parseVersionPointer(text, `${table.name} pointer`);
  if (!pointer.ok) throw new OpsError(`the pointer key ${table.pointerKey} in ${store.description} is invalid`, pointer.problems);
  return pointer.value;
}

/** A published version; missing or invalid is an error. */
export async function readVersion<Live extends { version: string }>(store: KvStore, table: VersionedTable<Live>, version: string): Promise<Live> {
  const key = table.versionKey(version);
  const text = await store.get(key);
  if (text === null) throw new OpsError(`version ${version} is missing from ${store.description} (${key})`);
  const parsed = table.parseVersion(text);
  if (!parsed.ok) throw new OpsError(`version ${version} in ${store.description} is invalid`, parsed.problems);
  return parsed.value;
}

export async function readLive<Live extends { version: string }>(
  store: KvStore,
  table: VersionedTable<Live>,
): Promise<{ pointer: VersionPointer; live: Live } | null> {
  const pointer = await readPointer(store, table);
  return pointer && { pointer, live: await readVersion(store, table, pointer.version) };
}

export interface PublishOptions {
  /** Publish even when nothing changed. */
  force?: boolean;
  /** Validate and diff only. */
  dryRun?: boolean;
}

export type PublishResult = { published: false; reason: "unchanged" | "dry-run" } | { published: true; version: string; previous: string | null };

/**
 * Diff against the live version → upload the new immutable version → flip the pointer. The
 * pointer is written last, so a failed upload leaves the live version as it was. `next` is already
 * validated; `body` is what is stored.
 */
export async function publishVersion<Live extends { version: string }>(
  ctx: OpsContext,
  table: VersionedTable<Live>,
  next: { value: Live; body: string },
  options: PublishOptions = {},
): Promise<PublishResult> {
  const { store, log } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  let current: VersionPointer | null = null;
  let live: Live | null = null;
  try {
    current = await readPointer(store, table);
    live = current && (await readVersion(store, table, current.version));
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    log(`warning: ${error.message}${error.details.length ? `: ${error.details.join("; ")}` : ""}; diffing against nothing`);
  }
  const changes = table.describeChanges(live, next.value);
  log(live ? `Changes against live version ${live.version} in ${store.description}:` : `Nothing valid is live in ${store.description}; everything is new:`);
  for (const line of changes.lines) log(`  ${line}`);

  if (options.dryRun) {
    log("Dry run: nothing uploaded.");
    return { published: false, reason: "dry-run" };
  }
  if (live && !changes.changed && !options.force) {
    log(`No changes: version ${live.version} stays live (use --force to publish anyway).`);
    return { published: false, reason: "unchanged" };
  }
  const version = next.value.version;
  await store.put(table.versionKey(version), next.body);
  log(`Uploaded version ${version} (${next.body.length} bytes) to ${table.versionKey(version)}.`);
  await store.put(table.pointerKey, JSON.stringify(pointerAfterPublish(current, version, now)));
  log(`Pointer flipped: ${version} is live${current ? ` (was ${current.version})` : ""}. Workers pick it up within ${table.liveWithinSeconds} s.`);
  return { published: true, version, previous: current?.version ?? null };
}

export interface RollbackResult {
  from: string;
  to: string;
}

/** Flips the pointer back to the previous version (or to `to`), after checking that it is valid. */
export async function rollbackVersion<Live extends { version: string }>(ctx: OpsContext, table: VersionedTable<Live>, to?: string): Promise<RollbackResult> {
  const { store, log } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  const current = await readPointer(store, table);
  const plan = pointerAfterRollback(current, now, to);
  if (!plan.ok) throw new OpsError(`cannot roll back in ${store.description}: ${plan.problem}`);
  const target = await readVersion(store, table, plan.to);
  let leaving: Live | null = null;
  try {
    leaving = await readVersion(store, table, plan.from);
  } catch {
    // The version being left may be the broken one; the rollback is still wanted.
  }
  log(`Rolling back ${store.description} from ${plan.from} to ${plan.to}:`);
  for (const line of table.describeChanges(leaving, target).lines) log(`  ${line}`);
  await store.put(table.pointerKey, JSON.stringify(plan.pointer));
  log(`Pointer flipped: ${plan.to} is live (was ${plan.from}). Workers pick it up within ${table.liveWithinSeconds} s.`);
  log(`To undo: npm run ${table.name}:rollback -- <same target flags> --to ${plan.from}`);
  return { from: plan.from, to: plan.to };
}
