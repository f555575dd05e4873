import type { Analytics } from "#analytics/index.ts";
import { experimentsOf, EXPOSURE_EVENT, exposureProperties, exposuresToReport, REPORTED_KEY } from "#app/experiments/exposure.ts";
import { startRum } from "#app/perf/rum-client.ts";
import type { EmitAnalytics } from "./analytics-provider";

// What a page does once it has hydrated and the browser is idle, loaded then (not with the page):
// real-user monitoring (not for crawlers) and the visitor's experiment exposures (issue #11).

/** `page.island`: the personal island's text (app/visitor/personal.ts), where the Worker wrote the visitor's experiments. */
export function afterHydration(page: { pageType: string; marketPrefix: string; isBot: boolean; island: string | null | undefined }, emit: EmitAnalytics): void {
  if (!page.isBot) startRum(page.pageType, page.marketPrefix);
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
