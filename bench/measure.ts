import autocannon from "autocannon";

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

export interface Figures {
  name: string;
  reqPerSec: number;
  p50: number;
  p95?: number;
  p99: number;
  non2xx: number;
}

export interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** Status the target is expected to answer (for redirect targets 301). */
  expectStatus?: number;
}

/** Throughput and latency under load (autocannon, 10 connections unless told). */
export async function load(base: string, target: Target, seconds: number, connections = 10): Promise<Figures> {
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? "GET",
    body: target.body,
    headers: { "user-agent": BROWSER_UA, "content-type": "application/json", ...target.headers },
    connections,
    duration: seconds,
  });
  const expected = target.expectStatus ?? 200;
  const wrong = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);
  // Connection errors (timeouts included) are errors too; a run in which no response came back at
  // all (latency 0) counts its unanswered requests, one a connection, rather than passing as 0 ms.
  const unanswered = result.requests.total === 0 ? connections : 0;
  return {
    name: target.name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: wrong + result.errors + unanswered,
  };
}

export interface SequentialFigures {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Requests per second one at a time (requests / total time): 1 / mean latency. */
  reqPerSec: number;
  /** Answers with another status than the target's expected one (default 200). */
  wrong: number;
}

/** Percentiles of a set of timings (ms), nearest-rank on the sorted list. */
export function percentiles(times: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Unloaded latency of one request at a time, for percentiles autocannon does not give (p95). */
export async function sequential(base: string, targets: Target[], rounds: number): Promise<SequentialFigures> {
  const times: number[] = [];
  let wrong = 0;
  for (let i = 0; i < rounds; i++) {
    const target = targets[i % targets.length];
    const start = performance.now();
    const res = await fetch(base + target.path, {
      method: target.method ?? "GET",
      body: target.body,
      redirect: "manual",
      headers: { "user-agent": BROWSER_UA, "content-type": "application/json", ...target.headers },
    });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== (target.expectStatus ?? 200)) wrong++;
  }
  const total = times.reduce((sum, t) => sum + t, 0);
  return { ...percentiles(times), requests: rounds, reqPerSec: +((rounds * 1000) / total).toFixed(1), wrong };
}
