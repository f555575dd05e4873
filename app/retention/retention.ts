import { CART_COOKIE_MAX_AGE_SECONDS } from "#app/cart/cart-cookie.ts";

// What the scheduled retention job deletes (issue #8, decision 0015): anonymous writes nobody can
// use any more. Pure: worker/scheduled.ts runs the deletes.

/** Analytics events are kept this long unless ANALYTICS_RETENTION_DAYS says otherwise. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 30;
/**
 * A cart is reachable only through its cookie, which every cart change renews for 30 days; a day
 * more covers a change whose cookie the browser got just as the job's clock read the cutoff.
 */
export const CART_RETENTION_SECONDS = CART_COOKIE_MAX_AGE_SECONDS + 24 * 3600;
/**
 * Bounds of one run: each table is deleted from in statements of at most this many rows, at most
 * this many statements. Four tables, five statements each: 20 D1 queries, far inside a Worker's
 * per-invocation limit, and a run takes seconds. What is left is deleted by the next hourly run.
 */
export const RETENTION_BATCH_ROWS = 2000;
export const RETENTION_MAX_BATCHES = 5;

export interface RetentionCutoffs {
  /** Events received before this (ISO 8601, the received_at format) are deleted. */
  analyticsEventsBefore: string;
  /** Carts last changed before this (ISO 8601, the updated_at format) can no longer be reached. */
  cartsUpdatedBefore: string;
}

export function retentionCutoffs(now: Date, analyticsRetentionDays: number): RetentionCutoffs {
  const ms = now.getTime();
  return {
    analyticsEventsBefore: new Date(ms - analyticsRetentionDays * 86_400_000).toISOString(),
    cartsUpdatedBefore: new Date(ms - CART_RETENTION_SECONDS * 1000).toISOString(),
  };
}
