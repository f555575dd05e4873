import { z } from "zod";
import { storeMessageStatement } from "./collect.server";
import { eventsForQueue, type QueuedAnalytics } from "./queue";
import { countAdEventStatement } from "#app/ads/ad-events.server.ts";
import { storeRumBeaconStatements } from "#app/perf/rum-beacon.server.ts";
import type { StoredMessage } from "#analytics/collector/batch-schema.ts";

// The analytics queue's two ends (decision 0077): the endpoints send what they accepted; the
// consumer stores a delivered batch in ANALYTICS in one D1 batch, or has it retried; the dead-letter
// consumer keeps what failed every retry in analytics_dead_letters for an operator to replay.

/** The collector's accepted messages on the queue, split under its message limit; false when one is too large to send. */
export async function enqueueEvents(queue: Queue, messages: readonly StoredMessage[]): Promise<boolean> {
  const bodies = eventsForQueue(messages);
  if (!bodies) return false;
  await sendAll(queue, bodies);
  return true;
}

/** RUM beacons and ad events: each is one small message. */
export const enqueueOne = (queue: Queue, body: QueuedAnalytics) => sendAll(queue, [body]);

const sendAll = async (queue: Queue, bodies: QueuedAnalytics[]) => {
  await Promise.all(bodies.map((body) => queue.send(body, { contentType: "json" })));
};

// The queue is a boundary: a body is checked for its shape before it is written (what each kind
// carries was validated by the endpoint that sent it).
const Queued = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("events"), messages: z.array(z.object({ messageId: z.string(), type: z.string(), receivedAt: z.string() }).passthrough()) }),
  z.object({
    kind: z.literal("rum"),
    id: z.string(),
    region: z.enum(["us", "ca"]),
    beacon: z.object({ pageType: z.string(), measurements: z.array(z.object({ name: z.string(), value: z.number() }).passthrough()) }),
    receivedAt: z.string(),
  }),
  z.object({
    kind: z.literal("ad"),
    id: z.string(),
    event: z.object({ type: z.string(), campaign: z.string(), part: z.string(), slot: z.number() }),
    receivedAt: z.string(),
  }),
]);

const receipt = (db: D1Database, id: string, at: string) =>
  db.prepare("INSERT OR IGNORE INTO analytics_queue_receipts (id, stored_at) VALUES (?1, ?2)").bind(id, at);

/** The rows one queued body writes (and its receipt, for the kinds without an id of their own). */
function statementsFor(db: D1Database, raw: unknown): D1PreparedStatement[] {
  const body = Queued.parse(raw) as QueuedAnalytics;
  switch (body.kind) {
    case "events":
      return body.messages.map((message) => storeMessageStatement(db, message));
    case "rum":
      return [...storeRumBeaconStatements(db, body.region, body.beacon, body.receivedAt, body.id), receipt(db, body.id, body.receivedAt)];
    case "ad":
      return [countAdEventStatement(db, body.event, body.receivedAt, body.id), receipt(db, body.id, body.receivedAt)];
  }
}

export interface ConsumerOptions {
  retryDelaySeconds: number;
  log: (message: string, error: unknown) => void;
}

/**
 * A delivered batch in one D1 batch (one transaction): all of it is stored and acknowledged, or none
 * of it, and all of it is delivered again after the delay. A body of the wrong shape fails its batch
 * the same way, so after max_retries it reaches the dead letters with the rest rather than vanishing.
 */
export async function storeQueuedBatch(db: D1Database, batch: MessageBatch, { retryDelaySeconds, log }: ConsumerOptions): Promise<void> {
  try {
    const statements = batch.messages.flatMap((message) => statementsFor(db, message.body));
    if (statements.length) await db.batch(statements);
    batch.ackAll();
  } catch (error) {
    log(`analytics queue batch of ${batch.messages.length} not stored; retried in ${retryDelaySeconds} s`, error);
    batch.retryAll({ delaySeconds: retryDelaySeconds });
  }
}

/** The dead-letter queue's batch kept in analytics_dead_letters (once per queue message id), or retried. */
export async function keepDeadLetters(db: D1Database, batch: MessageBatch, { retryDelaySeconds, log }: ConsumerOptions): Promise<void> {
  const now = new Date().toISOString();
  const insert = db.prepare("INSERT OR IGNORE INTO analytics_dead_letters (queue_message_id, body, dead_at) VALUES (?1, ?2, ?3)");
  try {
    await db.batch(batch.messages.map((message) => insert.bind(message.id, JSON.stringify(message.body), now)));
    log(`${batch.messages.length} analytics queue messages dead-lettered into analytics_dead_letters`, undefined);
    batch.ackAll();
  } catch (error) {
    log(`dead letters not kept; retried in ${retryDelaySeconds} s`, error);
    batch.retryAll({ delaySeconds: retryDelaySeconds });
  }
}

/** At most this many dead letters are sent again per scheduled run. */
const REPLAYS_PER_RUN = 100;

/**
 * Dead letters an operator marked (replay_requested = 1) sent to the queue again and deleted; the
 * consumer's de-duplication makes a replay of something partly stored safe. Returns how many.
 */
export async function replayDeadLetters(db: D1Database, queue: Queue): Promise<number> {
  const { results } = await db
    .prepare("SELECT queue_message_id, body FROM analytics_dead_letters WHERE replay_requested = 1 ORDER BY dead_at LIMIT ?1")
    .bind(REPLAYS_PER_RUN)
    .all<{ queue_message_id: string; body: string }>();
  if (!results.length) return 0;
  await sendAll(
    queue,
    results.map((row) => JSON.parse(row.body) as QueuedAnalytics),
  );
  const remove = db.prepare("DELETE FROM analytics_dead_letters WHERE queue_message_id = ?1");
  await db.batch(results.map((row) => remove.bind(row.queue_message_id)));
  return results.length;
}
