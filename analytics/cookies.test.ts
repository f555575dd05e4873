import { describe, expect, it } from "vitest";
import { decodeCookieValue, parseCookies, readTrackingCookies, writeCookie } from "./cookies";
import { FakeCookieDocument } from "./fakes.testkit";

describe("cookie values are decoded only when they are valid percent-encoded text", () => {
  it("decodes valid percent-encoding", () => {
    expect(decodeCookieValue("a%20b%2Fc")).toBe("a b/c");
    expect(decodeCookieValue("%E2%9C%93")).toBe("✓");
  });
  it("keeps a stray percent sign or a truncated escape as it is", () => {
    expect(decodeCookieValue("100%")).toBe("100%");
    expect(decodeCookieValue("%E2%9C")).toBe("%E2%9C"); // broken UTF-8 sequence
    expect(decodeCookieValue("%zz")).toBe("%zz");
    // moved with the content call's copy of this rule (app/graphql/clients/cookie-header.ts)
    expect(decodeCookieValue("50%off")).toBe("50%off");
    expect(decodeCookieValue("%E0%A4%A")).toBe("%E0%A4%A");
    // a valid escape whose bytes are not UTF-8
    expect(decodeCookieValue("%C3%28")).toBe("%C3%28");
  });
  it("leaves text without escapes untouched", () => {
    expect(decodeCookieValue("GA1.2.3")).toBe("GA1.2.3");
  });
});

describe("parseCookies", () => {
  it("splits name=value pairs, trims, keeps '=' inside values, first occurrence wins", () => {
    expect(parseCookies(" a=1; b=x=y ; a=2; junk; c=%7B%7D")).toEqual({ a: "1", b: "x=y", c: "{}" });
  });
});

describe("readTrackingCookies (spec §3 identity storage)", () => {
  it("reads device-id, tailwise-insights, _fbp, _fbc and fppro_id vid/rid", () => {
    const c = readTrackingCookies(
      `device-id=dev-1; tailwise-insights=ins-9; _fbp=fb.1.2; _fbc=fb.1.click; fppro_id=${encodeURIComponent('{"vid":"v1","rid":"r1"}')}`,
    );
    expect(c).toEqual({
      deviceId: "dev-1",
      insightsId: "ins-9",
      fbp: "fb.1.2",
      fbc: "fb.1.click",
      fpproVid: "v1",
      fpproRid: "r1",
      consoleLogging: false,
    });
  });
  it("ignores fppro_id that is not JSON", () => {
    const c = readTrackingCookies("fppro_id=notjson");
    expect(c.fpproVid).toBeUndefined();
    expect(c.fpproRid).toBeUndefined();
  });
  it("turns console logging on only when cal_logging equals 1", () => {
    expect(readTrackingCookies("cal_logging=1").consoleLogging).toBe(true);
    expect(readTrackingCookies("cal_logging=true").consoleLogging).toBe(false);
    expect(readTrackingCookies("cal_logging=0").consoleLogging).toBe(false);
  });
});

describe("writeCookie", () => {
  it("writes an encoded value with path and a max-age in seconds", () => {
    const doc = new FakeCookieDocument();
    writeCookie(doc, "abTestingAnonymousPID", "a b", { maxAgeDays: 365, path: "/" });
    // The house's one serializer (./cookie-header.ts), the Worker's Set-Cookie spelling.
    expect(doc.writes[0]).toBe("abTestingAnonymousPID=a%20b; Path=/; SameSite=Lax; Max-Age=31536000");
  });
});
