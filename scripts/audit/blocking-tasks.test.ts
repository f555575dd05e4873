import { describe, expect, it } from "vitest";
import {
  BLOCKING_THRESHOLD_MS,
  blockingByKind,
  blockingTaskReport,
  blockingWithin,
  observedTasksWithin,
  workOf,
  type BlockingTask,
  type ObservedTask,
} from "./blocking-tasks";

describe("a scheduled task's blocking time (Lantern's rule)", () => {
  it(`counts the part over ${BLOCKING_THRESHOLD_MS} ms between the first paint and interactive`, () => {
    expect(blockingWithin({ start: 1000, end: 1180 }, 900, 5000)).toBe(130);
    // before the first paint only the rest counts; after interactive nothing
    expect(blockingWithin({ start: 1000, end: 1180 }, 1100, 5000)).toBe(30);
    expect(blockingWithin({ start: 1000, end: 1180 }, 1150, 5000)).toBe(0);
    expect(blockingWithin({ start: 6000, end: 6200 }, 900, 5000)).toBe(0);
    expect(blockingWithin({ start: 1000, end: 1050 }, 0, 5000)).toBe(0);
  });
});

describe("the work inside a task", () => {
  it("adds up style/layout/paint, parsing and each file's script, largest first, outermost events once", () => {
    const work = workOf(
      [
        { name: "ParseHTML", ts: 0, dur: 4000 },
        { name: "Layout", ts: 5000, dur: 20_000 },
        { name: "UpdateLayoutTree", ts: 26_000, dur: 8000 },
        { name: "EvaluateScript", ts: 40_000, dur: 6000, args: { data: { url: "http://x/build/_shared/chunk-A.js" } } },
        // a call inside that evaluation, of the same file: already counted
        { name: "FunctionCall", ts: 41_000, dur: 3000, args: { data: { url: "http://x/build/_shared/chunk-A.js" } } },
        { name: "RunTask", ts: 0, dur: 60_000 },
      ],
      60_000,
    );
    expect(work).toBe("style, layout, paint 28.0 ms, script chunk-A.js 6.0 ms, HTML parsing 4.0 ms, other 22.0 ms");
    expect(workOf([{ name: "v8.evaluateModule", ts: 0, dur: 7000 }], 7400)).toBe("module evaluation 7.0 ms");
  });
});

describe("the report of the tasks that count", () => {
  const task = (blockingMs: number, work: string): BlockingTask => ({ startMs: 100, observedMs: 20, simulatedMs: 244, blockingMs, work, kind: work });
  it("shows each page's median run, its tasks largest first, and sums the ones left out", () => {
    const runs = [
      { page: "category", tbtMs: 900, blockingTasks: [task(500, "fast")] },
      { page: "category", tbtMs: 1200, blockingTasks: [task(300, "layout"), task(200, "parse"), task(100, "script")] },
      { page: "category", tbtMs: 1500, blockingTasks: [task(900, "slow")] },
    ];
    const report = blockingTaskReport(runs, ["category", "product"], 2);
    expect(report).toContain("category: the run of median TBT (1200 ms)");
    expect(report.indexOf("layout")).toBeLessThan(report.indexOf("parse"));
    // (the other runs' tasks are not listed; the line of kinds below the list counts every run)
    expect(report).not.toContain("100 ms  fast");
    expect(report).toContain("…and 1 more tasks (100 ms)");
    expect(report).toContain("product: no run to show");
  });
});

describe("the blocking time by kind of task, over every run", () => {
  const task = (blockingMs: number, kind: string, work: string): BlockingTask => ({ startMs: 100, observedMs: 20, simulatedMs: 244, blockingMs, work, kind });
  it("adds up each kind's blocking time and gives the mean per run, largest first", () => {
    const runs = [
      {
        page: "category",
        tbtMs: 600,
        blockingTasks: [task(300, "style, layout, paint", "style, layout, paint 30.0 ms, other 2.0 ms"), task(100, "HTML parsing", "HTML parsing 10.4 ms")],
      },
      {
        page: "category",
        tbtMs: 300,
        blockingTasks: [
          task(200, "style, layout, paint", "style, layout, paint 20.1 ms"),
          task(50, "script chunk-A.js", "script chunk-A.js 11.0 ms, microtasks 1.0 ms"),
        ],
      },
    ];
    expect(blockingByKind(runs)).toEqual([
      { kind: "style, layout, paint", meanMs: 250 },
      { kind: "HTML parsing", meanMs: 50 },
      { kind: "script chunk-A.js", meanMs: 25 },
    ]);
    expect(blockingTaskReport(runs, ["category"])).toContain(
      "mean blocking per run by the largest work of each task (2 runs, ms): 250 style, layout, paint; 50 HTML parsing; 25 script chunk-A.js",
    );
  });
});

describe("an applied run's tasks: the trace's own, with the CPU really slowed (decision 0090)", () => {
  // Lighthouse's main-thread task tree: ms after the time origin; a B/E pair's event has no `dur`.
  const node = (name: string, startTime: number, endTime: number, children: ObservedTask[] = [], url?: string): ObservedTask => {
    const task: ObservedTask = { event: { name, ...(url && { args: { data: { url } } }) }, startTime, endTime, duration: endTime - startTime, children };
    for (const child of children) child.parent = task;
    return task;
  };
  const firstPaint = 1000;
  const interactive = 8000;

  it("counts each top-level task's part over 50 ms between the first paint and interactive, with the work inside it", () => {
    const tasks = [
      // the document's layout, before the first paint: not blocking time
      node("RunTask", 400, 850, [node("Layout", 410, 840)]),
      // a script's evaluation with a call of its own file inside: counted once
      node("RunTask", 2000, 2120, [node("EvaluateScript", 2000, 2100, [node("FunctionCall", 2010, 2090, [], "http://x/c.js")], "http://x/c.js")]),
      // across the first paint: its part after it
      node("RunTask", 900, 1080, [node("RunMicrotasks", 900, 1080)]),
      // short, or after interactive
      node("RunTask", 3000, 3040, [node("Layout", 3000, 3040)]),
      node("RunTask", 9000, 9300),
    ];
    const counted = observedTasksWithin(tasks, firstPaint, interactive);
    expect(counted.map((task) => [task.blockingMs, task.startMs, task.work])).toEqual([
      [70, 2000, "script c.js 100.0 ms, other 20.0 ms"],
      [30, 900, "microtasks 180.0 ms"],
    ]);
    expect(counted.every((task) => task.simulatedMs === undefined)).toBe(true);
  });

  it("shows a dash where a simulated run shows Lantern's duration", () => {
    const runs = [{ page: "category", tbtMs: 70, blockingTasks: observedTasksWithin([node("RunTask", 2000, 2120)], firstPaint, interactive) }];
    expect(blockingTaskReport(runs, ["category"], 8, ", CPU really slowed 13×")).toContain("category, CPU really slowed 13×: the run of median TBT (70 ms)");
    expect(blockingTaskReport(runs, ["category"])).toMatch(/70 ms {4}120 ms {10}— {2}2000 ms/);
  });
});
