import { describe, expect, it } from "vitest";
import { clientIdentificationHeaders } from "./client-identification";

const shopper = (headers: Record<string, string>) => new Request("https://www.tailwise.com/b/dog_c288", { headers });

describe("the identification every server-side call carries (issue #11)", () => {
  it("forwards the shopper's user agent, address and the request id, with the Worker's reading of the request", () => {
    const headers = clientIdentificationHeaders(
      shopper({ "user-agent": "tailwise-ios/25.40.0", "cf-connecting-ip": "198.51.100.7", cookie: "tailwise-session=x" }),
      { isBot: false, internal: false, channel: "ios-app" },
      "req-9",
    );
    expect(headers).toEqual({
      "user-agent": "tailwise-ios/25.40.0",
      "x-forwarded-for": "198.51.100.7",
      "x-request-id": "req-9",
      "x-tailwise-bot": "false",
      "x-tailwise-internal": "false",
      "x-tailwise-channel": "ios-app",
    });
  });

  it("says a crawler is a bot and internal traffic is internal, without the header's secret token", () => {
    const headers = clientIdentificationHeaders(
      shopper({ "user-agent": "Googlebot/2.1", "x-tailwise-internal": "s3cret" }),
      { isBot: true, internal: true, channel: "desktop" },
      "req-4",
    );
    expect(headers["x-tailwise-bot"]).toBe("true");
    expect(headers["x-tailwise-internal"]).toBe("true");
    expect(Object.values(headers)).not.toContain("s3cret");
  });

  it("never passes on what a client claims itself: its own x-forwarded-for and x-request-id", () => {
    const headers = clientIdentificationHeaders(
      shopper({ "x-forwarded-for": "192.0.2.1", "x-request-id": "client-chosen" }),
      { isBot: false, internal: false, channel: "desktop" },
      "req-3",
    );
    expect(headers["x-forwarded-for"]).toBeUndefined();
    expect(headers["x-request-id"]).toBe("req-3");
    expect(headers["user-agent"]).toBeUndefined();
  });
});
