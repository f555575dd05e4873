import { describe, expect, it } from "vitest";
import { FLAT_GROWTH_MIN_MB, memoryTrend, type MemorySample } from "./memory-trend";

/** One sample every 30 s for `minutes`, from a function of the time. */
const run = (minutes: number, mbAt: (seconds: number) => number): MemorySample[] =>
  Array.from({ length: (minutes * 60) / 30 + 1 }, (_, i) => ({ at: i * 30, mb: mbAt(i * 30) }));

describe("memory after the warm-up (issue #28's soak)", () => {
  it("is flat when a process grows while warming up and then holds its level", () => {
    const trend = memoryTrend(
      run(30, (t) => (t < 300 ? 100 + t / 3 : 200 + ((t / 30) % 2))),
      300,
    );
    expect(trend).toMatchObject({ flat: true, warmMB: 200 });
    expect(Math.abs(trend!.mbPerHour)).toBeLessThan(5);
  });

  it("is not flat when it keeps growing after the warm-up, as wrangler 3's inspector buffer did", () => {
    const trend = memoryTrend(
      run(30, (t) => 150 + t / 10),
      300,
    );
    expect(trend!.flat).toBe(false);
    expect(trend!.mbPerHour).toBeCloseTo(360, 0);
    expect(trend!.growthPct).toBeGreaterThan(50);
  });

  it("allows a small process a few megabytes of drift, but not more", () => {
    expect(
      memoryTrend(
        run(30, (t) => (t < 1500 ? 40 : 40 + FLAT_GROWTH_MIN_MB)),
        300,
      )!.flat,
    ).toBe(true);
    expect(
      memoryTrend(
        run(30, (t) => (t < 1500 ? 40 : 40 + FLAT_GROWTH_MIN_MB + 1)),
        300,
      )!.flat,
    ).toBe(false);
  });

  it("reads a level from the median of three samples, so one reading mid-collection does not decide", () => {
    const samples = run(30, () => 120).map((s, i, all) => (i === all.length - 1 ? { ...s, mb: 400 } : s));
    expect(memoryTrend(samples, 300)).toMatchObject({ endMB: 120, flat: true });
  });

  it("cannot tell from a run too short to have samples after its warm-up", () => {
    expect(
      memoryTrend(
        run(5, () => 100),
        300,
      ),
    ).toBeNull();
  });
});
