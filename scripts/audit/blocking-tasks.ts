// Which main-thread tasks carry a run's Total Blocking Time (issue #28; docs/decisions/0088). Lighthouse
// does not measure TBT under simulated throttling, it estimates it (Lantern): it turns the run's own
// trace into a graph of network requests and main-thread tasks, drops every task shorter than 10 ms
// (of this host's time) that is not linked to two or more others, multiplies what is left by the CPU
// factor, schedules it, and adds up each task's part over 50 ms between the simulated first paint and
// the simulated time to interactive (the mean of an optimistic and a pessimistic schedule). The
// report's figure says nothing of which tasks those were; this recomputes Lantern's estimate from the
// run's artifacts and names them, with the work inside each (style and layout, HTML parsing, which
// file's script). It reads Lighthouse's computed artifacts, an internal API: pinned with Lighthouse.
import type { Artifacts, Result } from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { Interactive } from "lighthouse/core/computed/metrics/interactive.js";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { ProcessedNavigation } from "lighthouse/core/computed/processed-navigation.js";

/** Lantern's threshold: the part of a task over this counts (ms). */
export const BLOCKING_THRESHOLD_MS = 50;

/** A task that carries blocking time in Lantern's estimate. */
export interface BlockingTask {
  /** observed start, ms after the first task of the trace's main thread that Lantern kept */
  startMs: number;
  /** as it ran on this host (ms) */
  observedMs: number;
  /** after the CPU factor, as Lantern scheduled it (pessimistic schedule, ms); none in an applied run, whose tasks are the trace's own */
  simulatedMs?: number;
  /** its share of the estimate: the mean of the optimistic and the pessimistic schedules' (ms) */
  blockingMs: number;
  /** the largest kinds of work inside it, e.g. "layout 31 ms, script chunk-X.js 4 ms" */
  work: string;
  /** the largest kind of work the trace names inside it ("other" when it names none): how the report groups tasks */
  kind: string;
}

/** A scheduled task's blocking time, Lantern's rule: its part between `from` and `to`, over 50 ms. */
export function blockingWithin(task: { start: number; end: number }, from: number, to: number): number {
  const clipped = Math.min(task.end, to) - Math.max(task.start, from);
  return clipped > BLOCKING_THRESHOLD_MS ? clipped - BLOCKING_THRESHOLD_MS : 0;
}

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}

/** What a trace event is part of, or undefined for events that only wrap others. */
function kindOf(event: TraceEvent): string | undefined {
  switch (event.name) {
    case "UpdateLayoutTree":
    case "Layout":
    case "PrePaint":
    case "Paint":
    case "Layerize":
    case "Commit":
      return "style, layout, paint";
    case "ParseHTML":
      return "HTML parsing";
    case "v8.evaluateModule":
      return "module evaluation";
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
    case "FunctionCall": {
      const file = (event.args?.data?.url ?? "").split("/").pop();
      return file ? `script ${file}` : "script";
    }
    case "RunMicrotasks":
      return "microtasks";
    case "MajorGC":
    case "MinorGC":
      return "garbage collection";
    default:
      return undefined;
  }
}

/**
 * The kinds of work among a task's child events, largest first (µs). Nested events of one kind (a
 * FunctionCall inside an EvaluateScript of the same file) count once: the outermost.
 */
function workByKind(childEvents: readonly (TraceEvent & { ts?: number })[]): [kind: string, us: number][] {
  const byKind = new Map<string, { us: number; until: number }>();
  for (const event of [...childEvents].sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0))) {
    const kind = kindOf(event);
    if (!kind || !event.dur) continue;
    const seen = byKind.get(kind) ?? { us: 0, until: -Infinity };
    const start = event.ts ?? 0;
    if (start >= seen.until) {
      seen.us += event.dur;
      seen.until = start + event.dur;
    }
    byKind.set(kind, seen);
  }
  return [...byKind].map(([kind, { us }]): [string, number] => [kind, us]).sort((a, b) => b[1] - a[1]);
}

/** The largest kinds of work (from `workByKind`) in words, and what they leave of the task's `taskUs`. */
function describeWork(named: readonly [string, number][], taskUs?: number, shown = 3): string {
  const parts = named.slice(0, shown).map(([kind, us]) => `${kind} ${(us / 1000).toFixed(1)} ms`);
  // What the trace's child events do not name (V8's own work, the browser's tasks between them)
  const otherUs = taskUs === undefined ? 0 : taskUs - named.reduce((sum, [, us]) => sum + us, 0);
  if (otherUs >= 1000) parts.push(`other ${(otherUs / 1000).toFixed(1)} ms`);
  return parts.join(", ") || "(no work named)";
}

/** A task's work in words and its kind (the largest work the trace names, "other" when it names none): one rule for both kinds of run. */
function workAndKind(childEvents: readonly (TraceEvent & { ts?: number })[], taskUs: number): Pick<BlockingTask, "work" | "kind"> {
  const named = workByKind(childEvents);
  return { work: describeWork(named, taskUs), kind: named[0]?.[0] ?? "other" };
}

/** The largest kinds of work among a task's child events (µs durations), and what they leave of the task's `taskUs`. */
export function workOf(childEvents: readonly (TraceEvent & { ts?: number })[], taskUs?: number, shown = 3): string {
  return describeWork(workByKind(childEvents), taskUs, shown);
}

interface LanternCpuNode {
  type: string;
  startTime: number;
  duration: number;
  childEvents: TraceEvent[];
}
interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<LanternCpuNode, NodeTiming>;
}
interface LanternMetric {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

/** What Lighthouse's computed metrics take: the run's artifacts and settings, and a fresh cache. */
function metricInput(artifacts: Artifacts, settings: Result["configSettings"]) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  } as unknown as Parameters<typeof LanternTotalBlockingTime.request>[0];
  const context = { computedCache: new Map() } as unknown as Parameters<typeof LanternTotalBlockingTime.request>[1];
  return { data, context };
}

/**
 * The tasks carrying a mobile run's TBT (largest first), recomputed from its artifacts as Lighthouse's
 * own TBT audit computes it (the same settings, so the same figure).
 */
export async function blockingTasks(artifacts: Artifacts, settings: Result["configSettings"]): Promise<BlockingTask[]> {
  const { data, context } = metricInput(artifacts, settings);
  const [tbt, fcp, tti] = (await Promise.all([
    LanternTotalBlockingTime.request(data, context),
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
  ])) as unknown as LanternMetric[];
  // As Lantern's TBT: each schedule is read between the *other* schedule's first paint and its own
  // time to interactive (lantern/metrics/TotalBlockingTime.js).
  const windows = [
    { estimate: tbt.optimisticEstimate, from: fcp.pessimisticEstimate.timeInMs, to: tti.optimisticEstimate.timeInMs },
    { estimate: tbt.pessimisticEstimate, from: fcp.optimisticEstimate.timeInMs, to: tti.pessimisticEstimate.timeInMs },
  ];
  const cpuNodes = [...tbt.pessimisticEstimate.nodeTimings.keys()].filter((node) => node.type === "cpu");
  const firstStart = Math.min(...cpuNodes.map((node) => node.startTime));
  return cpuNodes
    .map((node) => {
      const shares = windows.map(({ estimate, from, to }) => {
        const timing = estimate.nodeTimings.get(node);
        return timing ? blockingWithin({ start: timing.startTime, end: timing.endTime }, from, to) : 0;
      });
      return {
        startMs: Math.round((node.startTime - firstStart) / 1000),
        observedMs: +(node.duration / 1000).toFixed(1),
        simulatedMs: Math.round(tbt.pessimisticEstimate.nodeTimings.get(node)!.duration),
        blockingMs: Math.round((shares[0] + shares[1]) / 2),
        ...workAndKind(node.childEvents, node.duration),
      };
    })
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/** A task of Lighthouse's main-thread task tree (times in ms after the trace's time origin). */
export interface ObservedTask {
  event: TraceEvent & { ts?: number };
  startTime: number;
  endTime: number;
  duration: number;
  parent?: ObservedTask;
  children: ObservedTask[];
}

/** Every event inside a task, with its time in µs (a B/E pair of the trace has no `dur` of its own). */
function eventsInside(task: ObservedTask): (TraceEvent & { ts: number })[] {
  return task.children.flatMap((child) => [{ ...child.event, ts: child.startTime * 1000, dur: child.duration * 1000 }, ...eventsInside(child)]);
}

/**
 * The tasks carrying an applied run's TBT (the page's CPU really slowed, decision 0090), largest
 * first: no estimate, the trace's own top-level tasks between the first contentful paint and the time
 * to interactive, each its part over 50 ms, as Lighthouse's observed TBT counts them.
 */
export async function observedBlockingTasks(artifacts: Artifacts, settings: Result["configSettings"]): Promise<BlockingTask[]> {
  const { data, context } = metricInput(artifacts, settings);
  const [navigation, interactive, tasks] = (await Promise.all([
    ProcessedNavigation.request(artifacts.Trace, context),
    Interactive.request(data, context),
    MainThreadTasks.request(artifacts.Trace, context),
  ])) as unknown as [{ timings: { firstContentfulPaint: number } }, { timing: number }, ObservedTask[]];
  return observedTasksWithin(tasks, navigation.timings.firstContentfulPaint, interactive.timing);
}

/** Of a trace's main-thread tasks (ms), the top-level ones with a part over 50 ms between `from` and `to`, largest first. */
export function observedTasksWithin(tasks: readonly ObservedTask[], from: number, to: number): BlockingTask[] {
  return tasks
    .filter((task) => !task.parent)
    .map((task) => ({
      startMs: Math.round(task.startTime),
      observedMs: +task.duration.toFixed(1),
      blockingMs: Math.round(blockingWithin({ start: task.startTime, end: task.endTime }, from, to)),
      ...workAndKind(eventsInside(task), task.duration * 1000),
    }))
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

interface RunWithTasks {
  page: string;
  tbtMs: number | null;
  blockingTasks?: BlockingTask[];
}

/**
 * For each page, the tasks of its median run (by TBT; of an even count the higher), largest first:
 * what to look at first to bring the page's figure down.
 */
export function blockingTaskReport(runs: readonly RunWithTasks[], pages: readonly string[], shown = 8, how = ""): string {
  return pages
    .map((page) => {
      const own = runs.filter((run) => run.page === page && run.tbtMs !== null && run.blockingTasks).sort((a, b) => a.tbtMs! - b.tbtMs!);
      if (!own.length) return `  ${page}: no run to show`;
      const run = own[Math.floor(own.length / 2)];
      const tasks = run.blockingTasks!;
      const rows = tasks
        .slice(0, shown)
        .map(
          (task) =>
            `    ${`${task.blockingMs} ms`.padStart(8)}  ${`${task.observedMs} ms`.padStart(8)}  ${(task.simulatedMs === undefined ? "—" : `${task.simulatedMs} ms`).padStart(9)}  ${`${task.startMs} ms`.padStart(7)}  ${task.work}`,
        );
      const more =
        tasks.length > shown ? [`    …and ${tasks.length - shown} more tasks (${tasks.slice(shown).reduce((sum, task) => sum + task.blockingMs, 0)} ms)`] : [];
      // One run's list moves with the machine's noise; the mean over every run, by kind, moves less (0089).
      const kinds = blockingByKind(own)
        .map(({ kind, meanMs }) => `${meanMs} ${kind}`)
        .join("; ");
      return [
        `  ${page}${how}: the run of median TBT (${Math.round(run.tbtMs!)} ms), its tasks that count`,
        `    blocking  observed  simulated       at  work`,
        ...rows,
        ...more,
        `    mean blocking per run by the largest work of each task (${own.length} runs, ms): ${kinds}`,
      ].join("\n");
    })
    .join("\n");
}

/** The blocking time each kind of task carried, as the mean per run over `runs`, largest first. */
export function blockingByKind(runs: readonly RunWithTasks[]): { kind: string; meanMs: number }[] {
  const sums = new Map<string, number>();
  for (const task of runs.flatMap((run) => run.blockingTasks ?? [])) sums.set(task.kind, (sums.get(task.kind) ?? 0) + task.blockingMs);
  return [...sums].map(([kind, sum]) => ({ kind, meanMs: Math.round(sum / runs.length) })).sort((a, b) => b.meanMs - a.meanMs);
}
