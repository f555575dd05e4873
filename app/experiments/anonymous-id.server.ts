import { ANONYMOUS_PID_KEY, ID_COOKIE_MAX_AGE_DAYS, ID_COOKIE_PATH } from "#analytics/constants.ts";
import { isValidId } from "#analytics/identity.ts";
import { parseCookies, serializeCookie } from "#app/http/cookies.ts";

// The id experiments bucket a visitor by (spec §4 analytics: the abTestingAnonymousPID cookie, which
// the analytics layer keeps in sync with local storage, the cookie winning). A first visit has none:
// the Worker makes one, so the first page is already bucketed as the next ones will be.

const MAX_ID_CHARS = 128;

export function anonymousIdFor(cookieHeader: string | null): { id: string; isNew: boolean } {
  const current = parseCookies(cookieHeader ?? "")[ANONYMOUS_PID_KEY]?.trim();
  if (isValidId(current) && current.length <= MAX_ID_CHARS) return { id: current, isNew: false };
  return { id: crypto.randomUUID(), isNew: true };
}

/** The cookie as the analytics layer writes it (readable by script, a year, the whole site). */
export function anonymousIdCookie(id: string, secure: boolean): string {
  return serializeCookie(ANONYMOUS_PID_KEY, id, { path: ID_COOKIE_PATH, sameSite: "Lax", maxAgeSeconds: ID_COOKIE_MAX_AGE_DAYS * 86_400, secure });
}
