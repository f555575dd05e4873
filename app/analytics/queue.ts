import type { StoredMessage } from "#analytics/collector/batch-schema.ts";
import type { AdEvent } from "#app/ads/ad-event.ts";
import type { RumBeacon } from "#app/perf/rum.ts";

// What the collector, RUM and ad-event endpoints put on the analytics queue (decision 0077), and the
// one owner of the queue's limits. Pure: the sending and the consuming are in ./queue.server.ts.

/**
 * Cloudflare Queues refuses a message over 128 KB. The owner of that limit: a batch is split under
 * it, leaving room for the envelope the queue adds around the JSON.
 */
export const QUEUE_MESSAGE_LIMIT_BYTES = 128 * 1024 - 1024;
/** What the consumer is sent to wait before a failed batch is delivered again (wrangler.toml's max_retries counts them). */
export const DEFAULT_QUEUE_RETRY_DELAY_SECONDS = 10;

export type QueuedAnalytics =
  /** Collector events, as stored (normalized, write key removed): de-duplicated by each messageId. */
  | { kind: "events"; messages: StoredMessage[] }
  /** One RUM beacon; `id` is minted when it was accepted, its de-duplication key. */
  | { kind: "rum"; id: string; region: "us" | "ca"; beacon: RumBeacon; receivedAt: string }
  /** One ad tracker call; `id` as for RUM. */
  | { kind: "ad"; id: string; event: AdEvent; receivedAt: string };

const encoder = new TextEncoder();
const bytesOf = (value: unknown) => encoder.encode(JSON.stringify(value)).byteLength;

/**
 * The collector's messages as queue messages, each under the limit, in order; a write key (a
 * credential) never goes on the queue. Null when one message alone is over it: it can only be that
 * large with a batch context merged in, and the batch is refused rather than half sent.
 */
export function eventsForQueue(messages: readonly StoredMessage[], limit = QUEUE_MESSAGE_LIMIT_BYTES): QueuedAnalytics[] | null {
  const chunks: QueuedAnalytics[] = [];
  const envelope = bytesOf({ kind: "events", messages: [] });
  let current: StoredMessage[] = [];
  let size = envelope;
  for (const { writeKey: _credential, ...message } of messages) {
    const bytes = bytesOf(message) + 1; // and its comma
    if (envelope + bytes > limit) return null;
    if (size + bytes > limit) {
      chunks.push({ kind: "events", messages: current });
      current = [];
      size = envelope;
    }
    current.push(message);
    size += bytes;
  }
  if (current.length) chunks.push({ kind: "events", messages: current });
  return chunks;
}
