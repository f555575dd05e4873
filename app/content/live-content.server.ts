// The Worker's side of managed content (issue #10): the live version from the CONTENT KV, validated
// when read, kept in the isolate for at most a minute (merchandisers' changes show within 60 s, with
// no redeploy), and never a broken page: a missing or invalid version leaves the last good content,
// or none, and says why in the log.
import { createVersionWalker, parseVersionPointer } from "#app/kv/versions.ts";
import { CONTENT_POINTER_KEY, contentVersionKey, parseContentDocument, type ContentSource } from "./content-document";

/** How long an isolate keeps what it read: the most a published change waits to show. */
export const LIVE_CONTENT_TTL_MS = 60_000;

/** What the reader needs of a KV namespace. */
export type ContentKv = Pick<KVNamespace, "get">;

/** The live version and its content; both null when nothing valid was ever published. */
export interface LiveContent {
  version: string | null;
  content: ContentSource | null;
}

interface Kept extends LiveContent {
  at: number;
}

/** One per isolate: the content it read last. */
export function createLiveContent(options: { ttlMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? LIVE_CONTENT_TTL_MS;
  const newestVersion = createVersionWalker<ContentSource>();
  let kept: Kept | null = null;
  return {
    /** The live content (its version goes into the edge cache key, so a publish renders pages anew). */
    async read(kv: ContentKv, log: (message: string) => void, now: number = Date.now()): Promise<LiveContent> {
      if (kept && now - kept.at < ttlMs) return kept;
      const last = kept;
      try {
        kept = { at: now, ...(await readLive(kv, last, newestVersion, log)) };
      } catch (error) {
        log(`managed content unavailable, ${last?.content ? `keeping version ${last.version}` : "showing none"}: ${(error as Error).message}`);
        kept = { at: now, version: last?.version ?? null, content: last?.content ?? null };
      }
      return kept;
    },
  };
}

/**
 * The pointer's live version, else the newest good one its history names (a corrupt live version
 * after a restart still serves the last good content, as redirects do: app/kv/versions.ts).
 */
async function readLive(
  kv: ContentKv,
  last: Kept | null,
  newestVersion: ReturnType<typeof createVersionWalker<ContentSource>>,
  log: (message: string) => void,
): Promise<LiveContent> {
  const pointerText = await kv.get(CONTENT_POINTER_KEY);
  if (pointerText === null) return { version: null, content: null };
  const pointer = parseVersionPointer(pointerText, CONTENT_POINTER_KEY);
  if (!pointer.ok) throw new Error(pointer.problems.join("; "));
  const held = last?.content ? last.version : null;
  // The same version as before: nothing to read again.
  if (held === pointer.value.version && last) return { version: last.version, content: last.content };
  const found = await newestVersion(pointer.value, held, async (version) => {
    const key = contentVersionKey(version);
    const documentText = await kv.get(key);
    if (documentText === null) return { missing: `${key} is missing` };
    const document = parseContentDocument(documentText, key);
    return document.ok ? { ok: true, value: document.value.content } : { ok: false, problems: document.problems.slice(0, 5) };
  });
  if (found.version === null) throw new Error(found.problems.join("; "));
  if (found.problems.length) log(`managed content: ${found.problems.join("; ")}; serving version ${found.version} from the pointer's history`);
  return { version: found.version, content: found.value };
}
