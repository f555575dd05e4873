import { describe, expect, it, vi } from "vitest";
import { createJobQueue } from "./job-queue";

describe("jobs emitted before the facade is loaded", () => {
  it("wait, then run in the order they were emitted; later jobs run at once", () => {
    const seen: string[] = [];
    const queue = createJobQueue<string[]>();
    queue.emit((t) => void t.push("page"));
    queue.emit((t) => void t.push("searched"));
    expect(queue.waiting).toBe(2);
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
