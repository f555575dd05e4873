import { compileRedirectTables, createRedirectDocument, parseRedirectTables } from "./compile";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "./kv-keys";
import type { RedirectDocument, RedirectTablesInput } from "./schema";
import { pointerAfterPublish } from "#app/kv/versions.ts";
import { parseRedirectPointer } from "./document";

/*
 * Test helpers (used by tests beside the redirect modules; not imported by the Worker or the CLI).
 */

/** Compiles tables as written into a published document, or throws with every problem. */
export async function publishedDocument(tables: RedirectTablesInput | unknown, publishedAt = new Date("2026-01-01T00:00:00Z")): Promise<RedirectDocument> {
  const parsed = parseRedirectTables(tables);
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return createRedirectDocument(compileRedirectTables(parsed.tables), publishedAt);
}

/**
 * The part of KVNamespace the redirect layer uses, over a Map, with hooks to count reads and to
 * make reads fail.
 */
export class FakeRedirectsKv {
  readonly values = new Map<string, string>();
  readonly reads: string[] = [];
  failReads: Error | null = null;

  async get(key: string, type?: "text"): Promise<string | null> {
    if (type !== undefined && type !== "text") throw new Error(`FakeRedirectsKv only reads text, not ${String(type)}`);
    this.reads.push(key);
    if (this.failReads) throw this.failReads;
    return this.values.get(key) ?? null;
  }

  /** Stores a document under its version key and points the pointer at it (as publish does). */
  publish(document: RedirectDocument, at = new Date("2026-01-01T00:00:00Z")): void {
    this.values.set(redirectsVersionKey(document.version), JSON.stringify(document));
    const current = this.values.get(REDIRECTS_POINTER_KEY);
    const pointer = current ? parseRedirectPointer(current) : null;
    this.values.set(REDIRECTS_POINTER_KEY, JSON.stringify(pointerAfterPublish(pointer?.ok ? pointer.value : null, document.version, at)));
  }

  asKvNamespace(): KVNamespace {
    return this as unknown as KVNamespace;
  }
}
