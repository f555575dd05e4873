import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_TOGGLES_KEY, DEFAULT_ANALYTICS_TOGGLES } from "#app/analytics/toggles.ts";
import { COLLECTOR_FORBIDDEN_MESSAGE } from "#app/analytics/collector-access.ts";
import { knownPersonalizationIdFor } from "#app/analytics/known-id.ts";
import { SESSION_COOKIE } from "#app/visitor/session.ts";
import { ORIGIN } from "./buy-path-harness";
import { signedSession } from "./signed-session";
import { atStartOfWindow, get, startWorker, untilStored } from "./worker-harness";

// The worker side of the analytics layer: the user-context call (spec §7) and the first-party collector
// endpoint (Segment HTTP tracking API /v1/batch, hardened by issue #8: decision 0015), against the
// seeded test state.

let mf: Miniflare;
/** A worker on an empty state (no KV toggles, no tables): the defaults. */
let empty: Miniflare;
let emptyDir: string;
// Every messageId this file writes starts with this, so the rows can be found and removed afterwards.
const RUN = `worker-test-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
/** Write keys the worker under test accepts (a secret in production). */
const WRITE_KEYS = ["wk_server", "wk_partner"];
/** A fresh address per run, so rate limits never carry over from an earlier run in the same minute. */
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const IP = randomIp();

beforeAll(async () => {
  mf = startWorker({ vars: { ANALYTICS_WRITE_KEYS: WRITE_KEYS.join(", ") } });
  emptyDir = mkdtempSync(path.join(tmpdir(), "tailwise-analytics-"));
  empty = startWorker({ stateDir: emptyDir, brokenQueue: true });
  await Promise.all([mf.ready, empty.ready]);
});
afterAll(async () => {
  if (mf) {
    const db = await mf.getD1Database("ANALYTICS");
    await db.prepare("DELETE FROM analytics_events WHERE message_id LIKE ?").bind(`${RUN}%`).run();
    await mf.dispose();
  }
  await empty?.dispose();
  rmSync(emptyDir, { recursive: true, force: true });
});

/**
 * This run's rows under `prefix`, once the analytics queue's consumer has stored at least `count` of
 * them (decision 0077: stored shortly after the 200); a refusal's check passes 0 (nothing was queued).
 */
const storedRows = (prefix: string, count = 0) =>
  untilStored(
    () => rowsNow(prefix),
    (rows) => rows.length >= count,
  );
const rowsNow = async (prefix: string) => {
  const db = await mf.getD1Database("ANALYTICS");
  const { results } = await db
    .prepare("SELECT message_id, type, event, payload, received_at FROM analytics_events WHERE message_id LIKE ? ORDER BY message_id")
    .bind(`${prefix}%`)
    .all<{ message_id: string; type: string; event: string | null; payload: string; received_at: string }>();
  return results;
};

/** A POST as our own pages send it: this site's Origin, JSON. `headers` may override or remove (null) any. */
const post = (worker: Miniflare, pathname: string, body: BodyInit, headers: Record<string, string | null> = {}) => {
  const all: Record<string, string | null> = { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": IP, ...headers };
  const sent = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null));
  return get(worker, pathname, { method: "POST", body, headers: sent });
};

const message = (id: string, extra: Record<string, unknown> = {}) => ({
  type: "track",
  event: "Product Clicked",
  properties: { products: [{ product_id: "12345", price: 19.99 }] },
  anonymousId: "anon-1",
  messageId: id,
  timestamp: "2024-05-01T12:00:00.000Z",
  ...extra,
});

describe.each([
  { market: "US", prefix: "", siteId: 10, name: "en-US" },
  { market: "Canada", prefix: "/ca", siteId: 60, name: "en-CA" },
])("user-context in the $market market", ({ prefix, siteId, name }) => {
  it("answers userContextData (market facts merged flat) and string-encoded toggles, never cached", async () => {
    const res = await get(mf, `${prefix}/app/rest/user-context?pageType=plp&lib=tailwise-analytics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as { userContextData: Record<string, unknown>; analyticsToggles: Record<string, string> };
    expect(body.userContextData).toMatchObject({
      isVisitor: true,
      registeredUser: false,
      hasPurchased: false,
      environment: "dev",
      pageType: "plp",
      market: name,
      siteId,
    });
    expect(body.userContextData).not.toHaveProperty("additionalMetaData");
    for (const value of Object.values(body.analyticsToggles)) expect(typeof value).toBe("string");
    expect(JSON.parse(body.analyticsToggles.collectorConfig)).toEqual({
      default: { platforms: ["tailwise"], url: "/analytics/collector.js" },
    });
    expect(JSON.parse(body.analyticsToggles.unidentifiedEventsBlacklist)).toEqual([]);
  });

  it("reads the anonymous id from its cookie; the verified session decides hasPurchased, registeredUser and the known id", async () => {
    const context = async (cookie: string) =>
      ((await (await get(mf, `${prefix}/app/rest/user-context?pageType=plp`, { headers: { cookie } })).json()) as { userContextData: Record<string, unknown> })
        .userContextData;
    expect(await context("abTestingAnonymousPID=anon-42")).toMatchObject({
      isVisitor: true,
      registeredUser: false,
      hasPurchased: false,
      personalizationId: "anon-42",
      anonymousPersonalizationId: "anon-42",
    });
    // A returning customer signed in at the account service: registered, has purchased, their known id.
    const customer = await context(`abTestingAnonymousPID=anon-42; ${SESSION_COOKIE}=${await signedSession({ hasPurchased: true, sub: "cust-24" })}`);
    const knownId = await knownPersonalizationIdFor("cust-24");
    expect(customer).toMatchObject({
      isVisitor: false,
      registeredUser: true,
      hasPurchased: true,
      personalizationId: knownId,
      anonymousPersonalizationId: "anon-42",
      knownPersonalizationId: knownId,
    });
    // A verified session without a customer id: an existing customer, not signed in, no known id.
    const recognised = await context(`abTestingAnonymousPID=anon-42; ${SESSION_COOKIE}=${await signedSession({ hasPurchased: true })}`);
    expect(recognised).toMatchObject({ registeredUser: false, hasPurchased: true, personalizationId: "anon-42" });
    expect(recognised).not.toHaveProperty("knownPersonalizationId");
    // A known id cookie or a forged session proves nothing.
    expect(await context("abTestingAnonymousPID=anon-42; abTestingKnownPID=known-7")).toMatchObject({
      registeredUser: false,
      hasPurchased: false,
      personalizationId: "anon-42",
    });
    const forged = await signedSession({ hasPurchased: true, sub: "cust-24" }, "another-secret-of-at-least-32-characters");
    expect(await context(`${SESSION_COOKIE}=${forged}`)).toMatchObject({ registeredUser: false, hasPurchased: false });
  });

  it("refuses a missing or malformed pageType with a 400 naming the field", async () => {
    for (const query of ["", "?pageType=", "?pageType=%3Cscript%3E", `?pageType=${"x".repeat(41)}`]) {
      const res = await get(mf, `${prefix}/app/rest/user-context${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; issues: { field: string }[] };
      expect(body.error).toMatch(/^Invalid user-context request: pageType/);
      expect(body.issues[0].field).toBe("pageType");
    }
  });
});

describe("analytics toggles come from the CONTENT KV", () => {
  it("uses the defaults when the KV holds none", async () => {
    const res = await get(empty, "/app/rest/user-context?pageType=plp");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { analyticsToggles: object }).analyticsToggles).toEqual(DEFAULT_ANALYTICS_TOGGLES);
  });

  it("answers the stored toggles; an invalid stored toggle falls back to its default", async () => {
    const kv = await empty.getKVNamespace("CONTENT");
    const plp = JSON.stringify({ default: { platforms: ["tailwise"], url: "/analytics/collector.js" }, plp: { platforms: [], url: "" } });
    await kv.put(
      ANALYTICS_TOGGLES_KEY,
      JSON.stringify({ collectorConfig: plp, unidentifiedEventsBlacklist: JSON.stringify(["^Legacy", "("]), experiment: '{"on":true}' }),
    );
    const ca = (await (await get(empty, "/ca/app/rest/user-context?pageType=plp")).json()) as { analyticsToggles: Record<string, string> };
    expect(ca.analyticsToggles.collectorConfig).toBe(plp);
    expect(ca.analyticsToggles.experiment).toBe('{"on":true}');
    // "(" is not a regular expression: the whole blacklist toggle keeps its default.
    expect(ca.analyticsToggles.unidentifiedEventsBlacklist).toBe("[]");

    await kv.put(ANALYTICS_TOGGLES_KEY, "not json");
    const broken = (await (await get(empty, "/app/rest/user-context?pageType=plp")).json()) as { analyticsToggles: object };
    expect(broken.analyticsToggles).toEqual(DEFAULT_ANALYTICS_TOGGLES);
    await kv.delete(ANALYTICS_TOGGLES_KEY);
  });
});

describe("the collector endpoint: POST {market}/v1/batch (Segment HTTP tracking API)", () => {
  it("stores a valid batch in the ANALYTICS database and answers Segment's 200 {success: true}", async () => {
    const id = `${RUN}-valid`;
    const res = await post(
      mf,
      "/v1/batch",
      JSON.stringify({
        batch: [message(`${id}-1`), message(`${id}-2`, { type: "page", event: undefined, name: "Page Viewed" })],
        sentAt: "2024-05-01T12:00:00.500Z",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const rows = await storedRows(id, 2);
    expect(rows.map((r) => [r.message_id, r.type, r.event])).toEqual([
      [`${id}-1`, "track", "Product Clicked"],
      [`${id}-2`, "page", "Page Viewed"],
    ]);
    const payload = JSON.parse(rows[0].payload);
    expect(payload).toMatchObject({ messageId: `${id}-1`, anonymousId: "anon-1", properties: { products: [{ product_id: "12345" }] } });
    expect(payload.receivedAt).toBe(rows[0].received_at);
    expect(payload.originalTimestamp).toBe("2024-05-01T12:00:00.000Z");
  });

  it("stores spec §3's further fields as checked, with timeReceived set on ingest; a malformed fingerprint is a 400 naming the field", async () => {
    const id = `${RUN}-fields`;
    const fingerprint = {
      os: "Android",
      browser: "Chrome",
      device_memory: 8,
      cores: 8,
      touch_points: 5,
      anonymous_id: "anon-1",
      region: "ca",
      event_uuid: "e-1",
      timestamps: { event: 1_714_564_800_000, page_load: 1_714_564_799_000 },
    };
    const properties = {
      products: [{ product_id: "12345", price: 19.99, position: 1 }],
      emission_path: 1,
      scroll_depth: 35,
      device_fingerprint: fingerprint,
      timeReceived: "2000-01-01T00:00:00.000Z",
    };
    expect((await post(mf, "/ca/v1/batch", JSON.stringify({ batch: [message(id, { properties })] }))).status).toBe(200);
    const [row] = await storedRows(id, 1);
    const stored = JSON.parse(row.payload);
    expect(stored.properties).toMatchObject({ emission_path: 1, scroll_depth: 35, device_fingerprint: fingerprint });
    // The server's time, whatever the client claimed.
    expect(stored.properties.timeReceived).toBe(row.received_at);

    const bad = await post(
      mf,
      "/v1/batch",
      JSON.stringify({ batch: [message(`${id}-bad`, { properties: { device_fingerprint: { ...fingerprint, cores: "many" } } })] }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { field: string }[] }).issues.map((i) => i.field)).toEqual(["batch.0.properties.device_fingerprint.cores"]);
    expect(await storedRows(`${id}-bad`)).toHaveLength(0);
  });

  it("works under /ca too", async () => {
    const id = `${RUN}-ca`;
    const res = await post(mf, "/ca/v1/batch", JSON.stringify({ batch: [message(id)] }));
    expect(res.status).toBe(200);
    expect(await storedRows(id, 1)).toHaveLength(1);
  });

  it("stores a duplicate messageId once (a resent batch, or twice in one batch)", async () => {
    const id = `${RUN}-dup`;
    const body = JSON.stringify({ batch: [message(id), message(id, { event: "Second copy" })] });
    expect((await post(mf, "/v1/batch", body)).status).toBe(200);
    expect((await post(mf, "/v1/batch", body)).status).toBe(200);
    const rows = await storedRows(id, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0].event).toBe("Product Clicked");
  });

  it("refuses an invalid body with a 400 that names the field, and stores none of the batch", async () => {
    const id = `${RUN}-invalid`;
    const { messageId: _, ...noId } = message(`${id}-x`);
    const res = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(`${id}-ok`), noId] }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; error: string; issues: { field: string }[] };
    expect(body.success).toBe(false);
    expect(body.error).toContain("batch.1.messageId");
    expect(body.issues.map((i) => i.field)).toEqual(["batch.1.messageId"]);
    expect(await storedRows(id)).toHaveLength(0);

    const track = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(`${id}-y`, { event: undefined })] }));
    expect(((await track.json()) as { error: string }).error).toContain("batch.0.event: event is required for track");
    for (const bad of ["not json", "{}", JSON.stringify({ batch: [] })]) {
      const res = await post(mf, "/v1/batch", bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it("refuses a batch over 500 KB with 413, declared or streamed", async () => {
    const big = JSON.stringify({ batch: [message(`${RUN}-big`, { properties: { blob: "x".repeat(520 * 1024) } })] });
    const declared = await post(mf, "/v1/batch", big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toMatch(/larger than 512000 bytes/);
    // No Content-Length: the limit holds while the body streams in.
    const encoder = new TextEncoder();
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(encoder.encode("x".repeat(100 * 1024)));
        controller.close();
      },
    });
    const streamed = await get(mf, "/v1/batch", {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "text/plain", origin: ORIGIN },
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await storedRows(`${RUN}-big`)).toHaveLength(0);
  });

  it("accepts text/plain (navigator.sendBeacon with a string) and a gzip body", async () => {
    const id = `${RUN}-beacon`;
    const plain = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(`${id}-text`)] }), { "content-type": "text/plain;charset=UTF-8" });
    expect(plain.status).toBe(200);
    const gz = await post(mf, "/v1/batch", gzipSync(JSON.stringify({ batch: [message(`${id}-gzip`)] })), { "content-encoding": "gzip" });
    expect(gz.status).toBe(200);
    expect((await storedRows(id, 2)).map((r) => r.message_id)).toEqual([`${id}-gzip`, `${id}-text`]);
  });

  it("accepts a real Segment server client's request unchanged: Basic auth write key, analytics-node batch", async () => {
    const id = `${RUN}-node`;
    // The shape @segment/analytics-node posts (identify with a numeric userId, _metadata, its own context).
    const body = {
      batch: [
        {
          type: "identify",
          userId: 42,
          traits: { email: "shopper@example.com" },
          messageId: `${id}-1`,
          timestamp: "2024-05-01T12:00:00.000Z",
          context: { library: { name: "@segment/analytics-node", version: "2.1.0" } },
          _metadata: { nodeVersion: "20.11.0", jsRuntime: "node" },
        },
        { type: "track", event: "Order Completed", userId: "42", properties: { revenue: 25 }, messageId: `${id}-2`, timestamp: "2024-05-01T12:00:00.001Z" },
      ],
      sentAt: "2024-05-01T12:00:01.000Z",
    };
    // A server has no Origin: the write key admits it.
    const res = await post(mf, "/v1/batch", JSON.stringify(body), {
      authorization: `Basic ${Buffer.from("wk_server:").toString("base64")}`,
      "user-agent": "analytics-node-next/latest",
      origin: null,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const rows = await storedRows(id, 2);
    expect(rows.map((r) => [r.type, r.event])).toEqual([
      ["identify", null],
      ["track", "Order Completed"],
    ]);
    const stored = JSON.parse(rows[0].payload);
    expect(stored).toMatchObject({ userId: "42", _metadata: { jsRuntime: "node" } });
    // The key is a credential: it admits the request and is not kept.
    expect(stored).not.toHaveProperty("writeKey");
  });

  it("answers 503 with Retry-After when the events cannot be queued (a retry is safe: messageIds)", async () => {
    // The empty state has no tables and its queue refuses every send.
    const res = await post(empty, "/v1/batch", JSON.stringify({ batch: [message(`${RUN}-down`)] }));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(((await res.json()) as { error: string }).error).toBe("Events could not be stored. Please retry.");
  });

  it("answers other methods with 405 JSON", async () => {
    const res = await get(mf, "/v1/batch");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});

describe("the collector's hardening (issue #8, decision 0015)", () => {
  const batchOf = (id: string, count: number, extra: (i: number) => Record<string, unknown> = () => ({})) =>
    JSON.stringify({ batch: Array.from({ length: count }, (_, i) => message(`${id}-${String(i).padStart(3, "0")}`, extra(i))) });
  const errorOf = async (res: { json(): Promise<unknown> }) => (await res.json()) as { success: boolean; error: string; issues?: { field: string }[] };

  it("writes into its own database: the catalogue has no analytics table, and neither database holds counters (decision 0080)", async () => {
    const id = `${RUN}-own-db`;
    expect((await post(mf, "/v1/batch", batchOf(id, 2))).status).toBe(200);
    expect(await storedRows(id, 2)).toHaveLength(2);
    const catalogue = await mf.getD1Database("DB");
    expect((await catalogue.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'analytics%'").all()).results).toEqual([]);
    const analytics = await mf.getD1Database("ANALYTICS");
    for (const db of [catalogue, analytics]) expect((await db.prepare("SELECT name FROM sqlite_master WHERE name = 'rate_limits'").all()).results).toEqual([]);
  });

  describe("who may post: this site's own pages, or a client with a write key", () => {
    it("refuses another site's page, a client without Origin and a wrong key with 403, storing nothing", async () => {
      const id = `${RUN}-forbidden`;
      const refusedHeaders: Record<string, string | null>[] = [
        { origin: "https://evil.example" },
        { origin: null },
        { origin: "http://127.0.0.1:8787.evil.example" },
        { origin: null, authorization: `Basic ${btoa("wk_guess:")}` },
      ];
      for (const headers of refusedHeaders) {
        const res = await post(mf, "/v1/batch", batchOf(id, 1), headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await errorOf(res)).toEqual({ success: false, error: COLLECTOR_FORBIDDEN_MESSAGE });
      }
      const bodyKey = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(id)], writeKey: "wk_guess" }), { origin: null });
      expect(bodyKey.status).toBe(403);
      expect(await storedRows(id)).toHaveLength(0);
    });

    it("accepts a write key from anywhere: Basic auth, or writeKey in the body where a beacon cannot set headers", async () => {
      const id = `${RUN}-keyed`;
      const basic = await post(mf, "/v1/batch", batchOf(`${id}-basic`, 1), {
        origin: "https://partner.example",
        authorization: `Basic ${btoa("wk_partner:")}`,
      });
      expect(basic.status).toBe(200);
      const inBody = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(`${id}-body`)], writeKey: "wk_partner" }), {
        origin: null,
        "content-type": "text/plain",
      });
      expect(inBody.status).toBe(200);
      // analytics.js puts the key on every message.
      const inMessage = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(`${id}-message`, { writeKey: "wk_server" })] }), { origin: null });
      expect(inMessage.status).toBe(200);
      expect((await storedRows(id, 3)).map((row) => row.message_id)).toEqual([`${id}-basic-000`, `${id}-body`, `${id}-message`]);
    });
  });

  it("refuses a body that is neither JSON nor text with 415, and an encoding it cannot read", async () => {
    const id = `${RUN}-media`;
    for (const [type, encoding] of [
      ["application/x-www-form-urlencoded", null],
      ["multipart/form-data; boundary=x", null],
      [null, null],
      ["application/json", "br"],
    ]) {
      // Bytes, not a string: fetch would label a string text/plain.
      const res = await post(mf, "/v1/batch", new TextEncoder().encode(batchOf(id, 1)), { "content-type": type, "content-encoding": encoding });
      expect(res.status, `${type} ${encoding}`).toBe(415);
      expect((await errorOf(res)).error).toBe(
        encoding ? "This Content-Encoding is not supported; send identity or gzip." : "Send the batch as application/json or text/plain.",
      );
    }
    // A JSON media type with its own name is still JSON.
    expect((await post(mf, "/v1/batch", batchOf(`${id}-vendor`, 1), { "content-type": "application/vnd.segment+json" })).status).toBe(200);
    expect(await storedRows(`${id}-0`)).toHaveLength(0);
  });

  it("refuses client times outside the window with a 400 naming the field, never a 500", async () => {
    const id = `${RUN}-time`;
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      // The batch that answered 500: the clock-skew correction left the range of a Date (RangeError).
      [{ timestamp: "+275760-09-13T00:00:00.000Z" }, { sentAt: "2024-05-01T12:00:00.000Z" }, "batch.0.timestamp"],
      [{ timestamp: undefined, originalTimestamp: "1970-01-01T00:00:00.000Z" }, {}, "batch.0.originalTimestamp"],
      [{ sentAt: new Date(Date.now() + 2 * 86_400_000).toISOString() }, {}, "batch.0.sentAt"],
      [{}, { sentAt: "-271821-04-20T00:00:00.000Z" }, "sentAt"],
    ];
    for (const [fields, batchFields, field] of cases) {
      const res = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(id, fields)], ...batchFields }));
      expect(res.status, field).toBe(400);
      const body = await errorOf(res);
      expect(body.issues?.map((issue) => issue.field)).toEqual([field]);
      expect(body.error).toBe(`Invalid batch: ${field}: must be between 2000-01-01T00:00:00.000Z and 24 hours after the time received`);
    }
    expect(await storedRows(id)).toHaveLength(0);
  });

  it("refuses more than 100 messages in one batch", async () => {
    const res = await post(mf, "/v1/batch", batchOf(`${RUN}-huge`, 101));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe("Invalid batch: batch: at most 100 messages per batch");
  });

  it("answers 429 with Retry-After past 600 events a minute from one anonymous id; other visitors go on", async () => {
    await atStartOfWindow(60, 20);
    const id = `${RUN}-busy`;
    const ip = randomIp();
    const busy = () => ({ anonymousId: `${RUN}-busy-visitor` });
    for (let i = 0; i < 6; i++) expect((await post(mf, "/v1/batch", batchOf(`${id}-${i}`, 100, busy), { "cf-connecting-ip": ip })).status).toBe(200);
    const refused = await post(mf, "/v1/batch", batchOf(`${id}-over`, 1, busy), { "cf-connecting-ip": ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await errorOf(refused)).error).toMatch(/^Too many requests\. Please wait (\d+ seconds|a minute) and try again\.$/);
    expect(await storedRows(`${id}-over`)).toHaveLength(0);
    expect((await post(mf, "/v1/batch", batchOf(`${id}-other`, 1), { "cf-connecting-ip": ip })).status).toBe(200);
  }, 90_000);

  it("answers 429 past 6000 events a minute from one address, whatever the anonymous ids", async () => {
    await atStartOfWindow(60, 30);
    const id = `${RUN}-flood`;
    const ip = randomIp();
    // The same 100 visitors and message ids every time: counted every time, stored once.
    const body = batchOf(id, 100, (i) => ({ anonymousId: `${RUN}-flood-${i}` }));
    for (let i = 0; i < 60; i++) expect((await post(mf, "/v1/batch", body, { "cf-connecting-ip": ip })).status).toBe(200);
    const refused = await post(mf, "/v1/batch", batchOf(`${id}-over`, 1), { "cf-connecting-ip": ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await post(mf, "/v1/batch", batchOf(`${id}-elsewhere`, 1), { "cf-connecting-ip": randomIp() })).status).toBe(200);
  }, 90_000);
});

describe("the collector script is served by the worker", () => {
  it("/analytics/collector.js installs window.tailwiseCollector and posts to {prefix}/v1/batch", async () => {
    const res = await get(mf, "/analytics/collector.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const code = await res.text();
    expect(code).toMatch(/Collector`|tailwiseCollector/); // the global's name, `${PRODUCT}Collector` once minified
    expect(code).toContain("/v1/batch");
  });
});
