import { DEV_SESSION_SECRET } from "#app/env/env.server.ts";
import { signSession, type SessionClaims } from "#app/visitor/session.ts";

/** A session cookie value as the account service would issue it, signed with the development secret the test Worker uses. */
export async function signedSession(claims: Partial<Omit<SessionClaims, "v">> = {}, secret = DEV_SESSION_SECRET): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signSession({ v: 1, hasPurchased: false, membershipStatus: null, iat: now - 60, exp: now + 3600, ...claims }, secret);
}
