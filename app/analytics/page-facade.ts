import { createAnalytics } from "#analytics/index.ts";
import type { PageAnalytics } from "./analytics-provider";
import * as listing from "./listing-analytics";
import { identityOf } from "./page-identity";

// The page's analytics facade, loaded after hydration (./analytics-provider.tsx): the layer, the
// listing's report builders, and who the visitor is, read from the personal island the Worker filled
// in for this answer (decision 0035). One module, so the page's eager code names only its import.

export interface PageLanding {
  pageType: string;
  marketPrefix: string;
  /** The market's region (us, ca): the device fingerprint's region. */
  region: string;
  environment: string;
  /** The personal island's text (app/visitor/personal.ts). */
  island: string | null | undefined;
}

export function createPageAnalytics({ pageType, marketPrefix, region, environment, island }: PageLanding): PageAnalytics {
  const visitor = identityOf(island);
  const analytics = createAnalytics({
    pageType,
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
  return Object.assign(analytics, { listing });
}
