// Issue #28's queued analytics (`BENCH_ONLY=queue`, decision 0077): batches posted to /v1/batch as a
// busy site's pages and servers post them, against the built worker in workerd alone (Miniflare, its
// real queues as wrangler.toml configures them) on an analytics database of its own. Reports events
// per second accepted (answered 200) and stored (rows the consumer wrote), and per event the time
// from its 200 to its row (p50/p95), read by polling the table for new rows.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { applyD1Migrations } from "#scripts/d1-migrations.ts";
import { freePort, startWorker } from "#tests/worker/worker-harness.ts";
import { percentiles } from "./measure";

const BATCHES = Number(process.env.BENCH_QUEUE_BATCHES ?? 400);
const EVENTS_PER_BATCH = 20;
const CONNECTIONS = 8;

export interface QueueFigures {
  events: number;
  acceptedPerSec: number;
  storedPerSec: number;
  acceptMs: { p50: number; p95: number };
  acceptToStoredMs: { p50: number; p95: number };
  notStored: number;
}

export async function benchQueue(): Promise<QueueFigures> {
  const state = mkdtempSync(path.join(tmpdir(), "tailwise-queue-bench-"));
  applyD1Migrations("ANALYTICS", state, () => {});
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The consumer's batch window as deployed (wrangler.toml), not the tests' short one.
  const mf = startWorker({ stateDir: state, port, vars: { SITE_ORIGIN: url }, queueTimingAsDeployed: true });
  await mf.ready;
  const db = await mf.getD1Database("ANALYTICS");
  try {
    const acceptedAt = new Map<string, number>();
    const acceptMs: number[] = [];
    const started = performance.now();
    let next = 0;
    const post = async () => {
      for (let b = next++; b < BATCHES; b = next++) {
        const ids = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => `bench-${b}-${i}`);
        const body = JSON.stringify({
          batch: ids.map((messageId) => ({ type: "track", event: "Bench Event", messageId, anonymousId: `a${b}`, properties: { i: b } })),
        });
        const sent = performance.now();
        // Rate limits count per address: each batch comes from its own, as from many visitors.
        const res = await fetch(`${url}/v1/batch`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: url, "cf-connecting-ip": `10.${b >> 16}.${(b >> 8) & 255}.${b & 255}` },
          body,
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`batch ${b}: ${res.status}`);
        const at = performance.now();
        acceptMs.push(at - sent);
        for (const id of ids) acceptedAt.set(id, at);
      }
    };
    const stored = new Map<string, number>();
    const events = BATCHES * EVENTS_PER_BATCH;
    let posting = true;
    // Polls for rows past the last seen rowid, noting when each messageId appeared.
    const poll = (async () => {
      let last = 0;
      const deadline = () => !posting && performance.now() - started > 120_000;
      while (stored.size < events && !deadline()) {
        const { results } = await db
          .prepare("SELECT rowid, message_id FROM analytics_events WHERE rowid > ?1 ORDER BY rowid")
          .bind(last)
          .all<{ rowid: number; message_id: string }>();
        const at = performance.now();
        for (const row of results) {
          stored.set(row.message_id, at);
          last = row.rowid;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all(Array.from({ length: CONNECTIONS }, post));
    posting = false;
    const acceptedIn = (performance.now() - started) / 1000;
    await poll;
    const storedIn = (Math.max(...stored.values()) - started) / 1000;
    const lags = [...stored].flatMap(([id, at]) => (acceptedAt.has(id) ? [Math.max(0, at - acceptedAt.get(id)!)] : []));
    const round = (p: { p50: number; p95: number }) => ({ p50: Math.round(p.p50), p95: Math.round(p.p95) });
    return {
      events,
      acceptedPerSec: Math.round(events / acceptedIn),
      storedPerSec: Math.round(stored.size / storedIn),
      acceptMs: round(percentiles(acceptMs)),
      acceptToStoredMs: round(percentiles(lags)),
      notStored: events - stored.size,
    };
  } finally {
    await mf.dispose();
    rmSync(state, { recursive: true, force: true });
  }
}
