// What createAnalytics is given: the options and the parts of `window` it reads. Types only, so the
// assembly (./index.ts) and each part it wires (./visit.ts, ./platform.ts, ./emit.ts, ...) can name them.

import type { InjectScript, ScriptDocument } from "./collector-loader";
import type { CookieJar } from "./cookies";
import type { ObserverConstructor } from "./element-tracking";
import type { DeviceSource } from "./fingerprint";
import type { StorageLike } from "./identity";
import type { ConsoleLike } from "./logger";
import type { BridgeNames, BridgeWindow } from "./native-bridge";
import type { LocationSource } from "./payload";
import type { ScrollSource } from "./scroll-depth";
import type { FetchLike, SessionData } from "./session";

/** The parts of `window` the layer uses. Every member is optional so tests pass only what they need. */
export interface AnalyticsWindow extends Omit<ScrollSource, "document" | "addEventListener"> {
  location?: LocationSource;
  document?: CookieJar & { referrer?: string } & Partial<ScriptDocument> & ScrollSource["document"];
  localStorage?: StorageLike;
  sessionStorage?: StorageLike;
  navigator?: DeviceSource;
  fetch?: FetchLike;
  IntersectionObserver?: ObserverConstructor;
  addEventListener?(type: "pagehide" | "scroll", listener: () => void, options?: { passive: boolean }): void;
  /** A frame's parent window (spec §2 embedded sheets). */
  parent?: unknown;
  performance?: { timeOrigin?: number };
  dataLayer?: unknown;
  webkit?: BridgeWindow["webkit"];
  [key: string]: unknown;
}

export interface AnalyticsOptions {
  /** Defaults to globalThis.window, read when createAnalytics runs (never at import). */
  window?: AnalyticsWindow;
  /** e.g. "plp"; the collector config is looked up by its lowercase form. */
  pageType: string;
  /** Market path prefix: "" for the US, "/ca" for Canada (storefront spec §3). */
  marketPrefix: string;
  /** prd | stg | qat | dev; anything else logs "Invalid environment" and the platform is not loaded. */
  environment: string;
  isRegisteredUser?: boolean;
  /** The known personalization id (registered users only; spec §6). */
  knownPersonalizationId?: string;
  /** Customer id reported as customerID / user_id for registered users. */
  customerId?: string;
  /** spec §3 session attributes: an existing customer. Unset: the user-context answer's (identify only). */
  hasPurchased?: boolean;
  /** The market's region (us, ca), for the device fingerprint (spec §3). */
  region?: string;
  isBot?: boolean;
  appVersion?: string;
  /** spec §2: an embedded sheet reports its parent page URL as the page URL. Default: the parent frame's URL, when framed. */
  parentUrl?: string;
  /** Origin of the user-context call; defaults to the environment's host (spec §7). "" = same origin. */
  origin?: string;
  /** The "toggles loader": replaces the user-context call, e.g. with data the root loader already has. */
  loadSessionData?: () => Promise<SessionData | null>;
  /** Replaces the default script injection (an async script element appended to document.head). */
  injectScript?: InjectScript;
  fetch?: FetchLike;
  IntersectionObserver?: ObserverConstructor;
  /** Share of an element that must be visible for its view event (default 0.5, clamped to 0..1). */
  visibilityThreshold?: number;
  /** The window property the collector script installs (default "tailwiseCollector"). */
  collectorGlobal?: string;
  bridgeNames?: BridgeNames;
  console?: ConsoleLike;
  uuid?: () => string;
  now?: () => number;
}
