import { describe, expect, it } from "vitest";
import { applyPerfCommand, EMPTY_PERF_QUEUE, flushPerfQueue, type PerfCommand, type PerfQueue } from "./perf-event-queue";

const run = (...commands: PerfCommand[]): PerfQueue => commands.reduce(applyPerfCommand, EMPTY_PERF_QUEUE);
const stateOf = (queue: PerfQueue, name: string) => queue.get(name)?.state;
const READY = { pageLoaded: true, monitorExists: true };

describe("spec §4 the perf-event queue", () => {
  it("START adds an event as waiting, and is ignored if one by that name exists", () => {
    const queue = run({ type: "START", name: "load-more", at: 10 });
    expect(queue.get("load-more")).toEqual({ name: "load-more", state: "waiting", start: 10 });
    expect(applyPerfCommand(queue, { type: "START", name: "load-more", at: 99 })).toBe(queue);
    const staged = run({ type: "START", name: "a", at: 1 }, { type: "STOP", name: "a", at: 2 });
    expect(stateOf(applyPerfCommand(staged, { type: "START", name: "a", at: 3 }), "a")).toBe("staged");
  });

  it("STOP moves waiting to staged, and is ignored if missing or not waiting", () => {
    expect(run({ type: "START", name: "a", at: 1 }, { type: "STOP", name: "a", at: 5 }).get("a")).toEqual({ name: "a", state: "staged", start: 1, end: 5 });
    expect(run({ type: "STOP", name: "a", at: 5 }).size).toBe(0);
    const cancelled = run({ type: "START", name: "a", at: 1 }, { type: "CANCEL", name: "a" });
    expect(applyPerfCommand(cancelled, { type: "STOP", name: "a", at: 5 })).toBe(cancelled);
    const staged = run({ type: "START", name: "a", at: 1 }, { type: "STOP", name: "a", at: 2 });
    expect(applyPerfCommand(staged, { type: "STOP", name: "a", at: 9 }).get("a")!.end).toBe(2);
  });

  it("CANCEL marks any existing event cancelled, whatever its state", () => {
    expect(stateOf(run({ type: "START", name: "a", at: 1 }, { type: "CANCEL", name: "a" }), "a")).toBe("cancelled");
    expect(stateOf(run({ type: "START", name: "a", at: 1 }, { type: "STOP", name: "a", at: 2 }, { type: "CANCEL", name: "a" }), "a")).toBe("cancelled");
    expect(run({ type: "CANCEL", name: "nothing" }).size).toBe(0);
  });

  it("sends staged events only once the page is fully loaded and the monitoring script exists", () => {
    const queue = run({ type: "START", name: "a", at: 100 }, { type: "STOP", name: "a", at: 350 }, { type: "START", name: "b", at: 1 });
    expect(flushPerfQueue(queue, { pageLoaded: false, monitorExists: true })).toEqual({ send: [], queue });
    expect(flushPerfQueue(queue, { pageLoaded: true, monitorExists: false })).toEqual({ send: [], queue });
    const flushed = flushPerfQueue(queue, READY);
    expect(flushed.send).toEqual([{ name: "a", duration: 250 }]);
    expect(stateOf(flushed.queue, "a")).toBe("sent");
    // still waiting: not sent, not dropped
    expect(stateOf(flushed.queue, "b")).toBe("waiting");
  });

  it("never resends a sent event", () => {
    const once = flushPerfQueue(run({ type: "START", name: "a", at: 1 }, { type: "STOP", name: "a", at: 3 }), READY);
    const again = flushPerfQueue(applyPerfCommand(once.queue, { type: "START", name: "a", at: 5 }), READY);
    expect(again.send).toEqual([]);
    expect(stateOf(again.queue, "a")).toBe("sent");
  });

  it("cancels an event whose start or end cannot be resolved", () => {
    const queue = run(
      { type: "START", name: "no-start" },
      { type: "STOP", name: "no-start", at: 5 },
      { type: "START", name: "no-end", at: 5 },
      { type: "STOP", name: "no-end" },
      { type: "START", name: "backwards", at: 9 },
      { type: "STOP", name: "backwards", at: 4 },
    );
    const flushed = flushPerfQueue(queue, READY);
    expect(flushed.send).toEqual([]);
    for (const name of ["no-start", "no-end", "backwards"]) expect(stateOf(flushed.queue, name), name).toBe("cancelled");
  });
});
