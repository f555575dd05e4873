// `npm run bench`: figures for the issues' speed targets, each as a ratio to a floor measured in
// the same run (a static asset served by the same worker).
import { mkdirSync, writeFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { prepareLocalState } from "../scripts/local-state";
import { load, sequential, type Figures, type Target } from "./measure";
import { startServer } from "./server";
import { benchRedirects } from "./redirects";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LARGE = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);

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
const categoryApiTargets: Target[] = ["288", "325", "20100", "11097", "2723", "10114"].map((groupId) => ({
  name: `api group ${groupId}`,
  path: "/plp/api/search",
  method: "POST" as const,
  body: JSON.stringify({ groupId, sort: "byPopularity" }),
}));

function ratio(figures: Figures, floor: Figures) {
  return { ...figures, p50VsFloor: +(figures.p50 / Math.max(floor.p50, 0.001)).toFixed(2), rpsVsFloor: +(figures.reqPerSec / floor.reqPerSec).toFixed(3) };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });
  const results: Record<string, unknown> = { date: new Date().toISOString(), secondsPerTarget: SECONDS };

  // --- default catalogue (10,000 products)
  await prepareLocalState({ persistTo: ".wrangler/bench-state" });
  let server = await startServer(".wrangler/bench-state", 8791);
  const floorTarget: Target = { name: "static asset (floor)", path: "/favicon.svg" };
  const rows: ReturnType<typeof ratio>[] = [];
  try {
    await load(server.url, floorTarget, 2); // warm-up
    const floor = await load(server.url, floorTarget, SECONDS);
    rows.push(ratio(floor, floor));
    for (const target of [
      { name: "search page HTML", path: "/s?query=dog%20food" },
      { name: "category page HTML", path: "/b/dog_c288" },
      { name: "search API", path: "/plp/api/search", method: "POST" as const, body: JSON.stringify({ term: "dog food" }) },
    ]) {
      rows.push(ratio(await load(server.url, target, SECONDS), floor));
    }
    results.default = { products: 10_000, rows };
  } finally {
    await server.stop();
  }

  // --- benchmark-size catalogue
  const largeState = `.wrangler/bench-${LARGE}`;
  await prepareLocalState({ persistTo: largeState, products: LARGE });
  server = await startServer(largeState, 8792);
  try {
    await sequential(server.url, apiTargets, 20); // warm-up
    const floor = await sequential(server.url, [floorTarget], 200);
    const term = await sequential(server.url, apiTargets, 400);
    const category = await sequential(server.url, categoryApiTargets, 120);
    const underLoad = await load(server.url, apiTargets[0], SECONDS);
    results.large = { products: LARGE, floorSequential: floor, searchApiTermSequential: term, searchApiCategorySequential: category, searchApiUnderLoad: underLoad };
  } finally {
    await server.stop();
  }

  // --- redirect layer (issue #3)
  const redirects = await benchRedirects(SECONDS);
  results.redirects = redirects;

  // --- analytics bundle (issue #4)
  const analyticsBundle = await import("./analytics-bundle")
    .then((m: { measureAnalyticsBundle: () => Promise<unknown> }) => m.measureAnalyticsBundle())
    .catch((error: unknown) => ({ unavailable: String(error) }));
  results.analyticsBundle = analyticsBundle;

  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.json", JSON.stringify(results, null, 2));
  console.log("\nDefault catalogue (10 connections, %ds each):", SECONDS);
  console.table(rows.map((r) => ({ target: r.name, "req/s": Math.round(r.reqPerSec), "p50 ms": r.p50, "p99 ms": r.p99, "p50 ÷ floor": r.p50VsFloor, "req/s ÷ floor": r.rpsVsFloor, errors: r.non2xx })));
  console.log(`\n${LARGE} products, one request at a time (ms):`);
  const large = results.large as Record<string, { p50: number; p95: number; p99: number }>;
  console.table(
    ["floorSequential", "searchApiTermSequential", "searchApiCategorySequential"].map((k) => ({
      target: k,
      p50: +large[k].p50.toFixed(1),
      p95: +large[k].p95.toFixed(1),
      p99: +large[k].p99.toFixed(1),
      "p95 ÷ floor p95": +(large[k].p95 / large.floorSequential.p95).toFixed(2),
    })),
  );
  console.log("Targets: search API p95 <= 30 ms at 100,000 products; listing HTML p50 <= 5x the floor.");
  console.log(`\nRedirect layer with a ${redirects.entries}-entry table (10 connections, ${SECONDS}s each):`);
  console.table([redirects.floorWithoutTable, redirects.floor, redirects.hit].map((r) => ({ target: r.name, "req/s": Math.round(r.reqPerSec), "p50 ms": r.p50, "p99 ms": r.p99, errors: r.non2xx })));
  console.log(`redirect hit p50 ÷ floor p50: ${redirects.hitP50VsFloor} (target <= 1.2)`);
  console.log(`non-redirected request: ${redirects.overheadPct}% fewer req/s with the table live; layer time ${redirects.warmLayerMs} ms (target <= 5%)`);
  console.log(`cold isolate, read + parse the table: ${redirects.coldLoadMs.join(", ")} ms (target <= 50 ms)`);
  console.log("\nAnalytics code a listing page loads (gzip):", analyticsBundle, "(target <= 15 KB)");
  console.log("\nFull figures: bench/results/latest.json");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
