import { catalogueVersionQuery } from "#app/search/query.server.ts";

/**
 * The catalogue's version (catalogue_meta), read at most once per `ttlMs` per isolate (env
 * CATALOGUE_VERSION_TTL_SECONDS); null when D1 fails. A reseed reaches the edge cache's keys within
 * the TTL; the cached pages of the old version are then never asked for again.
 */
export function createCatalogueVersionReader(now = Date.now) {
  let cached: { version: string; readAt: number } | null = null;
  let reading: Promise<string | null> | null = null;
  return function catalogueVersion(db: D1Database, ttlMs: number): Promise<string | null> {
    if (cached && now() - cached.readAt < ttlMs) return Promise.resolve(cached.version);
    // One read at a time per isolate: concurrent requests share it.
    reading ??= (async () => {
      try {
        const { sql, params } = catalogueVersionQuery();
        const row = await db.prepare(sql).bind(...params).first<{ version: string | null }>();
        cached = { version: row?.version ?? "", readAt: now() };
        return cached.version;
      } catch {
        return null;
      } finally {
        reading = null;
      }
    })();
    return reading;
  };
}
