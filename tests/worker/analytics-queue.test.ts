import { describe, expect, it } from "vitest";
import { AD_CAMPAIGNS } from "#app/ads/campaigns.ts";
import { ORIGIN } from "./buy-path-harness";
import { useWorker } from "./use-worker";
import { LOCAL_QUEUES, get, untilStored } from "./worker-harness";

// Issue #28, decision 0077: the collector, RUM and ad-event endpoints validate, enqueue and answer;
// the queue's consumer (miniflare's real queues, configured from wrangler.toml) stores each delivered
// batch in ANALYTICS once, retries a batch it cannot store, and after max_retries the dead-letter
// consumer keeps it in analytics_dead_letters, from where a replay stores it, still once.

const RUN = `queue-test-${Date.now()}`;
const [campaign] = AD_CAMPAIGNS;
const headers = { origin: ORIGIN, "cf-connecting-ip": "10.77.0.1" };

const trackOf = (id: string) => ({ type: "track", event: "Queue Tested", messageId: id, anonymousId: "anon-queue" });
const postBatch = (mf: Parameters<typeof get>[0], ids: string[]) =>
  get(mf, "/v1/batch", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ batch: ids.map(trackOf) }) });
const postRum = (mf: Parameters<typeof get>[0], pageType: string) =>
  get(mf, "/api/rum", {
    method: "POST",
    headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
    body: JSON.stringify({
      pageType,
      measurements: [
        { name: "LCP", value: 1200, rating: "good" },
        { name: "TTFB", value: 90 },
      ],
    }),
  });
const adEvent = (mf: Parameters<typeof get>[0], part: string) =>
  get(mf, `/ads/v1/event?type=impression&campaign=${campaign.id}&part=${part}&slot=3`, { headers });

/** What ANALYTICS holds of this run: event rows per messageId, RUM rows of a page type, an ad row's count. */
const readers = (db: () => D1Database) => ({
  events: async (prefix: string) =>
    (
      await db()
        .prepare("SELECT message_id FROM analytics_events WHERE message_id LIKE ?1 ORDER BY message_id")
        .bind(`${prefix}%`)
        .all<{ message_id: string }>()
    ).results.map((row) => row.message_id),
  rum: async (pageType: string) =>
    (await db().prepare("SELECT name FROM rum_measurements WHERE page_type = ?1 ORDER BY name").bind(pageType).all<{ name: string }>()).results.map(
      (r) => r.name,
    ),
  adCount: async (part: string) =>
    (await db().prepare("SELECT coalesce(sum(count), 0) AS n FROM ad_events WHERE part_number = ?1").bind(part).first<{ n: number }>())!.n,
});

describe("queued analytics, stored by the consumer", () => {
  const worker = useWorker({ scratch: true });
  const read = readers(() => worker.analytics);

  it("answers an accepted batch at once and stores it once, however often it is sent", async () => {
    const id = `${RUN}-once`;
    const first = await postBatch(worker.mf, [`${id}-a`, `${id}-b`]);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    expect(
      await untilStored(
        () => read.events(id),
        (rows) => rows.length === 2,
      ),
    ).toEqual([`${id}-a`, `${id}-b`]);
    // Sent again with one new message: once the new one is stored (same queue message, same D1 batch),
    // the repeated ones are still there once each.
    expect((await postBatch(worker.mf, [`${id}-a`, `${id}-b`, `${id}-c`])).status).toBe(200);
    expect(
      await untilStored(
        () => read.events(id),
        (rows) => rows.includes(`${id}-c`),
      ),
    ).toEqual([`${id}-a`, `${id}-b`, `${id}-c`]);
  });

  it("splits a batch larger than a queue message, and stores every message of it", async () => {
    const id = `${RUN}-big`;
    // 12 messages of ~20 KB: about 240 KB, two queue messages' worth.
    const batch = Array.from({ length: 12 }, (_, i) => ({ ...trackOf(`${id}-${String(i).padStart(2, "0")}`), properties: { pad: "x".repeat(20_000) } }));
    const res = await get(worker.mf, "/v1/batch", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ batch }),
    });
    expect(res.status).toBe(200);
    expect(
      await untilStored(
        () => read.events(id),
        (rows) => rows.length === 12,
      ),
    ).toHaveLength(12);
  });

  it("stores RUM beacons and ad events the same way", async () => {
    expect((await postRum(worker.mf, "queue-ok")).status).toBe(204);
    expect((await adEvent(worker.mf, "Q-OK-1")).status).toBe(204);
    expect((await adEvent(worker.mf, "Q-OK-1")).status).toBe(204);
    expect(
      await untilStored(
        () => read.rum("queue-ok"),
        (rows) => rows.length === 2,
      ),
    ).toEqual(["LCP", "TTFB"]);
    expect(
      await untilStored(
        () => read.adCount("Q-OK-1"),
        (n) => n === 2,
      ),
    ).toBe(2);
  });
});

describe("a consumer that cannot store", () => {
  // A throwaway copy of the state whose three tables are renamed away: every delivery fails. A
  // second between deliveries, so the retries show in the time dead-lettering takes.
  const worker = useWorker({ scratch: true, vars: { ANALYTICS_QUEUE_RETRY_DELAY_SECONDS: "1" } });
  const { maxRetries } = Object.values(LOCAL_QUEUES.queueConsumers).find((consumer) => "deadLetterQueue" in consumer)!;
  const read = readers(() => worker.analytics);
  const TABLES = ["analytics_events", "rum_measurements", "ad_events"];
  const deadLetters = async () => (await worker.analytics.prepare("SELECT body FROM analytics_dead_letters").all<{ body: string }>()).results;

  it("retries, dead-letters after max_retries, and a replay stores everything once", { timeout: 60_000 }, async () => {
    await worker.analytics.batch(TABLES.map((table) => worker.analytics.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`)));
    const id = `${RUN}-failing`;
    const started = Date.now();
    // The endpoints still accept: the shopper and the SDK never wait for the database.
    expect((await postBatch(worker.mf, [`${id}-a`, `${id}-b`])).status).toBe(200);
    expect((await postRum(worker.mf, "queue-failing")).status).toBe(204);
    expect((await adEvent(worker.mf, "Q-FAIL-1")).status).toBe(204);

    const dead = await untilStored(deadLetters, (rows) => rows.length === 3, 30_000);
    expect(dead.map((row) => (JSON.parse(row.body) as { kind: string }).kind).sort()).toEqual(["ad", "events", "rum"]);
    // Not before every retry (wrangler.toml's max_retries), each a second after the last failure.
    expect(Date.now() - started).toBeGreaterThanOrEqual(maxRetries * 1000);

    // The operator's replay (README "Queued analytics"): the tables are back, the rows are marked,
    // the next scheduled run sends them again.
    await worker.analytics.batch(TABLES.map((table) => worker.analytics.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`)));
    await worker.analytics.prepare("UPDATE analytics_dead_letters SET replay_requested = 1").run();
    await (await worker.mf.getWorker()).scheduled({ cron: "23 * * * *", scheduledTime: new Date() });
    expect(
      await untilStored(
        () => read.events(id),
        (rows) => rows.length === 2,
      ),
    ).toEqual([`${id}-a`, `${id}-b`]);
    expect(
      await untilStored(
        () => read.rum("queue-failing"),
        (rows) => rows.length === 2,
      ),
    ).toEqual(["LCP", "TTFB"]);
    expect(
      await untilStored(
        () => read.adCount("Q-FAIL-1"),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await deadLetters()).toEqual([]);

    // Replaying the same again (an operator's second run) adds nothing: every kind is de-duplicated.
    await worker.analytics.batch(
      dead.map((row, i) =>
        worker.analytics
          .prepare("INSERT INTO analytics_dead_letters (queue_message_id, body, dead_at, replay_requested) VALUES (?1, ?2, ?3, 1)")
          .bind(`again-${i}`, row.body, new Date().toISOString()),
      ),
    );
    await (await worker.mf.getWorker()).scheduled({ cron: "23 * * * *", scheduledTime: new Date() });
    await untilStored(deadLetters, (rows) => rows.length === 0);
    expect((await postRum(worker.mf, "queue-sentinel")).status).toBe(204);
    await untilStored(
      () => read.rum("queue-sentinel"),
      (rows) => rows.length === 2,
    );
    expect(await read.events(id)).toHaveLength(2);
    expect(await read.rum("queue-failing")).toHaveLength(2);
    expect(await read.adCount("Q-FAIL-1")).toBe(1);
  });
});
