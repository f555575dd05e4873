import { describe, expect, it } from "vitest";
import {
  BatchRequest,
  EARLIEST_CLIENT_TIME,
  MAX_CLIENT_TIME_AHEAD_HOURS,
  MAX_MESSAGES_PER_BATCH,
  MAX_MESSAGE_BYTES,
  clientTimeIssues,
  normalizeBatch,
  writeKeyFrom,
} from "./batch-schema";
import { MAX_BATCH_MESSAGES } from "./segment-batch-client";

// Shapes the real clients post, written from their documented message formats.
const analyticsNext = {
  batch: [
    {
      type: "track",
      event: "Product Clicked",
      properties: { product_id: "123", price: 19.99 },
      userId: null,
      anonymousId: "7b1f6b1e-6d0a-4d37-a0a3-0a1d7a0d5b11",
      messageId: "ajs-next-1f0a4f9e9d3c5b2a7e6d8c1b0a9f8e7d",
      timestamp: "2024-05-01T12:00:00.000Z",
      integrations: {},
      context: { library: { name: "analytics.js", version: "npm:next-1.70.0" }, page: { path: "/b/dog" }, userAgent: "UA", locale: "en-US" },
      writeKey: "wk_live",
      sentAt: "2024-05-01T12:00:00.200Z",
      _metadata: { bundled: ["Segment.io"], unbundled: [], bundledIds: [] },
    },
  ],
  sentAt: "2024-05-01T12:00:00.200Z",
  writeKey: "wk_live",
};
const analyticsNode = {
  batch: [
    {
      type: "identify",
      userId: 42,
      traits: { email: "a@b.c" },
      messageId: "node-next-1714564800000-6f7a3b2c",
      timestamp: "2024-05-01T12:00:00.000Z",
      context: { library: { name: "@segment/analytics-node", version: "2.1.0" } },
      _metadata: { nodeVersion: "20.11.0", jsRuntime: "node" },
    },
    { type: "alias", previousId: "anon-1", userId: "42", messageId: "node-2", timestamp: "2024-05-01T12:00:00.001Z" },
    { type: "group", groupId: "org-9", userId: "42", traits: { name: "Vet Clinic" }, messageId: "node-3" },
  ],
  sentAt: "2024-05-01T12:00:01.000Z",
};
const rudderstack = {
  batch: [
    {
      type: "page",
      name: "Dog Food",
      properties: { path: "/b/dog", url: "https://www.tailwise.com/b/dog" },
      anonymousId: "c1b2",
      userId: "",
      channel: "web",
      rudderId: "9e1f",
      messageId: "f3c4b1d2-aaaa-bbbb-cccc-ddddeeeeffff",
      originalTimestamp: "2024-05-01T12:00:00.000Z",
      sentAt: "2024-05-01T12:00:00.500Z",
      integrations: { All: true },
      context: { app: { name: "RudderLabs JavaScript SDK" }, library: { name: "RudderLabs JavaScript SDK", version: "3.0.0" } },
    },
    { type: "screen", name: "Home", anonymousId: "c1b2", messageId: "m-2", originalTimestamp: "2024-05-01T12:00:00.000000+00:00" },
  ],
  sentAt: "2024-05-01T12:00:00.500Z",
};
const ours = {
  batch: [
    {
      type: "track",
      event: "Product List Viewed",
      properties: { products: [] },
      messageId: "0d5c6f1e-1111-4222-8333-944455556666",
      timestamp: "2024-05-01T12:00:00.000Z",
      anonymousId: "anon",
      context: { library: { name: "tailwise-collector", version: "1.307.0" } },
    },
  ],
  sentAt: "2024-05-01T12:00:00.250Z",
};

describe("the collector endpoint accepts real Segment / RudderStack batches unchanged", () => {
  it.each([
    ["analytics.js (analytics-next)", analyticsNext],
    ["analytics-node", analyticsNode],
    ["RudderStack JS", rudderstack],
    ["our segment-batch-client", ours],
  ])("%s", (_name, body) => {
    const r = BatchRequest.safeParse(body);
    expect(r.success ? "ok" : r.error.issues).toBe("ok");
  });
  it("keeps unknown fields (passthrough) and stores numeric user ids as text", () => {
    const r = BatchRequest.parse(analyticsNode);
    expect(r.batch[0].userId).toBe("42");
    expect(r.batch[0]).toHaveProperty("_metadata");
    expect(BatchRequest.parse(rudderstack).batch[0]).toHaveProperty("rudderId", "9e1f");
  });
});

describe("the collector endpoint refuses what Segment refuses", () => {
  const base = { type: "track", event: "E", anonymousId: "a", messageId: "m" };
  const issues = (message: Record<string, unknown>) => {
    const r = BatchRequest.safeParse({ batch: [message] });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("requires messageId on every message", () => {
    const { messageId, ...noId } = base;
    expect(issues(noId)).toEqual(["batch.0.messageId: Required"]);
    expect(issues({ ...base, messageId: "" })).toHaveLength(1);
  });
  it("requires userId or anonymousId", () => {
    expect(issues({ type: "track", event: "E", messageId: "m" })).toEqual(["batch.0.userId: userId or anonymousId is required"]);
  });
  it("requires event on track, groupId on group, previousId on alias", () => {
    expect(issues({ type: "track", anonymousId: "a", messageId: "m" })).toEqual(["batch.0.event: event is required for track"]);
    expect(issues({ type: "group", userId: "u", messageId: "m" })).toEqual(["batch.0.groupId: groupId is required for group"]);
    expect(issues({ type: "alias", userId: "u", messageId: "m" })).toEqual(["batch.0.previousId: previousId is required for alias"]);
  });
  it("refuses unknown types, unparseable timestamps, empty batches and messages over 32 KB", () => {
    expect(issues({ ...base, type: "purchase" })).toHaveLength(1);
    expect(issues({ ...base, timestamp: "yesterday" })).toEqual(["batch.0.timestamp: must be an ISO-8601 date"]);
    expect(BatchRequest.safeParse({ batch: [] }).success).toBe(false);
    expect(issues({ ...base, properties: { blob: "x".repeat(MAX_MESSAGE_BYTES) } })).toHaveLength(1);
  });
});

describe("a batch holds at most 100 messages", () => {
  const message = (i: number) => ({ type: "track", event: "E", anonymousId: "a", messageId: `m${i}` });
  it("refuses the 101st", () => {
    expect(BatchRequest.safeParse({ batch: Array.from({ length: MAX_MESSAGES_PER_BATCH }, (_, i) => message(i)) }).success).toBe(true);
    const over = BatchRequest.safeParse({ batch: Array.from({ length: MAX_MESSAGES_PER_BATCH + 1 }, (_, i) => message(i)) });
    expect(over.success ? [] : over.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual(["batch: at most 100 messages per batch"]);
  });
  it("which our own client never reaches: it sends at 50", () => expect(MAX_BATCH_MESSAGES).toBeLessThanOrEqual(MAX_MESSAGES_PER_BATCH));
});

describe("client times must fall between 2000-01-01 and 24 hours after the time received", () => {
  const receivedAt = new Date("2026-11-23T12:00:00.000Z");
  const fields = (message: Record<string, unknown>, batch: Record<string, unknown> = {}) =>
    clientTimeIssues(BatchRequest.parse({ batch: [{ type: "page", anonymousId: "a", messageId: "m", ...message }], ...batch }), receivedAt).map((i) => i.field);

  it("accepts times inside the window, at both ends, and messages with no time", () => {
    expect(fields({ timestamp: EARLIEST_CLIENT_TIME, sentAt: "2026-11-24T12:00:00.000Z" })).toEqual([]);
    expect(fields({ originalTimestamp: "2026-11-23T11:59:00+01:00" }, { sentAt: "2026-11-23T12:00:00Z" })).toEqual([]);
    expect(fields({})).toEqual([]);
  });
  it("refuses a time before 2000 or a day ahead, naming each field", () => {
    expect(fields({ timestamp: "1999-12-31T23:59:59.999Z" })).toEqual(["batch.0.timestamp"]);
    expect(fields({ originalTimestamp: "2026-11-24T12:00:00.001Z" })).toEqual(["batch.0.originalTimestamp"]);
    expect(fields({ sentAt: "+275760-09-13T00:00:00.000Z" }, { sentAt: "-271821-04-20T00:00:00.000Z" })).toEqual(["sentAt", "batch.0.sentAt"]);
  });
  it("says what the window is", () => {
    const [issue] = clientTimeIssues(
      BatchRequest.parse({ batch: [{ type: "page", anonymousId: "a", messageId: "m", timestamp: "1970-01-01T00:00:00Z" }] }),
      receivedAt,
    );
    expect(issue.message).toBe(`batch.0.timestamp: must be between 2000-01-01T00:00:00.000Z and ${MAX_CLIENT_TIME_AHEAD_HOURS} hours after the time received`);
  });
  it("so the clock-skew correction always gives a date (the extreme pair that answered 500 is refused before it)", () => {
    const extreme = BatchRequest.parse({
      batch: [{ type: "track", event: "E", anonymousId: "a", messageId: "m", timestamp: "+275760-09-13T00:00:00.000Z" }],
      sentAt: "2024-05-01T12:00:00.000Z",
    });
    expect(() => normalizeBatch(extreme, receivedAt)).toThrow(RangeError);
    expect(clientTimeIssues(extreme, receivedAt).map((i) => i.field)).toEqual(["batch.0.timestamp"]);
  });
});

describe("write key (auth optional)", () => {
  it("reads HTTP Basic auth with the key as user name", () => {
    expect(writeKeyFrom(`Basic ${btoa("wk_live:")}`)).toBe("wk_live");
    expect(writeKeyFrom(`basic ${btoa("wk_live")}`)).toBe("wk_live");
  });
  it("falls back to the body (sendBeacon cannot set headers; analytics.js puts it in each message)", () => {
    expect(writeKeyFrom(null, { writeKey: "body_key" })).toBe("body_key");
    expect(writeKeyFrom(undefined, { batch: [{ writeKey: "msg_key" }] } as never)).toBe("msg_key");
  });
  it("is undefined when absent or malformed", () => {
    expect(writeKeyFrom(null, {})).toBeUndefined();
    expect(writeKeyFrom("Basic %%%")).toBeUndefined();
    expect(writeKeyFrom("Bearer abc")).toBeUndefined();
  });
});

describe("normalizeBatch (Segment storage semantics)", () => {
  it("merges batch context under each message's own and corrects timestamps for client clock skew", () => {
    const request = BatchRequest.parse({
      batch: [{ type: "track", event: "E", anonymousId: "a", messageId: "m", timestamp: "2024-05-01T12:00:00.000Z", context: { page: { path: "/x" } } }],
      sentAt: "2024-05-01T12:00:01.000Z",
      context: { ip: "1.2.3.4" },
    });
    // client clock 1 hour behind: sent at 12:00:01 client time, received 13:00:01 server time
    const [stored] = normalizeBatch(request, new Date("2024-05-01T13:00:01.000Z"));
    expect(stored.timestamp).toBe("2024-05-01T13:00:00.000Z");
    expect(stored.originalTimestamp).toBe("2024-05-01T12:00:00.000Z");
    expect(stored.receivedAt).toBe("2024-05-01T13:00:01.000Z");
    expect(stored.context).toEqual({ ip: "1.2.3.4", page: { path: "/x" } });
  });
  it("uses the receive time when the client sent no time", () => {
    const request = BatchRequest.parse({ batch: [{ type: "page", anonymousId: "a", messageId: "m" }] });
    expect(normalizeBatch(request, new Date("2024-05-01T00:00:00.000Z"))[0].timestamp).toBe("2024-05-01T00:00:00.000Z");
  });
});

describe("spec §3's further fields, checked before they are stored", () => {
  const message = (properties: Record<string, unknown>) => ({
    batch: [{ type: "track", event: "Product Added", anonymousId: "a", messageId: "m", properties }],
  });
  const fingerprint = {
    os: "iOS",
    browser: "Safari",
    device_memory: 4,
    cores: 6,
    touch_points: 5,
    anonymous_id: "a",
    user_id: "cust-1",
    region: "ca",
    event_uuid: "e-1",
    timestamps: { event: 1_700_000_000_500, page_load: 1_700_000_000_000 },
  };
  const issues = (properties: Record<string, unknown>) => {
    const parsed = BatchRequest.safeParse(message(properties));
    return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join("."));
  };
  it("accepts emission_path 1 or 2, a scroll_depth of 0..100 and a device fingerprint", () => {
    expect(issues({ emission_path: 1, scroll_depth: 0, device_fingerprint: fingerprint })).toEqual([]);
    expect(issues({ emission_path: 2, scroll_depth: 100 })).toEqual([]);
    expect(issues({})).toEqual([]);
  });
  it("refuses another emission_path or scroll_depth, naming the field", () => {
    expect(issues({ emission_path: 3 })).toEqual(["batch.0.properties.emission_path"]);
    expect(issues({ scroll_depth: 101 })).toEqual(["batch.0.properties.scroll_depth"]);
    expect(issues({ scroll_depth: 12.5 })).toEqual(["batch.0.properties.scroll_depth"]);
  });
  it("refuses a fingerprint with fields of its own, of the wrong type or too long", () => {
    expect(issues({ device_fingerprint: { ...fingerprint, canvas: "data:..." } })).toEqual(["batch.0.properties.device_fingerprint"]);
    expect(issues({ device_fingerprint: { ...fingerprint, cores: "6" } })).toEqual(["batch.0.properties.device_fingerprint.cores"]);
    expect(issues({ device_fingerprint: { ...fingerprint, os: "x".repeat(41) } })).toEqual(["batch.0.properties.device_fingerprint.os"]);
    expect(issues({ device_fingerprint: { ...fingerprint, anonymous_id: undefined } })).toEqual(["batch.0.properties.device_fingerprint.anonymous_id"]);
  });
  it("sets timeReceived on an event's or page's properties to the time received, replacing a client's", () => {
    const request = BatchRequest.parse({
      batch: [
        { type: "track", event: "E", anonymousId: "a", messageId: "m1", properties: { timeReceived: "1999-01-01T00:00:00.000Z", scroll_depth: 40 } },
        { type: "page", anonymousId: "a", messageId: "m2" },
        { type: "identify", anonymousId: "a", messageId: "m3", traits: { hasPurchased: true } },
      ],
    });
    const [track, page, identify] = normalizeBatch(request, new Date("2026-11-27T10:00:00.000Z"));
    expect(track.properties).toEqual({ timeReceived: "2026-11-27T10:00:00.000Z", scroll_depth: 40 });
    expect(page.properties).toEqual({ timeReceived: "2026-11-27T10:00:00.000Z" });
    expect(identify).not.toHaveProperty("properties");
  });
});
