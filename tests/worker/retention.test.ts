import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";

// The Cron Trigger of wrangler.toml reaches the built worker's `scheduled` handler, which prunes the
// seeded test state's ANALYTICS and catalogue databases (worker/scheduled.test.ts covers the rules).

const worker = useWorker();
const RUN = `retention-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("the scheduled retention run", () => {
  it("deletes events past the retention and lapsed carts; newer rows stay", async () => {
    const { analytics, db, mf } = worker;
    const [lapsed, kept] = [crypto.randomUUID(), crypto.randomUUID()];
    const event = (id: string, receivedAt: string) =>
      analytics.prepare("INSERT INTO analytics_events (message_id, type, payload, received_at) VALUES (?1, 'page', '{}', ?2)").bind(id, receivedAt);
    await analytics.batch([event(`${RUN}-old`, daysAgo(31)), event(`${RUN}-new`, daysAgo(1))]);
    await db.prepare("INSERT INTO carts (id, market, updated_at) VALUES (?1, 'us', ?2), (?3, 'ca', ?4)").bind(lapsed, daysAgo(40), kept, daysAgo(2)).run();

    const result = await (await mf.getWorker()).scheduled({ cron: "23 * * * *", scheduledTime: new Date() });
    expect(result.outcome).toBe("ok");

    const ids = async (database: D1Database, sql: string) => (await database.prepare(sql).bind(`${RUN}%`).all<{ id: string }>()).results.map((row) => row.id);
    expect(await ids(analytics, "SELECT message_id AS id FROM analytics_events WHERE message_id LIKE ?1")).toEqual([`${RUN}-new`]);
    const carts = await db.prepare("SELECT id FROM carts WHERE id IN (?1, ?2)").bind(lapsed, kept).all<{ id: string }>();
    expect(carts.results.map((row) => row.id)).toEqual([kept]);

    await analytics.prepare("DELETE FROM analytics_events WHERE message_id LIKE ?1").bind(`${RUN}%`).run();
    await db.prepare("DELETE FROM carts WHERE id = ?1").bind(kept).run();
  });
});
