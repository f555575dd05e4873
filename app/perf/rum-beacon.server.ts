import { z } from "zod";
import { describeIssues } from "#app/kv/versions.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { EVENT_PREFIX, RUM_MAX_MEASUREMENTS, VITAL_NAMES, type RumBeacon } from "./rum";

// The RUM endpoint's boundary (zod) and its store (the ANALYTICS database, never the catalogue's).

const EVENT_NAME = new RegExp(`^${EVENT_PREFIX}[a-z0-9][a-z0-9-]{0,47}$`);

const Measurement = z
  .object({
    name: z
      .string()
      .refine((name) => (VITAL_NAMES as readonly string[]).includes(name) || EVENT_NAME.test(name), "a Web Vital (LCP, INP, CLS, FCP, TTFB) or event:{name}"),
    // An hour is far past any page-load metric: larger is a broken clock, not a measurement.
    value: z.number().finite().min(0).max(3_600_000),
    rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
  })
  .strict();

const RumBeaconSchema = z
  .object({
    pageType: z.string().regex(/^[a-z][a-z-]{0,23}$/, "a page type such as plp or pdp"),
    measurements: z.array(Measurement).min(1).max(RUM_MAX_MEASUREMENTS),
  })
  .strict();

/** A beacon's body (text: sendBeacon sends it as text/plain) checked; or what is wrong with it. */
export function readRumBeacon(text: string): { beacon: RumBeacon } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'The body must be JSON: {"pageType": "plp", "measurements": [...]}.' };
  }
  const parsed = RumBeaconSchema.safeParse(raw);
  return parsed.success ? { beacon: parsed.data } : { error: `Invalid RUM beacon: ${describeIssues(parsed.error).join("; ")}` };
}

/**
 * A beacon's rows (one per measurement), unless the queued beacon `receiptId` names was stored
 * already (the queue delivers at least once).
 */
export function storeRumBeaconStatements(
  db: D1Database,
  region: MarketConfig["region"],
  beacon: RumBeacon,
  at: string,
  receiptId: string,
): D1PreparedStatement[] {
  const insert = db.prepare(
    `INSERT INTO rum_measurements (received_at, market, page_type, name, value, rating)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE NOT EXISTS (SELECT 1 FROM analytics_queue_receipts WHERE id = ?7)`,
  );
  return beacon.measurements.map((m) => insert.bind(at, region, beacon.pageType, m.name, m.value, m.rating ?? null, receiptId));
}
