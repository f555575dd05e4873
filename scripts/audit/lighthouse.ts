// Lighthouse through its node API, one fresh headless Chromium per run (no cache, storage or
// service worker carried from one page to the next), offline: Lighthouse needs nothing from the
// network, and the flags below keep Chromium from trying.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { blockingTasks, observedBlockingTasks, type BlockingTask } from "./blocking-tasks";
import type { AuditPage } from "./pages";
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from "#scripts/chromium.ts";

export const CHROME_PATH = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;
/** DESIGN.md's Chromium flags for this machine, headless. */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

export const PRESETS = ["mobile", "desktop"] as const;
/**
 * How a run slows the page: Lighthouse's simulation from an unthrottled load (its default, the TBT
 * gate's measure), applied throttling (the page's CPU really slowed by DevTools, decision 0090), or
 * none of Lighthouse's own ("provided": the environment's).
 */
export type ThrottlingMethod = NonNullable<Result["configSettings"]["throttlingMethod"]>;
export type Preset = (typeof PRESETS)[number];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
/** Categories whose failed audits are listed for the page owner (performance has its own numbers). */
const LISTED_CATEGORIES: Category[] = ["accessibility", "seo", "best-practices"];
/**
 * How long Lighthouse waits for the load to settle (its default is 45 s). The pages' analytics batch
 * (`POST /v1/batch`, a keepalive fetch) is never seen to finish by Chromium's DevTools while the
 * collector leaves the response body unread, so Lighthouse's "network quiet" never comes and every
 * run would sit out the full default. Every page here has loaded (LCP) within 2 s, so 15 s leaves
 * ample room; a run that hits it still carries Lighthouse's own "loaded too slowly" warning,
 * which the audit prints.
 */
const MAX_WAIT_FOR_LOAD_MS = 15_000;
/** Failing elements shown per audit; the HTML report has them all. */
const ITEMS_SHOWN = 4;

export interface FailedAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** The failing elements (selector and snippet) or URLs, as far as the audit names them. */
  items: string[];
}

export interface LighthouseRun {
  page: string;
  path: string;
  preset: Preset;
  scores: Record<Category, number | null>;
  /** Largest Contentful Paint and Total Blocking Time in ms, Cumulative Layout Shift unitless. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Set when Lighthouse could not audit the page (an error status, a load that never finished…). */
  runtimeError?: string;
  runWarnings: string[];
  failed: FailedAudit[];
  seconds: number;
  /** Lighthouse's measure of the host's CPU speed in this run (`lhr.environment.benchmarkIndex`). */
  benchmarkIndex: number | null;
  /** The CPU slowdown the run emulated: the preset's own, or the calibrated one (cpu-calibration.ts). */
  cpuSlowdown: number;
  throttlingMethod: ThrottlingMethod;
  /** Mobile runs: the tasks that carry the Total Blocking Time, largest first (./blocking-tasks.ts). */
  blockingTasks?: BlockingTask[];
}

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Starts headless Chromium with a throwaway profile; its DevTools port comes from DevToolsActivePort. */
async function launchChromium(): Promise<Chromium> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "tailwise-audit-chromium-"));
  const child = spawn(CHROME_PATH, [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${userDataDir}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
    rmSync(userDataDir, { recursive: true, force: true });
  };
  const portFile = path.join(userDataDir, "DevToolsActivePort");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) return { port, stop };
    }
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium (${CHROME_PATH}) did not open a DevTools port:\n${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * One Lighthouse run; the HTML report comes back beside the summary. `cpuSlowdown` replaces the
 * mobile preset's CPU factor (its network stays Lighthouse's slow 4G); desktop keeps its own.
 */
export async function runLighthouse(
  base: string,
  page: AuditPage,
  preset: Preset,
  cpuSlowdown?: number,
  throttlingMethod: ThrottlingMethod = "simulate",
): Promise<{ run: LighthouseRun; html: string }> {
  const started = performance.now();
  const chromium = await launchChromium();
  try {
    const flags: Flags = {
      port: chromium.port,
      output: "html",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
      throttlingMethod,
      ...(preset === "mobile" && cpuSlowdown !== undefined && { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
    };
    // Mobile is Lighthouse's default config; desktop is its own preset (screen, throttling, UA).
    const result = await lighthouse(base + page.path, flags, preset === "desktop" ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path} (${preset})`);
    const html = typeof result.report === "string" ? result.report : result.report.join("\n");
    const run = summarise(page, preset, result.lhr, (performance.now() - started) / 1000);
    // A diagnostic: a run whose tasks cannot be recomputed keeps its figure and says why (an applied
    // run has no estimate: its tasks are the trace's own).
    const tasksOf = throttlingMethod === "simulate" ? blockingTasks : observedBlockingTasks;
    if (preset === "mobile" && !run.runtimeError)
      run.blockingTasks = await tasksOf(result.artifacts, result.lhr.configSettings).catch((error: unknown) => {
        run.runWarnings.push(`The tasks behind Total Blocking Time could not be recomputed: ${(error as Error).message}`);
        return undefined;
      });
    return { run, html };
  } finally {
    await chromium.stop();
  }
}

/**
 * Lighthouse 12's wait for a quiet CPU checks the page from a timer (`checkForQuiet`,
 * core/gather/driver/wait-for-condition.js); cancelling the wait when the load ends at
 * `maxWaitForLoad` does not stop a check already waiting on the page, and when the run disconnects
 * that check rejects with "Session closed" from a timer, after the run has returned its figures.
 * Under applied throttling (the page's CPU slowed) a check is often in flight. This tells that
 * rejection from any other, which must still stop the audit.
 */
export function isLateSessionClosed(reason: unknown): boolean {
  const protocolMethod = record(reason)?.protocolMethod;
  return reason instanceof Error && typeof protocolMethod === "string" && /Session closed/.test(reason.message);
}

function numeric(lhr: Result, auditId: string): number | null {
  return lhr.audits[auditId]?.numericValue ?? null;
}

export function summarise(page: AuditPage, preset: Preset, lhr: Result, seconds: number): LighthouseRun {
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<Category, number | null>;
  const failed: FailedAudit[] = [];
  for (const category of LISTED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode !== "binary" && audit.scoreDisplayMode !== "numeric" && audit.scoreDisplayMode !== "metricSavings") continue;
      failed.push({ category, id: audit.id, title: audit.title, score: audit.score, items: failingItems(audit.details) });
    }
  }
  return {
    page: page.name,
    path: page.path,
    preset,
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    ...(lhr.runtimeError && { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }),
    runWarnings: lhr.runWarnings.map(String),
    failed,
    seconds: +seconds.toFixed(1),
    benchmarkIndex: typeof benchmarkIndex === "number" && benchmarkIndex > 0 ? Math.round(benchmarkIndex) : null,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
    // (as the run reports it: a run recorded as simulated that was not would pass the gate's check)
    throttlingMethod: lhr.configSettings.throttlingMethod ?? "simulate",
  };
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** What an audit's table names as failing: a node (selector + snippet), a URL, or the row as text. */
function failingItems(details: unknown): string[] {
  const items = record(details)?.items;
  if (!Array.isArray(items)) return [];
  const shown = items.slice(0, ITEMS_SHOWN).map((item) => {
    const row = record(item) ?? {};
    // Accessibility rows name a node (with axe's explanation); SEO rows a node as `source`, or a URL.
    const source = record(row.source);
    const node = record(row.node) ?? (source?.type === "node" ? source : undefined);
    if (node) {
      const explanation = typeof node.explanation === "string" ? ` — ${node.explanation.replace(/^Fix any of the following:\s*/, "")}` : "";
      return `${String(node.selector ?? "")} ${String(node.snippet ?? "")}${explanation}`.trim();
    }
    if (typeof row.url === "string") return row.url;
    if (source && typeof source.url === "string") return `${source.url}:${String(source.line ?? "")}`;
    return JSON.stringify(row).slice(0, 200);
  });
  if (items.length > ITEMS_SHOWN) shown.push(`…and ${items.length - ITEMS_SHOWN} more`);
  return shown;
}
