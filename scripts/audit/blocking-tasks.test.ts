import { describe, expect, it } from "vitest";
import { BLOCKING_THRESHOLD_MS, blockingTaskReport, blockingWithin, workOf, type BlockingTask } from "./blocking-tasks";

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
  const task = (blockingMs: number, work: string): BlockingTask => ({ startMs: 100, observedMs: 20, simulatedMs: 244, blockingMs, work });
  it("shows each page's median run, its tasks largest first, and sums the ones left out", () => {
    const runs = [
      { page: "category", tbtMs: 900, blockingTasks: [task(500, "fast")] },
      { page: "category", tbtMs: 1200, blockingTasks: [task(300, "layout"), task(200, "parse"), task(100, "script")] },
      { page: "category", tbtMs: 1500, blockingTasks: [task(900, "slow")] },
    ];
    const report = blockingTaskReport(runs, ["category", "product"], 2);
    expect(report).toContain("category: the run of median TBT (1200 ms)");
    expect(report.indexOf("layout")).toBeLessThan(report.indexOf("parse"));
    expect(report).not.toContain("fast");
    expect(report).toContain("…and 1 more tasks (100 ms)");
    expect(report).toContain("product: no run to show");
  });
});
