import type { Analytics } from "#analytics/index.ts";
import type { Job } from "./job-queue";
import type * as ListingReports from "./listing-analytics";
import type { pageTypeForRouteId } from "./page-type";

// The names the page's analytics parts share: what the facade is made from (./page-facade.ts), what a
// job gets, and how components emit one (./analytics-provider.tsx, ./after-hydration.ts). Types only,
// in a module of their own, so that those three import it and not each other.

/** The landing page's facts the facade is made from. */
export interface PageLanding {
  /** The page's route (its deepest match); the facade reads its page type (./page-type.ts, loaded with it). */
  routeId: string | undefined;
  marketPrefix: string;
  /** The market's region (us, ca): the device fingerprint's region. */
  region: string;
  environment: string;
  /** The personal island's text (app/visitor/personal.ts). */
  island: string | null | undefined;
}

/**
 * What a job gets: the analytics layer, the listing's report builders (./listing-analytics.ts) and
 * the routes' page types (./page-type.ts), which load with it rather than with the page (they are
 * only ever needed by a job).
 */
export type PageAnalytics = Analytics & { listing: typeof ListingReports; pageTypeOf: typeof pageTypeForRouteId };
export type AnalyticsJob = Job<PageAnalytics>;
/** How a component hands a job to the facade (useAnalytics()); returns the job's cancel/cleanup function. */
export type EmitAnalytics = (job: AnalyticsJob) => () => void;
