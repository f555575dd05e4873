import type { AdEvent } from "./ad-event";

/**
 * Counts one tracker call in the day's row (ANALYTICS database, migrations-analytics/0002), unless
 * the queued call `receiptId` names was counted already (the queue delivers at least once).
 */
export function countAdEventStatement(db: D1Database, event: AdEvent, at: string, receiptId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ad_events (day, campaign, part_number, slot, type, count)
       SELECT ?1, ?2, ?3, ?4, ?5, 1 WHERE NOT EXISTS (SELECT 1 FROM analytics_queue_receipts WHERE id = ?6)
       ON CONFLICT (day, campaign, part_number, slot, type) DO UPDATE SET count = count + 1`,
    )
    .bind(at.slice(0, 10), event.campaign, event.part, event.slot, event.type, receiptId);
}
