// The versioned-document layout every ops-published KV table shares (redirect tables, decision 0003;
// managed content, decision 0026): each published version is an immutable key, and one small
// pointer key names the live version and those live before it, so a publish is "upload, then flip"
// and a rollback is one small write. Pure: the Worker, the CLIs and tests use the same rules.
import { z, type ZodError } from "zod";
import { documentPath } from "#app/validation/describe-zod-error.ts";

/** The pointer's own format (both tables use the same pointer). */
const VERSION_POINTER_FORMAT = 1;
/** How many earlier versions a pointer remembers for rollback. */
export const VERSION_POINTER_HISTORY = 20;

/** Version names are KV-key-safe; publish makes them sortable by time (see `formatVersionId`). */
export const VersionId = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, "version must be 1-100 letters, digits, dots, dashes or underscores");

/** The pointer key's value: the live version and the ones live before it (most recent first). */
export const VersionPointer = z
  .object({
    format: z.literal(VERSION_POINTER_FORMAT),
    version: VersionId,
    previous: z.array(VersionId).max(VERSION_POINTER_HISTORY),
    updatedAt: z.string().datetime(),
  })
  .strict();
export type VersionPointer = z.infer<typeof VersionPointer>;

/** A value read from KV: valid, or every problem found, one line each. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Each issue where it is in the document: `zones[0].theme: …`. */
export function describeIssues(error: ZodError): string[] {
  return error.issues.map((issue) => `${documentPath(issue.path) || "value"}: ${issue.message}`);
}

/**
 * A KV value's text parsed and validated; problems start with `what` (the key or the kind of value)
 * and are worded by `describe` (each table names its own mistakes).
 */
export function parseStoredJson<T>(
  text: string,
  what: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  describe: (error: ZodError) => string[] = describeIssues,
): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`${what} is not JSON: ${(error as Error).message}`] };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: describe(result.error).map((problem) => `${what}: ${problem}`) };
}

/** A pointer key's text as read from KV (Worker and CLIs). */
export function parseVersionPointer(text: string, what = "pointer"): Parsed<VersionPointer> {
  return parseStoredJson(text, what, VersionPointer);
}

/** `20261122T084504123Z-1a2b3c4d`: sorts by publish time, ends with the content hash. */
export function formatVersionId(publishedAt: Date, contentHash: string): string {
  const stamp = publishedAt.toISOString().replace(/[-:]/g, "").replace(".", "");
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

/** SHA-256 (hex) of a text, so identical content gets the same hash in any environment. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The pointer after publishing `version`: the old live version goes to the front of `previous`. */
export function pointerAfterPublish(current: VersionPointer | null, version: string, now: Date): VersionPointer {
  const previous = current ? [current.version, ...current.previous].filter((v) => v !== version) : [];
  return { format: VERSION_POINTER_FORMAT, version, previous: previous.slice(0, VERSION_POINTER_HISTORY), updatedAt: now.toISOString() };
}

export type RollbackPlan = { ok: true; pointer: VersionPointer; from: string; to: string } | { ok: false; problem: string };

/**
 * The pointer after a rollback. Without `to`: the version live before this one, and `previous`
 * shrinks by one, so repeated rollbacks walk further back. With `to`: that version (any published
 * one, e.g. to undo a rollback); the version being left goes to the front of `previous`.
 */
export function pointerAfterRollback(current: VersionPointer | null, now: Date, to?: string): RollbackPlan {
  if (!current) return { ok: false, problem: "nothing is published yet (no pointer key)" };
  if (to === undefined) {
    const [target, ...rest] = current.previous;
    if (target === undefined) return { ok: false, problem: `version ${current.version} has no earlier version to roll back to` };
    return {
      ok: true,
      from: current.version,
      to: target,
      pointer: { format: VERSION_POINTER_FORMAT, version: target, previous: rest, updatedAt: now.toISOString() },
    };
  }
  if (to === current.version) return { ok: false, problem: `version ${to} is already live` };
  return { ok: true, from: current.version, to, pointer: pointerAfterPublish(current, to, now) };
}

/** What a walk of a pointer's versions found: the newest one that loads, or none (then `problems` say why). */
export type NewestVersion<T> = { version: string; value: T; problems: string[] } | { version: null; problems: string[]; reachedHeld: boolean };

/**
 * The newest version a pointer names that loads: the live one, else those live before it, newest
 * first, so a corrupt or missing live version after a restart still serves the last good one
 * (issue #8 for redirects, #23 for managed content), and every isolate, warm or cold, walks the same
 * list to the same answer. The walk stops at `held` (the version the isolate already serves: it is
 * newer than anything after it). Versions are immutable keys: one found invalid is never downloaded
 * again (a missing one may still be on its way, so it is tried again).
 */
export function createVersionWalker<T>() {
  let rejected = new Map<string, string[]>();
  return async function newestVersion(
    pointer: VersionPointer,
    held: string | null,
    load: (version: string) => Promise<Parsed<T> | { missing: string }>,
  ): Promise<NewestVersion<T>> {
    const named = [pointer.version, ...pointer.previous];
    rejected = new Map([...rejected].filter(([version]) => named.includes(version)));
    const problems: string[] = [];
    for (const version of named) {
      if (version === held) return { version: null, problems, reachedHeld: true };
      const known = rejected.get(version);
      const loaded = known ? { ok: false as const, problems: known } : await load(version);
      if ("missing" in loaded) {
        problems.push(loaded.missing);
      } else if (loaded.ok) {
        return { version, value: loaded.value, problems };
      } else {
        rejected.set(version, loaded.problems);
        problems.push(...loaded.problems);
      }
    }
    return { version: null, problems, reachedHeld: false };
  };
}
