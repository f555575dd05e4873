import { describe, expect, it } from "vitest";
import { formatResourceCounts, noResources, parseResourceCounts } from "./resource-counts";
import { ServerTiming } from "./server-timing";

// The Server-Timing entry the Worker writes with RESOURCE_COUNTS=1 and the bench reads (docs/capacity.md).

describe("the resources entry of Server-Timing", () => {
  const counts = { ...noResources(), d1: 2, d1_statements: 7, rows_read: 140, d1_ms: 0.4567, kv_read: 1, do: 3, queue: 1 };

  it("names every count, zeros included, so a zero is a measured zero", () => {
    expect(formatResourceCounts(counts)).toBe("d1=2 d1_statements=7 rows_read=140 rows_written=0 d1_ms=0.46 d1_unmetered=0 kv_read=1 kv_write=0 do=3 queue=1");
  });

  it("reads back what the Worker wrote, among the other entries of the header", () => {
    const timing = new ServerTiming();
    timing.add("loader", 12.3);
    timing.note("resources", formatResourceCounts(counts));
    timing.note("cache", "miss");
    expect(parseResourceCounts(timing.header())).toEqual({ ...counts, d1_ms: 0.46 });
  });

  it("is absent when counting is off: no entry, no header", () => {
    expect(parseResourceCounts('loader;dur=12.3, cache;desc="hit"')).toBeNull();
    expect(parseResourceCounts(null)).toBeNull();
  });

  it("ignores a count it does not know and a value that is not a number", () => {
    expect(parseResourceCounts('resources;desc="d1=1 future=9 kv_read=x"')).toEqual({ ...noResources(), d1: 1 });
  });
});
