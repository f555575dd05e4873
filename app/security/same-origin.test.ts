import { describe, expect, it } from "vitest";
import { checkSameOrigin, createXsrfToken, isWellFormedToken, tokensMatch } from "./same-origin";

const token = createXsrfToken();
const site = "https://shop.example";

describe("createXsrfToken", () => {
  it("makes a well-formed, random token each time", () => {
    expect(isWellFormedToken(token)).toBe(true);
    expect(createXsrfToken()).not.toBe(token);
  });
  it("refuses malformed cookie values", () => {
    for (const bad of ["", "short", "x".repeat(65), `${"a".repeat(40)};`, null, undefined]) expect(isWellFormedToken(bad)).toBe(false);
  });
});

describe("tokensMatch", () => {
  it("matches equal tokens only", () => {
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, `${token.slice(0, -1)}A` === token ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`)).toBe(false);
    expect(tokensMatch(token, token.slice(1))).toBe(false);
  });
});

describe("checkSameOrigin", () => {
  it("passes a same-origin request whose token matches its cookie", () => {
    expect(checkSameOrigin({ siteOrigin: site, origin: site, cookieToken: token, sentToken: token })).toEqual({ ok: true });
  });
  it("refuses another site's Origin, or none", () => {
    expect(checkSameOrigin({ siteOrigin: site, origin: "https://evil.example", cookieToken: token, sentToken: token })).toEqual({
      ok: false,
      reason: "origin",
    });
    expect(checkSameOrigin({ siteOrigin: site, origin: null, cookieToken: token, sentToken: token })).toEqual({ ok: false, reason: "origin" });
  });
  it("refuses when the host Remix compares the Origin with is not this site's (or is missing), accepts this site's", () => {
    for (const actionHost of ["evil.example", "", null]) {
      expect(checkSameOrigin({ siteOrigin: site, origin: site, actionHost, cookieToken: token, sentToken: token }), String(actionHost)).toEqual({
        ok: false,
        reason: "origin",
      });
    }
    expect(checkSameOrigin({ siteOrigin: site, origin: site, actionHost: "shop.example", cookieToken: token, sentToken: token })).toEqual({ ok: true });
  });
  it("refuses a missing cookie, a missing token or a different token", () => {
    expect(checkSameOrigin({ siteOrigin: site, origin: site, cookieToken: null, sentToken: token })).toEqual({ ok: false, reason: "token" });
    expect(checkSameOrigin({ siteOrigin: site, origin: site, cookieToken: token, sentToken: null })).toEqual({ ok: false, reason: "token" });
    expect(checkSameOrigin({ siteOrigin: site, origin: site, cookieToken: token, sentToken: createXsrfToken() })).toEqual({ ok: false, reason: "token" });
  });
});
