import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_TOGGLES_KEY, DEFAULT_ANALYTICS_TOGGLES } from "../../app/analytics/toggles";
import { get, startWorker } from "./worker-harness";

// The worker side of the analytics layer: the user-context call (spec §7) and the first-party collector
// endpoint (Segment HTTP tracking API /v1/batch), against the seeded test state.

let mf: Miniflare;
/** A worker on an empty state (no KV toggles, no tables): the defaults. */
let empty: Miniflare;
let emptyDir: string;
// Every messageId this file writes starts with this, so the rows can be found and removed afterwards.
const RUN = `worker-test-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  mf = startWorker();
  emptyDir = mkdtempSync(path.join(tmpdir(), "tailwise-analytics-"));
  empty = startWorker({ stateDir: emptyDir });
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

const storedRows = async (prefix: string) => {
  const db = await mf.getD1Database("ANALYTICS");
  const { results } = await db
    .prepare("SELECT message_id, type, event, payload, received_at FROM analytics_events WHERE message_id LIKE ? ORDER BY message_id")
    .bind(`${prefix}%`)
    .all<{ message_id: string; type: string; event: string | null; payload: string; received_at: string }>();
  return results;
};

const post = (worker: Miniflare, pathname: string, body: BodyInit, headers: Record<string, string> = {}) =>
  get(worker, pathname, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

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

  it("reads the visitor's personalization ids from the cookies; a known id means a registered user", async () => {
    const anonymous = await get(mf, `${prefix}/app/rest/user-context?pageType=plp`, { headers: { cookie: "abTestingAnonymousPID=anon-42" } });
    expect(((await anonymous.json()) as { userContextData: object }).userContextData).toMatchObject({
      isVisitor: true,
      personalizationId: "anon-42",
      anonymousPersonalizationId: "anon-42",
    });
    const known = await get(mf, `${prefix}/app/rest/user-context?pageType=pdp`, {
      headers: { cookie: "abTestingAnonymousPID=anon-42; abTestingKnownPID=known-7" },
    });
    expect(((await known.json()) as { userContextData: object }).userContextData).toMatchObject({
      isVisitor: false,
      registeredUser: true,
      personalizationId: "known-7",
      knownPersonalizationId: "known-7",
    });
    const invalid = await get(mf, `${prefix}/app/rest/user-context?pageType=plp`, { headers: { cookie: "abTestingKnownPID=undefined" } });
    expect(((await invalid.json()) as { userContextData: object }).userContextData).toMatchObject({ registeredUser: false });
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
      JSON.stringify({ collectorConfig: plp, unidentifiedEventsBlacklist: JSON.stringify(["^Legacy", "("]), experiment: "{\"on\":true}" }),
    );
    const ca = (await (await get(empty, "/ca/app/rest/user-context?pageType=plp")).json()) as { analyticsToggles: Record<string, string> };
    expect(ca.analyticsToggles.collectorConfig).toBe(plp);
    expect(ca.analyticsToggles.experiment).toBe("{\"on\":true}");
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
      JSON.stringify({ batch: [message(`${id}-1`), message(`${id}-2`, { type: "page", event: undefined, name: "Page Viewed" })], sentAt: "2024-05-01T12:00:00.500Z" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const rows = await storedRows(id);
    expect(rows.map((r) => [r.message_id, r.type, r.event])).toEqual([
      [`${id}-1`, "track", "Product Clicked"],
      [`${id}-2`, "page", "Page Viewed"],
    ]);
    const payload = JSON.parse(rows[0].payload);
    expect(payload).toMatchObject({ messageId: `${id}-1`, anonymousId: "anon-1", properties: { products: [{ product_id: "12345" }] } });
    expect(payload.receivedAt).toBe(rows[0].received_at);
    expect(payload.originalTimestamp).toBe("2024-05-01T12:00:00.000Z");
  });

  it("works under /ca too", async () => {
    const id = `${RUN}-ca`;
    const res = await post(mf, "/ca/v1/batch", JSON.stringify({ batch: [message(id)] }));
    expect(res.status).toBe(200);
    expect(await storedRows(id)).toHaveLength(1);
  });

  it("stores a duplicate messageId once (a resent batch, or twice in one batch)", async () => {
    const id = `${RUN}-dup`;
    const body = JSON.stringify({ batch: [message(id), message(id, { event: "Second copy" })] });
    expect((await post(mf, "/v1/batch", body)).status).toBe(200);
    expect((await post(mf, "/v1/batch", body)).status).toBe(200);
    const rows = await storedRows(id);
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
    const streamed = await get(mf, "/v1/batch", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await storedRows(`${RUN}-big`)).toHaveLength(0);
  });

  it("accepts text/plain (navigator.sendBeacon with a string) and a gzip body", async () => {
    const id = `${RUN}-beacon`;
    const plain = await post(mf, "/v1/batch", JSON.stringify({ batch: [message(`${id}-text`)] }), { "content-type": "text/plain;charset=UTF-8" });
    expect(plain.status).toBe(200);
    const gz = await post(mf, "/v1/batch", gzipSync(JSON.stringify({ batch: [message(`${id}-gzip`)] })), { "content-encoding": "gzip" });
    expect(gz.status).toBe(200);
    expect((await storedRows(id)).map((r) => r.message_id)).toEqual([`${id}-gzip`, `${id}-text`]);
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
    const res = await post(mf, "/v1/batch", JSON.stringify(body), {
      authorization: `Basic ${Buffer.from("wk_server:").toString("base64")}`,
      "user-agent": "analytics-node-next/latest",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const rows = await storedRows(id);
    expect(rows.map((r) => [r.type, r.event])).toEqual([
      ["identify", null],
      ["track", "Order Completed"],
    ]);
    expect(JSON.parse(rows[0].payload)).toMatchObject({ userId: "42", writeKey: "wk_server", _metadata: { jsRuntime: "node" } });
  });

  it("answers other methods with 405 JSON", async () => {
    const res = await get(mf, "/v1/batch");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
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
