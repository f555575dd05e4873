import { categoryIdMatchKey, PERMANENT_REDIRECT_STATUS, type RedirectRows, type RedirectStatus } from "./lookup";

interface RedirectTarget {
  to: string;
  status: RedirectStatus;
}
interface RedirectChange {
  /** The static source path, or `c:{id}` for the category-id table. */
  key: string;
  before?: RedirectTarget;
  after?: RedirectTarget;
}
export interface RedirectDiff {
  added: RedirectChange[];
  changed: RedirectChange[];
  removed: RedirectChange[];
  unchanged: number;
}

function targets(rows: RedirectRows | null): Map<string, RedirectTarget> {
  const map = new Map<string, RedirectTarget>();
  if (!rows) return map;
  for (const [from, to, status] of rows.static) map.set(from, { to, status });
  for (const [id, to] of rows.categoryIds) map.set(categoryIdMatchKey(id), { to, status: PERMANENT_REDIRECT_STATUS });
  return map;
}

/** What publishing `next` changes against the live rows (null when nothing is live yet). */
export function diffRedirectRows(live: RedirectRows | null, next: RedirectRows): RedirectDiff {
  const before = targets(live);
  const after = targets(next);
  const diff: RedirectDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  for (const [key, target] of after) {
    const old = before.get(key);
    if (!old) diff.added.push({ key, after: target });
    else if (old.to !== target.to || old.status !== target.status) diff.changed.push({ key, before: old, after: target });
    else diff.unchanged++;
  }
  for (const [key, target] of before) if (!after.has(key)) diff.removed.push({ key, before: target });
  return diff;
}

export function hasChanges(diff: RedirectDiff): boolean {
  return diff.added.length + diff.changed.length + diff.removed.length > 0;
}

const show = (t: RedirectTarget) => `${t.status} ${t.to}`;

/** A short, readable summary: counts, then up to `limit` lines per kind. */
export function formatRedirectDiff(diff: RedirectDiff, limit = 20): string[] {
  const lines = [`added ${diff.added.length}, changed ${diff.changed.length}, removed ${diff.removed.length}, unchanged ${diff.unchanged}`];
  const section = (changes: RedirectChange[], mark: string, line: (c: RedirectChange) => string) => {
    for (const change of changes.slice(0, limit)) lines.push(`  ${mark} ${line(change)}`);
    if (changes.length > limit) lines.push(`  ${mark} …and ${changes.length - limit} more`);
  };
  section(diff.added, "+", (c) => `${c.key} → ${show(c.after!)}`);
  section(diff.changed, "~", (c) => `${c.key}: ${show(c.before!)} ⇒ ${show(c.after!)}`);
  section(diff.removed, "-", (c) => `${c.key} (was ${show(c.before!)})`);
  return lines;
}
