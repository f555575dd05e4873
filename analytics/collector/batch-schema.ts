import { z } from "zod";
import { CollectedEventFields } from "../schemas";

// Server-side boundary of the first-party collector endpoint, POST {prefix}/v1/batch. It accepts the
// Segment HTTP tracking API batch unchanged, so Segment's and RudderStack's own clients (analytics.js,
// analytics-node, rudder-sdk-js...) can post to it: their field names, unknown fields passed through,
// writeKey optional (Basic auth header or body), messageId required on every message (it is the
// de-duplication key in D1).

/** Segment's documented limits: 32 KB per message, 500 KB per batch request. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
export const MAX_BATCH_BYTES = 500 * 1024;
/**
 * Messages in one request. Segment caps only bytes; a count cap bounds the rows one request writes
 * and the rate-limit buckets it touches. Clients batch far fewer: ours sends at 50, analytics.js and
 * analytics-node flush at 10-15, RudderStack's SDKs at 30 or less.
 */
export const MAX_MESSAGES_PER_BATCH = 100;
/**
 * The window a client's time must fall in (decision 0015). Historical imports through the HTTP API
 * are a Segment feature, so the floor is far back; a clock a day ahead of ours is broken, not early
 * (a wrong time zone is at most 14 hours).
 */
export const EARLIEST_CLIENT_TIME = "2000-01-01T00:00:00.000Z";
export const MAX_CLIENT_TIME_AHEAD_HOURS = 24;
const MESSAGE_TYPES = ["track", "page", "screen", "identify", "group", "alias"] as const;

const Timestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: "must be an ISO-8601 date" });
// Some server libraries send numeric user ids; stored as text like Segment does.
const Id = z.union([z.string(), z.number()]).transform(String);
const Dict = z.record(z.unknown());

const BatchMessage = z
  .object({
    type: z.preprocess((v) => (typeof v === "string" ? v.toLowerCase() : v), z.enum(MESSAGE_TYPES)),
    messageId: z.string().min(1).max(200),
    anonymousId: Id.nullish(),
    userId: Id.nullish(),
    event: z.string().nullish(),
    name: z.string().nullish(),
    category: z.string().nullish(),
    // spec §3's further fields, checked (emission_path, scroll_depth, device_fingerprint); the rest passes.
    properties: CollectedEventFields.nullish(),
    traits: Dict.nullish(),
    context: Dict.nullish(),
    integrations: Dict.nullish(),
    timestamp: Timestamp.nullish(),
    originalTimestamp: Timestamp.nullish(),
    sentAt: Timestamp.nullish(),
    receivedAt: Timestamp.nullish(),
    groupId: Id.nullish(),
    previousId: Id.nullish(),
    channel: z.string().nullish(),
    version: z.union([z.string(), z.number()]).nullish(),
    writeKey: z.string().nullish(),
  })
  .passthrough()
  .superRefine((m, ctx) => {
    // Segment's per-type requirements.
    if (m.anonymousId == null && m.userId == null)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["userId"], message: "userId or anonymousId is required" });
    if (m.type === "track" && !m.event) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["event"], message: "event is required for track" });
    if (m.type === "group" && m.groupId == null) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["groupId"], message: "groupId is required for group" });
    if (m.type === "alias" && m.previousId == null)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["previousId"], message: "previousId is required for alias" });
    if (new TextEncoder().encode(JSON.stringify(m)).length > MAX_MESSAGE_BYTES)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: `message larger than ${MAX_MESSAGE_BYTES} bytes` });
  });
type BatchMessage = z.output<typeof BatchMessage>;

export const BatchRequest = z
  .object({
    batch: z
      .array(BatchMessage)
      .min(1)
      .max(MAX_MESSAGES_PER_BATCH, { message: `at most ${MAX_MESSAGES_PER_BATCH} messages per batch` }),
    sentAt: Timestamp.nullish(),
    /** Segment: batch-level context and integrations apply to every message. */
    context: Dict.nullish(),
    integrations: Dict.nullish(),
    writeKey: z.string().nullish(),
  })
  .passthrough();
export type BatchRequest = z.output<typeof BatchRequest>;

/**
 * The write key of a request, if any: Segment and RudderStack clients send HTTP Basic auth with the key as
 * user name and an empty password; browser beacons (no headers) put it in the body. Auth is optional:
 * the endpoint decides whether a missing or unknown key is refused.
 */
export function writeKeyFrom(authorization: string | null | undefined, body?: { writeKey?: unknown }): string | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(authorization ?? "");
  if (match) {
    try {
      const decoded = atob(match[1]);
      const key = decoded.slice(0, decoded.includes(":") ? decoded.indexOf(":") : undefined);
      if (key) return key;
    } catch {
      // fall through to the body
    }
  }
  if (typeof body?.writeKey === "string" && body.writeKey) return body.writeKey;
  const first = (body as { batch?: { writeKey?: unknown }[] } | undefined)?.batch?.[0]?.writeKey;
  return typeof first === "string" && first ? first : undefined;
}

/** The client's times on a message; `receivedAt` is not one of them (the server sets it). */
const CLIENT_TIME_FIELDS = ["timestamp", "originalTimestamp", "sentAt"] as const;

/**
 * Every client time outside the window, named like a schema issue (`batch.0.timestamp: must be ...`).
 * The window is relative to when the request arrived, so it is checked here and not in the schema.
 */
export function clientTimeIssues(request: BatchRequest, receivedAt: Date): { field: string; message: string }[] {
  const earliest = Date.parse(EARLIEST_CLIENT_TIME);
  const latest = receivedAt.getTime() + MAX_CLIENT_TIME_AHEAD_HOURS * 3600_000;
  const issue = (field: string, value: string | null | undefined) => {
    if (value == null) return [];
    const time = Date.parse(value);
    if (time >= earliest && time <= latest) return [];
    return [{ field, message: `${field}: must be between ${EARLIEST_CLIENT_TIME} and ${MAX_CLIENT_TIME_AHEAD_HOURS} hours after the time received` }];
  };
  return [
    ...issue("sentAt", request.sentAt),
    ...request.batch.flatMap((message, i) => CLIENT_TIME_FIELDS.flatMap((field) => issue(`batch.${i}.${field}`, message[field]))),
  ];
}

/** The messages whose properties are an event or page payload (spec §3), which get timeReceived. */
const EVENT_TYPES: ReadonlySet<string> = new Set(["track", "page", "screen"]);

export interface StoredMessage extends BatchMessage {
  receivedAt: string;
  /** The event time, corrected for the client clock as Segment does. */
  timestamp: string;
}

/**
 * Segment's semantics for storage: batch context/integrations merged under each message's own, receivedAt
 * set by the server, and timestamp corrected for client clock skew: receivedAt - (sentAt - originalTimestamp).
 * An event's or page's properties get spec §3 timeReceived, the same server time (a client's is replaced).
 * Only for a batch whose client times passed `clientTimeIssues`: the correction of an arbitrary pair
 * of dates can leave the range a Date can hold (toISOString throws a RangeError).
 */
export function normalizeBatch(request: BatchRequest, receivedAt: Date): StoredMessage[] {
  const received = receivedAt.getTime();
  return request.batch.map((m) => {
    const clientTime = m.timestamp ?? m.originalTimestamp;
    const sentAt = m.sentAt ?? request.sentAt;
    const time = !clientTime ? received : sentAt ? received - (Date.parse(sentAt) - Date.parse(clientTime)) : Date.parse(clientTime);
    const receivedAt = new Date(received).toISOString();
    return {
      ...m,
      ...(EVENT_TYPES.has(m.type) && { properties: { ...m.properties, timeReceived: receivedAt } }),
      context: { ...request.context, ...m.context },
      integrations: { ...request.integrations, ...m.integrations },
      originalTimestamp: clientTime ?? undefined,
      receivedAt,
      timestamp: new Date(time).toISOString(),
    };
  });
}
