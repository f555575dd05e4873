// Real-user monitoring (issue #11): what the browser sends to POST {market}/api/rum and the report
// reads. Shared by the browser's sender (./rum-client.ts) and the endpoint (app/api/rum-measurements.server.ts);
// no schema library here (the browser loads this).

/** Core Web Vitals and the other page-load metrics the web-vitals library reports. */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;

/** A perf-queue event is stored under its name with this prefix (`event:load-more`). */
export const EVENT_PREFIX = "event:";

export const RUM_PATH = "/api/rum";
/** A beacon is small: a page's five vitals and its few events. */
export const RUM_BODY_LIMIT_BYTES = 8 * 1024;
export const RUM_MAX_MEASUREMENTS = 40;

export interface RumMeasurement {
  /** a vital (LCP…) or `event:{name}` */
  name: string;
  /** ms, except CLS (unitless) */
  value: number;
  /** web-vitals' rating, for vitals */
  rating?: "good" | "needs-improvement" | "poor";
}

export interface RumBeacon {
  /** analytics' page type (plp, pdp, home…) */
  pageType: string;
  measurements: RumMeasurement[];
}

/** The 75th percentile (nearest rank) of some values; null for none. Web Vitals are judged at p75. */
export function p75(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)];
}
