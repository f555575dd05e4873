// Issue #28's soak (`BENCH_ONLY=endurance`): 30 minutes of mixed traffic against the server
// `npm start` runs (wrangler dev on a seeded state): pages and product pages of both markets from the
// sitemaps, the search page, the search API and the typeahead, cart adds and cart pages, collector
// batches, and bodies the server must refuse. It passes when nothing crashed, every answer was the
// expected one, and the memory of wrangler's Node process, its workerd processes and the worker's
// isolate stayed flat after the warm-up (bench/memory-trend.ts); the curve is printed.
//
// issue #23's attack soak (`BENCH_ONLY=soak`, bench/soak.ts) is the other long run: attacks and fuzz.
// This one is a day of ordinary use, compressed: what made wrangler 3 die of a 4 GB heap (0013).
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import path from "node:path";
import { prepareLocalState } from "#scripts/local-state.ts";
import { OVERSIZED_BODIES } from "#tests/worker/attack-repros.ts";
import { rawRequest } from "#tests/worker/worker-harness.ts";
import { addToCart, newVisitor, searchCards, visitorCookies, type Visitor } from "./buy-path";
import { heapAfterGc } from "./inspector";
import { BROWSER_UA, percentiles } from "./measure";
import { workerdMemory, workerdRssByRole, wranglerNodeRssMB } from "./memory";
import { memoryTrend, type MemorySample, type MemoryTrend } from "./memory-trend";
import { startServer, type LocalServer } from "./server";
import { compatibilityDate } from "#scripts/worker-config.ts";

/** The issue's 30 minutes; BENCH_ENDURANCE_MINUTES shortens a run while working on it. */
const MINUTES = Number(process.env.BENCH_ENDURANCE_MINUTES ?? 30);
/** The first sixth (5 of 30 minutes): caches fill, the facet index loads, code gets compiled. */
const WARMUP_SECONDS = (MINUTES * 60) / 6;
const SAMPLE_EVERY_SECONDS = 30;
/** Shoppers at a time: more than the machine's two cores, so the server always has work queued. */
const CONCURRENCY = 6;
const PORT = 8797;
const BENCH_STATE = ".wrangler/bench-state";
const STATE = ".wrangler/endurance-state";
const SERVER_LOG = "bench/results/endurance-wrangler-dev.log";
/** An answer slower than this counts as none (a hung request is the failure this run looks for). */
const NO_ANSWER_AFTER_MS = 30_000;
/**
 * Writes a second, at most: the store's rate limits (app/security/rate-limit.ts) count per address,
 * and every request here comes from 127.0.0.1. 4 cart adds (limit 600 a minute, 10 a second) and 4
 * batches of 10 events (6,000 events a minute, 100 a second) stay well under them; a 429 is a failure.
 */
const WRITES_PER_SECOND = { cartAdd: 4, batch: 4 } as const;
/** Adds per visitor before a new one takes over: a cart stays small, as a shopper's does. */
const ADDS_PER_VISITOR = 6;
const VISITORS = 12;
const EVENTS_PER_BATCH = 10;
const SEARCH_TERMS = ["dog food", "cat litter", "puppy", "bird seed", "chicken", "grain free", "chew toy", "treats", "salmon", "horse", "kitten", "dental"];
const SORTS = [undefined, "byLowestPrice", "byRating", "byPopularity"];

type Kind = "page" | "search page" | "search api" | "typeahead" | "cart add" | "cart page" | "batch" | "refused body";
/** The mix: weights of each kind of request (a write over its rate becomes a page). */
const MIX: readonly (readonly [Kind, number])[] = [
  ["page", 45],
  ["search page", 5],
  ["search api", 14],
  ["typeahead", 6],
  ["cart add", 10],
  ["cart page", 5],
  ["batch", 10],
  ["refused body", 5],
];

export interface EnduranceSample {
  at: number;
  requests: number;
  errors: number;
  wranglerMB: number;
  proxyMB: number;
  runtimeMB: number;
  isolateMB: number | null;
}

export interface EnduranceFigures {
  minutes: number;
  requests: number;
  perSecond: number;
  byKind: Record<string, { requests: number; p50: number; p95: number; errors: number }>;
  errors: number;
  errorSamples: string[];
  serverAlive: boolean;
  samples: EnduranceSample[];
  trends: Record<"wrangler" | "workerd proxy" | "workerd runtime" | "isolate heap", MemoryTrend | null>;
  /** The control: what the same workerd keeps per request of a worker that only answers "ok". */
  control: { requests: number; rssBeforeMB: number; rssAfterMB: number; kbPerRequest: number };
  /** workerd's growth after the warm-up that the control shows the runtime has on its own */
  runtimeGrowth: string[];
  failed: string[];
}

/** How much more than the control a request may leave in workerd before the growth counts as ours. */
const RUNTIME_GROWTH_MARGIN = 1.5;
/** Requests of the control: enough for its growth to stand out of one allocator arena's noise. */
const CONTROL_REQUESTS = 16_000;

/**
 * A control for the curve: workerd, as this toolchain ships it (decision 0075), running a worker
 * that answers "ok" and nothing else, under Miniflare alone. If its memory grows per request too,
 * the growth the soak sees in workerd is the runtime's, not the storefront's.
 */
async function controlGrowth(): Promise<EnduranceFigures["control"]> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch: () => new Response("ok") }',
      compatibilityDate: compatibilityDate(),
      port: 0,
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  try {
    const url = String(await mf.ready);
    const ownGroup = Number(readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ")[2]);
    const rss = () => workerdMemory(ownGroup, Number(new URL(url).port)).reduce((sum, p) => sum + p.rssMB, 0);
    // A first round so the figures start from a warm process, as the soak's warm-up does.
    const load = (amount: number) => new Promise((resolve) => autocannon({ url, connections: 4, amount }, resolve));
    await load(2_000);
    const rssBeforeMB = rss();
    await load(CONTROL_REQUESTS);
    const rssAfterMB = rss();
    return {
      requests: CONTROL_REQUESTS,
      rssBeforeMB: Math.round(rssBeforeMB),
      rssAfterMB: Math.round(rssAfterMB),
      kbPerRequest: +(((rssAfterMB - rssBeforeMB) * 1024) / CONTROL_REQUESTS).toFixed(1),
    };
  } finally {
    await mf.dispose();
  }
}

interface Outcome {
  ok: boolean;
  ms: number;
  what: string;
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

/** The page URLs a crawler would find: every `<loc>` of the sitemap files robots.txt names (both markets). */
async function sitemapPages(base: string): Promise<string[]> {
  const locs = async (url: string) => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const robots = await (await fetch(`${base}/robots.txt`)).text();
  const indexes = [...robots.matchAll(/^Sitemap: (\S+)/gm)].map((m) => m[1]);
  const files = (await Promise.all(indexes.map(locs))).flat();
  const pages = (await Promise.all(files.map(locs))).flat();
  // Answered by this server, whatever origin the sitemaps were written for.
  return pages.map((page) => {
    const { pathname, search } = new URL(page);
    return pathname + search;
  });
}

/**
 * Items a cart takes as a plain form adds them: in stock, no options, no prescription, and accepted
 * by a probe add (a card is in stock when any of its items is; its default item may not be).
 */
async function buyableItems(base: string): Promise<string[]> {
  const cards = (await Promise.all(["dog food", "cat litter", "treats", "chew toy"].map((term) => searchCards(base, term)))).flat();
  const candidates = [
    ...new Set(cards.filter((c) => c.inStock && !c.isGiftCard && !c.isCustomizable && !c.isPrescription && !c.isRxVetDiet).map((c) => c.itemCatalogEntryId)),
  ].slice(0, 3 * ADDS_PER_VISITOR);
  const items: string[] = [];
  let probe = await newVisitor(base);
  for (const [i, item] of candidates.entries()) {
    if (i % ADDS_PER_VISITOR === ADDS_PER_VISITOR - 1) probe = await newVisitor(base);
    if ((await addToCart(base, probe, item)).status === 303) items.push(item);
  }
  if (items.length < ADDS_PER_VISITOR) throw new Error(`endurance: only ${items.length} of ${candidates.length} candidate items could be added to a cart`);
  return items;
}

/** A token bucket a second: whether a write of this kind may go now. */
class WriteRate {
  private second = 0;
  private used = new Map<string, number>();
  take(kind: keyof typeof WRITES_PER_SECOND): boolean {
    const now = Math.floor(Date.now() / 1000);
    if (now !== this.second) {
      this.second = now;
      this.used.clear();
    }
    const used = this.used.get(kind) ?? 0;
    if (used >= WRITES_PER_SECOND[kind]) return false;
    this.used.set(kind, used + 1);
    return true;
  }
}

class Shoppers {
  private visitors: { visitor: Visitor; adds: number }[] = [];
  private batchNumber = 0;
  private readonly rate = new WriteRate();

  constructor(
    private readonly base: string,
    private readonly pages: string[],
    private readonly items: string[],
  ) {}

  async start() {
    this.visitors = await Promise.all(Array.from({ length: VISITORS }, async () => ({ visitor: await newVisitor(this.base), adds: 0 })));
  }

  /** A GET as a browser sends it, redirects followed (a facet page's page 2 past its last page is a 301 to page 1). */
  private async get(pathAndQuery: string, expect: number, headers: Record<string, string> = {}): Promise<Outcome> {
    const started = performance.now();
    try {
      const res = await fetch(this.base + pathAndQuery, {
        headers: { "user-agent": BROWSER_UA, accept: "text/html,application/xhtml+xml", ...headers },
        signal: AbortSignal.timeout(NO_ANSWER_AFTER_MS),
      });
      await res.arrayBuffer();
      return { ok: res.status === expect, ms: performance.now() - started, what: `GET ${pathAndQuery}: ${res.status} (expected ${expect})` };
    } catch (error) {
      return { ok: false, ms: performance.now() - started, what: `GET ${pathAndQuery}: no answer (${String(error)})` };
    }
  }

  private async post(pathAndQuery: string, body: string, headers: Record<string, string>, expect: number): Promise<Outcome> {
    const started = performance.now();
    try {
      const res = await fetch(this.base + pathAndQuery, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { "user-agent": BROWSER_UA, origin: this.base, ...headers },
        signal: AbortSignal.timeout(NO_ANSWER_AFTER_MS),
      });
      await res.arrayBuffer();
      return { ok: res.status === expect, ms: performance.now() - started, what: `POST ${pathAndQuery}: ${res.status} (expected ${expect})` };
    } catch (error) {
      return { ok: false, ms: performance.now() - started, what: `POST ${pathAndQuery}: no answer (${String(error)})` };
    }
  }

  /** One request of `kind`; a write over its rate is a page instead. */
  async send(kind: Kind): Promise<[Kind, Outcome]> {
    if (kind === "cart add" && !this.rate.take("cartAdd")) kind = "page";
    if (kind === "batch" && !this.rate.take("batch")) kind = "page";
    switch (kind) {
      case "page": {
        const page = pick(this.pages);
        // Now and then a listing's second page: a miss the edge cache has not kept yet.
        return [kind, await this.get(Math.random() < 0.15 && !page.includes("/dp/") ? `${page}${page.includes("?") ? "&" : "?"}page=2` : page, 200)];
      }
      case "search page":
        return [kind, await this.get(`${Math.random() < 0.5 ? "/ca" : ""}/s?query=${encodeURIComponent(pick(SEARCH_TERMS))}`, 200)];
      case "search api": {
        const body = JSON.stringify({ term: pick(SEARCH_TERMS), ...(pick(SORTS) && { sort: pick(SORTS) }), from: pick([0, 0, 36, 72]) });
        return [kind, await this.post(`${Math.random() < 0.5 ? "/ca" : ""}/plp/api/search`, body, { "content-type": "application/json" }, 200)];
      }
      case "typeahead": {
        const term = pick(SEARCH_TERMS);
        return [kind, await this.get(`/api/search-suggestions?q=${encodeURIComponent(term.slice(0, 2 + Math.floor(Math.random() * (term.length - 1))))}`, 200)];
      }
      case "cart add": {
        const slot = pick(this.visitors);
        if (slot.adds >= ADDS_PER_VISITOR) {
          slot.visitor = await newVisitor(this.base);
          slot.adds = 0;
        }
        const item = this.items[(this.visitors.indexOf(slot) * ADDS_PER_VISITOR + slot.adds++) % this.items.length];
        const started = performance.now();
        try {
          const add = await addToCart(this.base, slot.visitor, item);
          return [kind, { ok: add.status === 303, ms: performance.now() - started, what: `cart add ${item}: ${add.status} (expected 303)` }];
        } catch (error) {
          return [kind, { ok: false, ms: performance.now() - started, what: `cart add ${item}: no answer (${String(error)})` }];
        }
      }
      case "cart page": {
        const { visitor } = pick(this.visitors);
        return [kind, await this.get("/app/cart", 200, { cookie: visitorCookies(visitor) })];
      }
      case "batch": {
        const b = this.batchNumber++;
        const batch = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
          type: "track",
          event: "Endurance Event",
          messageId: `endurance-${process.pid}-${b}-${i}`,
          anonymousId: `endurance-${b % 50}`,
          properties: { b, i },
        }));
        return [kind, await this.post("/v1/batch", JSON.stringify({ batch }), { "content-type": "application/json" }, 200)];
      }
      case "refused body": {
        if (Math.random() < 0.5) return [kind, await this.post("/v1/batch", '{"batch":[{"type":', { "content-type": "application/json" }, 400)];
        const body = pick(OVERSIZED_BODIES);
        const url = new URL(this.base);
        const answer = await rawRequest(Number(url.port), {
          path: body.path,
          bodyBytes: body.bytes,
          framing: Math.random() < 0.5 ? "chunked" : "content-length",
          headers: { "content-type": body.type, origin: this.base, ...body.headers },
          timeoutMs: NO_ANSWER_AFTER_MS,
        });
        return [
          kind,
          {
            ok: !answer.error && answer.status === body.status,
            ms: answer.ms,
            what: `${body.path} ${body.bytes} B: ${answer.error ? `broken (${answer.error})` : answer.status} (expected ${body.status})`,
          },
        ];
      }
    }
  }
}

function chooseKind(): Kind {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  let r = Math.random() * total;
  for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
  return "page";
}

const alive = (server: LocalServer) => {
  try {
    process.kill(server.processGroup, 0);
    return workerdMemory(server.processGroup, server.port).length > 0;
  } catch {
    return false;
  }
};

export async function runEndurance(): Promise<EnduranceFigures> {
  await prepareLocalState({ persistTo: BENCH_STATE });
  rmSync(STATE, { recursive: true, force: true });
  cpSync(BENCH_STATE, STATE, { recursive: true });
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  rmSync(SERVER_LOG, { force: true });
  const server = await startServer(STATE, PORT, [], { logFile: SERVER_LOG });
  let stopped = false;
  const stopServer = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop();
  };
  const times = new Map<Kind, number[]>();
  const errorsByKind = new Map<Kind, number>();
  const errorSamples: string[] = [];
  const samples: EnduranceSample[] = [];
  let requests = 0;
  let errors = 0;
  let started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const shoppers = new Shoppers(server.url, await sitemapPages(server.url), await buyableItems(server.url));
    await shoppers.start();
    started = performance.now();
    console.log(`endurance: ${MINUTES} min of mixed traffic, ${CONCURRENCY} shoppers at a time, against wrangler dev on ${server.url}`);
    const endAt = MINUTES * 60;
    const sample = async () => {
      const rss = workerdRssByRole(server.processGroup, server.port);
      // The isolate runs the inspector's collection only while it has work: a request pokes it.
      const poke = async () => void (await fetch(`${server.url}/robots.txt`).then((res) => res.arrayBuffer()));
      const heap = server.inspector ? await heapAfterGc(server.inspector, poke).catch(() => null) : null;
      const row: EnduranceSample = {
        at: Math.round(seconds()),
        requests,
        errors,
        wranglerMB: wranglerNodeRssMB(server.processGroup),
        proxyMB: rss.proxy,
        runtimeMB: rss.runtime,
        isolateMB: heap && +((heap.used + heap.backingStore) / 1024 / 1024).toFixed(1),
      };
      samples.push(row);
      console.log(
        `endurance: ${row.at} s, ${requests} requests, ${errors} errors; wrangler ${row.wranglerMB} MB, workerd proxy ${row.proxyMB} MB, runtime ${row.runtimeMB} MB, isolate ${row.isolateMB ?? "?"} MB`,
      );
    };
    await sample();
    let nextSample = SAMPLE_EVERY_SECONDS;
    let serverUp = true;
    const sampler = (async () => {
      while (seconds() < endAt) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, (nextSample - seconds()) * 1000)));
        nextSample += SAMPLE_EVERY_SECONDS;
        // Read from /proc every 30 s, not before each request: the shoppers stop at the next sample.
        if (!(serverUp = alive(server))) return;
        await sample();
      }
    })();
    const shopper = async () => {
      while (seconds() < endAt && serverUp) {
        const [kind, outcome] = await shoppers.send(chooseKind());
        requests++;
        const kindTimes = times.get(kind) ?? [];
        kindTimes.push(outcome.ms);
        times.set(kind, kindTimes);
        if (!outcome.ok) {
          errors++;
          errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
          if (errorSamples.length < 20) errorSamples.push(`${Math.round(seconds())} s: ${outcome.what}`);
        }
      }
    };
    await Promise.all([...Array.from({ length: CONCURRENCY }, shopper), sampler]);
    const serverAlive = alive(server);
    const series = (read: (s: EnduranceSample) => number | null): MemorySample[] =>
      samples.flatMap((s) => (read(s) === null ? [] : [{ at: s.at, mb: read(s)! }]));
    const trends = {
      wrangler: memoryTrend(
        series((s) => s.wranglerMB),
        WARMUP_SECONDS,
      ),
      "workerd proxy": memoryTrend(
        series((s) => s.proxyMB),
        WARMUP_SECONDS,
      ),
      "workerd runtime": memoryTrend(
        series((s) => s.runtimeMB),
        WARMUP_SECONDS,
      ),
      "isolate heap": memoryTrend(
        series((s) => s.isolateMB),
        WARMUP_SECONDS,
      ),
    };
    const outOfFiles = readFileSync(SERVER_LOG, "utf8")
      .split("\n")
      .filter((line) => /Too many open files|heap out of memory/.test(line)).length;
    const requestsAfterWarmup = requests - (samples.find((s) => s.at >= WARMUP_SECONDS)?.requests ?? 0);
    const failed = [
      ...(serverAlive ? [] : ["the server died"]),
      ...(errors ? [`${errors} of ${requests} answers were not the expected one`] : []),
      ...(outOfFiles ? [`the server logged running out of memory or file handles ${outOfFiles} times`] : []),
      ...Object.entries(trends).flatMap(([name, trend]) => (trend === null ? [`${name}: too few samples after the warm-up to judge`] : [])),
    ];
    const byKind = Object.fromEntries(
      [...times].map(([kind, ms]) => {
        const p = percentiles(ms);
        return [kind, { requests: ms.length, p50: Math.round(p.p50), p95: Math.round(p.p95), errors: errorsByKind.get(kind) ?? 0 }];
      }),
    );
    const perSecond = Math.round(requests / seconds());
    await stopServer();
    const control = await controlGrowth();
    // Growth after the warm-up: wrangler's and the isolate's fail the soak; workerd's fails it only
    // past what workerd keeps per request for a worker that does nothing (the control), which is the
    // runtime's own and no change here can remove.
    const runtimeGrowth: string[] = [];
    for (const [name, trend] of Object.entries(trends)) {
      if (!trend || trend.flat) continue;
      const grew = `${name} memory grew after the warm-up: ${trend.warmMB} → ${trend.endMB} MB (${trend.mbPerHour} MB/h)`;
      const kbPerRequest = +(((trend.endMB - trend.warmMB) * 1024) / Math.max(1, requestsAfterWarmup)).toFixed(1);
      if (name.startsWith("workerd") && kbPerRequest <= control.kbPerRequest * RUNTIME_GROWTH_MARGIN)
        runtimeGrowth.push(`${grew}, ${kbPerRequest} KB a request: within the control's ${control.kbPerRequest} KB a request`);
      else failed.push(`${grew}, ${kbPerRequest} KB a request${name.startsWith("workerd") ? ` (the control keeps ${control.kbPerRequest})` : ""}`);
    }
    return { minutes: MINUTES, requests, perSecond, byKind, errors, errorSamples, serverAlive, samples, trends, control, runtimeGrowth, failed };
  } finally {
    await stopServer();
  }
}

export function printEndurance(figures: EnduranceFigures): void {
  console.log(`\nSoak (issue #28): ${figures.minutes} min of mixed traffic, ${figures.requests} requests (${figures.perSecond}/s), ${figures.errors} errors:`);
  console.table(figures.byKind);
  console.log("Memory (MB) every 30 s: wrangler's Node process, its workerd processes, the worker isolate's heap after a collection:");
  console.table(
    figures.samples.map((s) => ({
      "at s": s.at,
      requests: s.requests,
      errors: s.errors,
      wrangler: s.wranglerMB,
      "workerd proxy": s.proxyMB,
      "workerd runtime": s.runtimeMB,
      isolate: s.isolateMB ?? "",
    })),
  );
  console.table(figures.trends);
  const { control } = figures;
  console.log(
    `Control: workerd running a worker that answers "ok", ${control.requests} requests: ${control.rssBeforeMB} → ${control.rssAfterMB} MB, ${control.kbPerRequest} KB kept a request.`,
  );
  for (const line of figures.errorSamples) console.log(`  ${line}`);
  for (const line of figures.runtimeGrowth) console.log(`Not flat, the runtime's own (workerd, decision 0075): ${line}`);
  console.log(
    figures.failed.length
      ? `Soak FAILED: ${figures.failed.join("; ")}`
      : `Soak passed: no crash, no error; wrangler's Node process and the isolate flat after the warm-up${figures.runtimeGrowth.length ? "; workerd grew no more a request than the control" : ", workerd too"}.`,
  );
}
