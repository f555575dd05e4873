import { createAnalytics } from "#analytics/index.ts";
import * as listing from "./listing-analytics";
import type { PageAnalytics, PageLanding } from "./page-analytics";
import { identityOf } from "./page-identity";
import { pageTypeForRouteId } from "./page-type";

// The page's analytics facade, loaded after hydration (./analytics-provider.tsx): the layer, the
// listing's report builders, and who the visitor is, read from the personal island the Worker filled
// in for this answer (decision 0035). One module, so the page's eager code names only its import.

export function createPageAnalytics({ routeId, marketPrefix, region, environment, island }: PageLanding): PageAnalytics {
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
