import { describe, expect, it } from "vitest";
import { rateLimitedMessage, retryAfterSeconds, windowStart } from "./rate-limit";

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
