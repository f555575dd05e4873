import { describe, expect, it } from "vitest";
import { classifyGtmEvent, emissionPathOf, getDataLayer, pushToDataLayer } from "./data-layer";
import { logged, spyConsole } from "./fakes.testkit";
import { createLogger } from "./logger";

describe("tag-manager data layer", () => {
  it("creates window.dataLayer when the tag manager has not loaded yet, and reuses an existing one", () => {
    const win: { dataLayer?: unknown } = {};
    const dl = getDataLayer(win);
    expect(win.dataLayer).toBe(dl);
    expect(getDataLayer(win)).toBe(dl);
    const gtm = { push: () => 0 };
    expect(getDataLayer({ dataLayer: gtm })).toBe(gtm);
    expect(getDataLayer(undefined)).toBeUndefined();
  });
  it("pushes { ecommerce: null } before each ecommerce push to clear the previous ecommerce object", () => {
    const dl: unknown[] = [];
    pushToDataLayer(dl, { event: "productClick", ecommerce: { click: {} } });
    pushToDataLayer(dl, { event: "addToCart", ecommerce: { add: {} } });
    expect(dl).toEqual([
      { ecommerce: null },
      { event: "productClick", ecommerce: { click: {} } },
      { ecommerce: null },
      { event: "addToCart", ecommerce: { add: {} } },
    ]);
  });
  it("pushes non-ecommerce events alone", () => {
    const dl: unknown[] = [];
    pushToDataLayer(dl, { event: "gaEvent", eventCategory: "plp" });
    expect(dl).toEqual([{ event: "gaEvent", eventCategory: "plp" }]);
  });
});

describe("events derived from tag-manager events", () => {
  const console = spyConsole();
  const logger = createLogger(console, () => false);
  it("knows the ecommerce events it derives platform events from", () => {
    expect(classifyGtmEvent({ event: "productClick" }, logger)).toEqual({ name: "Product Clicked" });
    expect(classifyGtmEvent({ event: "removeFromCart" }, logger)).toEqual({ name: "Product Removed" });
    expect(classifyGtmEvent({ event: "gaEvent" }, logger)).toEqual({ name: undefined });
  });
  it("warns 'Unsupported GTM event will not be sent' for anything else", () => {
    expect(classifyGtmEvent({ event: "gtm.dom" }, logger)).toBeNull();
    expect(logged(console.warn)).toContain("Unsupported GTM event will not be sent");
  });
});

describe("emission_path (spec §3: 1 for events derived from tag-manager events, 2 otherwise)", () => {
  it("is 1 when the event's data-layer entry is a tag-manager event the layer derives platform events from", () => {
    for (const event of ["virtualPageView", "productClick", "addToCart", "removeFromCart", "productImpression", "promotionView", "promotionClick", "gaEvent"]) {
      expect(emissionPathOf({ event })).toBe(1);
    }
  });
  it("is 2 for a platform event named by its caller, and for none at all", () => {
    expect(emissionPathOf({ event: "Experiment Viewed" })).toBe(2);
    expect(emissionPathOf({ event: "toString" })).toBe(2);
    expect(emissionPathOf(undefined)).toBe(2);
  });
});
