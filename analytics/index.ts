// The browser entry of the analytics layer: one facade over the small rule modules. It imports no zod
// (schemas.ts is type-only here) and touches no browser global at import time; everything is read from
// the window handed in, or lazily from globalThis.window when createAnalytics runs (see README.md).

import { sendAdImpression } from "./ad-impression";
import { type CdpCall, type Collector, createCdp, logUnsupported } from "./cdp";
import { cleanPayload } from "./clean";
import { type InjectScript, type ScriptDocument, loadCollector, scriptInjector } from "./collector-loader";
import { ADDED_TO, type AddedTo, COLLECTOR_GLOBAL, CURRENCY_CODE, type Environment, MESSAGES, SKIP_CDP_FLAG } from "./constants";
import { type CookieJar, readTrackingCookies } from "./cookies";
import { DATA_LAYER_EVENTS, type DataLayerEntry, classifyGtmEvent, emissionPathOf, getDataLayer, pushToDataLayer } from "./data-layer";
import { type DeviceSource, deviceFacts, deviceFingerprint } from "./fingerprint";
import { type ScrollSource, createScrollDepth } from "./scroll-depth";
import { type ObserverConstructor, type TrackableElement, createElementTracker, isLinkClick } from "./element-tracking";
import { hostForEnvironment, parseEnvironment } from "./environment";
import { type GaEventFields, decideCdpName, eventKey } from "./event-names";
import {
  type StorageLike,
  captureSessionAcquisition,
  isValidNmaLinkerId,
  randomUuid,
  resolveNmaLinkerId,
  storeKnownId,
  syncAnonymousId,
} from "./identity";
import { createImpressionBatcher } from "./impressions";
import { type ConsoleLike, createLogger } from "./logger";
import { type BridgeNames, type BridgeWindow, postToNativeBridge } from "./native-bridge";
import {
  type LocationSource,
  type PageContext,
  contextFields,
  defaultNonInteraction,
  embeddingPageUrl,
  identityFields,
  sequenceClock,
} from "./payload";
import { type Loose, type ProductInput, toDataLayerProduct, toOutgoingProduct } from "./products";
import type { ListContext, Promotion } from "./schemas";
import { type FetchLike, type SessionData, getSessionData, userContextUrl } from "./session";
import { browserType, nativeAppPlatform, operatingSystem } from "./user-agent";
import { EVENT_FIELDS, type Fields, LOCATION_FIELDS, PAGE_FIELDS, PRODUCT_FIELDS, PROMOTION_FIELDS, checkFields } from "./validate";

export { ADDED_TO, CURRENCY_CODE } from "./constants";
export type { ProductInput } from "./products";
export type { SessionData } from "./session";
export type { Collector } from "./cdp";

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

/** A GA 360 style event: named through the mapping table (spec §5), emission_path 1. */
export type GaEvent = GaEventFields & {
  eventCategory: string;
  eventAction: string;
  eventLabel?: string;
  eventValue?: string | number;
  eventNonInt?: boolean;
  [SKIP_CDP_FLAG]?: boolean;
  [property: string]: unknown;
};

export interface EcommerceOptions {
  /** The list the product was shown in (list_id on the platform, actionField.list in the data layer). */
  list?: string;
  eventCategory?: string;
  eventAction?: string;
  eventLabel?: string;
  properties?: Record<string, unknown>;
}
export interface CartOptions extends EcommerceOptions {
  /** spec §4: autoship for autoship events, cart for cart events (default cart). */
  addedTo?: AddedTo;
  quantity?: number;
}
export type ListInput = Loose<ListContext> & { list_id: string; category?: string; [key: string]: unknown };
export type PromotionInput = Pick<Promotion, "promotion_id" | "creative" | "name"> & { position?: number | string };

interface Delivery {
  type: "track" | "page";
  name?: string;
  ga: Partial<GaEvent>;
  properties?: Record<string, unknown>;
  extraFields?: Fields;
  /** The tag-manager event; when it is one the layer derives platform events from, emission_path is 1 (data-layer.ts). */
  dataLayer?: DataLayerEntry;
}

export function createAnalytics(options: AnalyticsOptions) {
  const win: AnalyticsWindow | undefined =
    options.window ?? ((globalThis as unknown as { window?: AnalyticsWindow }).window);
  const doc = win?.document;
  const jar: CookieJar = doc ?? { cookie: "" };
  const logger = createLogger(options.console, () => readTrackingCookies(jar.cookie).consoleLogging);

  let environment: Environment | undefined;
  try {
    environment = parseEnvironment(options.environment);
  } catch (error) {
    // Analytics never breaks the page: the error is logged and only the platform is left unloaded.
    logger.error(error);
  }

  const userAgent = win?.navigator?.userAgent ?? "";
  const identityDeps = { localStorage: win?.localStorage, cookies: jar, uuid: options.uuid ?? randomUuid };
  const anonymousId = syncAnonymousId(identityDeps);
  const isRegisteredUser = options.isRegisteredUser === true;
  const knownId = storeKnownId(identityDeps, isRegisteredUser, options.knownPersonalizationId);
  const search = win?.location?.search ?? "";
  const nmaLinkerId = resolveNmaLinkerId(search, jar, win?.sessionStorage);
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
  const device = deviceFacts(win?.navigator);
  const scrollDepth = createScrollDepth(win);
  const pageLoad = win?.performance?.timeOrigin;
  const fingerprint = (time: number) =>
    deviceFingerprint(
      device,
      { anonymousId, userId: isRegisteredUser ? options.customerId : undefined, region: options.region ?? "" },
      { uuid: (options.uuid ?? randomUuid)(), time, pageLoad: pageLoad === undefined ? undefined : Math.round(pageLoad) },
    );

  const cdp = createCdp(logger);
  const tick = sequenceClock(options.now);
  let sessionData: SessionData | null = null;

  const fetchFn = options.fetch ?? win?.fetch?.bind(win);
  const session = (): Promise<SessionData | null> =>
    (
      options.loadSessionData?.() ??
      getSessionData({
        win: win as never,
        fetch: fetchFn,
        url: userContextUrl(options.origin ?? hostForEnvironment(environment!), options.marketPrefix, options.pageType),
        logger,
      })
    ).then((data) => (sessionData = data));

  const bridge = (call: CdpCall) =>
    postToNativeBridge(
      win as BridgeWindow,
      userAgent,
      nmaLinkerId,
      call.type === "identify"
        ? { type: "identify", properties: { userId: call.userId, ...call.traits } }
        : { type: call.type, event: call.name, properties: call.properties },
      logger,
      options.bridgeNames,
    );

  async function load(): Promise<boolean> {
    const inject =
      options.injectScript ?? (doc?.createElement && doc.head ? scriptInjector(doc as ScriptDocument) : undefined);
    const { collector, blacklist } = await loadCollector({
      session,
      pageType: options.pageType,
      inject: inject ?? (() => Promise.reject(new Error("no document"))),
      getCollector: () => win?.[options.collectorGlobal ?? COLLECTOR_GLOBAL] as Collector | undefined,
      logger,
    });
    // The app bridge does not depend on the collector: a webview still reports through it.
    if (collector || nmaLinkerId) cdp.connect({ collector, blacklist, also: nmaLinkerId ? bridge : undefined });
    else cdp.abandon();
    return collector !== undefined;
  }
  const ready: Promise<boolean> = environment ? load() : (cdp.abandon(), Promise.resolve(false));

  function validate(type: "track" | "page", props: Record<string, unknown>, extra?: Fields) {
    const checked = checkFields(type === "page" ? PAGE_FIELDS : EVENT_FIELDS, props);
    const messages = checked.messages;
    const value = checked.value;
    if (extra) {
      const more = checkFields(extra, value);
      Object.assign(value, more.value);
      messages.push(...more.messages);
    }
    const location = checkFields(LOCATION_FIELDS, value.location as Record<string, unknown>, "location.");
    value.location = location.value;
    messages.push(...location.messages);
    if (Array.isArray(value.products)) {
      value.products = value.products.map((p: Record<string, unknown>, i: number) => {
        const product = checkFields(PRODUCT_FIELDS, p, `products.${i}.`);
        messages.push(...product.messages);
        return product.value;
      });
    }
    // spec §5 / §8: invalid payloads are logged only; the coerced payload still goes out.
    for (const message of messages) logger.warn(message);
    return value;
  }

  /** spec §4 delivery: data layer first, then (mapped, not skipped) the platform queue. */
  function deliver(d: Delivery) {
    try {
      const { [SKIP_CDP_FLAG]: skip, ...ga } = d.ga;
      const decision = decideCdpName(ga, { name: d.name, skip: skip === true });
      const time = tick();
      const props = validate(
        d.type,
        {
          ...identityFields(ctx),
          ...contextFields(ctx, time),
          scroll_depth: scrollDepth.current(),
          device_fingerprint: fingerprint(time),
          event_name: decision.name,
          emission_path: emissionPathOf(d.dataLayer),
          ...ga,
          eventNonInt: defaultNonInteraction(decision.name, ga.eventNonInt),
          ...d.properties,
        },
        d.extraFields,
      );
      if (d.dataLayer) pushToDataLayer(getDataLayer(win), cleanPayload(d.dataLayer));
      const properties = cleanPayload(props);
      logger.debug(decision.name, decision.sendToCdp ? "" : "(not sent to the platform)", properties);
      if (decision.sendToCdp) cdp.send({ type: d.type, name: decision.name, properties, key: eventKey(ga) });
    } catch (error) {
      logger.error(MESSAGES.FAILED_TO_EMIT, error);
    }
  }

  function ecommerce(
    name: string,
    dlEvent: string,
    dlKey: string,
    product: ProductInput,
    opts: CartOptions,
    defaultAction: string,
    extra: Record<string, unknown> = {},
  ) {
    const ga = {
      eventCategory: opts.eventCategory ?? ctx.pageType,
      eventAction: opts.eventAction ?? defaultAction,
      eventLabel: opts.eventLabel ?? (product.name as string | undefined),
    };
    const withQuantity = opts.quantity === undefined ? product : { ...product, quantity: opts.quantity };
    deliver({
      type: "track",
      name,
      ga,
      properties: {
        products: [toOutgoingProduct(withQuantity)],
        currency: CURRENCY_CODE,
        list_id: opts.list,
        ...extra,
        ...opts.properties,
      },
      dataLayer: {
        event: dlEvent,
        ...ga,
        ...extra,
        ecommerce: {
          currencyCode: CURRENCY_CODE,
          [dlKey]: { actionField: { list: opts.list }, products: [toDataLayerProduct(withQuantity)] },
        },
      },
    });
  }

  const productAdded = (product: ProductInput, opts: CartOptions = {}) =>
    ecommerce("Product Added", DATA_LAYER_EVENTS.ADD_TO_CART, "add", product, opts, "add to cart", {
      added_to: opts.addedTo ?? ADDED_TO.CART,
    });
  const productRemoved = (product: ProductInput, opts: CartOptions = {}) =>
    ecommerce("Product Removed", DATA_LAYER_EVENTS.REMOVE_FROM_CART, "remove", product, opts, "remove from cart", {
      added_to: opts.addedTo ?? ADDED_TO.CART,
    });

  // spec §7: impressions go out 4 products per Product List Viewed event, per list.
  const lists = new Map<string, ListInput>();
  const impressions = createImpressionBatcher<ProductInput>((listId, products) => {
    const { list_id, category, ...listContext } = lists.get(listId) ?? { list_id: listId };
    const ga = { eventCategory: ctx.pageType, eventAction: "product impression", eventLabel: listId };
    deliver({
      type: "track",
      name: "Product List Viewed",
      ga,
      properties: { list_id, category, products: products.map(toOutgoingProduct), currency: CURRENCY_CODE, ...listContext },
      dataLayer: {
        event: DATA_LAYER_EVENTS.PRODUCT_IMPRESSION,
        ...ga,
        ecommerce: { currencyCode: CURRENCY_CODE, impressions: products.map((p) => ({ ...toDataLayerProduct(p), list: listId })) },
      },
    });
  });
  const productListViewed = (products: ProductInput[], list: ListInput) => {
    lists.set(list.list_id, list);
    for (const product of products) impressions.add(list.list_id, product);
  };

  const promotion = (name: "Promotion Viewed" | "Promotion Clicked", promo: PromotionInput) => {
    const viewed = name === "Promotion Viewed";
    const ga = { eventCategory: "promotion", eventAction: viewed ? "view" : "click", eventLabel: promo.name };
    deliver({
      type: "track",
      name,
      ga,
      properties: { ...promo },
      extraFields: PROMOTION_FIELDS,
      dataLayer: {
        event: viewed ? DATA_LAYER_EVENTS.PROMOTION_VIEW : DATA_LAYER_EVENTS.PROMOTION_CLICK,
        ...ga,
        ecommerce: {
          [viewed ? "promoView" : "promoClick"]: {
            promotions: [{ id: promo.promotion_id, name: promo.name, creative: promo.creative, position: promo.position }],
          },
        },
      },
    });
  };

  /** GA-style event: pushed to the data layer, named by the mapping table (emission_path 1). */
  const trackEvent = (event: GaEvent) => {
    const { eventCategory, eventAction, eventLabel, eventValue, eventNonInt, [SKIP_CDP_FLAG]: skip, ...rest } = event;
    const ga = { eventCategory, eventAction, eventLabel, eventValue, eventNonInt };
    deliver({
      type: "track",
      ga: { ...ga, [SKIP_CDP_FLAG]: skip },
      properties: rest,
      dataLayer: { event: DATA_LAYER_EVENTS.GA_EVENT, ...ga, ...rest },
    });
  };

  const tracker = createElementTracker(
    options.IntersectionObserver ?? win?.IntersectionObserver,
    options.visibilityThreshold,
  );
  // The last (fewer than 4) impressions of a visit would otherwise never be sent.
  win?.addEventListener?.("pagehide", () => impressions.flush());

  return {
    /** Resolves true once the collector is loaded (false when it will not load; events then stay local). */
    ready,
    personalizationId: ctx.personalizationId,
    nmaLinkerId,

    /** A platform event with a name the caller chooses (Segment names), emission_path 2. */
    track(name: string, properties: Record<string, unknown> & Partial<GaEvent> = {}) {
      const { eventCategory, eventAction, eventLabel, eventValue, eventNonInt, [SKIP_CDP_FLAG]: skip, ...rest } = properties;
      const ga = { eventCategory, eventAction, eventLabel, eventValue, eventNonInt };
      deliver({
        type: "track",
        name,
        ga: { ...ga, [SKIP_CDP_FLAG]: skip },
          properties: rest,
        dataLayer: { event: name, ...ga, ...rest },
      });
    },
    trackEvent,

    /**
     * An event other page code pushed in tag-manager form: it is pushed to the data layer and, when it is
     * one this layer derives platform events from, sent on with emission_path 1.
     */
    trackDataLayerEvent(entry: DataLayerEntry) {
      const kind = classifyGtmEvent(entry, logger);
      if (!kind) return pushToDataLayer(getDataLayer(win), entry);
      const { event, ecommerce: ecommerceObject, ...rest } = entry as DataLayerEntry & GaEvent;
      const products = Object.values((ecommerceObject as Record<string, { products?: ProductInput[] }>) ?? {})
        .flatMap((v) => (v && Array.isArray(v.products) ? v.products : []))
        .map(toOutgoingProduct);
      deliver({
        type: kind.name === "Page Viewed" ? "page" : "track",
        name: kind.name,
        ga: rest,
          properties: products.length ? { ...rest, products, currency: CURRENCY_CODE } : rest,
        dataLayer: entry,
      });
    },

    /**
     * A single-page app keeps one facade for the visit: after a client-side navigation the new page's
     * type goes into every later payload (page_type). The collector config stays the one looked up for
     * the page the visit landed on (session data is fetched once per page load, spec §4).
     */
    setPageType(pageType: string) {
      ctx.pageType = pageType;
    },

    /** spec §7 page event: event_name, location, query_parameters, eventNonInt, personalizationId,
     *  nmaLinkerId, sequence_timestamp (plus the page payload of spec §3). */
    page(properties: Record<string, unknown> = {}) {
      // A new page (a client-side navigation keeps the facade): its depth starts where it is shown.
      scrollDepth.reset();
      deliver({
        type: "page",
        name: "Page Viewed",
        ga: { eventCategory: "page", eventAction: "view", eventLabel: ctx.pageType, eventNonInt: true },
          properties: { personalizationId: ctx.personalizationId, nmaLinkerId, ...properties },
        dataLayer: {
          event: DATA_LAYER_EVENTS.PAGE_VIEW,
          ...identityFields(ctx),
          ...properties,
        },
      });
    },

    /** Customer-data platform identify with the spec §3 session attributes as traits. */
    identify(traits: Record<string, unknown> = {}) {
      // Waits for the session data so hasPurchased / autoship flags are known; identify order is not significant.
      void ready.then(() => {
        const user = sessionData?.userContextData ?? {};
        cdp.send({
          type: "identify",
          userId: isRegisteredUser ? options.customerId : undefined,
          traits: cleanPayload({
            personalization_id: ctx.personalizationId,
            isVisitor: !isRegisteredUser,
            registeredUser: isRegisteredUser,
            environment,
            ...acquisition,
            browserType: browserType(userAgent),
            os: operatingSystem(userAgent),
            hasPurchased: options.hasPurchased ?? user.hasPurchased,
            activeAutoship: user.activeAutoship,
            triedAutoship: user.triedAutoship,
            ...readCookieIds(jar),
            ...traits,
          }),
        });
      });
    },

    productClicked: (product: ProductInput, opts: EcommerceOptions = {}) =>
      ecommerce("Product Clicked", DATA_LAYER_EVENTS.PRODUCT_CLICK, "click", product, opts, "product click"),
    productAdded,
    productRemoved,
    /** spec §4: an increase is Product Added, a decrease Product Removed, quantity = the absolute difference. */
    cartQuantityChanged(product: ProductInput, previousQuantity: number, quantity: number, opts: CartOptions = {}) {
      const diff = quantity - previousQuantity;
      if (diff === 0) return;
      const change = { ...opts, quantity: Math.abs(diff), eventAction: opts.eventAction ?? "quantity change" };
      (diff > 0 ? productAdded : productRemoved)({ ...product, prevQuantity: previousQuantity }, change);
    },
    /** spec §4: undo remove is reported as a product add. */
    undoRemove: (product: ProductInput, opts: CartOptions = {}) =>
      productAdded(product, { ...opts, eventAction: opts.eventAction ?? "undo remove" }),
    /** Queues impressions; every 4 products of a list become one Product List Viewed event. */
    productListViewed,
    promotionViewed: (promo: PromotionInput) => promotion("Promotion Viewed", promo),
    promotionClicked: (promo: PromotionInput) => promotion("Promotion Clicked", promo),
    productsSearched(query: string, properties: Record<string, unknown> = {}) {
      const ga = { eventCategory: "search", eventAction: "submit", eventLabel: query };
      deliver({
        type: "track",
        name: "Products Searched",
        ga,
          properties: { query, ...properties },
        dataLayer: { event: DATA_LAYER_EVENTS.GA_EVENT, ...ga },
      });
    },

    /** spec §4 element tracking: a click event on click, one view event at the visibility threshold. */
    trackElement(element: TrackableElement, events: { click?: GaEvent; view?: GaEvent }) {
      return tracker.track(element, {
        onClick: events.click && (() => trackEvent(events.click!)),
        onVisible: events.view && (() => trackEvent(events.view!)),
      });
    },
    /**
     * A product card: a click on one of its links is Product Clicked (its own buttons, such as Add to
     * Cart, report their own events), becoming visible adds it to its list's impression batch.
     */
    trackProductCard(element: TrackableElement, product: ProductInput, list: ListInput) {
      return tracker.track(element, {
        onClick: (event) => {
          if (isLinkClick(event)) ecommerce("Product Clicked", DATA_LAYER_EVENTS.PRODUCT_CLICK, "click", product, { list: list.list_id }, "product click");
        },
        onVisible: () => productListViewed([product], list),
      });
    },
    /** A promotion (banner): Promotion Viewed once at the visibility threshold, Promotion Clicked on click. */
    trackPromotion(element: TrackableElement, promo: PromotionInput) {
      return tracker.track(element, {
        onClick: () => promotion("Promotion Clicked", promo),
        onVisible: () => promotion("Promotion Viewed", promo),
      });
    },

    adImpression: (url: string) => sendAdImpression(url, fetchFn as never, logger),
    /**
     * A sponsored tile's impression tracker (spec §3), called once at the visibility threshold (a
     * spec §7 ad call: GET, no-cors). Its click tracker is the page's own: a click may come before
     * this layer has loaded.
     */
    trackAd(element: TrackableElement, ad: { impressionTracker: string | null }) {
      return tracker.track(element, {
        onVisible: () => {
          if (ad.impressionTracker) void sendAdImpression(ad.impressionTracker, fetchFn as never, logger);
        },
      });
    },

    /** Sends pending impressions (fewer than 4) and asks the collector to send its batch. */
    flush() {
      impressions.flush();
      const collector = win?.[options.collectorGlobal ?? COLLECTOR_GLOBAL] as Collector | undefined;
      collector?.flush?.();
    },
    /** Stop element tracking (route change / unmount). */
    disconnect: () => tracker.disconnect(),

    /** Replaced by productListViewed (batched); kept so old call sites log instead of throwing. */
    productImpression: () => logUnsupported(logger, "productImpression"),
  };
}

function readCookieIds(jar: CookieJar) {
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

export type Analytics = ReturnType<typeof createAnalytics>;
