// `npm run audit` (after `npm run build`): the outside checkers on the served pages. Seeds its own
// local state, starts the built worker under `wrangler dev` on AUDIT_PORT, and runs the Nu Html
// Checker and Lighthouse (mobile and desktop presets) on one page of each kind in both markets.
// Exits 1 when a gate in gate.ts fails. Summary: bench/results/audit-latest.json (git-ignored);
// the full Lighthouse HTML reports: bench/results/audit/.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "#bench/server.ts";
import { prepareLocalState } from "#scripts/local-state.ts";
import { blockingTaskReport } from "./blocking-tasks";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, hostBenchmarkIndex } from "./cpu-calibration";
import { gateFailures, MIN_ACCESSIBILITY, TBT_BUDGET_MS, TBT_PAGES, TBT_RUNS, tbtFailures, tbtVerdicts } from "./gate";
import { CHROME_PATH, isLateSessionClosed, PRESETS, runLighthouse, type LighthouseRun, type ThrottlingMethod } from "./lighthouse";
import { checkMarkup, javaMissing, type NuReport } from "./nu";
import { auditPages, type AuditPage } from "./pages";
import { failedAudits, nuFindings, runWarnings, scoreTable } from "./report";
import { NEAR_EMPTY, startReferenceServer, WITHOUT_SCRIPTS } from "./tbt-reference";

const PERSIST_TO = ".wrangler/audit-state";
/**
 * Not 8787 (`npm start`) or 8790 (Playwright). The redirects bench also starts a server on 8793:
 * startServer refuses a busy port, so run them one at a time or set AUDIT_PORT.
 */
const PORT = Number(process.env.AUDIT_PORT ?? 8793);
const RESULTS_DIR = "bench/results";
const SUMMARY = path.join(RESULTS_DIR, "audit-latest.json");
const REPORTS_DIR = path.join(RESULTS_DIR, "audit");
/** AUDIT_ONLY=tbt: only the Total Blocking Time runs (~8 minutes), to see where the pages stand. */
const TBT_ONLY = process.env.AUDIT_ONLY === "tbt";
/**
 * AUDIT_CPU_SLOWDOWN=4: the TBT runs at this CPU factor instead of the host's calibrated one (to
 * compare with figures taken at Lighthouse's default); the report says which was used.
 */
const CPU_SLOWDOWN_OVERRIDE = process.env.AUDIT_CPU_SLOWDOWN ? Number(process.env.AUDIT_CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN_OVERRIDE !== undefined && !(CPU_SLOWDOWN_OVERRIDE >= 1)) {
  console.error(`audit: AUDIT_CPU_SLOWDOWN must be a number of at least 1, not "${process.env.AUDIT_CPU_SLOWDOWN}"`);
  process.exit(2);
}

function slug(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
}

/** Missing tools and a missing build are named before anything starts. */
async function preflight(): Promise<string[]> {
  const missing: string[] = [];
  if (!existsSync(CHROME_PATH)) missing.push(`Chromium is missing at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);
  const java = await javaMissing();
  if (java) missing.push(java);
  if (!existsSync("build/index.js")) missing.push("no server build: run `npm run build` first");
  return missing;
}

/** The CPU slowdown the TBT runs emulated, and whether it came from the host's benchmark index. */
interface TbtCalibration {
  benchmarkIndex: number | null;
  cpuSlowdown: number;
  calibrated: boolean;
}

/**
 * The Nu Html Checker on every page at once, then Lighthouse on each page in each preset, in turn,
 * then the TBT pages' mobile runs at the host's calibrated CPU slowdown.
 */
async function checkPages(base: string): Promise<{
  pages: AuditPage[];
  nu: NuReport;
  runs: LighthouseRun[];
  tbtRuns: LighthouseRun[];
  referenceRuns: LighthouseRun[];
  appliedRuns: LighthouseRun[];
  calibration: TbtCalibration;
}> {
  const pages = await auditPages(base);
  console.log(`\naudit: ${pages.length} pages on ${base}`);
  for (const page of pages) console.log(`  ${page.name.padEnd(11)} ${page.path}`);

  if (!TBT_ONLY) console.log("\nNu Html Checker…");
  const nu: NuReport = TBT_ONLY ? { pages: [], stray: [] } : await checkMarkup(base, pages);

  mkdirSync(REPORTS_DIR, { recursive: true });
  const runs: LighthouseRun[] = [];
  for (const page of TBT_ONLY ? [] : pages) {
    for (const preset of PRESETS) {
      const { run, html } = await runLighthouse(base, page, preset);
      writeFileSync(path.join(REPORTS_DIR, `${slug(page.name)}-${preset}.html`), html);
      console.log(`lighthouse ${page.name} ${preset}: ${run.seconds} s${run.runtimeError ? ` (${run.runtimeError})` : ""}`);
      runs.push(run);
    }
  }
  // The host's speed, from the runs so far (the TBT pages at the preset's own factor when there are
  // none), sets the CPU slowdown of the TBT runs: Lighthouse's calibration (cpu-calibration.ts).
  // AUDIT_CPU_SLOWDOWN sets it instead, and needs no run to measure the host.
  const tbtPages = pages.filter((p) => (TBT_PAGES as readonly string[]).includes(p.name));
  if (!runs.length && CPU_SLOWDOWN_OVERRIDE === undefined) {
    for (const page of tbtPages) {
      const { run } = await runLighthouse(base, page, "mobile");
      console.log(`lighthouse ${page.name} mobile (the host's speed): benchmark index ${run.benchmarkIndex ?? "—"}`);
      runs.push(run);
    }
  }
  const benchmarkIndex = hostBenchmarkIndex(runs.map((run) => run.benchmarkIndex));
  if (benchmarkIndex === null && CPU_SLOWDOWN_OVERRIDE === undefined)
    throw new Error("Lighthouse reported no benchmark index: the CPU slowdown cannot be calibrated");
  const cpuSlowdown = CPU_SLOWDOWN_OVERRIDE ?? cpuSlowdownFor(benchmarkIndex!);
  const calibration: TbtCalibration = {
    benchmarkIndex,
    cpuSlowdown,
    calibrated: CPU_SLOWDOWN_OVERRIDE === undefined,
  };
  console.log(
    calibration.calibrated
      ? `\nTBT runs: host benchmark index ${benchmarkIndex} (median of ${runs.length} runs) → CPU slowdown ${cpuSlowdown}× (Lighthouse's calibration; the preset's own is ${DEFAULT_CPU_SLOWDOWN}×)`
      : `\nTBT runs: CPU slowdown ${cpuSlowdown}× (AUDIT_CPU_SLOWDOWN, not calibrated)`,
  );
  const tbtRuns = await tbtSeries(base, tbtPages, cpuSlowdown, "TBT run");
  const referenceRuns = await referenceTbtRuns(base, tbtPages, cpuSlowdown);
  // The same pages and phone with the page's CPU really slowed (decision 0090): what the simulation
  // estimates beside what a throttled browser measures.
  const appliedRuns = await tbtSeries(base, tbtPages, cpuSlowdown, "applied throttling", "devtools");
  return { pages, nu, runs, tbtRuns, referenceRuns, appliedRuns, calibration };
}

/** The reference pages' TBT at the same factor, as many runs each (./tbt-reference.ts; not gated). */
async function referenceTbtRuns(base: string, tbtPages: AuditPage[], cpuSlowdown: number): Promise<LighthouseRun[]> {
  const reference = await startReferenceServer(base);
  const pages: AuditPage[] = [
    { name: NEAR_EMPTY_NAME, path: NEAR_EMPTY },
    ...tbtPages.map((page) => ({ name: withoutScriptsName(page.name), path: WITHOUT_SCRIPTS + page.path })),
  ];
  try {
    return await tbtSeries(reference.url, pages, cpuSlowdown, "reference");
  } finally {
    await reference.stop();
  }
}

/** `TBT_RUNS` mobile runs of each page at `cpuSlowdown`, one after another, each printed as it ends. */
async function tbtSeries(
  base: string,
  pages: AuditPage[],
  cpuSlowdown: number,
  label: string,
  method: ThrottlingMethod = "simulate",
): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (const page of pages)
    for (let n = 0; n < TBT_RUNS; n++) {
      const { run } = await runLighthouse(base, page, "mobile", cpuSlowdown, method);
      console.log(
        `lighthouse ${page.name} mobile ×${cpuSlowdown} (${label} ${n + 1} of ${TBT_RUNS}): TBT ${run.tbtMs === null ? "—" : Math.round(run.tbtMs)} ms`,
      );
      runs.push(run);
    }
  return runs;
}

const NEAR_EMPTY_NAME = "a near-empty page";
const withoutScriptsName = (page: string) => `${page} without its scripts`;

async function main(): Promise<number> {
  const started = performance.now();
  const missing = await preflight();
  if (missing.length) {
    for (const line of missing) console.error(`audit: ${line}`);
    return 2;
  }

  await prepareLocalState({ persistTo: PERSIST_TO });
  const server = await startServer(PERSIST_TO, PORT);
  const { pages, nu, runs, tbtRuns, referenceRuns, appliedRuns, calibration } = await checkPages(server.url).finally(() => server.stop());

  const failures = [
    ...(TBT_ONLY ? [] : gateFailures(runs, nu, undefined, new Set(pages.filter((page) => page.listing).map((page) => page.name)))),
    ...tbtFailures(tbtRuns, { cpuSlowdown: calibration.cpuSlowdown }),
  ];
  const seconds = +((performance.now() - started) / 1000).toFixed(1);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    SUMMARY,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds,
        minAccessibility: MIN_ACCESSIBILITY,
        pages,
        lighthouse: runs,
        tbt: { ...calibration, runs: tbtRuns, referenceRuns, appliedRuns },
        nu,
        failures,
      },
      null,
      2,
    ) + "\n",
  );

  console.log(`\nLighthouse (scores 0–100; * = accessibility under ${MIN_ACCESSIBILITY * 100})\n`);
  console.log(scoreTable(runs));
  console.log("\nLighthouse warnings\n");
  console.log(runWarnings(runs));
  console.log("\nFailed Lighthouse audits (accessibility, SEO, best practices)\n");
  console.log(failedAudits(runs));
  console.log(
    `\nTotal Blocking Time, mobile, CPU ${calibration.cpuSlowdown}× (host benchmark index ${calibration.benchmarkIndex ?? "—"}${calibration.calibrated ? "" : ", not calibrated"}), median of ${TBT_RUNS} (budget ${TBT_BUDGET_MS} ms)\n`,
  );
  const verdictLine = (v: ReturnType<typeof tbtVerdicts>[number], width: number) =>
    `  ${v.page.padEnd(width)} ${v.medianMs === null ? "—" : `${v.medianMs} ms`} (runs: ${v.runsMs.join(", ")} ms)`;
  for (const v of tbtVerdicts(tbtRuns)) console.log(verdictLine(v, 9));
  // What the host and the factor cost any page, and each page's document without its scripts (decision 0089).
  console.log(`\n  For comparison (not gated), the same ${calibration.cpuSlowdown}× on this host:`);
  for (const v of tbtVerdicts(referenceRuns, [NEAR_EMPTY_NAME, ...TBT_PAGES.map(withoutScriptsName)])) console.log(verdictLine(v, 26));
  console.log(`\n  Not gated either: the pages with the CPU really slowed ${calibration.cpuSlowdown}× (applied throttling, decision 0090):`);
  for (const v of tbtVerdicts(appliedRuns)) console.log(verdictLine(v, 26));
  // Which tasks those were, as Lighthouse's simulation counted them (docs/decisions/0088).
  console.log(`\n${blockingTaskReport(tbtRuns, TBT_PAGES)}`);
  // And the applied runs' own tasks, the trace's as it ran slowed (decision 0090).
  console.log(`\n${blockingTaskReport(appliedRuns, TBT_PAGES, 8, `, CPU really slowed ${calibration.cpuSlowdown}×`)}`);
  console.log("\nNu Html Checker\n");
  console.log(nuFindings(nu));
  console.log(`\nSummary: ${SUMMARY}; Lighthouse reports: ${REPORTS_DIR}/ (${seconds} s)`);
  if (failures.length) {
    console.error(`\naudit FAILED (${failures.length}):`);
    for (const line of failures) console.error(`  - ${line}`);
    return 1;
  }
  console.log("\naudit passed");
  return 0;
}

// A rejection nobody awaits stops the audit as Node would, but for Lighthouse's late CPU-quiet check.
process.on("unhandledRejection", (reason: unknown) => {
  if (isLateSessionClosed(reason)) return;
  console.error(reason);
  process.exit(1);
});

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
