// A least-recently-used map bounded by an estimate of the bytes it holds, for the per-isolate
// caches of the search engine (facet-index.server.ts): an isolate lives for many requests and has
// 128 MB in all, so every cache it keeps states its budget in bytes, not in entries (an entry
// can weigh 16 bytes or 200 KB). Pure.

export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private held = 0;

  /** `weigh` estimates an entry's bytes (key included); an entry over the whole budget is not kept. */
  constructor(
    readonly maxBytes: number,
    private readonly weigh: (key: K, value: V) => number,
  ) {}

  /** The value, marked as most recently used. */
  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Stores (or replaces) an entry, then drops the least recently used ones until within budget. */
  set(key: K, value: V): void {
    const old = this.entries.get(key);
    if (old) {
      this.held -= old.bytes;
      this.entries.delete(key);
    }
    const bytes = this.weigh(key, value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    for (const [k, e] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(k);
      this.held -= e.bytes;
    }
  }

  /** Drops an entry, if held. */
  delete(key: K): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.held -= e.bytes;
  }

  /** Estimated bytes held. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Bytes of a JS string in V8 (two-byte when not Latin-1), with the object header. */
export function stringBytes(s: string): number {
  // Any code unit above 0xFF makes V8 store the string two bytes per character.
  // eslint-disable-next-line no-control-regex -- the range starts at U+0000 on purpose: every Latin-1 code unit
  return 16 + (/[^\u0000-\u00ff]/.test(s) ? 2 : 1) * s.length;
}

/** Map entry overhead in V8 (hash table slot, entry record): a rough, generous figure. */
export const MAP_ENTRY_BYTES = 48;
