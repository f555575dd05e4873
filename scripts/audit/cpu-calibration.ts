// Lighthouse's mobile preset slows the host's CPU down four times. That factor was chosen for a
// host of benchmark index ~1,533 (Lighthouse's own measure of the host, `lhr.environment.
// benchmarkIndex`); on a faster host four times is a faster phone than Lighthouse means, on a slower
// one a slower phone. Lighthouse's throttling docs send readers to its CPU-throttling calculator
// for the factor that keeps the emulated phone the same on any host; this is that calculator's
// table (decision 0087). The Total Blocking Time gate runs with it, so the figure means the same
// phone whatever machine runs `npm run audit`.

import { median } from "#scripts/median.ts";

/** Lighthouse's default mobile CPU slowdown (right for a host of benchmark index ~1,533). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that emulates Lighthouse's reference phone on a host of this benchmark index,
 * rounded to a tenth. The calculator's anchors: 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000
 * → 6×, straight lines between them and beyond the last (it does not stop at 2,000).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no CPU slowdown for a benchmark index of ${benchmarkIndex}`);
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(slowdown * 10) / 10;
}

/** The host's benchmark index from the runs so far: their median, so one noisy run does not set it. */
export function hostBenchmarkIndex(indexes: readonly (number | null)[]): number | null {
  const known = indexes.filter((i): i is number => i !== null && Number.isFinite(i) && i > 0);
  return known.length ? median(known) : null;
}
