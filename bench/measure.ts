import autocannon from "autocannon";

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

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

/** Throughput and latency under load (autocannon, 10 connections). */
export async function load(base: string, target: Target, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? "GET",
    body: target.body,
    headers: { "user-agent": BROWSER_UA, "content-type": "application/json", ...target.headers },
    connections: 10,
    duration: seconds,
  });
  const expected = target.expectStatus ?? 200;
  const wrong = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);
  return { name: target.name, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: wrong };
}

/** Unloaded latency of one request at a time, for percentiles autocannon does not give (p95). */
export async function sequential(base: string, targets: Target[], rounds: number): Promise<{ p50: number; p95: number; p99: number }> {
  const times: number[] = [];
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
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
