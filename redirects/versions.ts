import { REDIRECTS_POINTER_HISTORY } from "./kv-keys";
import { REDIRECT_DOCUMENT_FORMAT, type RedirectPointer } from "./schema";

/** The pointer after publishing `version`: the old live version goes to the front of `previous`. */
export function pointerAfterPublish(current: RedirectPointer | null, version: string, now: Date): RedirectPointer {
  const previous = current ? [current.version, ...current.previous].filter((v) => v !== version) : [];
  return { format: REDIRECT_DOCUMENT_FORMAT, version, previous: previous.slice(0, REDIRECTS_POINTER_HISTORY), updatedAt: now.toISOString() };
}

export type RollbackPlan = { ok: true; pointer: RedirectPointer; from: string; to: string } | { ok: false; problem: string };

/**
 * The pointer after a rollback. Without `to`: the version live before this one, and `previous`
 * shrinks by one, so repeated rollbacks walk further back. With `to`: that version (any published
 * one, e.g. to undo a rollback); the version being left goes to the front of `previous`.
 */
export function pointerAfterRollback(current: RedirectPointer | null, now: Date, to?: string): RollbackPlan {
  if (!current) return { ok: false, problem: "nothing is published yet (no pointer key)" };
  if (to === undefined) {
    const [target, ...rest] = current.previous;
    if (target === undefined) return { ok: false, problem: `version ${current.version} has no earlier version to roll back to` };
    return {
      ok: true,
      from: current.version,
      to: target,
      pointer: { format: REDIRECT_DOCUMENT_FORMAT, version: target, previous: rest, updatedAt: now.toISOString() },
    };
  }
  if (to === current.version) return { ok: false, problem: `version ${to} is already live` };
  return { ok: true, from: current.version, to, pointer: pointerAfterPublish(current, to, now) };
}
