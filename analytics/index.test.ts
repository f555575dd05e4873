import { describe, expect, it, vi } from "vitest";
import {
  ANDROID_UA,
  FakeElement,
  IOS_UA,
  LINKER_ID,
  fakeIntersectionObserver,
  fakeWindow,
  flushPromises,
  logged,
  recordingCollector,
  spyConsole,
  COLLECTOR_TOGGLES,
  analyticsUnderTest,
} from "./fakes.testkit";
import { createAnalytics } from "./index";

const setup = analyticsUnderTest;

const kibble = { partNumber: "12345", name: "Kibble 5 lb", price: "$19.99", position: "1", brand: "Acme", siteId: 10 };

describe("createAnalytics: identity on creation", () => {
  it("syncs the anonymous id into local storage and the cookie and reports it as personalization_id", async () => {
    const { win, analytics, tracks } = setup();
    expect(analytics.personalizationId).toBe("anon-uuid");
    expect(win.localStorage.getItem("abTestingAnonymousPID")).toBe("anon-uuid");
    expect(win.document.jar.get("abTestingAnonymousPID")).toBe("anon-uuid");
    analytics.track("Product Viewed", { eventCategory: "pdp", eventAction: "view" });
    await analytics.ready;
    expect(tracks()[0]).toMatchObject({ personalization_id: "anon-uuid", authentication_state: "visitor" });
  });
  it("for a registered user stores the known id and reports it with the customer id", async () => {
    const { win, analytics, tracks } = setup({}, { isRegisteredUser: true, knownPersonalizationId: "known-7", customerId: "c-42" });
    expect(win.localStorage.getItem("abTestingKnownPID")).toBe("known-7");
    analytics.track("Product Viewed", { eventCategory: "pdp", eventAction: "view" });
    await analytics.ready;
    expect(tracks()[0]).toMatchObject({ personalization_id: "known-7", authentication_state: "registered", customerID: "c-42", user_id: "c-42" });
  });
  it("for a visitor does not store a known id even when one is passed", () => {
    const { win } = setup({}, { isRegisteredUser: false, knownPersonalizationId: "known-7" });
    expect(win.localStorage.getItem("abTestingKnownPID")).toBeNull();
  });
});

describe("collector loading through the facade", () => {
  it("makes the user-context call once, with the environment host and market prefix", async () => {
    const win = fakeWindow();
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => ({ analyticsToggles: COLLECTOR_TOGGLES }) }));
    const opts = { window: win, pageType: "PLP", marketPrefix: "/ca", environment: "prd", fetch, console: spyConsole(), injectScript: async () => {} };
    await createAnalytics(opts).ready;
    await createAnalytics(opts).ready;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe("https://www.tailwise.com/ca/app/rest/user-context?pageType=PLP&lib=tailwise-analytics");
  });
  it("can call the same origin instead (origin: '')", async () => {
    const fetch = vi.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    await createAnalytics({ window: fakeWindow(), pageType: "plp", marketPrefix: "", environment: "dev", origin: "", fetch, console: spyConsole() }).ready;
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe("/app/rest/user-context?pageType=plp&lib=tailwise-analytics");
  });
  it("injects the collector script by default as a script element in document.head, once", async () => {
    const win = fakeWindow();
    const collector = recordingCollector();
    const a = createAnalytics({
      window: win,
      pageType: "plp",
      marketPrefix: "",
      environment: "prd",
      console: spyConsole(),
      loadSessionData: async () => ({ userContextData: {}, analyticsToggles: COLLECTOR_TOGGLES }),
    });
    await flushPromises();
    expect(win.document.head.appended).toHaveLength(1);
    expect(win.document.head.appended[0].src).toBe("/analytics/collector.js");
    win.tailwiseCollector = collector;
    win.document.head.appended[0].onload!();
    expect(await a.ready).toBe(true);
  });
  it("queues events until the collector is ready, then flushes them in order", async () => {
    const { analytics, collector, tracks } = setup();
    analytics.page();
    analytics.productClicked(kibble);
    analytics.productsSearched("kibble");
    expect(collector.calls).toEqual([]);
    await analytics.ready;
    expect(collector.calls.map((c) => c.args[0])).toEqual(["Page Viewed", "Product Clicked", "Products Searched"]);
    analytics.productAdded(kibble);
    expect(tracks().at(-1)!.name).toBe("Product Added");
    const stamps = collector.calls.map((c) => (c.args[1] as { sequence_timestamp: number }).sequence_timestamp);
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(new Set(stamps).size).toBe(stamps.length);
  });
  it("with an invalid environment logs 'Invalid environment', loads nothing and never throws", async () => {
    const fetch = vi.fn();
    const console = spyConsole();
    const a = createAnalytics({ window: fakeWindow(), pageType: "plp", marketPrefix: "", environment: "production", fetch, console });
    expect(logged(console.error)).toContain("Invalid environment");
    expect(await a.ready).toBe(false);
    expect(() => a.productClicked(kibble)).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
  it("without collector config logs the error and keeps nothing queued", async () => {
    const { analytics, console } = setup({}, {}, {});
    analytics.productClicked(kibble);
    expect(await analytics.ready).toBe(false);
    expect(logged(console.error)).toContain("Missing Collector config");
  });
  it("works without any window (server render): ids in memory, session null", async () => {
    const console = spyConsole();
    const a = createAnalytics({ pageType: "plp", marketPrefix: "", environment: "prd", console, uuid: () => "u" });
    expect(a.personalizationId).toBe("u");
    expect(() => a.page()).not.toThrow();
    expect(await a.ready).toBe(false);
    expect(logged(console.warn)).toContain("Unable to fetch session data");
  });
});

describe("delivery: data layer first, then the platform (spec §4, §7)", () => {
  it("pushes to the data layer before the platform call, also once the collector is ready", async () => {
    const { win, analytics, collector } = setup();
    await analytics.ready;
    const seenAtCall: number[] = [];
    const track = collector.track;
    collector.track = (...args: unknown[]) => {
      seenAtCall.push(win.dataLayer.length);
      track(...args);
    };
    analytics.trackEvent({ eventCategory: "header", eventAction: "logo click" });
    expect(seenAtCall).toEqual([1]);
  });
  it("Product Clicked carries products, currency USD, eventCategory, eventAction and eventLabel", async () => {
    const { win, analytics, tracks } = setup();
    analytics.productClicked(kibble, { list: "dog food" });
    await analytics.ready;
    expect(win.dataLayer.slice(-2)).toEqual([
      { ecommerce: null },
      {
        event: "productClick",
        eventCategory: "plp",
        eventAction: "product click",
        eventLabel: "Kibble 5 lb",
        ecommerce: {
          currencyCode: "USD",
          click: { actionField: { list: "dog food" }, products: [{ id: "12345", name: "Kibble 5 lb", price: "$19.99", position: "1", brand: "Acme" }] },
        },
      },
    ]);
    const [event] = tracks();
    expect(event).toMatchObject({
      name: "Product Clicked",
      event_name: "Product Clicked",
      currency: "USD",
      eventCategory: "plp",
      eventAction: "product click",
      eventLabel: "Kibble 5 lb",
      eventNonInt: false,
      // derived from the productClick tag-manager event the layer pushed first
      emission_path: 1,
      list_id: "dog food",
      products: [{ product_id: "12345", sku: "12345", name: "Kibble 5 lb", price: 19.99, position: 1, brand: "Acme" }],
    });
    expect(event).not.toHaveProperty("siteId");
    expect((event.products as object[])[0]).not.toHaveProperty("siteId");
  });
  it("page events carry event_name, location, query_parameters, eventNonInt, personalizationId, nmaLinkerId, sequence_timestamp", async () => {
    const { win, analytics, collector } = setup({ href: `https://www.tailwise.com/b/dog/food_c288?utm_source=news&nma_linker_id=${LINKER_ID}` });
    analytics.page();
    await analytics.ready;
    expect(win.dataLayer[0]).toMatchObject({ event: "virtualPageView", page_type: "plp", personalization_id: "anon-uuid" });
    const page = collector.calls.find((c) => c.fn === "page")!;
    expect(page.args[0]).toBe("Page Viewed");
    expect(page.args[1]).toMatchObject({
      event_name: "Page Viewed",
      location: { hostname: "www.tailwise.com", pathname: "/b/dog/food_c288", port: 443, protocol: "https:" },
      query_parameters: { utm_source: "news", nma_linker_id: LINKER_ID },
      eventNonInt: true,
      personalizationId: "anon-uuid",
      nmaLinkerId: LINKER_ID,
      personalization_id: "anon-uuid",
      authentication_state: "visitor",
      page_type: "plp",
      analytics_version: "1.307.0",
      schema_version: "2.64.0",
      is_webview: true,
    });
    expect(typeof (page.args[1] as { sequence_timestamp: unknown }).sequence_timestamp).toBe("number");
  });
  it("an embedded sheet reports its parent URL as the page URL", async () => {
    const { analytics, collector } = setup({}, { parentUrl: "https://www.tailwise.com/p/kibble_123?x=1" });
    analytics.page();
    await analytics.ready;
    expect(collector.calls[0].args[1]).toMatchObject({
      url: "https://www.tailwise.com/p/kibble_123?x=1",
      location: { pathname: "/p/kibble_123" },
      query_parameters: { x: "1" },
    });
  });
  it("cart quantity: an increase is Product Added, a decrease Product Removed, quantity = absolute difference", async () => {
    const { analytics, tracks } = setup();
    analytics.cartQuantityChanged(kibble, 2, 5);
    analytics.cartQuantityChanged(kibble, 5, 1, { addedTo: "autoship" });
    analytics.cartQuantityChanged(kibble, 3, 3);
    await analytics.ready;
    const [up, down, ...rest] = tracks();
    expect(rest).toEqual([]);
    expect(up).toMatchObject({ name: "Product Added", added_to: "cart", products: [{ quantity: 3, prevQuantity: 2 }] });
    expect(down).toMatchObject({ name: "Product Removed", added_to: "autoship", products: [{ quantity: 4, prevQuantity: 5 }] });
  });
  it("remove from cart is Product Removed and undo remove is Product Added", async () => {
    const { win, analytics, tracks } = setup();
    analytics.productRemoved(kibble);
    analytics.undoRemove(kibble);
    await analytics.ready;
    expect(tracks().map((t) => [t.name, t.eventAction])).toEqual([
      ["Product Removed", "remove from cart"],
      ["Product Added", "undo remove"],
    ]);
    expect(win.dataLayer.filter((e) => e.event).map((e) => e.event)).toEqual(["removeFromCart", "addToCart"]);
  });
  it("added-to is autoship for autoship events and cart for cart events", async () => {
    const { analytics, tracks } = setup();
    analytics.productAdded(kibble, { addedTo: "autoship" });
    analytics.productAdded(kibble);
    await analytics.ready;
    expect(tracks().map((t) => t.added_to)).toEqual(["autoship", "cart"]);
  });
  it("product impressions go out as Product List Viewed with up to 4 products, the rest on flush", async () => {
    const { win, analytics, tracks } = setup();
    const products = [1, 2, 3, 4, 5, 6].map((i) => ({ ...kibble, partNumber: `p${i}`, position: i }));
    analytics.productListViewed(products, { list_id: "dog-food", category: "Dog Food", resultCount: 120 });
    await analytics.ready;
    expect(tracks()).toHaveLength(1);
    expect(tracks()[0]).toMatchObject({ name: "Product List Viewed", list_id: "dog-food", category: "Dog Food", resultCount: 120, eventNonInt: true });
    expect((tracks()[0].products as object[]).length).toBe(4);
    analytics.flush();
    expect((tracks()[1].products as { product_id: string }[]).map((p) => p.product_id)).toEqual(["p5", "p6"]);
    const impressions = win.dataLayer.filter((e) => e.event === "productImpression");
    expect((impressions[0].ecommerce as { impressions: object[] }).impressions[0]).toMatchObject({ id: "p1", list: "dog-food" });
  });
  it("pagehide flushes pending impressions", async () => {
    const { win, analytics, tracks } = setup();
    analytics.productListViewed([kibble], { list_id: "grid" });
    win.dispatch("pagehide");
    await analytics.ready;
    expect(tracks()[0]).toMatchObject({ name: "Product List Viewed", products: [{ product_id: "12345" }] });
  });
  it("promotions use Segment's names and properties", async () => {
    const { win, analytics, tracks, collector } = setup();
    analytics.promotionViewed({ promotion_id: "promo-1", creative: "hero.jpg", name: "Spring Sale", position: "2" });
    analytics.promotionClicked({ promotion_id: "promo-1", creative: "hero.jpg", name: "Spring Sale" });
    await analytics.ready;
    expect(tracks()[0]).toMatchObject({ name: "Promotion Viewed", promotion_id: "promo-1", creative: "hero.jpg", position: 2, eventNonInt: true });
    expect(tracks()[1]).toMatchObject({ name: "Promotion Clicked", eventNonInt: false });
    expect(collector.calls[0].args[1]).toMatchObject({ name: "Spring Sale" });
    expect(win.dataLayer.find((e) => e.event === "promotionView")).toMatchObject({
      ecommerce: { promoView: { promotions: [{ id: "promo-1", name: "Spring Sale", creative: "hero.jpg", position: "2" }] } },
    });
  });
  it("Products Searched carries Segment's query property", async () => {
    const { analytics, tracks } = setup();
    analytics.productsSearched("grain free");
    await analytics.ready;
    expect(tracks()[0]).toMatchObject({ name: "Products Searched", query: "grain free" });
  });
});

describe("GA-style events and the mapping table", () => {
  it("a mapped event reaches the platform with its friendly name and emission_path 1", async () => {
    const { win, analytics, tracks } = setup();
    analytics.trackEvent({ eventCategory: "header", eventAction: "logo click", eventLabel: "home" });
    await analytics.ready;
    expect(win.dataLayer[0]).toMatchObject({ event: "gaEvent", eventCategory: "header", eventAction: "logo click" });
    expect(tracks()[0]).toMatchObject({ name: "Navigation Clicked", emission_path: 1, eventLabel: "home" });
  });
  it("an unmapped event goes to the data layer only", async () => {
    const { win, analytics, collector } = setup();
    analytics.trackEvent({ eventCategory: "mystery", eventAction: "poke" });
    await analytics.ready;
    expect(win.dataLayer).toHaveLength(1);
    expect(collector.calls).toEqual([]);
  });
  it("a blacklisted event (toggle) goes to the data layer only, also when it was queued before the toggles arrived", async () => {
    const { win, analytics, tracks } = setup({}, {}, { ...COLLECTOR_TOGGLES, unidentifiedEventsBlacklist: '["^header:"]' });
    analytics.trackEvent({ eventCategory: "header", eventAction: "logo click" });
    analytics.trackEvent({ eventCategory: "footer", eventAction: "contact phone" });
    await analytics.ready;
    expect(win.dataLayer).toHaveLength(2);
    expect(tracks().map((t) => t.name)).toEqual(["Navigation Clicked"]);
    expect(tracks()[0].eventCategory).toBe("footer");
  });
  it("an event flagged to skip goes to the data layer only", async () => {
    const { win, analytics, collector } = setup();
    analytics.trackEvent({ eventCategory: "header", eventAction: "logo click", skipCdp: true });
    await analytics.ready;
    expect(win.dataLayer).toHaveLength(1);
    expect(collector.calls).toEqual([]);
  });
  it("events whose name contains 'Viewed' default to non-interactive; an explicit value wins", async () => {
    const { analytics, tracks } = setup();
    analytics.trackEvent({ eventCategory: "carousel", eventAction: "view" });
    analytics.trackEvent({ eventCategory: "carousel", eventAction: "view", eventNonInt: false });
    analytics.trackEvent({ eventCategory: "carousel", eventAction: "click" });
    await analytics.ready;
    expect(tracks().map((t) => [t.name, t.eventNonInt])).toEqual([
      ["Widget Viewed", true],
      ["Widget Viewed", false],
      ["Widget Clicked", false],
    ]);
  });
  it("tag-manager events pushed by other code: supported ones are derived (emission_path 1), others warned", async () => {
    const { win, analytics, console, tracks } = setup();
    analytics.trackDataLayerEvent({ event: "productClick", eventCategory: "plp", eventAction: "product click", ecommerce: { click: { products: [kibble] } } });
    analytics.trackDataLayerEvent({ event: "gtm.scrollDepth", eventCategory: "x", eventAction: "y" });
    await analytics.ready;
    expect(win.dataLayer.map((e) => e.event ?? "clear")).toEqual(["clear", "productClick", "gtm.scrollDepth"]);
    expect(tracks()).toHaveLength(1);
    expect(tracks()[0]).toMatchObject({ name: "Product Clicked", emission_path: 1, currency: "USD", products: [{ product_id: "12345", price: 19.99 }] });
    expect(logged(console.warn)).toContain("Unsupported GTM event will not be sent");
  });
});

describe("validation and cleaning through the facade", () => {
  it("logs the spec messages for invalid payloads and still sends them, coerced and cleaned", async () => {
    const { analytics, console, tracks } = setup();
    analytics.productClicked({ partNumber: "1", name: "No price", position: "first" });
    analytics.track("Something Viewed", { eventAction: "view", dimension7: "x", dimension18: "c-1", page_url: "u" });
    await analytics.ready;
    expect(logged(console.warn)).toEqual([
      "'products.0.price' is required",
      "'products.0.position' received type string but expected type number",
      "'eventCategory' is required",
    ]);
    expect(tracks()).toHaveLength(2);
    expect(tracks()[1]).toMatchObject({ customerID: "c-1", eventNonInt: true });
    expect(tracks()[1]).not.toHaveProperty("dimension7");
    expect(tracks()[1]).not.toHaveProperty("page_url");
  });
  it("a throwing collector is logged as 'Failed to emit analytics event.' and the page call does not throw", async () => {
    const throwing = {
      track: () => {
        throw new Error("x");
      },
    };
    const { win, analytics, console } = setup({}, { injectScript: async () => void (win.tailwiseCollector = throwing) });
    await analytics.ready;
    expect(() => analytics.productClicked(kibble)).not.toThrow();
    expect(logged(console.error)).toContain("Failed to emit analytics event.");
  });
});

describe("native bridge through the facade", () => {
  it("with a valid linker id in a webview posts every platform event to the iOS handler", async () => {
    const postMessage = vi.fn();
    const { win, analytics } = setup({ href: `https://www.tailwise.com/b/dog?nma_linker_id=${LINKER_ID}`, userAgent: IOS_UA });
    win.webkit = { messageHandlers: { tailwiseAnalytics: { postMessage } } };
    analytics.productClicked(kibble);
    await analytics.ready;
    expect(postMessage).toHaveBeenCalledOnce();
    expect(postMessage.mock.calls[0][0]).toMatchObject({ type: "track", event: "Product Clicked", nma_linker_id: LINKER_ID });
    expect(win.sessionStorage.getItem("nma_linker_id")).toBe(LINKER_ID);
  });
  it("reaches the Android bridge even when the collector does not load", async () => {
    const postMessage = vi.fn();
    const { win, analytics } = setup({ href: `https://www.tailwise.com/b/dog?nma_linker_id=${LINKER_ID}`, userAgent: ANDROID_UA }, {}, {});
    win.TailwiseAnalyticsBridge = { postMessage };
    analytics.page();
    await analytics.ready;
    expect(JSON.parse(postMessage.mock.calls[0][0])).toMatchObject({ type: "page", event: "Page Viewed" });
  });
  it("without a linker id posts nothing", async () => {
    const postMessage = vi.fn();
    const { win, analytics } = setup({ userAgent: IOS_UA });
    win.webkit = { messageHandlers: { tailwiseAnalytics: { postMessage } } };
    analytics.productClicked(kibble);
    await analytics.ready;
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe("identify", () => {
  it("sends the session attributes as traits, with the user id only for registered users", async () => {
    const { analytics, collector } = setup(
      {
        href: "https://www.tailwise.com/?utm_source=news&utm_medium=email",
        referrer: "https://search.example/",
        cookies: { "device-id": "d-1", _fbp: "fb.1" },
      },
      { isRegisteredUser: true, customerId: "c-9", knownPersonalizationId: "k-1" },
    );
    analytics.identify({ plan: "autoship" });
    await analytics.ready;
    await flushPromises();
    const call = collector.calls.find((c) => c.fn === "identify")!;
    expect(call.args[0]).toBe("c-9");
    expect(call.args[1]).toMatchObject({
      isVisitor: false,
      registeredUser: true,
      environment: "prd",
      utm_source: "news",
      utm_medium: "email",
      referralURL: "https://search.example/",
      browserType: "Chrome",
      os: "Windows",
      hasPurchased: true,
      activeAutoship: false,
      device_id: "d-1",
      fbp: "fb.1",
      plan: "autoship",
    });
  });
  it("has no user id for a visitor", async () => {
    const { analytics, collector } = setup();
    analytics.identify();
    await analytics.ready;
    await flushPromises();
    expect(collector.calls.find((c) => c.fn === "identify")!.args[0]).toBeUndefined();
  });
});

describe("element tracking through the facade", () => {
  it("tracks clicks and one view per element at the configured threshold", async () => {
    const io = fakeIntersectionObserver();
    const { analytics, tracks } = setup({}, { IntersectionObserver: io.Observer, visibilityThreshold: 0.75 });
    const banner = new FakeElement();
    analytics.trackElement(banner, {
      click: { eventCategory: "banner", eventAction: "click", eventLabel: "spring" },
      view: { eventCategory: "banner", eventAction: "view", eventLabel: "spring" },
    });
    io.show(banner, 0.5);
    io.show(banner, 0.8);
    io.show(banner, 1);
    banner.click();
    await analytics.ready;
    expect(tracks().map((t) => t.name)).toEqual(["Widget Viewed", "Widget Clicked"]);
  });
  it("product cards: visibility feeds the impression batch, click is Product Clicked", async () => {
    const io = fakeIntersectionObserver();
    const { analytics, tracks } = setup({}, { IntersectionObserver: io.Observer });
    const cards = [1, 2, 3, 4].map((i) => {
      const el = new FakeElement();
      analytics.trackProductCard(el, { ...kibble, partNumber: `p${i}`, position: i }, { list_id: "grid" });
      return el;
    });
    cards.forEach((el) => io.show(el, 1));
    cards[2].click();
    await analytics.ready;
    expect(tracks().map((t) => t.name)).toEqual(["Product List Viewed", "Product Clicked"]);
    expect((tracks()[1].products as { product_id: string }[])[0].product_id).toBe("p3");
  });
});

describe("wiring into a single-page app", () => {
  const clickOn = (el: FakeElement, closest: string | null) => {
    for (const fn of el.listeners.get("click") ?? []) (fn as (e: unknown) => void)({ target: { closest: (s: string) => (s === "a[href]" ? closest : null) } });
  };
  it("a product card reports Product Clicked for clicks on its links, not on its own buttons", async () => {
    const { analytics, tracks } = setup({}, { IntersectionObserver: fakeIntersectionObserver().Observer });
    const card = new FakeElement();
    analytics.trackProductCard(card, kibble, { list_id: "grid" });
    clickOn(card, null); // the Add to Cart button
    clickOn(card, "a"); // the product link
    await analytics.ready;
    expect(tracks().map((t) => t.name)).toEqual(["Product Clicked"]);
  });
  it("a promotion element reports Promotion Viewed once at the threshold and Promotion Clicked on click", async () => {
    const io = fakeIntersectionObserver();
    const { analytics, tracks } = setup({}, { IntersectionObserver: io.Observer });
    const banner = new FakeElement();
    analytics.trackPromotion(banner, { promotion_id: "welcome", creative: "listing-banner", name: "Welcome offer", position: 1 });
    io.show(banner, 0.4);
    io.show(banner, 0.6);
    io.show(banner, 1);
    banner.click();
    await analytics.ready;
    expect(tracks().map((t) => [t.name, t.promotion_id])).toEqual([
      ["Promotion Viewed", "welcome"],
      ["Promotion Clicked", "welcome"],
    ]);
  });
  it("an ad tile calls its impression tracker once, at the threshold", async () => {
    const io = fakeIntersectionObserver();
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }));
    const { analytics } = setup({}, { IntersectionObserver: io.Observer, fetch });
    const tile = new FakeElement();
    analytics.trackAd(tile, { impressionTracker: "/ads/v1/event?type=impression" });
    io.show(tile, 0.4);
    expect(fetch).not.toHaveBeenCalled();
    io.show(tile, 0.6);
    io.show(tile, 1);
    await analytics.ready;
    await Promise.resolve();
    expect(fetch.mock.calls).toEqual([["/ads/v1/event?type=impression", expect.objectContaining({ method: "GET", mode: "no-cors" })]]);
  });
  it("setPageType: payloads after a client-side navigation carry the new page type", async () => {
    const { analytics, collector } = setup();
    analytics.page();
    analytics.setPageType("pdp");
    analytics.page();
    analytics.productClicked(kibble);
    await analytics.ready;
    const payloads = collector.calls.filter((c) => c.fn !== "identify").map((c) => c.args[1] as Record<string, unknown>);
    expect(payloads.map((p) => p.page_type)).toEqual(["plp", "pdp", "pdp"]);
    expect(payloads[2].eventCategory).toBe("pdp");
  });
});

describe("other facade calls", () => {
  it("console logging of events only with the cal_logging=1 cookie", async () => {
    const quiet = setup();
    quiet.analytics.productClicked(kibble);
    expect(quiet.console.log).not.toHaveBeenCalled();
    const loud = setup({ cookies: { cal_logging: "1" } });
    loud.analytics.productClicked(kibble);
    expect(loud.console.log).toHaveBeenCalled();
  });
  it("deprecated productImpression logs 'productImpression is no longer supported'", () => {
    const { analytics, console } = setup();
    analytics.productImpression();
    expect(logged(console.error)).toContain("productImpression is no longer supported");
  });
  it("adImpression makes a no-cors GET with the fetch handed in", async () => {
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }));
    const { analytics } = setup({}, { fetch });
    await analytics.adImpression("https://ads.example/i");
    expect(fetch).toHaveBeenCalledWith("https://ads.example/i", expect.objectContaining({ mode: "no-cors", method: "GET" }));
  });
  it("flush also asks the collector to send its batch", async () => {
    const { analytics, win } = setup();
    await analytics.ready;
    const flush = vi.fn();
    (win.tailwiseCollector as { flush?: () => void }).flush = flush;
    analytics.flush();
    expect(flush).toHaveBeenCalledOnce();
  });
});

describe("the further fields of spec §3", () => {
  it("emission_path is 1 for events derived from tag-manager events, 2 for a platform event named by its caller", async () => {
    const { analytics, tracks, collector } = setup();
    analytics.page();
    analytics.productAdded(kibble);
    analytics.productListViewed([kibble, kibble, kibble, kibble], { list_id: "grid" });
    analytics.track("Experiment Viewed", { eventCategory: "experiment", eventAction: "view" });
    await analytics.ready;
    expect(collector.calls.find((c) => c.fn === "page")!.args[1]).toMatchObject({ emission_path: 1 });
    expect(tracks().map((t) => [t.name, t.emission_path])).toEqual([
      ["Product Added", 1],
      ["Product List Viewed", 1],
      ["Experiment Viewed", 2],
    ]);
  });

  it("a page in a frame of one of our pages (an embedded sheet) reports the parent's URL as the page URL", async () => {
    const parent = { location: { href: "https://www.tailwise.com/b/dog_c288?sheet=1" } };
    const { analytics, collector } = setup({}, { window: Object.assign(fakeWindow(), { parent }) });
    analytics.page();
    await analytics.ready;
    expect(collector.calls.find((c) => c.fn === "page")!.args[1]).toMatchObject({
      url: "https://www.tailwise.com/b/dog_c288?sheet=1",
      location: { pathname: "/b/dog_c288" },
    });
  });

  it("a top-level page (its parent is itself) reports its own URL", async () => {
    const win = fakeWindow({ href: "https://www.tailwise.com/s?query=kibble" });
    const { analytics, collector } = setup({}, { window: Object.assign(win, { parent: win }) });
    analytics.page();
    await analytics.ready;
    expect(collector.calls.find((c) => c.fn === "page")!.args[1]).toMatchObject({ url: "https://www.tailwise.com/s?query=kibble" });
  });

  it("scroll_depth is the deepest share of the page seen so far, in percent; a new page starts again", async () => {
    const win = Object.assign(fakeWindow(), { scrollY: 0, innerHeight: 800 });
    Object.assign(win.document, { documentElement: { scrollHeight: 4000 } });
    const { analytics, tracks, collector } = setup({}, { window: win });
    analytics.page();
    win.scrollY = 2400;
    win.dispatch("scroll");
    win.scrollY = 400;
    win.dispatch("scroll");
    analytics.productClicked(kibble);
    win.scrollY = 0;
    analytics.page();
    await analytics.ready;
    const pages = collector.calls.filter((c) => c.fn === "page").map((c) => (c.args[1] as { scroll_depth: number }).scroll_depth);
    expect(pages).toEqual([20, 20]);
    expect(tracks()[0].scroll_depth).toBe(80);
  });

  it("every payload carries a device fingerprint: os, browser, device memory, cores, touch points, ids, region, event uuid, timestamps", async () => {
    let n = 0;
    const win = Object.assign(
      fakeWindow({
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      }),
      { performance: { timeOrigin: 1_700_000_000_000.4 } },
    );
    Object.assign(win.navigator, { deviceMemory: 4, hardwareConcurrency: 6, maxTouchPoints: 5 });
    const { analytics, tracks } = setup(
      {},
      {
        window: win,
        region: "ca",
        isRegisteredUser: true,
        customerId: "c-9",
        knownPersonalizationId: "k-1",
        uuid: () => `uuid-${++n}`,
        now: () => 1_700_000_001_000,
      },
    );
    analytics.productClicked(kibble);
    analytics.productClicked(kibble);
    await analytics.ready;
    const [first, second] = tracks().map((t) => t.device_fingerprint as Record<string, unknown>);
    expect(first).toEqual({
      os: "iOS",
      browser: "Safari",
      device_memory: 4,
      cores: 6,
      touch_points: 5,
      anonymous_id: "uuid-1",
      user_id: "c-9",
      region: "ca",
      event_uuid: "uuid-2",
      timestamps: { event: 1_700_000_001_000, page_load: 1_700_000_000_000 },
    });
    expect(second.event_uuid).toBe("uuid-3");
    expect(second.timestamps).toEqual({ event: 1_700_000_001_001, page_load: 1_700_000_000_000 });
  });

  it("a visitor's fingerprint has no user id, and what the browser does not say is left out", async () => {
    const { analytics, tracks } = setup();
    analytics.productClicked(kibble);
    await analytics.ready;
    const fingerprint = tracks()[0].device_fingerprint as Record<string, unknown>;
    expect(fingerprint).toMatchObject({ os: "Windows", browser: "Chrome", anonymous_id: "anon-uuid" });
    for (const missing of ["user_id", "device_memory", "cores", "touch_points"]) expect(fingerprint).not.toHaveProperty(missing);
  });

  it("an existing customer (the verified session's hasPurchased) is reported as one on every payload and in identify", async () => {
    const { analytics, tracks, collector } = setup(
      {},
      { hasPurchased: true, loadSessionData: async () => ({ userContextData: { hasPurchased: false }, analyticsToggles: COLLECTOR_TOGGLES }) },
    );
    analytics.page();
    analytics.productClicked(kibble);
    analytics.identify();
    await analytics.ready;
    await flushPromises();
    expect(collector.calls.find((c) => c.fn === "page")!.args[1]).toMatchObject({ hasPurchased: true });
    expect(tracks()[0]).toMatchObject({ hasPurchased: true });
    expect(collector.calls.find((c) => c.fn === "identify")!.args[1]).toMatchObject({ hasPurchased: true });
  });
});
