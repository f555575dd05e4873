import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, hostBenchmarkIndex } from "./cpu-calibration";

describe("cpuSlowdownFor (Lighthouse's CPU-throttling calculator)", () => {
  it("gives Lighthouse's default four times on the host it was calibrated for", () => {
    expect(cpuSlowdownFor(1533)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it("follows the calculator's anchors and the lines between them", () => {
    expect([150, 800, 1300, 1766, 2000].map(cpuSlowdownFor)).toEqual([1, 2, 3, 5, 6]);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it("slows a fast host down more (the line goes on past 2,000)", () => {
    expect(cpuSlowdownFor(3465)).toBe(12.3);
  });

  it("never speeds a very slow host up, and refuses a missing index", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow("no CPU slowdown");
  });
});

describe("hostBenchmarkIndex", () => {
  it("is the median of the runs' indexes, ignoring runs without one", () => {
    expect(hostBenchmarkIndex([3400, null, 1200, 3500])).toBe(3400);
    expect(hostBenchmarkIndex([3400, 3600])).toBe(3500);
    expect(hostBenchmarkIndex([null])).toBeNull();
  });
});
