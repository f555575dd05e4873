import { ANONYMOUS_PID_KEY, ANONYMOUS_PID_MINTED_COOKIE, ID_COOKIE_MAX_AGE_DAYS, ID_COOKIE_PATH } from "#analytics/constants.ts";
import { isValidId } from "#analytics/identity.ts";
import { parseCookies, serializeCookie } from "#app/http/cookies.ts";

// The id experiments bucket a visitor by (spec §4 analytics: the abTestingAnonymousPID cookie, which
// the analytics layer keeps in sync with local storage). A request without one gets one here, so the
// first page is already bucketed as the next ones will be. That request may come from a returning
// visitor who lost the cookie but kept the id in local storage, which the Worker cannot see: the
// minted cookie is therefore marked (ANONYMOUS_PID_MINTED_COOKIE), and the browser lets the stored id
// win over a marked cookie (analytics/identity.ts reconcileAnonymousId; decision 0035).

const MAX_ID_CHARS = 128;

export function anonymousIdFor(cookieHeader: string | null): { id: string; isNew: boolean } {
  const current = parseCookies(cookieHeader ?? "")[ANONYMOUS_PID_KEY]?.trim();
  if (isValidId(current) && current.length <= MAX_ID_CHARS) return { id: current, isNew: false };
  return { id: crypto.randomUUID(), isNew: true };
}

/**
 * The Set-Cookie headers of an id: the cookie as the analytics layer writes it (readable by script,
 * a year, the whole site) and, for an id minted here, the marker naming it, for the browser session
 * only: a browser that closes before its script ran has no stored id to restore anyway.
 */
export function anonymousIdCookies(anonymous: { id: string; isNew: boolean }, secure: boolean): string[] {
  if (!anonymous.isNew) return [];
  return [
    serializeCookie(ANONYMOUS_PID_KEY, anonymous.id, { path: ID_COOKIE_PATH, sameSite: "Lax", maxAgeSeconds: ID_COOKIE_MAX_AGE_DAYS * 86_400, secure }),
    serializeCookie(ANONYMOUS_PID_MINTED_COOKIE, anonymous.id, { path: ID_COOKIE_PATH, sameSite: "Lax", secure }),
  ];
}
