import { describe, expect, it } from "vitest";
import { LONGEST_WINDOW_SECONDS, RATE_LIMITS, rateLimitedMessage, requestHits, retryAfterForCounts, retryAfterSeconds, windowStart } from "./rate-limit";

describe("windowStart", () => {
  it("is the start of the fixed window the moment falls in", () => {
    expect(windowStart(1_000_059.9, 60)).toBe(1_000_020);
    expect(windowStart(600, 600)).toBe(600);
  });
});

describe("retryAfterSeconds", () => {
  it("is what is left of the window, at least a second", () => {
    expect(retryAfterSeconds(1_000_050, 60)).toBe(30);
    expect(retryAfterSeconds(1_000_079.5, 60)).toBe(1);
  });
});

describe("rateLimitedMessage", () => {
  it("tells the shopper how long to wait", () => {
    expect(rateLimitedMessage(30)).toBe("Too many requests. Please wait 30 seconds and try again.");
    expect(rateLimitedMessage(60)).toBe("Too many requests. Please wait a minute and try again.");
    expect(rateLimitedMessage(300)).toBe("Too many requests. Please wait 5 minutes and try again.");
  });
});

describe("requestHits", () => {
  it("counts one request once for the visitor and once for the address", () => {
    expect(requestHits("cart", { visitor: "token", ip: "203.0.113.7" })).toEqual([
      { bucket: "cart:visitor:token", limit: RATE_LIMITS.cart.perVisitor, weight: 1 },
      { bucket: "cart:ip:203.0.113.7", limit: RATE_LIMITS.cart.perIp, weight: 1 },
    ]);
  });
});

describe("retryAfterForCounts", () => {
  const hits = requestHits("notifyMe", { visitor: "v", ip: "ip" });
  it("is 0 while every counter is within its limit, the limit itself included", () => {
    expect(retryAfterForCounts(hits, [5, 30], 1_000_000)).toBe(0);
  });
  it("is the wait of the longest refusing window once a counter passes its limit", () => {
    expect(retryAfterForCounts(hits, [6, 1], 1_000_000)).toBe(retryAfterSeconds(1_000_000, 600));
    expect(retryAfterForCounts(hits, [1, 31], 1_000_000)).toBeGreaterThan(0);
  });
});

it("the longest window is what decides when a counter is over for good", () => {
  expect(LONGEST_WINDOW_SECONDS).toBe(600);
});
