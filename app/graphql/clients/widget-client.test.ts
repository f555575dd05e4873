import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { browserHeaders, widgetClientOptions, WIDGET_TIMEOUTS_MS } from "./widget-client";

const base = { market: US_MARKET, clientVersion: "build-7" };

describe("the widget clients (spec §7)", () => {
  it("time out after 2000 ms in production and 20000 ms elsewhere, unless told otherwise", () => {
    expect(widgetClientOptions({ ...base, environment: "prd", side: "browser" }).timeoutMs).toBe(2000);
    for (const environment of ["dev", "qat", "stg"] as const) expect(widgetClientOptions({ ...base, environment, side: "browser" }).timeoutMs).toBe(20000);
    expect(widgetClientOptions({ ...base, environment: "prd", side: "server", timeoutMs: WIDGET_TIMEOUTS_MS.listingServer }).timeoutMs).toBe(500);
    expect(WIDGET_TIMEOUTS_MS).toMatchObject({ listingBrowser: 1700, listingServer: 500, carouselRace: 2000 });
  });

  it("in the browser, call the site the page came from under the market's prefix, with x-client-version and x-client-url", () => {
    const options = widgetClientOptions({ ...base, market: CA_MARKET, environment: "prd", side: "browser", clientUrl: "https://www.tailwise.com/ca/dp/1" });
    expect(options.url).toBe("/ca/api/widgets/graphql");
    expect(options.headers).toEqual({ "x-client-version": "build-7", "x-client-url": "https://www.tailwise.com/ca/dp/1", "x-market": "en-CA" });
  });

  it("on the server, call the private regional host when there is one, else the site, forwarding who is asking (never the internal-traffic secret)", () => {
    const request = new Request("https://www.tailwise.com/b/dog_c288", {
      headers: {
        cookie: "a=1",
        "x-request-id": "req-1",
        "user-agent": "Mozilla/5.0",
        "cf-connecting-ip": "203.0.113.9",
        "x-tailwise-internal": "the-secret-token",
        "x-ignored": "no",
      },
    });
    const classification = { isBot: false, internal: true, channel: "desktop" as const };
    const regional = widgetClientOptions({
      ...base,
      environment: "prd",
      side: "server",
      privateHost: "https://widgets.use1.internal.tailwise.test/",
      shopper: { request, classification, requestId: "req-2" },
    });
    expect(regional.url).toBe("https://widgets.use1.internal.tailwise.test/api/widgets/graphql");
    expect(regional.headers).toEqual({
      "x-client-version": "build-7",
      "x-market": "en-US",
      cookie: "a=1",
      "x-request-id": "req-2",
      "user-agent": "Mozilla/5.0",
      "x-forwarded-for": "203.0.113.9",
      "x-tailwise-internal": "true",
      "x-tailwise-bot": "false",
      "x-tailwise-channel": "desktop",
    });
    expect(widgetClientOptions({ ...base, environment: "stg", side: "server", siteOrigin: "https://stg.tailwise.test" }).url).toBe(
      "https://stg.tailwise.test/api/widgets/graphql",
    );
  });

  it("remove the request id header from a browser's request", () => {
    const headers = browserHeaders({ "x-request-id": "req-1", "x-client-version": "build-7" });
    expect(headers.has("x-request-id")).toBe(false);
    expect(headers.get("x-client-version")).toBe("build-7");
  });
});
