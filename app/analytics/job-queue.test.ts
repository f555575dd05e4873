import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createJobQueue, JOB_SLICE_MS } from "./job-queue";

describe("jobs emitted before the facade is loaded", () => {
  it("wait, then run in the order they were emitted; later jobs run at once", () => {
    const seen: string[] = [];
    const queue = createJobQueue<string[]>();
    queue.emit((t) => void t.push("page"));
    queue.emit((t) => void t.push("searched"));
    expect(seen).toEqual([]);
    queue.start(seen);
    queue.emit((t) => void t.push("clicked"));
    expect(seen).toEqual(["page", "searched", "clicked"]);
  });
  it("are dropped when cancelled before they run; cancelling after runs their cleanup once", () => {
    const queue = createJobQueue<object>();
    const dropped = vi.fn();
    queue.emit(dropped)();
    const stop = vi.fn();
    const cancel = queue.emit(() => stop);
    queue.start({});
    expect(dropped).not.toHaveBeenCalled();
    cancel();
    cancel();
    expect(stop).toHaveBeenCalledOnce();
  });
  it("never throw into the page: a failing job is reported and the next still runs", () => {
    const onError = vi.fn();
    const queue = createJobQueue<object>(onError);
    const next = vi.fn();
    queue.emit(() => {
      throw new Error("boom");
    });
    queue.emit(next);
    queue.start({});
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "boom" }));
    expect(next).toHaveBeenCalled();
  });
});

describe("the waiting jobs run in slices (issue #28: no long task when the facade arrives)", () => {
  // A clock each job moves on by 3 ms; the queue's next slice is a timer the test runs.
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const job = (name: string) => (seen: string[]) => {
    clock += 3;
    seen.push(name);
  };

  it(`yield once a slice has run ${JOB_SLICE_MS} ms, and go on in a new task in the same order`, () => {
    const queue = createJobQueue<string[]>();
    const seen: string[] = [];
    for (const name of ["page", "card 1", "card 2", "card 3", "card 4"]) queue.emit(job(name));
    queue.start(seen);
    expect(seen).toEqual(["page", "card 1"]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["page", "card 1", "card 2", "card 3"]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["page", "card 1", "card 2", "card 3", "card 4"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("queue a job emitted between slices behind the waiting ones, and drop one cancelled before its slice", () => {
    const queue = createJobQueue<string[]>();
    const seen: string[] = [];
    queue.emit(job("page"));
    queue.emit(job("card 1"));
    const cancelCard2 = queue.emit(job("card 2"));
    queue.emit(job("card 3"));
    queue.start(seen);
    cancelCard2();
    queue.emit(job("clicked"));
    expect(seen).toEqual(["page", "card 1"]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["page", "card 1", "card 3", "clicked"]);
    // once every waiting job has run, a new one runs at once
    queue.emit(job("searched"));
    expect(seen.at(-1)).toBe("searched");
    expect(vi.getTimerCount()).toBe(0);
  });
});
