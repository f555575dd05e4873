// Issue #28's capacity model (`BENCH_ONLY=resources`, docs/capacity.md): what one request of each
// page type costs in D1 round trips, statements and rows, KV, Durable Object and queue operations,
// read from the answer's Server-Timing `resources` entry (worker/resource-counts.ts, on with
// RESOURCE_COUNTS=1), and the workerd processes' CPU time per request. The built worker in workerd
// alone (no wrangler dev proxy), on a private copy of the seeded 10,000-product state: first with the
// edge page cache off (every page rendered: an uncached page's cost), then on (a cached page's hit).
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { noResources, parseResourceCounts, type ResourceCounts } from "#worker/resource-counts.ts";
import { freePort } from "#tests/worker/worker-harness.ts";
import { BROWSER_UA, percentiles } from "./measure";
import { findBuyableItem, findProductPage, newVisitor, searchCards, visitorCookies, type Visitor } from "./buy-path";
import { workerdCpuMs } from "./memory";
import { startWorkerdAlone, type LocalServer } from "./server";

/** Events in the collector batch measured (as the SDK flushes them: up to 20 at a time). */
export const COLLECTOR_EVENTS = 20;
const REPEATS = Number(process.env.BENCH_RESOURCE_REPEATS ?? 20);
/** A feed or sitemap file is megabytes at most: fewer repeats. */
const FILE_REPEATS = Math.max(3, Math.round(REPEATS / 4));

export interface ResourceRow extends ResourceCounts {
  type: string;
  path: string;
  requests: number;
  /** Whether every timed request reported the same operations (isolate caches can make one differ). */
  steady: boolean;
  wallMsP50: number;
  /** The workerd processes' CPU time per request (Linux /proc; includes local D1's SQLite and the cart objects). */
  cpuMsPerRequest: number;
}

interface Case {
  type: string;
  path: string;
  repeats: number;
  /** One request; its answer must have `status`. */
  send(base: string, i: number): Promise<Response>;
  status: number;
}

const page = (type: string, pagePath: string, repeats = REPEATS): Case => ({
  type,
  path: pagePath,
  repeats,
  status: 200,
  send: (base) => fetch(base + pagePath, { headers: { "user-agent": BROWSER_UA, accept: "text/html" }, redirect: "manual" }),
});

/** The medians of each count over the timed requests (they agree when `steady`). */
function medianCounts(all: ResourceCounts[]): ResourceCounts {
  const counts = noResources();
  for (const key of Object.keys(counts) as (keyof ResourceCounts)[]) {
    const sorted = all.map((c) => c[key]).sort((a, b) => a - b);
    counts[key] = sorted[Math.floor(sorted.length / 2)];
  }
  return counts;
}

async function measure(server: LocalServer, c: Case): Promise<ResourceRow> {
  for (let i = 0; i < 2; i++) await (await c.send(server.url, -1 - i)).arrayBuffer(); // the route's first answers in this isolate
  const counts: ResourceCounts[] = [];
  const times: number[] = [];
  const cpuBefore = workerdCpuMs(server.processGroup);
  for (let i = 0; i < c.repeats; i++) {
    const started = performance.now();
    const res = await c.send(server.url, i);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== c.status) throw new Error(`resources: ${c.type} ${c.path} answered ${res.status}, not ${c.status}`);
    const reported = parseResourceCounts(res.headers.get("server-timing"));
    if (!reported) throw new Error(`resources: ${c.type} answered no resources entry (is RESOURCE_COUNTS on?)`);
    counts.push(reported);
  }
  const cpuMsPerRequest = +((workerdCpuMs(server.processGroup) - cpuBefore) / c.repeats).toFixed(2);
  // A duration differs from run to run; the operations should not.
  const operations = ({ d1_ms: _ms, ...rest }: ResourceCounts) => JSON.stringify(rest);
  const steady = counts.every((each) => operations(each) === operations(counts[0]));
  return { type: c.type, path: c.path, requests: c.repeats, ...medianCounts(counts), steady, wallMsP50: percentiles(times).p50, cpuMsPerRequest };
}

/** The first page of a new isolate (its catalogue metadata, redirect table and content read once). */
async function firstPage(server: LocalServer, pagePath: string): Promise<ResourceRow> {
  const started = performance.now();
  const res = await fetch(server.url + pagePath, { headers: { "user-agent": BROWSER_UA, accept: "text/html" } });
  await res.arrayBuffer();
  const counts = parseResourceCounts(res.headers.get("server-timing")) ?? noResources();
  return {
    type: "first page of a new isolate",
    path: pagePath,
    requests: 1,
    ...counts,
    steady: true,
    wallMsP50: +(performance.now() - started).toFixed(1),
    cpuMsPerRequest: NaN,
  };
}

const cartAdd = (type: string, itemId: string, visitorFor: (i: number) => Promise<Visitor>): Case => ({
  type,
  path: "POST /app/cart",
  repeats: REPEATS,
  status: 303,
  async send(base, i) {
    const visitor = await visitorFor(i);
    const res = await fetch(`${base}/app/cart`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "add", itemId, quantity: "1", _xsrf: visitor.token }).toString(),
      headers: { "user-agent": BROWSER_UA, origin: base, "content-type": "application/x-www-form-urlencoded", cookie: visitorCookies(visitor) },
    });
    const cart = res.headers
      .getSetCookie()
      .map((line) => /^tailwise-cart=([^;]+)/.exec(line)?.[1])
      .find(Boolean);
    if (cart) visitor.cart = cart;
    return res;
  },
});

/** A POST as a page's script sends it, each from its own address (rate limits count per address, as from many visitors). */
const post = (type: string, pagePath: string, status: number, contentType: string, body: (i: number) => unknown): Case => ({
  type,
  path: `POST ${pagePath}`,
  repeats: REPEATS,
  status,
  send: (base, i) =>
    fetch(base + pagePath, {
      method: "POST",
      headers: {
        "content-type": contentType,
        origin: base,
        "cf-connecting-ip": `10.99.${(i + 10) >> 8}.${(i + 10) & 255}`,
        cookie: "XSRF-TOKEN=resources-bench-visitor-0000000000000000000",
      },
      body: JSON.stringify(body(i)),
    }),
});

const collectorBatch = post(`collector batch of ${COLLECTOR_EVENTS} events`, "/v1/batch", 200, "application/json", (i) => ({
  batch: Array.from({ length: COLLECTOR_EVENTS }, (_, n) => ({
    type: "track",
    event: "Resource Bench",
    messageId: `resources-${Date.now()}-${i}-${n}`,
    anonymousId: `r${i}`,
  })),
}));

const rumBeacon = post("RUM beacon", "/api/rum", 204, "text/plain;charset=UTF-8", () => ({
  pageType: "plp",
  measurements: [
    { name: "LCP", value: 1200, rating: "good" },
    { name: "TTFB", value: 90 },
  ],
}));

/** Remix's client navigation to a page: its loaders' data, never kept at the edge (worker/edge-cache-rules.ts). */
const navigation = (type: string, pagePath: string): Case => {
  const url = new URL(pagePath, "http://x");
  return page(type, `${url.pathname}.data${url.search}`);
};

const listing = "/b/dog_c288";

export async function benchResources(persistTo: string): Promise<ResourceRow[]> {
  const stateDir = mkdtempSync(path.join(tmpdir(), "tailwise-resources-"));
  cpSync(persistTo, stateDir, { recursive: true });
  const rows: ResourceRow[] = [];
  try {
    // Every page rendered: an uncached page's counts.
    const rendering = await startWorkerdAlone(stateDir, await freePort(), { RESOURCE_COUNTS: "1", EDGE_PAGE_CACHE: "off" });
    try {
      rows.push(await firstPage(rendering, "/"));
      const cards = await searchCards(rendering.url, "dog food");
      const productPath = await findProductPage(rendering.url, cards);
      const itemId = await findBuyableItem(rendering.url, cards);
      const index = await (await fetch(`${rendering.url}/sitemap.xml`)).text();
      const sitemap = new URL(/<loc>([^<]*-products-[^<]*)<\/loc>/.exec(index)?.[1] ?? `${rendering.url}/sitemap.xml`).pathname;
      const feed = sitemap.replace("/sitemaps/", "/feeds/");
      const existing = await newVisitor(rendering.url);
      const cases: Case[] = [
        page("home", "/"),
        page("category listing", listing),
        page("facet page", `${listing}?rh=rating:4`),
        page("search page", "/s?query=dog%20food"),
        page("product page", productPath),
        navigation("category listing, client navigation (.data)", listing),
        navigation("facet page, client navigation (.data)", `${listing}?rh=rating:4`),
        navigation("search, client navigation (.data)", "/s?query=dog%20food"),
        navigation("product page, client navigation (.data)", productPath),
        page("typeahead", "/api/search-suggestions?q=dog%20fo"),
        cartAdd("cart add, first (new browser)", itemId, () => newVisitor(rendering.url)),
        cartAdd("cart add, existing cart", itemId, async () => existing),
        collectorBatch,
        rumBeacon,
        page("sitemap index", "/sitemap.xml", FILE_REPEATS),
        page("sitemap file (products)", sitemap, FILE_REPEATS),
        page("product feed file", feed, FILE_REPEATS),
      ];
      for (const c of cases) rows.push(await measure(rendering, c));
    } finally {
      await rendering.stop();
    }
    // The edge page cache on: the same listing from the cache (after its first render).
    const caching = await startWorkerdAlone(stateDir, await freePort(), { RESOURCE_COUNTS: "1" });
    try {
      rows.push(await measure(caching, page("cached page hit (category listing)", listing)));
    } finally {
      await caching.stop();
    }
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
  return rows;
}

export function printResources(rows: ResourceRow[]) {
  console.log("\nResources per request (Server-Timing `resources`, RESOURCE_COUNTS=1; built worker in workerd alone, 10,000 products; docs/capacity.md):");
  console.table(
    rows.map((r) => ({
      type: r.type,
      "D1 trips": r.d1,
      "D1 stmts": r.d1_statements,
      "rows read": r.rows_read,
      "rows written": r.rows_written,
      "D1 ms": +r.d1_ms.toFixed(2),
      "KV reads": r.kv_read,
      "KV writes": r.kv_write,
      "DO calls": r.do,
      "queue msgs": r.queue,
      "CPU ms/req": Number.isNaN(r.cpuMsPerRequest) ? "" : r.cpuMsPerRequest,
      "wall p50 ms": r.wallMsP50,
      steady: r.steady ? "yes" : "varied (median)",
    })),
  );
  console.log(
    "Counts: the median of the timed requests after two untimed ones. CPU: the workerd processes' user+system time ÷ requests, one at a time, which includes local D1's SQLite and the cart objects (on Cloudflare those are not the Worker's CPU time).",
  );
  const unmetered = rows.filter((r) => r.d1_unmetered > 0);
  if (unmetered.length)
    console.log(`D1 statements run with first()/raw() (no row counts in their answer): ${unmetered.map((r) => `${r.type} ${r.d1_unmetered}`).join(", ")}`);
}
