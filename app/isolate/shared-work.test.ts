import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSharedWork, joinShared, SharedWorkTimeout, startShared } from "./shared-work";

const never = () => new Promise<string>(() => {});

describe("work an isolate's requests share", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is started once for concurrent requests, and lent to the starting request's keepAlive", async () => {
    const work = createSharedWork<string>({ what: "the load", timeoutMs: 1_000 });
    const start = vi.fn(async () => "index");
    const lent: Promise<unknown>[] = [];
    const [a, b] = await Promise.all([work.run("v1", start, (p) => lent.push(p)), work.run("v1", start, (p) => lent.push(p))]);
    expect([a, b]).toEqual(["index", "index"]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(lent).toHaveLength(1);
  });

  it("that is lost (its request ended and took the I/O with it) makes a waiter give up at the deadline, and the next request starts it again", async () => {
    const work = createSharedWork<string>({ what: "the facet index load", timeoutMs: 1_000 });
    const lost = work.run("v1", never);
    const waiter = work.run("v1", async () => "not started: the first load is still in flight");
    const outcome = Promise.allSettled([lost, waiter]);
    await vi.advanceTimersByTimeAsync(1_000);
    const [first, second] = await outcome;
    expect(first).toMatchObject({ status: "rejected", reason: expect.any(SharedWorkTimeout) });
    expect(second).toMatchObject({ status: "rejected", reason: { message: "the facet index load did not finish within 1000 ms" } });
    await expect(work.run("v1", async () => "loaded again")).resolves.toBe("loaded again");
  });

  it("is forgotten once settled, so a failure is not served for ever", async () => {
    const work = createSharedWork<string>({ what: "the read", timeoutMs: 1_000 });
    await expect(work.run("k", async () => Promise.reject(new Error("D1 is down")))).rejects.toThrow("D1 is down");
    await expect(work.run("k", async () => "read")).resolves.toBe("read");
  });

  it("joined after its deadline is given up at once", async () => {
    const shared = startShared(never, { what: "the load", timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(600);
    const onLost = vi.fn();
    await expect(joinShared(shared, { what: "the load", timeoutMs: 500 }, onLost)).rejects.toBeInstanceOf(SharedWorkTimeout);
    expect(onLost).toHaveBeenCalledOnce();
  });

  it("leaves no timer behind when it settles in time", async () => {
    const work = createSharedWork<string>({ what: "the load", timeoutMs: 60_000 });
    await work.run("k", async () => "done");
    expect(vi.getTimerCount()).toBe(0);
  });
});
