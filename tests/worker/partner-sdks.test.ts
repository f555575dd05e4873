import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Analytics as SegmentAnalytics } from "@segment/analytics-node";
import RudderAnalytics from "@rudderstack/rudder-sdk-node";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTOR_FORBIDDEN_MESSAGE, COLLECTOR_NO_KEYS_MESSAGE } from "#app/analytics/collector-access.ts";
import { MAX_BATCH_BYTES } from "#analytics/collector/batch-schema.ts";
import { freePort, startWorker, untilStored } from "./worker-harness";

// Issue #27: the partner SDKs post to the first-party collector unchanged (decision 0070). Each SDK,
// as its own users configure it (host = this server, its batch path /v1/batch, a write key), sends
// identify, track, page, group, alias and screen to the built Worker over a real socket; every
// field is read back from the ANALYTICS database. A server without keys, and a wrong key, get a
// 403 the SDK hands to its error hook, and the sending process goes on.

const WRITE_KEY = "wk_partner_sdk_test";
const RUN = `partner-sdk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

let keyed: { mf: Miniflare; url: string };
let keyless: { mf: Miniflare; url: string; dir: string };

beforeAll(async () => {
  const [keyedPort, keylessPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), "tailwise-keyless-"));
  keyed = { mf: startWorker({ port: keyedPort, vars: { ANALYTICS_WRITE_KEYS: `wk_other, ${WRITE_KEY}` } }), url: `http://127.0.0.1:${keyedPort}` };
  // No keys, no catalogue: the refusal comes before anything is read or stored.
  keyless = { mf: startWorker({ port: keylessPort, stateDir: dir }), url: `http://127.0.0.1:${keylessPort}`, dir };
  await Promise.all([keyed.mf.ready, keyless.mf.ready]);
});
afterAll(async () => {
  if (keyed?.mf) {
    const db = await keyed.mf.getD1Database("ANALYTICS");
    await db.prepare("DELETE FROM analytics_events WHERE message_id LIKE ?").bind(`${RUN}%`).run();
    await keyed.mf.dispose();
  }
  await keyless?.mf.dispose();
  if (keyless?.dir) rmSync(keyless.dir, { recursive: true, force: true });
});

/** Unhandled rejections while `send` runs: a sender whose SDK rejects unseen would crash (Node's default). */
async function withoutUnhandledRejections(send: () => Promise<void>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", record);
  try {
    await send();
    // A rejection is reported after the microtask queue drains.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off("unhandledRejection", record);
  }
  return unhandled;
}

/** One call of each of Segment's six types, with the fields each one carries. */
const calls = (prefix: string) => {
  const at = (second: number) => new Date(Date.UTC(2026, 10, 28, 9, 0, second));
  return {
    identify: { messageId: `${prefix}-1-identify`, userId: "user-42", traits: { email: "shopper@example.com", plan: "autoship" }, timestamp: at(1) },
    track: {
      messageId: `${prefix}-2-track`,
      userId: "user-42",
      event: "Order Completed",
      properties: { order_id: "o-1", revenue: 25.5, products: [{ product_id: "12345", quantity: 2 }] },
      timestamp: at(2),
    },
    page: { messageId: `${prefix}-3-page`, userId: "user-42", name: "Dog Food", category: "plp", properties: { path: "/b/dog-food_c288" }, timestamp: at(3) },
    group: { messageId: `${prefix}-4-group`, userId: "user-42", groupId: "household-7", traits: { name: "The Pack", pets: 3 }, timestamp: at(4) },
    alias: { messageId: `${prefix}-5-alias`, userId: "user-42", previousId: "anon-previous", timestamp: at(5) },
    screen: { messageId: `${prefix}-6-screen`, userId: "user-42", name: "Cart", properties: { items: 2 }, timestamp: at(6) },
  };
};
type Calls = ReturnType<typeof calls>;

/** What lands for each call: its type and the `event` column, and the fields sent, in the stored JSON. */
const expectedRows = (sent: Calls) =>
  Object.entries(sent).map(([type, call]) => {
    const { timestamp, ...fields } = call;
    const event = type === "track" ? sent.track.event : type === "page" || type === "screen" ? (call as { name: string }).name : null;
    return { type, event, payload: { ...fields, type, originalTimestamp: timestamp.toISOString() } };
  });

/** Rows under `prefix` once the analytics queue's consumer has stored at least `count` (decision 0077); 0 for a refusal's check. */
const storedRows = (prefix: string, count = 0) =>
  untilStored(
    () => rowsNow(prefix),
    (rows) => rows.length >= count,
  );
async function rowsNow(prefix: string) {
  const db = await keyed.mf.getD1Database("ANALYTICS");
  const { results } = await db
    .prepare("SELECT message_id, type, event, payload FROM analytics_events WHERE message_id LIKE ? ORDER BY message_id")
    .bind(`${prefix}%`)
    .all<{ message_id: string; type: string; event: string | null; payload: string }>();
  return results.map((row) => ({ type: row.type, event: row.event, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

/** The Segment Node SDK as its README configures it, pointed at this server; no retries, so a refusal is final at once. */
const segmentClient = (host: string, writeKey: string) => new SegmentAnalytics({ writeKey, host, path: "/v1/batch", flushAt: 1, maxRetries: 0 });

/** RudderStack's Node SDK with its defaults (gzip on: a form-labelled gzip JSON body), flushing at once. */
const rudderClient = (host: string, writeKey: string, errorHandler?: (error: unknown) => void) =>
  new RudderAnalytics(writeKey, { dataPlaneUrl: host, path: "/v1/batch", flushAt: 1, retryCount: 0, logLevel: "none", ...(errorHandler && { errorHandler }) });

/** Every call of `sent` through the Segment SDK; resolves when all are flushed, with each callback's error. */
async function sendWithSegment(client: SegmentAnalytics, sent: Calls): Promise<unknown[]> {
  const errors: Promise<unknown>[] = [];
  const callback = () => {
    let settle!: (error: unknown) => void;
    errors.push(new Promise((resolve) => (settle = resolve)));
    return (error?: unknown) => settle(error);
  };
  client.identify(sent.identify, callback());
  client.track(sent.track, callback());
  client.page(sent.page, callback());
  client.group(sent.group, callback());
  client.alias(sent.alias, callback());
  client.screen(sent.screen, callback());
  await client.closeAndFlush({ timeout: 10_000 });
  return Promise.all(errors);
}

/** The same through RudderStack's SDK; resolves with each callback's error once every call was answered. */
async function sendWithRudderStack(client: RudderAnalytics, sent: Calls): Promise<unknown[]> {
  const answered = (Object.keys(sent) as (keyof Calls)[]).map(
    (type) =>
      new Promise<unknown>((resolve) => {
        const callback = (error?: unknown) => resolve(error);
        // Each method takes its own message shape; the calls above are written to fit each.
        (client[type] as (message: unknown, done: (error?: unknown) => void) => void).call(client, sent[type], callback);
      }),
  );
  return Promise.all(answered);
}

describe("the Segment Node SDK (@segment/analytics-node) posts unchanged", () => {
  it("identify, track, page, group, alias and screen land with every field", async () => {
    const sent = calls(`${RUN}-segment`);
    const responses: number[] = [];
    const client = segmentClient(keyed.url, WRITE_KEY);
    client.on("http_response", ({ status }) => responses.push(status));
    expect(await sendWithSegment(client, sent)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(responses.length).toBeGreaterThan(0);
    expect(responses.every((status) => status === 200)).toBe(true);
    const rows = await storedRows(`${RUN}-segment`, 6);
    expect(rows).toMatchObject(expectedRows(sent));
    // The SDK's own facts land too; the write key (a credential) does not.
    for (const row of rows) {
      expect(row.payload).toMatchObject({ context: { library: { name: "@segment/analytics-node" } }, _metadata: { jsRuntime: "node" } });
      expect(row.payload).not.toHaveProperty("writeKey");
    }
  });
});

describe("the RudderStack Node SDK (@rudderstack/rudder-sdk-node) posts unchanged, with its defaults", () => {
  it("identify, track, page, group, alias and screen land with every field (gzip JSON labelled as a form)", async () => {
    const sent = calls(`${RUN}-rudder`);
    const client = rudderClient(keyed.url, WRITE_KEY);
    expect(await sendWithRudderStack(client, sent)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    const rows = await storedRows(`${RUN}-rudder`, 6);
    expect(rows).toMatchObject(expectedRows(sent));
    for (const row of rows) {
      expect(row.payload).toMatchObject({ channel: "server", context: { library: { name: "analytics-node" } } });
      expect(row.payload).not.toHaveProperty("writeKey");
    }
    // RudderStack copies identify's traits into the context.
    expect(rows[0].payload).toMatchObject({ context: { traits: sent.identify.traits } });
  });

  it("that label is read only with gzip, and the inflated body is held to the batch limit (no zip bomb)", async () => {
    const post = (body: BodyInit, encoding?: string) =>
      fetch(`${keyed.url}/v1/batch`, {
        method: "POST",
        body,
        headers: {
          authorization: `Basic ${btoa(`${WRITE_KEY}:`)}`,
          "content-type": "application/x-www-form-urlencoded",
          ...(encoding && { "content-encoding": encoding }),
        },
      });
    const batch = JSON.stringify({ batch: [{ type: "track", event: "x", userId: "u", messageId: `${RUN}-label` }] });
    const plain = await post(batch);
    expect([plain.status, ((await plain.json()) as { error: string }).error]).toEqual([415, "Send the batch as application/json or text/plain."]);
    // Half a kilobyte on the wire, more than the batch limit once inflated.
    const bomb = gzipSync(`{"batch":[${" ".repeat(MAX_BATCH_BYTES + 1)}]}`);
    expect(bomb.byteLength).toBeLessThan(1024);
    const inflated = await post(bomb, "gzip");
    expect([inflated.status, ((await inflated.json()) as { error: string }).error]).toEqual([413, `The batch is larger than ${MAX_BATCH_BYTES} bytes.`]);
    expect(await storedRows(`${RUN}-label`)).toEqual([]);
  });
});

describe("a refusal reaches the sender through the SDK's error hook, and its process goes on", () => {
  /** A server with no keys names the setting to configure; a wrong key gets the collector's usual 403. */
  const REFUSALS = [
    { server: "without write keys", target: () => keyless.url, key: WRITE_KEY, message: COLLECTOR_NO_KEYS_MESSAGE },
    { server: "with other keys", target: () => keyed.url, key: "wk_wrong", message: COLLECTOR_FORBIDDEN_MESSAGE },
  ];

  it.each(REFUSALS)("Segment, a server $server: the 'error' event and each callback carry the 403", async ({ target, key }) => {
    const client = segmentClient(target(), key);
    const failures: { code: string; reason?: unknown }[] = [];
    client.on("error", (error) => failures.push(error as { code: string; reason?: unknown }));
    let callbackErrors: unknown[] = [];
    const unhandled = await withoutUnhandledRejections(async () => {
      callbackErrors = await sendWithSegment(client, calls(`${RUN}-segment-refused`));
    });
    expect(unhandled).toEqual([]);
    expect(failures).toHaveLength(6);
    for (const failure of failures)
      expect(failure).toMatchObject({ code: "delivery_failure", reason: expect.objectContaining({ message: expect.stringContaining("[403]") }) });
    for (const error of callbackErrors) expect(String(error)).toContain("403");
  });

  it.each(REFUSALS)("RudderStack, a server $server: the callbacks and errorHandler get the 403 and the server's message", async ({ target, key, message }) => {
    const handled: unknown[] = [];
    const client = rudderClient(target(), key, (error) => handled.push(error));
    let callbackErrors: unknown[] = [];
    const unhandled = await withoutUnhandledRejections(async () => {
      callbackErrors = await sendWithRudderStack(client, calls(`${RUN}-rudder-refused`));
    });
    expect(unhandled).toEqual([]);
    expect(handled.length).toBeGreaterThan(0);
    expect(callbackErrors).toHaveLength(6);
    for (const error of [...handled, ...callbackErrors]) {
      expect(error).toMatchObject({ response: { status: 403, data: { success: false, error: message } } });
    }
  });

  it("nothing refused was stored", async () => {
    expect(await storedRows(`${RUN}-segment-refused`)).toEqual([]);
    expect(await storedRows(`${RUN}-rudder-refused`)).toEqual([]);
  });
});
