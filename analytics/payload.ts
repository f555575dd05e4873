import { ANALYTICS_VERSION, AUTH_STATE, DEFAULT_PAGE_ANALYTICS_VERSION, NON_INTERACTIVE_MARKER } from "./constants";
import { operatingSystem, viewType } from "./user-agent";

// The fields every event and page payload carries (spec §3), built from what the page knows.

export interface LocationSource {
  href: string;
  hostname: string;
  pathname: string;
  port: string;
  protocol: string;
  hash?: string;
  search?: string;
}

/** Everything per page that payloads need; resolved once when the facade is created. */
export interface PageContext {
  pageType: string;
  personalizationId: string;
  isRegisteredUser: boolean;
  customerId?: string;
  /** spec §3 session attributes: an existing customer (the verified session's; decision 0035). */
  hasPurchased?: boolean;
  nmaLinkerId?: string;
  userAgent: string;
  isBot: boolean;
  isWebview: boolean;
  appVersion?: string;
  pageAnalyticsVersion?: string;
  location: LocationSource;
  /** spec §2: an embedded sheet reports its parent page's URL as the page URL. */
  parentUrl?: string;
}

const DEFAULT_PORTS: Record<string, number> = { "https:": 443, "http:": 80 };

/**
 * spec §2: "Pages may be embedded sheets with a parent URL": a page shown in a frame of another of
 * our pages (the CSP's frame-ancestors 'self' lets no one else frame us) reports that page's URL.
 * A parent that cannot be read (another origin) leaves the page's own URL.
 */
export function embeddingPageUrl(win: { parent?: unknown } | undefined): string | undefined {
  try {
    const parent = win?.parent as { location?: { href?: unknown } } | undefined;
    if (!parent || parent === win) return undefined;
    const href = parent.location?.href;
    return typeof href === "string" ? href : undefined;
  } catch {
    return undefined;
  }
}

/** spec §3 "Location"; port is a number, so the browser's "" for default ports becomes 443/80. */
function buildLocation(source: LocationSource, parentUrl?: string): Record<string, unknown> {
  let loc: LocationSource = source;
  if (parentUrl) {
    try {
      loc = new URL(parentUrl, source.href);
    } catch {
      // A malformed parent URL is reported as the sheet's own location rather than dropped.
    }
  }
  return {
    hostname: loc.hostname,
    href: loc.href,
    pathname: loc.pathname,
    port: Number(loc.port) || DEFAULT_PORTS[loc.protocol] || 0,
    protocol: loc.protocol,
    path: loc.pathname + (loc.search ?? ""),
    hash: loc.hash,
    search: loc.search,
  };
}

function queryParameters(search: string | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search ?? ""));
}

/** spec §3 "sequence_timestamp": strictly increasing within the page, so same-millisecond events keep order. */
export function sequenceClock(now: () => number = Date.now): () => number {
  let last = 0;
  return () => (last = Math.max(now(), last + 1));
}

/** spec §3: events default to non-interactive when the event name contains "Viewed". */
export function defaultNonInteraction(name: string, given: unknown): boolean {
  return typeof given === "boolean" ? given : name.includes(NON_INTERACTIVE_MARKER);
}

/** The identity part shared by page and event payloads (spec §3 required + optional fields). */
export function identityFields(ctx: PageContext): Record<string, unknown> {
  const registered = ctx.isRegisteredUser;
  return {
    personalization_id: ctx.personalizationId,
    authentication_state: registered ? AUTH_STATE.REGISTERED : AUTH_STATE.VISITOR,
    page_type: ctx.pageType,
    customerID: registered ? ctx.customerId : undefined,
    user_id: registered ? ctx.customerId : undefined,
    hasPurchased: ctx.hasPurchased,
    viewType: viewType(ctx.userAgent),
    operatingSystem: operatingSystem(ctx.userAgent),
    appVersion: ctx.appVersion,
    app_version: ctx.appVersion,
    nma_linker_id: ctx.nmaLinkerId,
  };
}

/** The further fields of spec §3 that describe where and when an event happened. */
export function contextFields(ctx: PageContext, sequenceTimestamp: number): Record<string, unknown> {
  const location = buildLocation(ctx.location, ctx.parentUrl);
  return {
    is_bot: ctx.isBot,
    is_webview: ctx.isWebview,
    schema_version: ctx.pageAnalyticsVersion ?? DEFAULT_PAGE_ANALYTICS_VERSION,
    analytics_version: ANALYTICS_VERSION,
    location,
    url: location.href,
    user_agent: ctx.userAgent,
    query_parameters: queryParameters(location.search as string | undefined),
    sequence_timestamp: sequenceTimestamp,
  };
}
