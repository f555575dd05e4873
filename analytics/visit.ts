// Who is visiting and where: everything the facade reads once, when createAnalytics runs. The ids are
// synced here (spec §4), the linker id and the session's acquisition data kept for the visit (§3), and
// the environment checked (§5). Nothing is read from a browser global before this is called.

import type { Environment } from "./constants";
import { type CookieJar, readTrackingCookies } from "./cookies";
import { parseEnvironment } from "./environment";
import {
  type SessionAcquisitionData,
  captureSessionAcquisition,
  isValidNmaLinkerId,
  randomUuid,
  resolveNmaLinkerId,
  storeKnownId,
  syncAnonymousId,
} from "./identity";
import { type Logger, createLogger } from "./logger";
import type { AnalyticsOptions, AnalyticsWindow } from "./options";
import { type PageContext, embeddingPageUrl } from "./payload";
import type { FetchLike } from "./session";
import { nativeAppPlatform } from "./user-agent";

export interface Visit {
  /** undefined outside a browser: every part then degrades to doing nothing. */
  win: AnalyticsWindow | undefined;
  cookies: CookieJar;
  logger: Logger;
  fetch: FetchLike | undefined;
  /** undefined when the given one is invalid (logged): the platform is then not loaded. */
  environment: Environment | undefined;
  /** The visitor's own anonymous id (the device fingerprint's), whether or not a known id replaces it. */
  anonymousId: string;
  acquisition: SessionAcquisitionData;
  /** The page's facts every payload is built from; its pageType follows client-side navigations. */
  ctx: PageContext;
}

export function openVisit(options: AnalyticsOptions): Visit {
  const win: AnalyticsWindow | undefined = options.window ?? (globalThis as unknown as { window?: AnalyticsWindow }).window;
  const doc = win?.document;
  const cookies: CookieJar = doc ?? { cookie: "" };
  const logger = createLogger(options.console, () => readTrackingCookies(cookies.cookie).consoleLogging);

  let environment: Environment | undefined;
  try {
    environment = parseEnvironment(options.environment);
  } catch (error) {
    // Analytics never breaks the page: the error is logged and only the platform is left unloaded.
    logger.error(error);
  }

  const userAgent = win?.navigator?.userAgent ?? "";
  const identityDeps = { localStorage: win?.localStorage, cookies, uuid: options.uuid ?? randomUuid };
  const anonymousId = syncAnonymousId(identityDeps);
  const isRegisteredUser = options.isRegisteredUser === true;
  const knownId = storeKnownId(identityDeps, isRegisteredUser, options.knownPersonalizationId);
  const search = win?.location?.search ?? "";
  const nmaLinkerId = resolveNmaLinkerId(search, cookies, win?.sessionStorage);
  const acquisition = captureSessionAcquisition(search, doc?.referrer ?? "", win?.sessionStorage);

  const ctx: PageContext = {
    pageType: options.pageType,
    personalizationId: knownId ?? anonymousId,
    isRegisteredUser,
    customerId: options.customerId,
    hasPurchased: options.hasPurchased,
    nmaLinkerId,
    userAgent,
    isBot: options.isBot === true,
    isWebview: isValidNmaLinkerId(nmaLinkerId) || nativeAppPlatform(userAgent) !== undefined,
    appVersion: options.appVersion,
    location: win?.location ?? { href: "", hostname: "", pathname: "", port: "", protocol: "" },
    parentUrl: options.parentUrl ?? embeddingPageUrl(win),
  };
  const fetch = options.fetch ?? win?.fetch?.bind(win);
  return { win, cookies, logger, fetch, environment, anonymousId, acquisition, ctx };
}
