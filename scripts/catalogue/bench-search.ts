// Rough search latency benchmark against the local D1 state (wrangler's persistence).
//
//   npx tsx scripts/catalogue/bench-search.ts [--persist-to DIR] [--rounds 3] [--verbose] [--proxy] [--mix wide] [--kinds term,term-broad]
//
// Default: bundles scripts/catalogue/bench-worker.ts with esbuild, runs it in Miniflare (workerd)
// with the DB binding, and times one HTTP request per search from Node — i.e. worker + D1, as in
// `wrangler dev`, plus a local HTTP hop. Also reports the SQL time D1 measured inside the database.
// --proxy instead calls searchListing in Node through Miniflare's D1 proxy (much slower hop).
// Prints p50 / p95 / max per kind of query and overall.
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { compatibilityDate } from "#scripts/worker-config.ts";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { SearchRequest, type SearchRequestInput } from "#app/search/request.ts";
import { searchListing } from "#app/search/search.server.ts";
import { D1_DATABASE_ID } from "./seed-local";

const CASES: { kind: string; req: SearchRequestInput; ca?: boolean }[] = [
  { kind: "category", req: { groupId: "288" } },
  { kind: "category", req: { groupId: "325" } },
  { kind: "category", req: { groupId: "20101" } },
  { kind: "category", req: { groupId: "2723" }, ca: true },
  { kind: "category", req: { groupId: "20203", from: 36 } },
  { kind: "category-deep-page", req: { groupId: "288", from: 3600 } },
  { kind: "category-sort", req: { groupId: "288", sort: "byLowestPrice" } },
  { kind: "category-sort", req: { groupId: "288", sort: "byRating" } },
  { kind: "category-sort", req: { groupId: "325", sort: "byNewest" } },
  { kind: "category-sort", req: { groupId: "20100", sort: "byName" } },
  { kind: "category-sort", req: { groupId: "288", sort: "bySaleRelevance" } },
  { kind: "filtered", req: { groupId: "288", facetFilters: [{ key: "brand_facet", value: "Barkwell" }] } },
  {
    kind: "filtered",
    req: {
      groupId: "20100",
      facetFilters: [
        { key: "SpecialDiet", value: "Grain-Free" },
        { key: "FoodFlavor", value: "Chicken" },
      ],
    },
  },
  { kind: "filtered", req: { groupId: "288", facetFilters: [{ key: "AnsEligible", value: "true" }] } },
  {
    kind: "filtered",
    req: {
      groupId: "325",
      facetFilters: [
        { key: "price_d", value: "10-20" },
        { key: "price_d", value: "20-30" },
        { key: "rating", value: "4" },
      ],
    },
    ca: true,
  },
  { kind: "filtered", req: { groupId: "20101", facetFilters: [{ key: "BreedSize", value: "Large Breed" }], sort: "byLowestPrice" } },
  { kind: "term", req: { term: "dog food" } },
  { kind: "term", req: { term: "grain free chicken" } },
  { kind: "term", req: { term: "cat litter" }, ca: true },
  { kind: "term", req: { term: "dog" } },
  { kind: "term", req: { term: "salmon oil" } },
  { kind: "term", req: { term: "squeaky toy", sort: "byLowestPrice" } },
  { kind: "term", req: { term: "puppy", groupId: "288" } },
  { kind: "term", req: { term: "pate", facetFilters: [{ key: "brand_facet", value: "Whisker & Co" }] } },
  { kind: "term-typo", req: { term: "dgo food" } },
];

/** --mix wide: more broad terms, term sorts / deep pages / filters, multi-key filters, CA. */
const WIDE: typeof CASES = [
  { kind: "term-broad", req: { term: "cat" } },
  { kind: "term-broad", req: { term: "food" } },
  { kind: "term-broad", req: { term: "treats" } },
  { kind: "term-broad", req: { term: "cat food" }, ca: true },
  { kind: "term-broad", req: { term: "chicken", groupId: "325" } },
  { kind: "term-sort", req: { term: "dog", sort: "byLowestPrice" } },
  { kind: "term-sort", req: { term: "cat", sort: "byRating" } },
  { kind: "term-sort", req: { term: "dog food", sort: "bySaleRelevance" } },
  { kind: "term-sort", req: { term: "dog", sort: "byNewest" }, ca: true },
  { kind: "term-sort", req: { term: "treats", sort: "byName" } },
  { kind: "term-deep-page", req: { term: "dog", from: 360 } },
  { kind: "term-deep-page", req: { term: "dog food", from: 3600 } },
  { kind: "term-deep-page", req: { term: "cat", from: 720, sort: "byPopularity" } },
  { kind: "term-filtered", req: { term: "dog food", facetFilters: [{ key: "brand_facet", value: "Barkwell" }] } },
  {
    kind: "term-filtered",
    req: {
      term: "cat",
      facetFilters: [
        { key: "price_d", value: "10-20" },
        { key: "price_d", value: "20-30" },
        { key: "rating", value: "4" },
      ],
    },
  },
  {
    kind: "term-filtered",
    req: {
      term: "dog",
      facetFilters: [
        { key: "AnsEligible", value: "true" },
        { key: "Lifestage", value: "Adult" },
      ],
    },
    ca: true,
  },
  {
    kind: "multi-filter",
    req: {
      groupId: "288",
      facetFilters: [
        { key: "AnsEligible", value: "true" },
        { key: "price_d", value: "20-30" },
        { key: "FoodForm", value: "Dry" },
      ],
    },
  },
  {
    kind: "multi-filter",
    req: {
      facetFilters: [
        { key: "rating", value: "4" },
        { key: "onSpecial", value: "true" },
      ],
    },
  },
  {
    kind: "multi-filter",
    req: {
      groupId: "325",
      facetFilters: [
        { key: "brand_facet", value: "Whisker & Co" },
        { key: "brand_facet", value: "Barkwell" },
        { key: "SpecialDiet", value: "Grain-Free" },
      ],
      sort: "byRating",
    },
    ca: true,
  },
  {
    kind: "multi-filter",
    req: {
      groupId: "288",
      facetFilters: [
        { key: "Lifestage", value: "Puppy" },
        { key: "BreedSize", value: "Small Breed" },
      ],
      from: 360,
    },
  },
];

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const args = process.argv.slice(2);
  const persistTo = resolve(args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : ".wrangler/state");
  const rounds = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) : 3;
  const viaWorker = !args.includes("--proxy");
  let script = "export default { fetch() { return new Response('') } }";
  if (viaWorker) {
    const esbuild = await import("esbuild");
    mkdirSync(".seed", { recursive: true });
    const out = await esbuild.build({
      entryPoints: ["scripts/catalogue/bench-worker.ts"],
      bundle: true,
      format: "esm",
      platform: "neutral",
      mainFields: ["module", "main"],
      write: false,
      target: "es2022",
    });
    script = out.outputFiles[0].text;
  }
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script,
      compatibilityDate: compatibilityDate(),
      d1Databases: { DB: D1_DATABASE_ID },
      resourcePersistencePath: join(persistTo, "v3"),
    }),
  );
  const raw = (await mf.getD1Database("DB")) as unknown as D1Database;
  let lastIndexBytes = 0;
  const run = async (c: (typeof CASES)[number]): Promise<{ total: number }> => {
    if (!viaWorker) return { total: (await searchListing(db, c.ca ? CA_MARKET : US_MARKET, SearchRequest.parse(c.req))).recordSetTotal };
    const res = await mf.dispatchFetch("http://bench/", { method: "POST", body: JSON.stringify({ market: c.ca ? "ca" : "us", request: c.req }) });
    if (!res.ok) throw new Error(`bench worker: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { total: number; indexBytes: number };
    lastIndexBytes = body.indexBytes;
    return body;
  };
  // Sum the SQL time D1 reports for each statement of a batch (time inside the database object,
  // without the Node↔workerd proxy hop).
  let sqlMs = 0;
  const db = new Proxy(raw, {
    get(target, prop, receiver) {
      if (prop === "batch") {
        return async (stmts: D1PreparedStatement[]) => {
          const results = await target.batch(stmts);
          for (const r of results) sqlMs += Number(r.meta?.duration ?? 0);
          return results;
        };
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === "function" ? v.bind(target) : v;
    },
  }) as D1Database;
  try {
    const kinds = args.includes("--kinds") ? new Set(args[args.indexOf("--kinds") + 1].split(",")) : null;
    const cases = (args.includes("--mix") && args[args.indexOf("--mix") + 1] === "wide" ? [...CASES, ...WIDE] : CASES).filter(
      (c) => !kinds || kinds.has(c.kind),
    );
    // warm-up (catalogue metadata, facet index, page cache); the first requests show the cold cost
    for (const [i, c] of cases.entries()) {
      const t = performance.now();
      await run(c);
      if (i < 2 || c.kind === "term" || c.kind === "filtered") {
        if (args.includes("--verbose") && (i < 2 || c === cases.find((x) => x.kind === c.kind)))
          console.log(`warm-up ${(performance.now() - t).toFixed(1).padStart(7)} ms  ${JSON.stringify(c.req)}`);
      }
    }
    const times = new Map<string, number[]>();
    const sqlTimes = new Map<string, number[]>();
    const all: number[] = [];
    const allSql: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const c of cases) {
        sqlMs = 0;
        const t = performance.now();
        const res = await run(c);
        const ms = performance.now() - t;
        all.push(ms);
        allSql.push(sqlMs);
        times.set(c.kind, [...(times.get(c.kind) ?? []), ms]);
        sqlTimes.set(c.kind, [...(sqlTimes.get(c.kind) ?? []), sqlMs]);
        if (r === 0 && args.includes("--verbose"))
          console.log(
            `${ms.toFixed(1).padStart(7)} ms${viaWorker ? "" : ` (sql ${sqlMs.toFixed(1).padStart(6)} ms)`} ${res.total.toString().padStart(6)}  ${JSON.stringify(c.req)}`,
          );
      }
    }
    const line = (kind: string, ts: number[], sql: number[]) => {
      const s = [...ts].sort((a, b) => a - b);
      const q = [...sql].sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1).padStart(6);
      console.log(
        `${kind.padEnd(20)} n=${String(s.length).padStart(3)}  wall p50 ${f(pct(s, 50))} p95 ${f(pct(s, 95))} max ${f(s[s.length - 1])} ms` +
          (viaWorker ? "" : `  | sql p50 ${f(pct(q, 50))} p95 ${f(pct(q, 95))} max ${f(q[q.length - 1])} ms`),
      );
    };
    for (const [kind, ts] of times) line(kind, ts, sqlTimes.get(kind)!);
    line("ALL", all, allSql);
    if (viaWorker) console.log(`facet index after the mix: ${(lastIndexBytes / 1048576).toFixed(2)} MB (indexBytes)`);
  } finally {
    await mf.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
