import { describe, expect, it } from "vitest";
import { BLOCKING_THRESHOLD_MS, blockingByKind, blockingTaskReport, blockingWithin, workOf, type BlockingTask } from "./blocking-tasks";

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
