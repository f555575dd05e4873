import { z } from "zod";
import { parseCookies, serializeCookie } from "#app/http/cookies.ts";
import { toBase64Url } from "#app/security/same-origin.ts";

// The visitor's session (issue #11; spec §3 loyalty membership and user context, §6 visitor classes):
// a cookie an account service issues, signed with HMAC-SHA-256 under a secret the Worker shares
// with it (env SESSION_SECRET). The Worker trusts what it can verify and ignores anything else: a
// tampered, expired, malformed or oversized cookie is the same as none (an anonymous new visitor).
// Web Crypto only, so the same code runs in the Worker, in Node's tests and in the dev issuer.

export const SESSION_COOKIE = "tailwise-session";
/** Longer than any session this site issues; a bigger cookie is not even decoded. */
export const MAX_SESSION_COOKIE_CHARS = 1024;
/** How long an issued session lasts (the account service decides in production; the dev issuer uses this). */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** A secret shorter than this is refused by the env schema (HMAC-SHA-256 wants at least 256 bits of key). */
export const MIN_SESSION_SECRET_CHARS = 32;

/** spec §3 loyalty membership: "ACTIVE" makes an active member; the account service may send other states. */
export const MEMBERSHIP_ACTIVE = "ACTIVE";

export const SessionClaims = z
  .object({
    /** the format's version */
    v: z.literal(1),
    /** the customer's id at the account service, when signed in */
    sub: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    /** spec §3 user context: has the customer ordered before (new vs existing, spec §6) */
    hasPurchased: z.boolean(),
    /** spec §3 loyalty membership */
    membershipStatus: z
      .string()
      .regex(/^[A-Z_]{1,24}$/)
      .nullable(),
    /** issued at and expires at, seconds since the epoch */
    iat: z.number().int().nonnegative(),
    exp: z.number().int().positive(),
  })
  .strict();
export type SessionClaims = z.infer<typeof SessionClaims>;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The cookie value for these claims: `base64url(JSON).base64url(HMAC-SHA-256(secret, that first part))`. */
export async function signSession(claims: SessionClaims, secret: string): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(SessionClaims.parse(claims))));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), encoder.encode(body)));
  return `${body}.${toBase64Url(signature)}`;
}

/** The claims of a cookie value this secret signed and that has not expired at `nowSeconds`; else null. */
export async function verifySession(value: string | undefined, secret: string, nowSeconds: number): Promise<SessionClaims | null> {
  if (!value || value.length > MAX_SESSION_COOKIE_CHARS) return null;
  const [body, signaturePart, extra] = value.split(".");
  if (!body || !signaturePart || extra !== undefined) return null;
  const signature = fromBase64Url(signaturePart);
  if (!signature) return null;
  // Constant time (Web Crypto's verify), and before anything is decoded from the body.
  if (!(await crypto.subtle.verify("HMAC", await keyFor(secret), signature, encoder.encode(body)))) return null;
  const json = fromBase64Url(body);
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return null;
  }
  const claims = SessionClaims.safeParse(parsed);
  if (!claims.success || claims.data.exp <= nowSeconds || claims.data.iat > nowSeconds + 300) return null;
  return claims.data;
}

/** The session in a Cookie header, verified (see verifySession). */
export function readSession(cookieHeader: string | null, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<SessionClaims | null> {
  return verifySession(parseCookies(cookieHeader ?? "")[SESSION_COOKIE], secret, nowSeconds);
}

/** The Set-Cookie for a session (HttpOnly: no script of the page needs it). */
export function sessionSetCookie(value: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return serializeCookie(SESSION_COOKIE, value, { ...options, httpOnly: true, sameSite: "Lax" });
}
