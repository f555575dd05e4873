import { DurableObject } from "cloudflare:workers";
import { LONGEST_WINDOW_SECONDS } from "#app/security/rate-limit.ts";

// Issue #28, decision 0080: the rate-limit counters, in a fixed number of Durable Objects with SQLite
// storage (app/security/rate-limit-shards.ts names them). One counter row per (bucket, window); the
// object applies one call at a time, so concurrent requests from every isolate are counted exactly.

/** One counter a call adds to: `weight` hits in the window that began at `windowStart` (seconds). */
export interface CounterHit {
  bucket: string;
  windowStart: number;
  windowSeconds: number;
  weight: number;
}

const SCHEMA =
  "CREATE TABLE IF NOT EXISTS counters (bucket TEXT NOT NULL, window_start INTEGER NOT NULL, window_end INTEGER NOT NULL, hits INTEGER NOT NULL, " +
  "PRIMARY KEY (bucket, window_start)) WITHOUT ROWID";
const HIT_SQL =
  "INSERT INTO counters (bucket, window_start, window_end, hits) VALUES (?, ?, ?, ?) " +
  "ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + excluded.hits RETURNING hits";

export class RateLimitCounters extends DurableObject {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    ctx.storage.sql.exec(SCHEMA);
  }

  /** Adds the hits and answers each counter's count after them, in order. */
  async count(hits: readonly CounterHit[]): Promise<number[]> {
    const sql = this.ctx.storage.sql;
    const counts = hits.map(
      (hit) => sql.exec<{ hits: number }>(HIT_SQL, hit.bucket, hit.windowStart, hit.windowStart + hit.windowSeconds, hit.weight).one().hits,
    );
    // Windows that are over are deleted by the object's own alarm, at most once per longest window,
    // never on a shopper's request.
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + LONGEST_WINDOW_SECONDS * 1000);
    return counts;
  }

  async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM counters WHERE window_end <= ?", Math.floor(Date.now() / 1000));
    if (sql.exec("SELECT 1 FROM counters LIMIT 1").toArray().length > 0) await this.ctx.storage.setAlarm(Date.now() + LONGEST_WINDOW_SECONDS * 1000);
  }
}
