import { catalogueVersionQuery } from "#app/catalogue/queries.server.ts";
import { createSharedWork, type KeepAlive } from "#app/isolate/shared-work.ts";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

/** A request waits this long for a version read another request started; then its page is not cached. */
const CATALOGUE_VERSION_READ_TIMEOUT_MS = 2_000;

/**
 * The catalogue's version (catalogue_meta), read at most once per `ttlMs` per isolate (env
 * CATALOGUE_VERSION_TTL_SECONDS); null when D1 fails or the read is lost (then nothing is cached).
 * A reseed reaches the edge cache's keys within the TTL; the cached pages of the old version are
 * then never asked for again. Concurrent requests share one read, lent the first one's keepAlive
 * (app/isolate/shared-work.ts).
 */
export function createCatalogueVersionReader(now = Date.now) {
  let cached: { version: string; readAt: number } | null = null;
  const reads = createSharedWork<string | null>({ what: "the catalogue version read", timeoutMs: CATALOGUE_VERSION_READ_TIMEOUT_MS, now });
  return function catalogueVersion(db: CatalogueDb, ttlMs: number, keepAlive?: KeepAlive): Promise<string | null> {
    if (cached && now() - cached.readAt < ttlMs) return Promise.resolve(cached.version);
    return reads
      .run(
        "version",
        async () => {
          try {
            const { sql, params } = catalogueVersionQuery();
            const row = await db
              .prepare(sql)
              .bind(...params)
              .first<{ version: string | null }>();
            cached = { version: row?.version ?? "", readAt: now() };
            return cached.version;
          } catch {
            return null;
          }
        },
        keepAlive,
      )
      .catch(() => null);
  };
}
