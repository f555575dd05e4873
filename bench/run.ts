// `npm run bench`: figures for the issues' speed targets, each as a ratio to a floor measured in
// the same run (a static asset served by the same worker).
import { mkdirSync, writeFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { prepareLocalState } from "#scripts/local-state.ts";
import { load, sequential, type Figures, type SequentialFigures, type Target } from "./measure";
import { startServer } from "./server";
import { benchRedirects, type RedirectFigures } from "./redirects";
import { findBuyableItem, findProductPage, searchCards, sequentialCartAdds, type CartAddFigures } from "./buy-path";
import { benchPages, printPages, type PageRow } from "./pages";
import { HEAP_BUDGET_MB, measureMemory, memoryRows, type MemoryFigures } from "./memory";
import { printSoak, runSoak, type SoakFigures } from "./soak";
import { printEndurance, runEndurance, type EnduranceFigures } from "./endurance";
import { benchCold, COLD_MODES, printCold, type ColdMode, type ColdRow } from "./cold";
import { benchQueue, type QueueFigures } from "./queue";
import { benchResources, printResources, type ResourceRow } from "./resources";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LARGE = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);
/** Cart adds measured one at a time (a fresh visitor every 99: the per-line maximum, under the cart rate limits). */
const CART_REQUESTS = Number(process.env.BENCH_CART_REQUESTS ?? 200);
/** New workerd processes per catalogue size and way of loading the index in the cold part (issue #28: at least 20). */
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 20);
/** BENCH_COLD_MODES=snapshot: the cold part's starts with the snapshot only (each "snapshot absent" start builds from D1, ~10 s at 100k). */
const COLD_MODES_RUN = String(process.env.BENCH_COLD_MODES ?? COLD_MODES.join(","))
  .split(",")
  .map((m) => m.trim()) as ColdMode[];
if (COLD_MODES_RUN.some((m) => !COLD_MODES.includes(m))) throw new Error(`BENCH_COLD_MODES: one or more of ${COLD_MODES.join(", ")}`);

// BENCH_ONLY=default[,pages,large,typeahead,memory,cold,redirects,analytics,queue,resources,soak,endurance]: run only these sections (default: all of them).
const PARTS = ["default", "pages", "large", "typeahead", "memory", "cold", "redirects", "analytics", "queue", "resources", "soak", "endurance"] as const;
type Part = (typeof PARTS)[number];
// String(): workers-types 5 declares the shared `process` global as any (decision 0075).
const ONLY = String(process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim())
  .filter(Boolean);
const unknownParts = ONLY.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknownParts.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknownParts.join(", ")} (known: ${PARTS.join(", ")})`);
const runs = (part: Part) => ONLY.length === 0 || ONLY.includes(part);

const SEARCH_TERMS = ["dog food", "cat litter", "puppy", "bird seed", "chicken", "grain free", "chew toy", "treats", "salmon", "horse"];
const apiTargets: Target[] = SEARCH_TERMS.flatMap((term, i) => [
  { name: `api ${term}`, path: "/plp/api/search", method: "POST" as const, body: JSON.stringify({ term }) },
  {
    name: `api ${term} sorted+filtered`,
    path: i % 2 ? "/ca/plp/api/search" : "/plp/api/search",
    method: "POST" as const,
    body: JSON.stringify({ term, sort: "byLowestPrice", facetFilters: [{ key: "rating", value: "4" }] }),
  },
]);
/**
 * The header's typeahead (issue #26): GET /api/search-suggestions for every prefix of a few searches
 * as a shopper types them (from two characters), in both markets. Target: p95 <= 30 ms at 100,000 products.
 */
const TYPEAHEAD_SEARCHES = ["dog food", "cat litter", "puppy treats", "bird seed", "grain free salmon", "chew toy", "horse", "kitten"];
const typeaheadTargets: Target[] = TYPEAHEAD_SEARCHES.flatMap((search, i) =>
  Array.from({ length: search.length - 1 }, (_, n) => search.slice(0, n + 2)).map((q) => ({
    name: `typeahead ${q}`,
    path: `${i % 2 ? "/ca" : ""}/api/search-suggestions?q=${encodeURIComponent(q)}`,
  })),
);
/** The slow kinds the issue names: deep relevance pages of broad terms, typos (spelling suggestions). */
const slowApiTargets: Target[] = [
  { term: "dog food", from: 360 },
  { term: "dog food", from: 3600 },
  { term: "dog", from: 720, sort: "bySaleRelevance" },
  { term: "cat", from: 1800 },
  { term: "dgo food" },
  { term: "cta litter" },
  { term: "chiken treats" },
  { term: "salmn" },
].map((body) => ({ name: `api ${JSON.stringify(body)}`, path: "/plp/api/search", method: "POST" as const, body: JSON.stringify(body) }));
/**
 * Terms searched once each: no relevance key of theirs is known to the isolate yet (the other rows
 * repeat their terms, so after the warm-up they rank from known keys; this row is the cold cost).
 */
const FIRST_TIME_WORDS = ["dog", "cat", "food", "treats", "toy", "chicken", "salmon", "puppy", "bird", "horse", "grain", "chew", "litter", "fish", "dental"];
const firstTimeApiTargets: Target[] = FIRST_TIME_WORDS.flatMap((a, i) => FIRST_TIME_WORDS.slice(i + 1).map((b) => `${a} ${b}`))
  .filter((term) => !SEARCH_TERMS.includes(term))
  .map((term) => ({
    name: `api first time ${term}`,
    path: "/plp/api/search",
    method: "POST" as const,
    body: JSON.stringify({ term }),
  }));
const categoryApiTargets: Target[] = ["288", "325", "20100", "11097", "2723", "10114"].map((groupId) => ({
  name: `api group ${groupId}`,
  path: "/plp/api/search",
  method: "POST" as const,
  body: JSON.stringify({ groupId, sort: "byPopularity" }),
}));

type Mode = "10 connections" | "one at a time";
interface Row {
  name: string;
  mode: Mode;
  reqPerSec: number;
  p50: number;
  p95?: number;
  p99: number;
  errors: number;
  p50VsFloor: number;
  rpsVsFloor: number;
}

/** A figure against the floor measured the same way (under load, or one request at a time). */
function ratio(figures: Figures, floor: Figures): Row;
function ratio(figures: SequentialFigures & { name: string }, floor: SequentialFigures): Row;
function ratio(figures: (Figures | SequentialFigures) & { name: string }, floor: Figures | SequentialFigures): Row {
  const errors = "non2xx" in figures ? figures.non2xx : figures.wrong;
  return {
    name: figures.name,
    mode: "non2xx" in figures ? "10 connections" : "one at a time",
    reqPerSec: figures.reqPerSec,
    p50: figures.p50,
    ...(figures.p95 !== undefined && { p95: figures.p95 }),
    p99: figures.p99,
    errors,
    p50VsFloor: +(figures.p50 / Math.max(floor.p50, 0.001)).toFixed(2),
    rpsVsFloor: +(figures.reqPerSec / floor.reqPerSec).toFixed(3),
  };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });
  const results: Record<string, unknown> = { date: new Date().toISOString(), secondsPerTarget: SECONDS, ...(ONLY.length && { only: ONLY }) };

  // --- default catalogue (10,000 products)
  const rows: Row[] = [];
  let productVsCategory: { productP50: number; categoryP50: number; productNoCostlier: boolean } | undefined;
  let cartAdd: CartAddFigures | undefined;
  const floorTarget: Target = { name: "static asset (floor)", path: "/favicon.svg" };
  if (runs("default")) {
    await prepareLocalState({ persistTo: ".wrangler/bench-state" });
    const server = await startServer(".wrangler/bench-state", 8791);
    try {
      // A real in-stock product, and an item of a product sold here without options, from the search API.
      const cards = await searchCards(server.url, "dog food");
      const productPath = await findProductPage(server.url, cards);
      const itemId = await findBuyableItem(server.url, cards);

      await load(server.url, floorTarget, 2); // warm-up
      const floor = await load(server.url, floorTarget, SECONDS);
      rows.push(ratio(floor, floor));
      const byName: Record<string, Row> = {};
      for (const target of [
        { name: "search page HTML", path: "/s?query=dog%20food" },
        { name: "category page HTML", path: "/b/dog_c288" },
        { name: "product page HTML", path: productPath },
        { name: "search API", path: "/plp/api/search", method: "POST" as const, body: JSON.stringify({ term: "dog food" }) },
      ]) {
        await sequential(server.url, [target], 2); // the route's first answers in this isolate are not timed
        const row = ratio(await load(server.url, target, SECONDS), floor);
        rows.push(row);
        byName[target.name] = row;
      }
      const product = byName["product page HTML"];
      const category = byName["category page HTML"];
      productVsCategory = { productP50: product.p50, categoryP50: category.p50, productNoCostlier: product.p50 <= category.p50 };

      // Cart writes are rate-limited: one at a time, against the floor measured one at a time.
      const floorSequential = await sequential(server.url, [floorTarget], CART_REQUESTS);
      rows.push(ratio({ name: "static asset (floor)", ...floorSequential }, floorSequential));
      cartAdd = await sequentialCartAdds(server.url, itemId, { requests: CART_REQUESTS });
      rows.push(ratio(cartAdd, floorSequential));
      results.default = { products: 10_000, productPath, cartItemId: itemId, rows, productVsCategory, floorSequential, cartAdd };
    } finally {
      await server.stop();
    }
  }

  // --- pages with the edge cache on and off (issue #8)
  let pages: PageRow[] | undefined;
  if (runs("pages")) {
    await prepareLocalState({ persistTo: ".wrangler/bench-state" });
    const probe = await startServer(".wrangler/bench-state", 8791);
    let productPath: string;
    try {
      productPath = await findProductPage(probe.url, await searchCards(probe.url, "dog food"));
    } finally {
      await probe.stop();
    }
    pages = await benchPages(".wrangler/bench-state", productPath, SECONDS);
    results.pages = pages;
  }

  // --- benchmark-size catalogue
  if (runs("large")) {
    const largeState = `.wrangler/bench-${LARGE}`;
    await prepareLocalState({ persistTo: largeState, products: LARGE });
    const server = await startServer(largeState, 8792);
    try {
      await sequential(server.url, apiTargets, 20); // warm-up
      const floor = await sequential(server.url, [floorTarget], 200);
      const term = await sequential(server.url, apiTargets, 400);
      const category = await sequential(server.url, categoryApiTargets, 120);
      await sequential(server.url, slowApiTargets, slowApiTargets.length); // warm-up
      const slow = await sequential(server.url, slowApiTargets, 10 * slowApiTargets.length);
      const firstTime = await sequential(server.url, firstTimeApiTargets, firstTimeApiTargets.length);
      const underLoad = await load(server.url, apiTargets[0], SECONDS);
      results.large = {
        products: LARGE,
        floorSequential: floor,
        searchApiTermSequential: term,
        searchApiCategorySequential: category,
        searchApiDeepPagesAndTyposSequential: slow,
        searchApiFirstTimeTermsSequential: firstTime,
        searchApiUnderLoad: underLoad,
      };
    } finally {
      await server.stop();
    }
  }

  // --- the typeahead endpoint at the benchmark size (issue #26)
  if (runs("typeahead")) {
    const largeState = `.wrangler/bench-${LARGE}`;
    await prepareLocalState({ persistTo: largeState, products: LARGE });
    const server = await startServer(largeState, 8793);
    try {
      // Each prefix once before timing: the metadata, the facet index and the first answers of this
      // isolate. Timed too, as the first-time figure: the answers the isolate keeps (decision 0047)
      // make the timed rounds below repeats, and a prefix nobody typed yet costs this.
      const firstTime = await sequential(server.url, typeaheadTargets, typeaheadTargets.length);
      const floor = await sequential(server.url, [floorTarget], 200);
      // Four rounds of every prefix: well under the rate limit's 3,000 a minute per address.
      const typeahead = await sequential(server.url, typeaheadTargets, 4 * typeaheadTargets.length);
      results.typeahead = {
        products: LARGE,
        prefixes: typeaheadTargets.length,
        floorSequential: floor,
        typeaheadFirstTimeSequential: firstTime,
        typeaheadSequential: typeahead,
      };
    } finally {
      await server.stop();
    }
  }

  // --- memory of the search engine (issue #8): a fresh server per catalogue size, so "cold" is cold
  const memory: MemoryFigures[] = [];
  if (runs("memory")) {
    for (const [products, state] of [
      [10_000, ".wrangler/bench-state"],
      [LARGE, `.wrangler/bench-${LARGE}`],
    ] as const) {
      await prepareLocalState({ persistTo: state, ...(products !== 10_000 && { products }) });
      const server = await startServer(state, 8795);
      try {
        memory.push(await measureMemory(server, products));
      } finally {
        await server.stop();
      }
    }
    results.memory = memory;
  }

  // --- cold isolates: the first search of a new workerd process, with and without the facet index snapshot (issue #28)
  let cold: ColdRow[] | undefined;
  if (runs("cold")) {
    const states = [
      { products: 10_000, persistTo: ".wrangler/bench-state" },
      { products: LARGE, persistTo: `.wrangler/bench-${LARGE}` },
    ];
    for (const { products, persistTo } of states) await prepareLocalState({ persistTo, ...(products !== 10_000 && { products }) });
    cold = await benchCold(states, COLD_STARTS, 8796, COLD_MODES_RUN);
    results.cold = cold;
  }

  // --- redirect layer (issue #3)
  let redirects: RedirectFigures | undefined;
  if (runs("redirects")) {
    redirects = await benchRedirects(SECONDS);
    results.redirects = redirects;
  }

  // --- analytics bundle (issue #4)
  let analyticsBundle: unknown;
  if (runs("analytics")) {
    analyticsBundle = await import("./analytics-bundle")
      .then((m: { measureAnalyticsBundle: () => Promise<unknown> }) => m.measureAnalyticsBundle())
      .catch((error: unknown) => ({ unavailable: String(error) }));
    results.analyticsBundle = analyticsBundle;
  }

  // --- queued analytics (issue #28): collector events accepted and stored per second, accept to stored
  let queue: QueueFigures | undefined;
  if (runs("queue")) {
    queue = await benchQueue();
    results.queue = queue;
  }

  // --- per-request D1, KV, Durable Object and queue operations of each page type (issue #28, docs/capacity.md)
  let resources: ResourceRow[] | undefined;
  if (runs("resources")) {
    await prepareLocalState({ persistTo: ".wrangler/bench-state" });
    resources = await benchResources(".wrangler/bench-state");
    results.resources = resources;
  }

  // --- issue #23's repros and the fuzz on new seeds against one long-lived wrangler dev
  let soak: SoakFigures | undefined;
  if (runs("soak")) {
    soak = await runSoak();
    results.soak = soak;
  }

  // --- issue #28's soak: 30 minutes of mixed traffic against wrangler dev, memory flat after the warm-up
  let endurance: EnduranceFigures | undefined;
  if (runs("endurance")) {
    endurance = await runEndurance();
    results.endurance = endurance;
  }

  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.json", JSON.stringify(results, null, 2));
  if (results.default) {
    console.log("\nDefault catalogue (10,000 products; under load: 10 connections, %ds each; one at a time: %d requests):", SECONDS, CART_REQUESTS);
    console.table(
      rows.map((r) => ({
        target: r.name,
        load: r.mode,
        "req/s": Math.round(r.reqPerSec),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        "p50 ÷ floor": r.p50VsFloor,
        "req/s ÷ floor": r.rpsVsFloor,
        errors: r.errors,
      })),
    );
    console.log("Each row is divided by the floor measured the same way (the static asset row above it with the same load).");
    if (productVsCategory) {
      const { productP50, categoryP50, productNoCostlier } = productVsCategory;
      console.log(
        `A product page may cost no more than a listing page: product p50 ${productP50} ms <= category p50 ${categoryP50} ms: ${productNoCostlier ? "yes" : "NO"}`,
      );
    }
    if (cartAdd) {
      const statuses = Object.entries(cartAdd.statuses)
        .map(([status, n]) => `${n}x ${status}`)
        .join(", ");
      console.log(`Cart add: item ${cartAdd.itemId}, ${cartAdd.visitors} visitors, answers ${statuses} (303 expected)`);
      if (cartAdd.rateLimited > 0) console.log(`BENCH BUG: ${cartAdd.rateLimited} cart adds were rate-limited (429): the figure is not a cart write's cost.`);
    }
  }
  if (pages) printPages(pages);
  if (results.large) {
    console.log(`\n${LARGE} products, one request at a time (ms):`);
    const large = results.large as Record<string, { p50: number; p95: number; p99: number }>;
    console.table(
      [
        "floorSequential",
        "searchApiTermSequential",
        "searchApiCategorySequential",
        "searchApiDeepPagesAndTyposSequential",
        "searchApiFirstTimeTermsSequential",
      ].map((k) => ({
        target: k,
        p50: +large[k].p50.toFixed(1),
        p95: +large[k].p95.toFixed(1),
        p99: +large[k].p99.toFixed(1),
        "p95 ÷ floor p95": +(large[k].p95 / large.floorSequential.p95).toFixed(2),
      })),
    );
  }
  if (results.typeahead) {
    const {
      typeaheadSequential: t,
      typeaheadFirstTimeSequential: first,
      floorSequential: f,
      prefixes,
    } = results.typeahead as Record<string, { p50: number; p95: number; p99: number }> & { prefixes: number };
    console.log(`\nTypeahead (GET /api/search-suggestions), ${LARGE} products, ${prefixes} prefixes, one request at a time (ms):`);
    console.table([
      { target: "floor", p50: +f.p50.toFixed(1), p95: +f.p95.toFixed(1), p99: +f.p99.toFixed(1) },
      { target: "typeahead, each prefix's first time", p50: +first.p50.toFixed(1), p95: +first.p95.toFixed(1), p99: +first.p99.toFixed(1) },
      { target: "typeahead", p50: +t.p50.toFixed(1), p95: +t.p95.toFixed(1), p99: +t.p99.toFixed(1) },
    ]);
    const wrong = (t as unknown as { wrong: number }).wrong;
    console.log(
      `Typeahead p95 ${t.p95.toFixed(1)} ms: ${t.p95 <= 30 ? "within" : "OVER"} the target of 30 ms${wrong ? ` (BENCH BUG: ${wrong} answers were not 200)` : ""}.`,
    );
  }
  if (results.default || results.large) console.log("Targets: search API p95 <= 30 ms at 100,000 products; listing HTML p50 <= 5x the floor.");
  if (memory.length) {
    console.log("\nMemory: the worker isolate after a full GC (JS heap + typed arrays) and the workerd processes' RSS (MB):");
    console.table(memoryRows(memory));
    for (const f of memory) console.log(`${f.products} products: ${f.requests} requests in the load, ${f.errors} errors`);
    const large = memory.find((f) => f.products === LARGE)?.heap;
    if (large) {
      const worst = Math.max(large.cold.isolateMB, large.afterLoad.isolateMB);
      console.log(
        `Target: isolate heap < ${HEAP_BUDGET_MB} MB at ${LARGE} products, cold and after load: ${worst} MB: ${worst < HEAP_BUDGET_MB ? "yes" : "NO"}`,
      );
    }
  }
  if (cold) printCold(cold);
  if (redirects) {
    console.log(`\nRedirect layer with a ${redirects.entries}-entry table (10 connections, ${SECONDS}s each):`);
    console.table(
      [redirects.floorWithoutTable, redirects.floor, redirects.hit].map((r) => ({
        target: r.name,
        "req/s": Math.round(r.reqPerSec),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.non2xx,
      })),
    );
    console.log(`redirect hit p50 ÷ floor p50: ${redirects.hitP50VsFloor} (target <= 1.2)`);
    console.log(`non-redirected request: ${redirects.overheadPct}% fewer req/s with the table live; layer time ${redirects.warmLayerMs} ms (target <= 5%)`);
    console.log(`cold isolate, read + parse the table: ${redirects.coldLoadMs.join(", ")} ms (target <= 50 ms)`);
  }
  if (runs("analytics")) console.log("\nAnalytics code a listing page loads (gzip):", analyticsBundle, "(target <= 15 KB)");
  if (queue) {
    console.log(`\nQueued analytics (${queue.events} events in batches of 20, 8 at a time, workerd alone):`);
    console.log(
      `  accepted ${queue.acceptedPerSec} events/s (answer p50 ${queue.acceptMs.p50} ms, p95 ${queue.acceptMs.p95} ms); stored ${queue.storedPerSec} events/s`,
    );
    console.log(`  accept to stored p50 ${queue.acceptToStoredMs.p50} ms, p95 ${queue.acceptToStoredMs.p95} ms; not stored: ${queue.notStored}`);
  }
  if (resources) printResources(resources);
  if (soak) printSoak(soak);
  if (endurance) printEndurance(endurance);
  if (ONLY.length) console.log(`\nBENCH_ONLY=${ONLY.join(",")}: the other sections were skipped.`);
  console.log("\nFull figures: bench/results/latest.json");
  // The soak is pass or fail: after its figures are printed and written, a failed check fails the run.
  if (soak?.failed) throw new Error(`soak: ${soak.failed} of ${soak.rows.length} checks failed (see FAILED above)`);
  if (endurance?.failed.length) throw new Error(`endurance soak: ${endurance.failed.join("; ")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
