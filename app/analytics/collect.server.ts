import {
  BatchRequest,
  MAX_BATCH_BYTES,
  type StoredMessage,
  normalizeBatch,
  writeKeyFrom,
} from "../../analytics/collector/batch-schema";
import { readTextWithLimit } from "~/http/read-body";
import { describeZodError, type FieldIssue } from "~/validation/describe-zod-error";

// The first-party collector endpoint, POST {market}/v1/batch: the Segment HTTP tracking API's batch
// call, so our collector script, analytics.js, analytics-node or RudderStack clients post to it
// unchanged. Events land in D1 `analytics_events`, de-duplicated by messageId.

export type Rejection = { status: 400 | 413 | 415; error: string; issues?: FieldIssue[] };

const tooLarge = (): Rejection => ({ status: 413, error: `The batch is larger than ${MAX_BATCH_BYTES} bytes.` });

/**
 * The body as text, refusing more than `limit` bytes before reading all of it (Content-Length first,
 * then while streaming, since beacons and chunked requests may not declare a length). Read as text and
 * not as JSON because sendBeacon posts text/plain. A gzip body (an option of some server clients) is
 * inflated on the way, with the limit applied to the inflated bytes.
 */
export async function readBatchBody(request: Request, limit = MAX_BATCH_BYTES): Promise<string | Rejection> {
  const declared = Number(request.headers.get("content-length"));
  const encoding = (request.headers.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "gzip") {
    return { status: 415, error: `Content-Encoding ${encoding} is not supported; send identity or gzip.` };
  }
  if (encoding === "identity" && Number.isFinite(declared) && declared > limit) return tooLarge();
  const stream = request.body && encoding === "gzip" ? request.body.pipeThrough(new DecompressionStream("gzip")) : request.body;
  try {
    return (await readTextWithLimit(stream, limit)) ?? tooLarge();
  } catch {
    return { status: 400, error: "The request body could not be read (is the gzip body valid?)." };
  }
}

export interface AcceptedBatch {
  messages: StoredMessage[];
  writeKey?: string;
}

/** JSON, then the Segment batch schema; every refusal names the field (`batch.0.messageId: Required`). */
export function parseBatch(text: string, authorization: string | null, receivedAt: Date): AcceptedBatch | Rejection {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 400, error: "The request body must be a JSON batch: {\"batch\": [...]}." };
  }
  const parsed = BatchRequest.safeParse(json);
  if (!parsed.success) {
    const issues = describeZodError(parsed.error);
    return { status: 400, error: `Invalid batch: ${issues.map((i) => i.message).join("; ")}`, issues };
  }
  return {
    messages: normalizeBatch(parsed.data, receivedAt),
    writeKey: writeKeyFrom(authorization, parsed.data),
  };
}

export const INSERT_EVENT_SQL =
  "INSERT INTO analytics_events (message_id, type, event, payload, received_at) VALUES (?1, ?2, ?3, ?4, ?5) " +
  "ON CONFLICT(message_id) DO NOTHING";

/** The `event` column: a track's event, a page's or screen's name (Page Viewed), nothing otherwise. */
export function eventColumn(message: StoredMessage): string | null {
  if (message.type === "track") return message.event ?? null;
  if (message.type === "page" || message.type === "screen") return message.name ?? null;
  return null;
}

/**
 * One D1 batch (one transaction) for the whole request: either every new message is stored or none is.
 * A message whose messageId is already stored (a retried beacon, a resent batch) is skipped, and so is a
 * repeat inside the same request.
 */
export async function storeBatch(db: D1Database, { messages, writeKey }: AcceptedBatch): Promise<void> {
  const statement = db.prepare(INSERT_EVENT_SQL);
  await db.batch(
    messages.map((message) => {
      const payload = writeKey && !message.writeKey ? { ...message, writeKey } : message;
      return statement.bind(message.messageId, message.type, eventColumn(message), JSON.stringify(payload), message.receivedAt);
    }),
  );
}

export const isRejection = (value: unknown): value is Rejection =>
  typeof value === "object" && value !== null && "status" in value && "error" in value;
