import { describe, expect, it } from "vitest";
import { isBotUserAgent } from "./bot.server";

describe("a crawler, by its user agent", () => {
  it("is a crawler for a search engine's and a monitor's agents", () => {
    expect(isBotUserAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBotUserAgent("Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)")).toBe(true);
  });
  it("is a shopper for a browser's agent, and when there is no agent", () => {
    expect(
      isBotUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1"),
    ).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
  });
});
