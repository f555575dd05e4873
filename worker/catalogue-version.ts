import { catalogueVersionQuery } from "#app/catalogue/queries.server.ts";
import type { CatalogueSession } from "#app/catalogue/catalogue-session.server.ts";
import { createSharedWork, type KeepAlive } from "#app/isolate/shared-work.ts";

/** A request waits this long for a version read another request started; then its page is not cached. */
const CATALOGUE_VERSION_READ_TIMEOUT_MS = 2_000;

/** The catalogue's version, and the bookmark of the D1 state it was read at (null where D1 gives none). */
export interface CatalogueVersion {
  version: string;
  bookmark: string | null;
}

/**
 * The catalogue's version (catalogue_meta), read at most once per `ttlMs` per isolate (env
 * CATALOGUE_VERSION_TTL_SECONDS); null when D1 fails or the read is lost (then nothing is cached).
 * A reseed reaches the edge cache's keys within the TTL; the cached pages of the old version are
 * then never asked for again. Concurrent requests share one read, made through the first one's
 * catalogue session and lent its keepAlive (app/isolate/shared-work.ts). The bookmark it was read
 * at comes with it: a page kept under the version must be rendered from a replica at least that new
 * (decision 0079).
 */
export function createCatalogueVersionReader(now = Date.now) {
  let cached: (CatalogueVersion & { readAt: number }) | null = null;
  const reads = createSharedWork<CatalogueVersion | null>({ what: "the catalogue version read", timeoutMs: CATALOGUE_VERSION_READ_TIMEOUT_MS, now });
  return function catalogueVersion(session: Pick<CatalogueSession, "db" | "bookmark">, ttlMs: number, keepAlive?: KeepAlive): Promise<CatalogueVersion | null> {
    if (cached && now() - cached.readAt < ttlMs) return Promise.resolve(cached);
    return reads
      .run(
        "version",
        async () => {
          try {
            const { sql, params } = catalogueVersionQuery();
            const row = await session.db
              .prepare(sql)
              .bind(...params)
              .first<{ version: string | null }>();
            cached = { version: row?.version ?? "", bookmark: session.bookmark(), readAt: now() };
            return cached;
          } catch {
            return null;
          }
        },
        keepAlive,
      )
      .catch(() => null);
  };
}
