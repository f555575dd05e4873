// Whether a process's memory stayed flat over a long run (issue #28's soak): pure, so the rule is
// tested apart from the processes it reads.
import { median } from "#scripts/median.ts";

export interface MemorySample {
  /** seconds since the run began */
  at: number;
  mb: number;
}

export interface MemoryTrend {
  /** median of the first samples after the warm-up */
  warmMB: number;
  /** median of the last samples */
  endMB: number;
  /** end over warm, in percent (negative: it shrank) */
  growthPct: number;
  /** least-squares slope of the samples after the warm-up */
  mbPerHour: number;
  flat: boolean;
}

/** Samples whose median stands for a level: one reading can catch a garbage collection half done. */
const LEVEL_SAMPLES = 3;
/**
 * Growth the run may show after its warm-up and still be flat: 10% of the warm level, and never less
 * than 8 MB (a 60 MB process moving by one allocator arena is not a leak). A leak of the kind issue
 * #28 names (wrangler's 4 GB heap in 20 minutes) grows by hundreds of MB an hour.
 */
export const FLAT_GROWTH_PCT = 10;
export const FLAT_GROWTH_MIN_MB = 8;

/** The trend of `samples` after `warmupSeconds`; null when too few samples follow the warm-up to tell. */
export function memoryTrend(samples: readonly MemorySample[], warmupSeconds: number): MemoryTrend | null {
  const after = samples.filter((s) => s.at >= warmupSeconds);
  if (after.length < 2 * LEVEL_SAMPLES) return null;
  const warmMB = median(after.slice(0, LEVEL_SAMPLES).map((s) => s.mb));
  const endMB = median(after.slice(-LEVEL_SAMPLES).map((s) => s.mb));
  const meanAt = after.reduce((sum, s) => sum + s.at, 0) / after.length;
  const meanMB = after.reduce((sum, s) => sum + s.mb, 0) / after.length;
  const covariance = after.reduce((sum, s) => sum + (s.at - meanAt) * (s.mb - meanMB), 0);
  const variance = after.reduce((sum, s) => sum + (s.at - meanAt) ** 2, 0);
  const mbPerSecond = variance ? covariance / variance : 0;
  const allowed = Math.max((warmMB * FLAT_GROWTH_PCT) / 100, FLAT_GROWTH_MIN_MB);
  return {
    warmMB: round1(warmMB),
    endMB: round1(endMB),
    growthPct: round1(warmMB ? ((endMB - warmMB) / warmMB) * 100 : 0),
    mbPerHour: round1(mbPerSecond * 3600),
    flat: endMB - warmMB <= allowed,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
