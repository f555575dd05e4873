import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { applyPerfCommand, EMPTY_PERF_QUEUE, flushPerfQueue, MONITOR_POLL_LIMIT_MS, MONITOR_POLL_MS, type PerfCommand } from "./perf-event-queue";
import { EVENT_PREFIX, RUM_MAX_MEASUREMENTS, RUM_PATH, type RumMeasurement } from "./rum";

// The browser's real-user monitoring (issue #11), loaded after hydration with the analytics layer
// (app/analytics/analytics-provider.tsx): the web-vitals library's LCP, INP, CLS, FCP and TTFB, and
// the perf-event queue (spec §4), beaconed to {market}/api/rum when the page is hidden.
//
// The page's code drives the queue with performance marks, so it needs no code of this module and
// loses nothing before it loads: `performance.mark("perf:start:options-overlay")`, then
// `perf:stop:…` or `perf:cancel:…` (./perf-marks.ts). The queue is resolved from the marks' times.

const MARK = /^perf:(start|stop|cancel):([a-z0-9][a-z0-9-]{0,47})$/;

function commandOf(entry: PerformanceEntry): PerfCommand | null {
  const match = MARK.exec(entry.name);
  if (!match) return null;
  const [, verb, name] = match;
  if (verb === "cancel") return { type: "CANCEL", name };
  return { type: verb === "start" ? "START" : "STOP", name, at: entry.startTime };
}

let started = false;

export function startRum(pageType: string, marketPrefix: string): void {
  if (started || typeof PerformanceObserver === "undefined") return;
  started = true;
  const pending: RumMeasurement[] = [];
  const report = (metric: Metric) => pending.push({ name: metric.name, value: metric.value, rating: metric.rating });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);

  let queue = EMPTY_PERF_QUEUE;
  const apply = (entry: PerformanceEntry) => {
    const command = commandOf(entry);
    if (command) queue = applyPerfCommand(queue, command);
  };
  for (const entry of performance.getEntriesByType("mark")) apply(entry);
  new PerformanceObserver((list) => list.getEntries().forEach(apply)).observe({ type: "mark" });

  // The monitoring script is this module: it exists once it runs. Staged events go once the page
  // has fully loaded, polled every 500 ms for up to 60 s (spec §9); later ones with the next beacon.
  const flush = () => {
    const flushed = flushPerfQueue(queue, { pageLoaded: document.readyState === "complete", monitorExists: true });
    queue = flushed.queue;
    for (const event of flushed.send) pending.push({ name: `${EVENT_PREFIX}${event.name}`, value: event.duration });
  };
  const began = performance.now();
  const poll = setInterval(() => {
    flush();
    if (performance.now() - began >= MONITOR_POLL_LIMIT_MS) clearInterval(poll);
  }, MONITOR_POLL_MS);

  const send = () => {
    flush();
    while (pending.length) {
      const body = JSON.stringify({ pageType, measurements: pending.splice(0, RUM_MAX_MEASUREMENTS) });
      // text/plain: a beacon of a simple type needs no preflight; the endpoint reads it as JSON.
      navigator.sendBeacon(`${marketPrefix}${RUM_PATH}`, body);
    }
  };
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  addEventListener("pagehide", send);
}
