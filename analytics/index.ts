// The browser entry of the analytics layer: createAnalytics assembles the facade from its parts, in
// the order an event travels. It imports no zod (schemas.ts is type-only) and touches no browser global
// at import time; everything is read from the window handed in, or lazily from globalThis.window when
// createAnalytics runs (see README.md).
//
//   visit      ./visit.ts           who and where: window, logger, environment, ids, the page's facts
//   platform   ./platform.ts        session data, the collector, the native bridge, identify
//   pipeline   ./emit.ts            payload fields, checks, the data layer, then the platform
//   events     ./page-events.ts     page views, named and GA-style events
//              ./commerce-events.ts products, carts, lists (impressions), promotions
//   elements   ./element-wiring.ts  clicks and views of tracked elements, as those events

import { sendAdImpression } from "./ad-impression";
import { logUnsupported } from "./cdp";
import { createCommerceEvents } from "./commerce-events";
import { createEmitPipeline } from "./emit";
import { wireElementTracking } from "./element-wiring";
import type { AnalyticsOptions } from "./options";
import { createPageEvents } from "./page-events";
import { connectPlatform } from "./platform";
import { openVisit } from "./visit";

export { ADDED_TO, CURRENCY_CODE } from "./constants";
export type { AnalyticsOptions, AnalyticsWindow } from "./options";
export type { CartOptions, EcommerceOptions, ListInput, PromotionInput } from "./commerce-events";
export type { GaEvent } from "./emit";
export type { ProductInput } from "./products";
export type { SessionData } from "./session";
export type { Collector } from "./cdp";

export function createAnalytics(options: AnalyticsOptions) {
  const visit = openVisit(options);
  const platform = connectPlatform(visit, options);
  const pipeline = createEmitPipeline(visit, platform.cdp, options);
  const pageEvents = createPageEvents(visit, pipeline);
  const { flushImpressions, ...commerceEvents } = createCommerceEvents(visit, pipeline);
  const adImpression = (url: string) => sendAdImpression(url, visit.fetch as never, visit.logger);
  const elements = wireElementTracking(options.IntersectionObserver ?? visit.win?.IntersectionObserver, options.visibilityThreshold, {
    ...pageEvents,
    ...commerceEvents,
    adImpression,
  });
  // The last (fewer than 4) impressions of a visit would otherwise never be sent.
  visit.win?.addEventListener?.("pagehide", flushImpressions);

  return {
    /** Resolves true once the collector is loaded (false when it will not load; events then stay local). */
    ready: platform.ready,
    personalizationId: visit.ctx.personalizationId,
    nmaLinkerId: visit.ctx.nmaLinkerId,
    ...pageEvents,
    identify: platform.identify,
    ...commerceEvents,
    ...elements,
    adImpression,
    /** Sends pending impressions (fewer than 4) and asks the collector to send its batch. */
    flush() {
      flushImpressions();
      platform.flushCollector();
    },
    /** Replaced by productListViewed (batched); kept so old call sites log instead of throwing. */
    productImpression: () => logUnsupported(visit.logger, "productImpression"),
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
