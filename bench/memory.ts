// Memory figures (issue #8): the worker isolate's heap — what the 128 MB Workers limit counts —
// cold (after the first search) and after a mixed search load, and the resident memory of the
// workerd processes of `wrangler dev` before and after, from /proc.
//
// The isolate heap is read over the DevTools protocol (bench/inspector.ts) after a full garbage
// collection: V8's live objects plus ArrayBuffer backing stores (the facet index's typed arrays
// live there). RSS is the processes' own: wrangler's proxy workerd and the runtime workerd, which
// also runs D1 (SQLite and its isolate), KV, the assets workers and the cache.
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { BRAND_CATEGORY_BASE_ID, CATEGORY_TREE, type CategoryDef } from "#scripts/catalogue/categories.ts";
import { BRANDS } from "#scripts/catalogue/brands.ts";
import { SORT_OPTIONS } from "#app/search/request.ts";
import { heapAfterGc, type HeapUsage } from "./inspector";
import { BROWSER_UA, type Target } from "./measure";
import type { LocalServer } from "./server";

/** The load: 60 s (BENCH_MEMORY_SECONDS shortens it for a quick look). */
export const MEMORY_LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
/** Connections of the load: issue #8's soak (60 s, 64 connections, errors, p50/p99, memory before/after). */
export const SOAK_CONNECTIONS = 64;
/** Pause after the load before the last RSS reading: does anything come back? */
const SETTLE_MS = 10_000;
/** The Workers limit the heap must stay well under (DESIGN.md: half of it). */
export const HEAP_BUDGET_MB = 64;

const MB = 1024 * 1024;
const mb = (bytes: number) => +(bytes / MB).toFixed(1);

export interface HeapFiguresMB {
  /** live JS objects */
  usedMB: number;
  /** typed arrays (ArrayBuffer backing stores) */
  backingStoreMB: number;
  /** used + backing store: the isolate's memory that the limit counts */
  isolateMB: number;
  /** heap V8 has reserved (≥ used) */
  reservedMB: number;
}

function heapMB(h: HeapUsage): HeapFiguresMB {
  return { usedMB: mb(h.used), backingStoreMB: mb(h.backingStore), isolateMB: mb(h.used + h.backingStore), reservedMB: mb(h.total) };
}

export interface ProcessMemory {
  pid: number;
  /** "proxy": wrangler's proxy in front of the worker; "runtime": the worker, D1, KV, assets */
  role: "proxy" | "runtime";
  rssMB: number;
  /** anonymous memory (heaps, malloc) */
  anonMB: number;
  /** mapped files (the workerd binary, SQLite files when mapped) */
  fileMB: number;
  /** the most RSS the process ever had */
  peakMB: number;
}

/** The workerd processes of a process group (Linux /proc): pid and the fields of stat after the comm. */
function workerdProcesses(processGroup: number): { pid: string; fields: string[] }[] {
  return groupProcesses(processGroup, "workerd");
}

/** The processes of a process group (Linux /proc), those whose command is `comm` when given: pid and the fields of stat after the comm. */
function groupProcesses(processGroup: number, comm?: string): { pid: string; fields: string[] }[] {
  const out: { pid: string; fields: string[] }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so read after the last ')'
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === processGroup && (comm === undefined || stat.includes(`(${comm})`))) out.push({ pid: entry, fields });
  }
  return out;
}

/** The files a process group's workerd processes hold open (Linux /proc/<pid>/fd). */
export function workerdOpenFiles(processGroup: number): number {
  let open = 0;
  for (const { pid } of workerdProcesses(processGroup)) {
    try {
      open += readdirSync(`/proc/${pid}/fd`).length;
    } catch {
      // gone meanwhile
    }
  }
  return open;
}

/** The workerd processes in a process group, with their memory (Linux /proc). */
export function workerdMemory(processGroup: number, publicPort: number): ProcessMemory[] {
  const out: ProcessMemory[] = [];
  for (const { pid } of workerdProcesses(processGroup)) {
    let status: string, cmdline: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, "utf8");
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
    } catch {
      continue; // gone meanwhile
    }
    const kB = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    out.push({
      pid: Number(pid),
      role: cmdline.includes(`127.0.0.1:${publicPort} `) || cmdline.includes(`=127.0.0.1:${publicPort}`) ? "proxy" : "runtime",
      rssMB: mb(kB("VmRSS") * 1024),
      anonMB: mb(kB("RssAnon") * 1024),
      fileMB: mb(kB("RssFile") * 1024),
      peakMB: mb(kB("VmHWM") * 1024),
    });
  }
  return out.sort((a, b) => a.role.localeCompare(b.role));
}

/**
 * Resident memory (MB) of wrangler's own Node process in a `wrangler dev` process group: the one
 * running wrangler-dist/cli.js (npx and wrangler's launcher are Node processes too, and small), the
 * process that reached a 4 GB heap under wrangler 3 (issue #28). Found by its command line: Node 24
 * names its main thread, so the process's comm is "MainThread", not "node". 0 when it is not running.
 */
export function wranglerNodeRssMB(processGroup: number): number {
  for (const { pid } of groupProcesses(processGroup)) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("wrangler-dist")) continue;
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return mb(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      continue; // gone meanwhile
    }
  }
  return 0;
}

/** The resident memory (MB) of a server's workerd processes by role: wrangler's proxy, and the runtime. */
export function workerdRssByRole(processGroup: number, publicPort: number): Record<ProcessMemory["role"], number> {
  const processes = workerdMemory(processGroup, publicPort);
  const rss = (role: ProcessMemory["role"]) =>
    +processes
      .filter((p) => p.role === role)
      .reduce((sum, p) => sum + p.rssMB, 0)
      .toFixed(1);
  return { proxy: rss("proxy"), runtime: rss("runtime") };
}

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time (ms, user + system) the workerd processes of a process group have used so far (Linux
 * /proc): divided by the requests between two readings, what one request costs the runtime. Steadier
 * than wall time on a shared machine, since time spent waiting for a core does not count.
 */
export function workerdCpuMs(processGroup: number): number {
  // utime and stime: the 14th and 15th fields of stat, the 12th and 13th after the comm
  const ticks = workerdProcesses(processGroup).reduce((sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]), 0);
  return (ticks * 1000) / USER_HZ;
}

function categoryIds(defs: CategoryDef[]): number[] {
  return defs.flatMap((d) => [d.id, ...categoryIds(d.children ?? [])]);
}

const search = (name: string, body: object, ca = false): Target => ({
  name,
  path: ca ? "/ca/plp/api/search" : "/plp/api/search",
  method: "POST",
  body: JSON.stringify(body),
});

/**
 * The load: everything a long-lived isolate ends up holding — every sort in both markets, a term
 * within every category (each loads its category's bitset), deep relevance pages of broad terms,
 * facet filters, typos (spelling suggestions) and rare terms (FTS round trips, phrase cache).
 */
export function memoryLoadTargets(): Target[] {
  const terms = ["dog food", "cat litter", "puppy", "bird seed", "chicken", "grain free", "chew toy", "treats", "salmon", "horse"];
  const targets: Target[] = [];
  SORT_OPTIONS.forEach((sort, i) => {
    targets.push(search(`sort ${sort}`, { term: terms[i % terms.length], sort }, false));
    targets.push(search(`sort ${sort} CA`, { term: terms[(i + 3) % terms.length], sort }, true));
  });
  const categories = [...categoryIds(CATEGORY_TREE), ...BRANDS.map((_, i) => BRAND_CATEGORY_BASE_ID + i)];
  categories.forEach((groupId, i) => targets.push(search(`term in ${groupId}`, { term: terms[i % terms.length], groupId: String(groupId) }, i % 3 === 0)));
  for (const from of [360, 1800, 3600]) targets.push(search(`deep ${from}`, { term: "dog food", from }));
  targets.push(
    search("filtered", {
      term: "cat",
      facetFilters: [
        { key: "price_d", value: "10-20" },
        { key: "rating", value: "4" },
      ],
    }),
  );
  targets.push(
    search("two keys", {
      groupId: "288",
      facetFilters: [
        { key: "AnsEligible", value: "true" },
        { key: "FoodForm", value: "Dry" },
      ],
    }),
  );
  for (const typo of ["dgo food", "cta litter", "chiken", "salmn oil"]) targets.push(search(`typo ${typo}`, { term: typo }));
  for (let i = 0; i < 40; i++) targets.push(search(`rare ${i}`, { term: `pate ${String.fromCharCode(97 + (i % 26))}${i}` }));
  return targets;
}

export interface MemoryFigures {
  products: number;
  loadSeconds: number;
  requests: number;
  errors: number;
  /** latency of the load's answers (ms) */
  p50: number;
  p99: number;
  /** the worker isolate after a full GC; null without an inspector session */
  heap: { beforeSearch: HeapFiguresMB; cold: HeapFiguresMB; afterLoad: HeapFiguresMB } | null;
  /** workerd processes: at start, after the first search, right after the load, SETTLE_MS later */
  rss: { start: ProcessMemory[]; cold: ProcessMemory[]; afterLoad: ProcessMemory[]; settled: ProcessMemory[] };
}

/** Heap and RSS of a fresh server: cold (after its first search), then after the load. */
export async function measureMemory(server: LocalServer, products: number, seconds = MEMORY_LOAD_SECONDS): Promise<MemoryFigures> {
  const { inspector } = server;
  const poke = async () => {
    await (await fetch(`${server.url}/robots.txt`)).arrayBuffer();
  };
  const heap = async () => (inspector ? heapMB(await heapAfterGc(inspector, poke)) : null);
  const rss = () => workerdMemory(server.processGroup, server.port);
  const post = async (target: Target) => {
    const res = await fetch(server.url + target.path, {
      method: "POST",
      body: target.body,
      headers: { "user-agent": BROWSER_UA, "content-type": "application/json" },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${target.name}: HTTP ${res.status}`);
  };

  const start = rss();
  const beforeSearch = await heap();
  await post(search("first search", { term: "dog food" }));
  const cold = await heap();
  const coldRss = rss();

  const targets = memoryLoadTargets();
  const result = await autocannon({
    url: server.url,
    connections: SOAK_CONNECTIONS,
    duration: seconds,
    requests: targets.map((t) => ({
      method: t.method ?? "GET",
      path: t.path,
      body: t.body,
      headers: { "user-agent": BROWSER_UA, "content-type": "application/json" },
    })),
  });
  const afterLoadRss = rss();
  const afterLoad = await heap();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const non2xx = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== 200)
    .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);
  return {
    products,
    loadSeconds: seconds,
    requests: result.requests.total,
    errors: non2xx + result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    heap: beforeSearch && cold && afterLoad ? { beforeSearch, cold, afterLoad } : null,
    rss: { start, cold: coldRss, afterLoad: afterLoadRss, settled: rss() },
  };
}

/** Rows for console.table: one per catalogue and moment. */
export function memoryRows(figures: MemoryFigures[]): Record<string, string | number>[] {
  const total = (ps: ProcessMemory[], role: ProcessMemory["role"]) => ps.filter((p) => p.role === role).reduce((s, p) => s + p.rssMB, 0);
  return figures.flatMap((f) => {
    const moments = [
      ["start", f.heap?.beforeSearch, f.rss.start],
      ["cold (1st search)", f.heap?.cold, f.rss.cold],
      [
        `after ${f.loadSeconds}s × ${SOAK_CONNECTIONS} connections (${f.requests} requests, ${f.errors} errors, p50 ${f.p50} ms, p99 ${f.p99} ms)`,
        f.heap?.afterLoad,
        f.rss.afterLoad,
      ],
      [`+${SETTLE_MS / 1000}s`, undefined, f.rss.settled],
    ] as const;
    return moments.map(([moment, h, ps]) => ({
      products: f.products,
      moment,
      "isolate MB": h?.isolateMB ?? "",
      "JS heap MB": h?.usedMB ?? "",
      "typed arrays MB": h?.backingStoreMB ?? "",
      "runtime RSS MB": +total(ps, "runtime").toFixed(1),
      "runtime anon MB": +ps
        .filter((p) => p.role === "runtime")
        .reduce((s, p) => s + p.anonMB, 0)
        .toFixed(1),
      "proxy RSS MB": +total(ps, "proxy").toFixed(1),
    }));
  });
}
