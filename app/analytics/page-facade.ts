import { createAnalytics } from "#analytics/index.ts";
import * as listing from "./listing-analytics";
import type { PageAnalytics, PageLanding } from "./page-analytics";
import { identityOf } from "./page-identity";
import { pageTypeForRouteId } from "./page-type";
import { nextTask } from "#app/ui/next-task.ts";

// The page's analytics facade, loaded after hydration (./analytics-provider.tsx): the layer, the
// listing's report builders, and who the visitor is, read from the personal island the Worker filled
// in for this answer (decision 0035). One module, so the page's eager code names only its import.

function createPageAnalytics({ routeId, marketPrefix, region, environment, island }: PageLanding): PageAnalytics {
  const visitor = identityOf(island);
  const analytics = createAnalytics({
    pageType: pageTypeForRouteId(routeId),
    marketPrefix,
    region,
    environment,
    isRegisteredUser: visitor.registeredUser,
    knownPersonalizationId: visitor.knownPersonalizationId,
    customerId: visitor.customerId,
    hasPurchased: visitor.hasPurchased,
    isBot: visitor.isBot,
    // The worker answers the user-context call itself, on the page's own origin and market.
    origin: "",
  });
  analytics.identify();
  return Object.assign(analytics, { listing, pageTypeOf: pageTypeForRouteId });
}

/**
 * The facade, handed over a task after it is made: the jobs waiting for it then start in a task of
 * their own (issue #28, Total Blocking Time; the queue runs them in short slices: ./job-queue.ts).
 */
export async function pageAnalyticsAfter(landing: PageLanding): Promise<PageAnalytics> {
  const analytics = createPageAnalytics(landing);
  await nextTask();
  return analytics;
}
