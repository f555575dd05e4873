// The customer-data platform side of the facade (spec §4): the session data (the user-context call,
// or the loader handed in), the collector loaded by the toggles, and inside our apps the native bridge.
// Calls made before the collector is ready wait in the platform queue (./cdp.ts); identify waits for
// the session data, whose flags are its traits.

import { type CdpCall, type Cdp, type Collector, createCdp } from "./cdp";
import { cleanPayload } from "./clean";
import { type ScriptDocument, loadCollector, scriptInjector } from "./collector-loader";
import { COLLECTOR_GLOBAL } from "./constants";
import { type CookieJar, readTrackingCookies } from "./cookies";
import { hostForEnvironment } from "./environment";
import { type BridgeWindow, postToNativeBridge } from "./native-bridge";
import type { AnalyticsOptions } from "./options";
import { type SessionData, getSessionData, userContextUrl } from "./session";
import { browserType, operatingSystem } from "./user-agent";
import type { Visit } from "./visit";

interface Platform {
  /** Where events go once they pass the emit pipeline (queued until the collector is ready). */
  cdp: Cdp;
  /** Resolves true once the collector is loaded (false when it will not load; events then stay local). */
  ready: Promise<boolean>;
  /** Customer-data platform identify with the spec §3 session attributes as traits. */
  identify(traits?: Record<string, unknown>): void;
  /** Asks the collector, if one is loaded, to send its batch now. */
  flushCollector(): void;
}

export function connectPlatform(visit: Visit, options: AnalyticsOptions): Platform {
  const { win, logger, environment, ctx } = visit;
  const nmaLinkerId = ctx.nmaLinkerId;
  const cdp = createCdp(logger);
  const collectorOnWindow = () => win?.[options.collectorGlobal ?? COLLECTOR_GLOBAL] as Collector | undefined;
  let sessionData: SessionData | null = null;

  const session = (): Promise<SessionData | null> =>
    (
      options.loadSessionData?.() ??
      getSessionData({
        win: win as never,
        fetch: visit.fetch,
        url: userContextUrl(options.origin ?? hostForEnvironment(environment!), options.marketPrefix, options.pageType),
        logger,
      })
    ).then((data) => (sessionData = data));

  const bridge = (call: CdpCall) =>
    postToNativeBridge(
      win as BridgeWindow,
      ctx.userAgent,
      nmaLinkerId,
      call.type === "identify"
        ? { type: "identify", properties: { userId: call.userId, ...call.traits } }
        : { type: call.type, event: call.name, properties: call.properties },
      logger,
      options.bridgeNames,
    );

  async function load(): Promise<boolean> {
    const doc = win?.document;
    const inject = options.injectScript ?? (doc?.createElement && doc.head ? scriptInjector(doc as ScriptDocument) : undefined);
    const { collector, blacklist } = await loadCollector({
      session,
      pageType: options.pageType,
      inject: inject ?? (() => Promise.reject(new Error("no document"))),
      getCollector: collectorOnWindow,
      logger,
    });
    // The app bridge does not depend on the collector: a webview still reports through it.
    if (collector || nmaLinkerId) cdp.connect({ collector, blacklist, also: nmaLinkerId ? bridge : undefined });
    else cdp.abandon();
    return collector !== undefined;
  }
  const ready: Promise<boolean> = environment ? load() : (cdp.abandon(), Promise.resolve(false));

  return {
    cdp,
    ready,
    identify(traits = {}) {
      // Waits for the session data so hasPurchased / autoship flags are known; identify order is not significant.
      void ready.then(() => {
        const user = sessionData?.userContextData ?? {};
        cdp.send({
          type: "identify",
          userId: ctx.isRegisteredUser ? ctx.customerId : undefined,
          traits: cleanPayload({
            personalization_id: ctx.personalizationId,
            isVisitor: !ctx.isRegisteredUser,
            registeredUser: ctx.isRegisteredUser,
            environment,
            ...visit.acquisition,
            browserType: browserType(ctx.userAgent),
            os: operatingSystem(ctx.userAgent),
            hasPurchased: ctx.hasPurchased ?? user.hasPurchased,
            activeAutoship: user.activeAutoship,
            triedAutoship: user.triedAutoship,
            ...cookieIds(visit.cookies),
            ...traits,
          }),
        });
      });
    },
    flushCollector: () => collectorOnWindow()?.flush?.(),
  };
}

/** spec §3 "Identity storage": the third-party ids identify reports. */
function cookieIds(jar: CookieJar) {
  const c = readTrackingCookies(jar.cookie);
  return {
    device_id: c.deviceId,
    insights_id: c.insightsId,
    fbp: c.fbp,
    fbc: c.fbc,
    fppro_vid: c.fpproVid,
    fppro_rid: c.fpproRid,
  };
}
