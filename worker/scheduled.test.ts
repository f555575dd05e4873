// The retention job on real local D1 databases (Miniflare / workerd SQLite) built from both
// migration directories: what is past its time goes, what is not stays, and one run is bounded.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { splitSqlStatements } from "#scripts/catalogue/sql.ts";
import { expectConsole } from "#tests/setup/console-guard.ts";
import { runRetention } from "./scheduled";

const now = new Date("2026-11-23T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

let mf: Miniflare;
let dir: string;
let env: { DB: D1Database; ANALYTICS: D1Database; ANALYTICS_RETENTION_DAYS: number };

async function migrate(db: D1Database, migrationsDir: string) {
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = splitSqlStatements(readFileSync(join(migrationsDir, file), "utf8"));
    await db.batch(statements.map((sql) => db.prepare(sql)));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "tailwise-retention-"));
  mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch() { return new Response('') } }",
      d1Databases: { DB: "retention-catalogue", ANALYTICS: "retention-analytics" },
      resourcePersistencePath: dir,
    }),
  );
  const DB = (await mf.getD1Database("DB")) as unknown as D1Database;
  const ANALYTICS = (await mf.getD1Database("ANALYTICS")) as unknown as D1Database;
  await migrate(DB, "migrations");
  await migrate(ANALYTICS, "migrations-analytics");
  env = { DB, ANALYTICS, ANALYTICS_RETENTION_DAYS: 30 };
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await env.ANALYTICS.batch(["DELETE FROM analytics_events"].map((sql) => env.ANALYTICS.prepare(sql)));
  await env.DB.batch(["DELETE FROM cart_lines", "DELETE FROM carts"].map((sql) => env.DB.prepare(sql)));
});

const event = (id: string, receivedAt: string) =>
  env.ANALYTICS.prepare("INSERT INTO analytics_events (message_id, type, payload, received_at) VALUES (?1, 'page', '{}', ?2)").bind(id, receivedAt);
const cart = (id: string, updatedAt: string) => [
  env.DB.prepare("INSERT INTO carts (id, market, updated_at) VALUES (?1, 'us', ?2)").bind(id, updatedAt),
  env.DB.prepare("INSERT INTO cart_lines (cart_id, item_id, part_number, quantity) VALUES (?1, 1, 'P1', 1)").bind(id),
];
const ids = async (db: D1Database, sql: string) => (await db.prepare(sql).all<{ id: string }>()).results.map((row) => row.id);
const quiet = { log: () => undefined };

describe("a retention run", () => {
  it("deletes analytics events older than the retention and keeps the newer ones", async () => {
    await env.ANALYTICS.batch([event("old", daysAgo(31)), event("edge", daysAgo(29.9)), event("new", daysAgo(0))]);
    const report = await runRetention(env, now, quiet);
    expect(await ids(env.ANALYTICS, "SELECT message_id AS id FROM analytics_events ORDER BY id")).toEqual(["edge", "new"]);
    expect(report.deleted["analytics events"]).toBe(1);
    await runRetention({ ...env, ANALYTICS_RETENTION_DAYS: 1 }, now, quiet);
    expect(await ids(env.ANALYTICS, "SELECT message_id AS id FROM analytics_events")).toEqual(["new"]);
  });

  it("deletes carts (and their lines) whose cookie has lapsed, and keeps carts changed within 31 days", async () => {
    await env.DB.batch([...cart("lapsed", daysAgo(32)), ...cart("recent", daysAgo(30.5)), ...cart("today", daysAgo(0))]);
    await runRetention(env, now, quiet);
    expect(await ids(env.DB, "SELECT id FROM carts ORDER BY id")).toEqual(["recent", "today"]);
    expect(await ids(env.DB, "SELECT cart_id AS id FROM cart_lines ORDER BY id")).toEqual(["recent", "today"]);
  });

  it("is bounded: at most maxBatches statements of batchRows rows per table, oldest first; the next run goes on", async () => {
    await env.ANALYTICS.batch(Array.from({ length: 7 }, (_, i) => event(`old-${i}`, daysAgo(40 - i))));
    const first = await runRetention(env, now, { ...quiet, batchRows: 2, maxBatches: 2 });
    expect(first.deleted["analytics events"]).toBe(4);
    expect(first.unfinished).toEqual(["analytics events"]);
    expect(await ids(env.ANALYTICS, "SELECT message_id AS id FROM analytics_events ORDER BY id")).toEqual(["old-4", "old-5", "old-6"]);
    const second = await runRetention(env, now, { ...quiet, batchRows: 2, maxBatches: 2 });
    expect(second.deleted["analytics events"]).toBe(3);
    expect(second.unfinished).toEqual([]);
  });

  it("goes on with the other tables when one fails, and reports the failure", async () => {
    await env.DB.batch(cart("lapsed", daysAgo(40)));
    // An analytics database without its table stands for one that is down.
    await env.ANALYTICS.prepare("ALTER TABLE analytics_events RENAME TO analytics_events_away").run();
    const logged = expectConsole("error");
    try {
      const report = await runRetention(env, now, quiet);
      expect(report.failed).toEqual(["analytics events"]);
      // The failure is reported as one error line naming the table, what it cut and why.
      expect(logged()).toEqual([expect.stringMatching(/^retention: analytics events before \S+ failed after 0 rows: .*no such table: analytics_events/)]);
      expect(await ids(env.DB, "SELECT id FROM carts")).toEqual([]);
    } finally {
      await env.ANALYTICS.prepare("ALTER TABLE analytics_events_away RENAME TO analytics_events").run();
    }
  });
});
