import { parseEnv, type AppEnv } from "#app/env/env.server.ts";
import { RETENTION_BATCH_ROWS, RETENTION_MAX_BATCHES, retentionCutoffs, type RetentionCutoffs } from "#app/retention/retention.ts";
import { logError } from "#app/errors/log-line.ts";
import { replayDeadLetters } from "#app/analytics/queue.server.ts";

// The Cron Trigger's handler (wrangler.toml [triggers]): retention of anonymous writes (issue #8,
// decision 0015). Every table is deleted from oldest first, in bounded statements, so one run stays
// inside a Worker's limits however much is due; what is left waits for the next run.

/** What a run needs of the Worker's environment. */
export type RetentionEnv = Pick<AppEnv, "DB" | "ANALYTICS" | "ANALYTICS_RETENTION_DAYS">;

interface Prune {
  /** What the log calls it. */
  name: string;
  db: (env: RetentionEnv) => D1Database;
  cutoff: (cutoffs: RetentionCutoffs) => string | number;
  /** Statements run together (one transaction), each bound to (cutoff, batch rows); the last one's changes count. */
  sql: string[];
}

const PRUNES: Prune[] = [
  {
    name: "analytics events",
    db: (env) => env.ANALYTICS,
    cutoff: (c) => c.analyticsEventsBefore,
    sql: ["DELETE FROM analytics_events WHERE rowid IN (SELECT rowid FROM analytics_events WHERE received_at < ?1 ORDER BY received_at LIMIT ?2)"],
  },
  {
    name: "ad events",
    db: (env) => env.ANALYTICS,
    // Day rows: a day is deleted once all of it is older than the cutoff.
    cutoff: (c) => c.analyticsEventsBefore.slice(0, 10),
    sql: [
      "DELETE FROM ad_events WHERE (day, campaign, part_number, slot, type) IN (SELECT day, campaign, part_number, slot, type FROM ad_events WHERE day < ?1 ORDER BY day LIMIT ?2)",
    ],
  },
  {
    name: "analytics queue receipts",
    db: (env) => env.ANALYTICS,
    // Kept as long as what they stand for: a redelivery comes within minutes, a replay within the retention period.
    cutoff: (c) => c.analyticsEventsBefore,
    sql: ["DELETE FROM analytics_queue_receipts WHERE id IN (SELECT id FROM analytics_queue_receipts WHERE stored_at < ?1 ORDER BY stored_at LIMIT ?2)"],
  },
  {
    name: "RUM measurements",
    db: (env) => env.ANALYTICS,
    cutoff: (c) => c.analyticsEventsBefore,
    sql: ["DELETE FROM rum_measurements WHERE rowid IN (SELECT rowid FROM rum_measurements WHERE received_at < ?1 ORDER BY received_at LIMIT ?2)"],
  },
  // Rate-limit counters are no longer here: their objects delete them (decision 0080).
  {
    name: "carts",
    db: (env) => env.DB,
    cutoff: (c) => c.cartsUpdatedBefore,
    // The lines go with their cart whether or not the database enforces the foreign key.
    sql: [
      "DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE updated_at < ?1 ORDER BY updated_at, id LIMIT ?2)",
      "DELETE FROM carts WHERE id IN (SELECT id FROM carts WHERE updated_at < ?1 ORDER BY updated_at, id LIMIT ?2)",
    ],
  },
];

export interface RetentionOptions {
  batchRows?: number;
  maxBatches?: number;
  log?: (line: string) => void;
}

export interface RetentionReport {
  /** Rows deleted, by prune name. */
  deleted: Record<string, number>;
  /** Prunes that stopped at their bound with rows possibly left (the next run continues). */
  unfinished: string[];
  failed: string[];
}

/** One retention run at `now`. A prune that fails is logged and the others still run. */
export async function runRetention(env: RetentionEnv, now: Date, options: RetentionOptions = {}): Promise<RetentionReport> {
  const batchRows = options.batchRows ?? RETENTION_BATCH_ROWS;
  const maxBatches = options.maxBatches ?? RETENTION_MAX_BATCHES;
  const log = options.log ?? ((line: string) => console.log(line));
  const cutoffs = retentionCutoffs(now, env.ANALYTICS_RETENTION_DAYS);
  const report: RetentionReport = { deleted: {}, unfinished: [], failed: [] };
  for (const prune of PRUNES) {
    const db = prune.db(env);
    const cutoff = prune.cutoff(cutoffs);
    let deleted = 0;
    try {
      for (let batch = 1; ; batch++) {
        const results = await db.batch(prune.sql.map((sql) => db.prepare(sql).bind(cutoff, batchRows)));
        const changes = results[results.length - 1].meta.changes ?? 0;
        deleted += changes;
        if (changes < batchRows) break;
        if (batch >= maxBatches) {
          report.unfinished.push(prune.name);
          break;
        }
      }
    } catch (error) {
      report.failed.push(prune.name);
      logError(null, `retention: ${prune.name} before ${cutoff} failed after ${deleted} rows`, error);
    }
    report.deleted[prune.name] = deleted;
  }
  log(
    `retention: deleted ${Object.entries(report.deleted)
      .map(([name, n]) => `${n} ${name}`)
      .join(", ")}` + (report.unfinished.length ? `; more left for the next run: ${report.unfinished.join(", ")}` : ""),
  );
  return report;
}

/** `scheduled` of the Worker's default export: the run's time is the trigger's scheduled time. */
export async function handleScheduled(controller: ScheduledController, rawEnv: unknown): Promise<void> {
  const env = parseEnv(rawEnv);
  // The dead letters an operator marked for replay go back on the queue first (decision 0077).
  const replayed = await replayDeadLetters(env.ANALYTICS, env.ANALYTICS_QUEUE).catch((error: unknown) => {
    logError(null, "analytics dead letters not replayed", error);
    return null;
  });
  if (replayed) console.log(`analytics dead letters replayed: ${replayed}`);
  const report = await runRetention(env, new Date(controller.scheduledTime));
  // A failed run shows as an error in the Cron Trigger's past events.
  if (report.failed.length) throw new Error(`retention failed for: ${report.failed.join(", ")}`);
  if (replayed === null) throw new Error("analytics dead letters not replayed");
}
