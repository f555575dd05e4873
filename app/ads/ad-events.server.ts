import type { AdEvent } from "./ad-event";

/** Counts one tracker call in the day's row (ANALYTICS database, migrations-analytics/0002). */
export async function countAdEvent(db: D1Database, event: AdEvent, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO ad_events (day, campaign, part_number, slot, type, count) VALUES (?1, ?2, ?3, ?4, ?5, 1)
       ON CONFLICT (day, campaign, part_number, slot, type) DO UPDATE SET count = count + 1`,
    )
    .bind(now.toISOString().slice(0, 10), event.campaign, event.part, event.slot, event.type)
    .run();
}
