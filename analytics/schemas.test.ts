import { describe, expect, it, vi } from "vitest";
import * as S from "./schemas";

describe("zod schemas (server boundary)", () => {
  it("coerce like the browser: $ prices, numeric ids, digit positions", () => {
    expect(S.OutgoingProduct.parse({ product_id: 42, sku: "42", name: "Kibble", price: "$19.99", position: "3" })).toMatchObject({
      product_id: "42",
      price: 19.99,
      position: 3,
    });
  });
  it("map issues to the spec §5 messages", () => {
    const r = S.EventPayload.safeParse({ personalization_id: null, page_type: "plp", eventCategory: "c", eventAction: "a", eventNonInt: "no" });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(S.issueMessages(r.error)).toEqual([
        "'personalization_id' is not nullable",
        "'authentication_state' is required",
        "'eventNonInt' received type string but expected type boolean",
      ]);
  });
  it("validateWith only logs and returns the input when invalid", () => {
    const log = vi.fn();
    const input = { creative: "hero" };
    expect(S.validateWith(S.Promotion, input, log)).toBe(input);
    expect(log.mock.calls.map((c) => c[0])).toEqual(["'name' is required", "'promotion_id' is required"]);
  });
  it("session-data response merges additionalMetaData flat into userContextData", () => {
    const parsed = S.SessionDataResponse.parse({
      userContextData: { hasPurchased: true, additionalMetaData: { activeAutoship: false, region: "use1" } },
      analyticsToggles: { collectorConfig: "{}" },
    });
    expect(parsed).toEqual({
      userContextData: { hasPurchased: true, activeAutoship: false, region: "use1" },
      analyticsToggles: { collectorConfig: "{}" },
    });
  });
  it("analytics settings: a collector config per lowercase page type and a default", () => {
    expect(S.AnalyticsSettings.parse({ default: { platforms: ["tailwise"], url: "/analytics/collector.js" }, plp: {} })).toBeTruthy();
    expect(S.AnalyticsSettings.safeParse({ plp: { platforms: "tailwise" } }).success).toBe(false);
  });
  it("session attributes accept only the four environments", () => {
    expect(S.SessionAttributes.safeParse({ environment: "prd", isVisitor: true }).success).toBe(true);
    expect(S.SessionAttributes.safeParse({ environment: "prod" }).success).toBe(false);
  });
  it("collected product, list and widget contexts take the spec's field names", () => {
    expect(S.CollectedProduct.parse({ partNumber: "123", price: "$4", position: "2", autoshipEligible: true })).toMatchObject({
      partNumber: "123",
      price: 4,
      position: 2,
    });
    expect(S.ListContext.parse({ "list-category": "dog food", "list-page-number": "2", resultCount: "120" })).toMatchObject({
      "list-page-number": 2,
      resultCount: 120,
    });
    expect(S.ContentWidgetContext.parse({ widgetId: 7, placementSlotNumber: "3" })).toMatchObject({ widgetId: "7", placementSlotNumber: 3 });
  });
});
