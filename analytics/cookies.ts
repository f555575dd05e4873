import { CAL_LOGGING_COOKIE, CAL_LOGGING_ON, DEVICE_ID_COOKIE, FBC_COOKIE, FBP_COOKIE, FPPRO_ID_COOKIE, INSIGHTS_COOKIE } from "./constants";
import { parseCookies } from "./cookie-header";
import { serializeCookie } from "./set-cookie";

/** The piece of `document` this module needs; node tests hand in a plain object. */
export interface CookieJar {
  cookie: string;
}

// Parsing lives in ./cookie-header.ts (no constants): the page's eager code reads cookies too.
export { decodeCookieValue, parseCookies } from "./cookie-header";

export function readCookie(jar: CookieJar, name: string): string | undefined {
  return parseCookies(jar.cookie ?? "")[name];
}

interface WriteCookieOptions {
  maxAgeDays?: number;
  path?: string;
}

/** A first-party cookie the page itself writes (not Secure, not HttpOnly: the layer reads it back). */
export function writeCookie(jar: CookieJar, name: string, value: string, options: WriteCookieOptions = {}) {
  const maxAgeSeconds = options.maxAgeDays === undefined ? undefined : Math.round(options.maxAgeDays * 86_400);
  jar.cookie = serializeCookie(name, value, { path: options.path, maxAgeSeconds, secure: false });
}

export interface TrackingCookies {
  deviceId?: string;
  insightsId?: string;
  fbp?: string;
  fbc?: string;
  fpproVid?: string;
  fpproRid?: string;
  consoleLogging: boolean;
}

// spec §3 "Identity storage": the cookies the layer reads, fppro_id being JSON with vid and rid.
export function readTrackingCookies(cookieHeader: string): TrackingCookies {
  const c = parseCookies(cookieHeader);
  let fppro: { vid?: unknown; rid?: unknown } = {};
  if (c[FPPRO_ID_COOKIE]) {
    try {
      const parsed = JSON.parse(c[FPPRO_ID_COOKIE]);
      if (parsed && typeof parsed === "object") fppro = parsed;
    } catch {
      // A malformed third-party cookie is not worth a log line on every event.
    }
  }
  return {
    deviceId: c[DEVICE_ID_COOKIE],
    insightsId: c[INSIGHTS_COOKIE],
    fbp: c[FBP_COOKIE],
    fbc: c[FBC_COOKIE],
    fpproVid: typeof fppro.vid === "string" ? fppro.vid : undefined,
    fpproRid: typeof fppro.rid === "string" ? fppro.rid : undefined,
    consoleLogging: c[CAL_LOGGING_COOKIE] === CAL_LOGGING_ON,
  };
}
