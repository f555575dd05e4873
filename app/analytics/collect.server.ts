import { BatchRequest, MAX_BATCH_BYTES, type StoredMessage, clientTimeIssues, normalizeBatch, writeKeyFrom } from "#analytics/collector/batch-schema.ts";
import { collectorAccess, collectorRefusalMessage } from "./collector-access";
import { discardBody, readBytesWithLimit, readTextWithLimit } from "#app/http/read-body.ts";
import { describeZodError, type FieldIssue } from "#app/validation/describe-zod-error.ts";

// The first-party collector endpoint, POST {market}/v1/batch: the Segment HTTP tracking API's batch
// call, so our collector script, analytics.js, analytics-node or RudderStack clients post to it
// unchanged. Accepted events are queued (app/analytics/queue.server.ts, decision 0077); the queue's
// consumer stores them in the ANALYTICS database's `analytics_events`, de-duplicated by messageId.
// What is refused, in order (decision 0015): a body that is not JSON or text (415; decision 0070 for
// RudderStack's gzip label), too large (413, compressed or inflated), not JSON (400), not from our
// pages and without a write key (403, naming ANALYTICS_WRITE_KEYS when none is configured: 0070), not a valid batch or with client
// times outside the window (400); the route then counts rate limits (429) and enqueues.

export type Rejection = { status: 400 | 403 | 413 | 415; error: string; issues?: FieldIssue[] };

const tooLarge = (): Rejection => ({ status: 413, error: `The batch is larger than ${MAX_BATCH_BYTES} bytes.` });

/** The media types a batch is read from whatever its encoding (the body is JSON in each). */
const isJsonOrText = (media: string) => media === "application/json" || media === "text/plain" || /^application\/[\w.-]+\+json$/.test(media);
/**
 * RudderStack's Node SDK posts its gzip JSON with axios's default label for a Buffer,
 * application/x-www-form-urlencoded (decision 0070). The label is read as JSON only with
 * Content-Encoding: gzip: an HTML form cannot set that header, and another site's script that sets
 * it needs a CORS preflight, which this site never grants, so a cross-site form post stays a 415.
 */
const FORM_LABEL_FOR_GZIP_JSON = "application/x-www-form-urlencoded";

/**
 * Segment's clients post application/json; navigator.sendBeacon with a string posts text/plain;
 * RudderStack's Node SDK gzip with a form label (above). The refusal does not echo the header (as
 * the same-origin guard does not).
 */
export function contentTypeRejection(contentType: string | null, contentEncoding: string | null): Rejection | null {
  const media = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const encoding = (contentEncoding ?? "identity").trim().toLowerCase();
  if (!isJsonOrText(media) && !(media === FORM_LABEL_FOR_GZIP_JSON && encoding === "gzip")) {
    return { status: 415, error: "Send the batch as application/json or text/plain." };
  }
  if (encoding !== "identity" && encoding !== "gzip") {
    return { status: 415, error: "This Content-Encoding is not supported; send identity or gzip." };
  }
  return null;
}

/**
 * The body as text, refusing more than `limit` bytes before reading all of it (Content-Length first,
 * then while streaming, since beacons and chunked requests may not declare a length). Whatever is
 * refused is drained, never left half-read. A gzip body (an option of some server clients) is read
 * compressed under the limit, then inflated in memory under the same limit.
 */
export async function readBatchBody(request: Request, limit = MAX_BATCH_BYTES): Promise<string | Rejection> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await discardBody(request.body);
    return tooLarge();
  }
  const gzip = (request.headers.get("content-encoding") ?? "").trim().toLowerCase() === "gzip";
  try {
    const bytes = await readBytesWithLimit(request.body, limit);
    if (!bytes) return tooLarge();
    if (!gzip) return new TextDecoder().decode(bytes);
    // In memory: cancelling the inflater at the limit touches no connection.
    const inflated = new Response(bytes).body!.pipeThrough(new DecompressionStream("gzip"));
    return (await readTextWithLimit(inflated, limit, { rest: "cancel" })) ?? tooLarge();
  } catch {
    return { status: 400, error: "The request body could not be read (is the gzip body valid?)." };
  }
}

export interface AcceptedBatch {
  messages: StoredMessage[];
}

export interface BatchContext {
  /** This site's origin as the request reached us. */
  siteOrigin: string;
  origin: string | null;
  authorization: string | null;
  writeKeys: readonly string[];
  receivedAt: Date;
}

/**
 * JSON, then who sent it, then the Segment batch schema and the client-time window; every refusal
 * of the batch names the field (`batch.0.messageId: Required`).
 */
export function parseBatch(text: string, request: BatchContext): AcceptedBatch | Rejection {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 400, error: 'The request body must be a JSON batch: {"batch": [...]}.' };
  }
  const body = typeof json === "object" && json !== null ? json : undefined;
  const access = collectorAccess({ ...request, writeKey: writeKeyFrom(request.authorization, body) });
  if (!access.ok) return { status: 403, error: collectorRefusalMessage(access) };
  const parsed = BatchRequest.safeParse(json);
  const issues = parsed.success ? clientTimeIssues(parsed.data, request.receivedAt) : describeZodError(parsed.error);
  if (!parsed.success || issues.length) {
    return { status: 400, error: `Invalid batch: ${issues.map((i) => i.message).join("; ")}`, issues };
  }
  return { messages: normalizeBatch(parsed.data, request.receivedAt) };
}

/** A request to the collector, read and checked: the batch to count and store, or why not. */
export async function acceptBatch(request: Request, options: { writeKeys: readonly string[]; receivedAt: Date }): Promise<AcceptedBatch | Rejection> {
  const unsupported = contentTypeRejection(request.headers.get("content-type"), request.headers.get("content-encoding"));
  if (unsupported) {
    await discardBody(request.body);
    return unsupported;
  }
  const text = await readBatchBody(request);
  if (isRejection(text)) return text;
  return parseBatch(text, {
    siteOrigin: new URL(request.url).origin,
    origin: request.headers.get("origin"),
    authorization: request.headers.get("authorization"),
    ...options,
  });
}

const INSERT_EVENT_SQL =
  "INSERT INTO analytics_events (message_id, type, event, payload, received_at) VALUES (?1, ?2, ?3, ?4, ?5) " + "ON CONFLICT(message_id) DO NOTHING";

/** The `event` column: a track's event, a page's or screen's name (Page Viewed), nothing otherwise. */
function eventColumn(message: StoredMessage): string | null {
  if (message.type === "track") return message.event ?? null;
  if (message.type === "page" || message.type === "screen") return message.name ?? null;
  return null;
}

/**
 * A message's row; a message whose messageId is already stored (a retried beacon, a resent batch, a
 * queue message delivered twice) is skipped, and so is a repeat inside the same D1 batch. A write
 * key is a credential, so it is never stored.
 */
export function storeMessageStatement(db: D1Database, { writeKey: _credential, ...message }: StoredMessage): D1PreparedStatement {
  return db.prepare(INSERT_EVENT_SQL).bind(message.messageId, message.type, eventColumn(message), JSON.stringify(message), message.receivedAt);
}

export const isRejection = (value: unknown): value is Rejection => typeof value === "object" && value !== null && "status" in value && "error" in value;
