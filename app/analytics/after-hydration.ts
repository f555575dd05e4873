import type { Analytics } from "#analytics/index.ts";
import { experimentsOf, EXPOSURE_EVENT, exposureProperties, exposuresToReport, REPORTED_KEY } from "#app/experiments/exposure.ts";
import { startRum } from "#app/perf/rum-client.ts";
import { LIFECYCLE_EVENTS, lifecycleBridgeMessage, postToApp } from "#app/native/app-bridges.ts";
import type { EmitAnalytics } from "./page-analytics";
import { pageTypeForRouteId } from "./page-type";

// What a page does once it has hydrated and the browser is idle, loaded then (not with the page):
// real-user monitoring (not for crawlers), the visitor's experiment exposures, and inside our apps
// the lifecycle signals (issue #11).

/**
 * `page.routeId`: the landing page's route (./page-type.ts names its page type); `page.island`: the
 * personal island's text (app/visitor/personal.ts), where the Worker wrote the visitor's experiments.
 */
export function afterHydration(
  page: { routeId: string | undefined; marketPrefix: string; rum: boolean; island: string | null | undefined },
  emit: EmitAnalytics,
): void {
  const pageType = pageTypeForRouteId(page.routeId);
  if (page.rum) startRum(pageType, page.marketPrefix);
  announceToApp(pageType);
  const experiments = experimentsOf(page.island);
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(REPORTED_KEY);
  } catch {
    // Storage blocked: exposures are then reported once per page load.
  }
  const { report, remember } = exposuresToReport(experiments, remembered);
  if (!report.length) return;
  for (const exposure of report) emit((analytics: Analytics) => analytics.track(EXPOSURE_EVENT, exposureProperties(exposure)));
  try {
    localStorage.setItem(REPORTED_KEY, remember);
  } catch {
    // as above
  }
}

/**
 * spec §7 lifecycle events, inside our apps: the page is ready to display (it has hydrated), and
 * when its first content was painted (the paint timing's first-contentful-paint, ms from the
 * navigation's start), so the app can take its own loading screen away.
 */
function announceToApp(pageType: string): void {
  const userAgent = navigator.userAgent;
  const ready = lifecycleBridgeMessage(userAgent, LIFECYCLE_EVENTS.readyToDisplay, { pageType });
  // (outside our apps there is nothing to say)
  if (!ready) return;
  postToApp(ready);
  const paint = () => performance.getEntriesByName("first-contentful-paint")[0];
  const send = (entry: PerformanceEntry) =>
    postToApp(lifecycleBridgeMessage(userAgent, LIFECYCLE_EVENTS.firstContentPaint, { pageType, time: Math.round(entry.startTime) }));
  const painted = paint();
  if (painted) send(painted);
  else if (typeof PerformanceObserver !== "undefined") {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      if (!entry) return;
      observer.disconnect();
      send(entry);
    });
    observer.observe({ type: "paint", buffered: true });
  }
}
