import { describe, expect, it, vi } from "vitest";
import { createReadyQueue } from "./queue";

describe("events queue until the collector is ready (spec §4)", () => {
  it("holds items, then flushes them in order and empties", () => {
    const q = createReadyQueue<number>();
    q.push(1);
    q.push(2);
    q.push(3);
    expect(q.size).toBe(3);
    const seen: number[] = [];
    q.ready((n) => seen.push(n));
    expect(seen).toEqual([1, 2, 3]);
    expect(q.size).toBe(0);
    q.push(4);
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(q.size).toBe(0);
  });
  it("keeps order when the consumer pushes while draining", () => {
    const q = createReadyQueue<string>();
    q.push("a");
    q.push("b");
    const seen: string[] = [];
    q.ready((s) => {
      seen.push(s);
      if (s === "a") q.push("a2");
    });
    expect(seen).toEqual(["a", "b", "a2"]);
  });
  it("discards everything when no consumer will come", () => {
    const q = createReadyQueue<number>();
    q.push(1);
    q.discard();
    q.push(2);
    expect(q.size).toBe(0);
    const consumer = vi.fn();
    q.ready(consumer);
    expect(consumer).not.toHaveBeenCalled();
  });
});
