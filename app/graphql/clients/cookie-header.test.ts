import { describe, expect, it } from "vitest";
import { decodedCookieHeader } from "./cookie-header";

describe("the content call's cookie header (spec §7: decoded values)", () => {
  it("decodes each value that is valid percent-encoding, keeping names and order", () => {
    expect(decodedCookieHeader("tailwise-insights=%7B%22a%22%3A1%7D; session=abc; name=J%C3%BCrgen")).toBe(
      'tailwise-insights={"a":1}; session=abc; name=Jürgen',
    );
  });

  it("keeps a value as it was when its percent-encoding is not valid", () => {
    // (the value rule itself, decodeCookieValue, is tested in analytics/cookies.test.ts)
    expect(decodedCookieHeader("a=100%; b=%41")).toBe("a=100%; b=A");
  });

  it("is empty for no cookies, and leaves a part without = alone", () => {
    expect(decodedCookieHeader(null)).toBe("");
    expect(decodedCookieHeader(" ; flag ;x=1")).toBe("flag; x=1");
  });
});
