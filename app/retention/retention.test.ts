import { describe, expect, it } from "vitest";
import { CART_COOKIE_MAX_AGE_SECONDS } from "#app/cart/cart-cookie.ts";
import { CART_RETENTION_SECONDS, DEFAULT_ANALYTICS_RETENTION_DAYS, retentionCutoffs } from "./retention";

const now = new Date("2026-11-23T12:00:00.000Z");

describe("retention cutoffs", () => {
  it("analytics events are kept for the configured number of days (30 by default)", () => {
    expect(DEFAULT_ANALYTICS_RETENTION_DAYS).toBe(30);
    expect(retentionCutoffs(now, 30).analyticsEventsBefore).toBe("2026-10-24T12:00:00.000Z");
    expect(retentionCutoffs(now, 1).analyticsEventsBefore).toBe("2026-11-22T12:00:00.000Z");
  });

  it("a cart goes a day after its cookie lapsed: 30 days after its last change, plus one", () => {
    expect(CART_RETENTION_SECONDS).toBe(CART_COOKIE_MAX_AGE_SECONDS + 86_400);
    expect(retentionCutoffs(now, 30).cartsUpdatedBefore).toBe("2026-10-23T12:00:00.000Z");
  });

  it("every cutoff compares with the stored format (ISO 8601 with milliseconds, UTC)", () => {
    const { analyticsEventsBefore, cartsUpdatedBefore } = retentionCutoffs(now, 30);
    for (const cutoff of [analyticsEventsBefore, cartsUpdatedBefore]) expect(cutoff).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
