// Spec constants for the analytics layer, with the spec's names, in one place (STYLE: no magic numbers).
// Section numbers refer to /work/shared/spec/analytics.md.

/** spec §5 "{product}": the brand-derived prefix used in user agents and cookie names. */
export const PRODUCT = "tailwise";

/** spec §9 */
export const CURRENCY_CODE = "USD";
/** spec §9 "Analytics library version" */
export const ANALYTICS_VERSION = "1.307.0";
/** spec §9 "Default page analytics version" (reported as schema_version of page payloads). */
export const DEFAULT_PAGE_ANALYTICS_VERSION = "2.64.0";

/** spec §9: anonymous and known id cookie lifetime and path. */
export const ID_COOKIE_MAX_AGE_DAYS = 365;
export const ID_COOKIE_PATH = "/";

/** spec §9 storage keys (local storage and cookie names for the ids). */
export const ANONYMOUS_PID_KEY = "abTestingAnonymousPID";
export const KNOWN_PID_KEY = "abTestingKnownPID";
export const SESSION_ACQUISITION_DATA_KEY = "sessionAcquisitionData";
/**
 * Not in the spec: the Worker mints the anonymous id on a first request without one (experiments
 * bucket the first page by it) and marks that response's cookie with this session cookie, whose
 * value is the id it minted. While the marker names the cookie's id, the id is the server's guess,
 * not the visitor's: a valid id kept in local storage wins over it (spec §4, decision 0035).
 */
export const ANONYMOUS_PID_MINTED_COOKIE = `${ANONYMOUS_PID_KEY}Minted`;

/** spec §3 "Identity storage": cookies read. */
export const DEVICE_ID_COOKIE = "device-id";
export const INSIGHTS_COOKIE = `${PRODUCT}-insights`;
export const FBP_COOKIE = "_fbp";
export const FBC_COOKIE = "_fbc";
export const FPPRO_ID_COOKIE = "fppro_id";
/** spec §9: console logging on when this cookie equals "1". */
export const CAL_LOGGING_COOKIE = "cal_logging";
export const CAL_LOGGING_ON = "1";

/** Issue text: the webview receives the linker id as this query parameter or cookie; kept for the visit. */
export const NMA_LINKER_ID_PARAM = "nma_linker_id";

/** spec §5: mobile-app detection by user-agent prefix (the rule: user-agent.ts nativeAppPlatform). */
export const IOS_APP_UA_PREFIX = `${PRODUCT}-ios`;
export const ANDROID_APP_UA_PREFIX = `${PRODUCT}-android`;

/** Native bridge names (spec §7 names the iOS message handler and Android bridge but not their names). */
export const IOS_MESSAGE_HANDLER = `${PRODUCT}Analytics`;
export const ANDROID_BRIDGE = "TailwiseAnalyticsBridge";
export const ANDROID_BRIDGE_METHOD = "postMessage";

/** spec §9 */
export const IMPRESSION_BATCH_SIZE = 4;
export const VISIBILITY_THRESHOLD_DEFAULT = 0.5;
export const ENVIRONMENTS = ["prd", "stg", "qat", "dev"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
/** spec §9 "Session-data polling interval" */
export const SESSION_POLL_INTERVAL_MS = 50;
/** Give up waiting for another bundle's session fetch after this long (not in the spec; keeps polling bounded). */
export const SESSION_POLL_TIMEOUT_MS = 10_000;

/** spec §9: site ids used by market handling; analytics strips site id fields. */
export const SITE_IDS = { US: 10, CA: 60 } as const;

/** spec §7 user-context session call. `lib` is "a fixed client value": this library's name. */
export const USER_CONTEXT_PATH = "/app/rest/user-context";
export const USER_CONTEXT_LIB = `${PRODUCT}-analytics`;

/** spec §7: main site host in production, an environment-specific host elsewhere. */
export const ENVIRONMENT_HOSTS: Record<Environment, string> = {
  prd: `https://www.${PRODUCT}.com`,
  stg: `https://www.stg.${PRODUCT}.com`,
  qat: `https://www.qat.${PRODUCT}.com`,
  dev: `https://www.dev.${PRODUCT}.com`,
};

/** spec §3 "Session data response": toggle keys inside analyticsToggles (string-encoded JSON values). */
export const COLLECTOR_CONFIG_TOGGLE = "collectorConfig";
export const EVENT_BLACKLIST_TOGGLE = "unidentifiedEventsBlacklist";
/** spec §3 "Analytics settings": the fallback key when no lowercase page type entry exists. */
export const DEFAULT_COLLECTOR_CONFIG_KEY = "default";

/** Issue text: the first-party collector's global and script path. */
export const COLLECTOR_GLOBAL = `${PRODUCT}Collector`;
export const COLLECTOR_SCRIPT_PATH = "/analytics/collector.js";

/** spec §3 "emission_path" */
export const EMISSION_PATH_TAG_MANAGER = 1;
export const EMISSION_PATH_DIRECT = 2;

/** spec §5 "Event-name mapping": the name of unmapped events. */
export const UNIDENTIFIED_EVENT_NAME = "Unidentified GA 360 Event";
/** spec §3: events whose name contains this default to non-interactive. */
export const NON_INTERACTIVE_MARKER = "Viewed";

/** Property that flags an event to skip the customer-data platform (spec §4 "flagged to skip"). */
export const SKIP_CDP_FLAG = "skipCdp";

/** spec §4: the added-to value. */
export const ADDED_TO = { AUTOSHIP: "autoship", CART: "cart" } as const;
export type AddedTo = (typeof ADDED_TO)[keyof typeof ADDED_TO];

/** Reported authentication_state values (spec §1: registered user versus visitor). */
export const AUTH_STATE = { REGISTERED: "registered", VISITOR: "visitor" } as const;

/** spec §5 and §8: exact console texts. */
export const MESSAGES = {
  required: (field: string) => `'${field}' is required`,
  notNullable: (field: string) => `'${field}' is not nullable`,
  wrongType: (field: string, received: string, expected: string) => `'${field}' received type ${received} but expected type ${expected}`,
  noLongerSupported: (name: string) => `${name} is no longer supported`,
  INVALID_ENVIRONMENT: "Invalid environment",
  UNABLE_TO_FETCH_SESSION: "Unable to fetch session data",
  INVALID_COLLECTOR_JSON: "Detected invalid JSON in Collector config",
  FAILED_TO_EMIT: "Failed to emit analytics event.",
  UNSUPPORTED_GTM_EVENT: "Unsupported GTM event will not be sent",
  // The spec names these conditions without giving their wording.
  SESSION_FETCH_NOT_OK: "Session data request failed with status",
  MISSING_COLLECTOR_CONFIG: "Missing Collector config",
  COLLECTOR_SCRIPT_FAILED: "Failed to load Collector script",
  COLLECTOR_NOT_FOUND: "Collector script loaded but the collector was not found",
  MISSING_NATIVE_BRIDGE: "Native analytics bridge is not available",
  AD_IMPRESSION_FAILED: "Ad impression call failed",
  INVALID_BLACKLIST_PATTERN: "Ignoring invalid blacklist pattern",
} as const;
