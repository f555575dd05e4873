import {
  ANONYMOUS_PID_KEY,
  ANONYMOUS_PID_MINTED_COOKIE,
  ID_COOKIE_MAX_AGE_DAYS,
  ID_COOKIE_PATH,
  KNOWN_PID_KEY,
  NMA_LINKER_ID_PARAM,
  SESSION_ACQUISITION_DATA_KEY,
} from "./constants";
import { type CookieJar, readCookie, writeCookie } from "./cookies";

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// Storage throws in some private modes and when disabled; identity must then degrade, not break the page.
function safeGet(storage: StorageLike | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
function safeSet(storage: StorageLike | undefined, key: string, value: string) {
  try {
    storage?.setItem(key, value);
  } catch {
    /* see safeGet */
  }
}

/** spec §4: invalid if empty, the text undefined or null, wrapped in quotes, or wrapped in braces. */
export function isValidId(id: string | null | undefined): id is string {
  if (typeof id !== "string") return false;
  const v = id.trim();
  if (v === "" || v === "undefined" || v === "null") return false;
  const first = v[0];
  const last = v[v.length - 1];
  if ((first === '"' && last === '"') || (first === "'" && last === "'")) return false;
  if (first === "{" && last === "}") return false;
  return true;
}

export function randomUuid(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  // Old webviews lack randomUUID; a v4-shaped Math.random id is fine for an anonymous analytics id.
  return "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (ch) => {
    const r = (Math.random() * 16) | 0;
    return (ch === "x" ? r : (r & 0x3) | 0x8).toString(16);
  });
}

export interface IdentityDeps {
  localStorage?: StorageLike;
  cookies: CookieJar;
  uuid?: () => string;
}

const ID_COOKIE = { maxAgeDays: ID_COOKIE_MAX_AGE_DAYS, path: ID_COOKIE_PATH };

/** The two sides of the anonymous id as the browser finds them, and the Worker's marker (if any). */
export interface AnonymousIdSides {
  stored: string | undefined;
  cookie: string | undefined;
  /** ANONYMOUS_PID_MINTED_COOKIE: the id the Worker minted for a request that came without one. */
  minted: string | undefined;
}

/**
 * spec §4: the anonymous id lives in local storage and a cookie, kept in sync; whichever side is
 * missing or invalid is filled from the other, and a new id is made only when both are.
 * When both are valid but differ:
 * - the cookie the Worker minted (the marker names it) is no side at all: it only stood in for the
 *   visitor's cookie, which was lost, so the id kept in local storage wins and the cookie is
 *   rewritten (the next page is bucketed by the restored id);
 * - otherwise the cookie wins: it is the side the server buckets experiments by.
 */
export function reconcileAnonymousId(sides: AnonymousIdSides, makeId: () => string): string {
  const { stored, cookie, minted } = sides;
  const cookieIsServerGuess = isValidId(cookie) && cookie === minted;
  if (cookieIsServerGuess && isValidId(stored)) return stored;
  if (isValidId(cookie)) return cookie;
  return isValidId(stored) ? stored : makeId();
}

/** Reconciles the two sides (reconcileAnonymousId), writes back whichever differs, and ends the Worker's marker. */
export function syncAnonymousId(deps: IdentityDeps): string {
  const stored = safeGet(deps.localStorage, ANONYMOUS_PID_KEY);
  const cookie = readCookie(deps.cookies, ANONYMOUS_PID_KEY);
  const minted = readCookie(deps.cookies, ANONYMOUS_PID_MINTED_COOKIE);
  const id = reconcileAnonymousId({ stored, cookie, minted }, deps.uuid ?? randomUuid);
  if (stored !== id) safeSet(deps.localStorage, ANONYMOUS_PID_KEY, id);
  if (cookie !== id) writeCookie(deps.cookies, ANONYMOUS_PID_KEY, id, ID_COOKIE);
  // Reconciled: from now on the cookie is the visitor's own.
  if (minted !== undefined) writeCookie(deps.cookies, ANONYMOUS_PID_MINTED_COOKIE, "", { path: ID_COOKIE_PATH, maxAgeDays: 0 });
  return id;
}

/** spec §4/§6: the known id is stored only when the user is registered. Returns the id in effect. */
export function storeKnownId(deps: IdentityDeps, isRegisteredUser: boolean, knownId: string | undefined): string | undefined {
  if (!isRegisteredUser) return undefined;
  const id = isValidId(knownId) ? knownId : [safeGet(deps.localStorage, KNOWN_PID_KEY), readCookie(deps.cookies, KNOWN_PID_KEY)].find(isValidId);
  if (!id) return undefined;
  if (safeGet(deps.localStorage, KNOWN_PID_KEY) !== id) safeSet(deps.localStorage, KNOWN_PID_KEY, id);
  if (readCookie(deps.cookies, KNOWN_PID_KEY) !== id) writeCookie(deps.cookies, KNOWN_PID_KEY, id, ID_COOKIE);
  return id;
}

/** spec §5: the mobile-app linker id is an 8-4-4-4-12 alphanumeric GUID-like value. */
const NMA_LINKER_ID = /^[a-z0-9]{8}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{12}$/i;
export function isValidNmaLinkerId(id: unknown): id is string {
  return typeof id === "string" && NMA_LINKER_ID.test(id);
}

/**
 * Issue text: a webview page gets the linker id as the nma_linker_id query parameter or cookie and keeps
 * it for the visit in session storage, so later pages of the visit without the parameter still bridge.
 */
export function resolveNmaLinkerId(search: string, cookies: CookieJar, sessionStorage?: StorageLike) {
  const fromQuery = new URLSearchParams(search).get(NMA_LINKER_ID_PARAM) ?? undefined;
  const candidates = [fromQuery, readCookie(cookies, NMA_LINKER_ID_PARAM), safeGet(sessionStorage, NMA_LINKER_ID_PARAM)];
  const id = candidates.find(isValidNmaLinkerId);
  if (id && safeGet(sessionStorage, NMA_LINKER_ID_PARAM) !== id) safeSet(sessionStorage, NMA_LINKER_ID_PARAM, id);
  return id;
}

export interface SessionAcquisitionData {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  referralURL?: string;
}
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * spec §3 "Session attributes": utm and referral attributes belong to the session, so they are captured
 * from the landing page and kept under sessionAcquisitionData until the session ends.
 */
export function captureSessionAcquisition(search: string, referrer: string, sessionStorage?: StorageLike): SessionAcquisitionData {
  const kept = safeGet(sessionStorage, SESSION_ACQUISITION_DATA_KEY);
  if (kept) {
    try {
      return JSON.parse(kept) as SessionAcquisitionData;
    } catch {
      /* rewrite below */
    }
  }
  const params = new URLSearchParams(search);
  const data: SessionAcquisitionData = {};
  for (const key of UTM_KEYS) {
    const v = params.get(key);
    if (v) data[key] = v;
  }
  if (referrer) data.referralURL = referrer;
  safeSet(sessionStorage, SESSION_ACQUISITION_DATA_KEY, JSON.stringify(data));
  return data;
}
