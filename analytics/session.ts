import { MESSAGES, SESSION_POLL_INTERVAL_MS, SESSION_POLL_TIMEOUT_MS, USER_CONTEXT_LIB, USER_CONTEXT_PATH } from "./constants";
import type { Logger } from "./logger";

/** spec §3 "Session data response" after additionalMetaData is merged flat into userContextData. */
export interface SessionData {
  userContextData: Record<string, unknown>;
  analyticsToggles: Record<string, string>;
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>;

/** spec §7: GET {marketPrefix}/app/rest/user-context?pageType={pageType}&lib={fixed client value}. */
export function userContextUrl(origin: string, marketPrefix: string, pageType: string): string {
  const query = new URLSearchParams({ pageType, lib: USER_CONTEXT_LIB });
  return `${origin}${marketPrefix}${USER_CONTEXT_PATH}?${query}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Reads the answer without zod (browser bundle); same result as schemas.ts SessionDataResponse. */
export function parseSessionData(json: unknown): SessionData | null {
  if (!isObject(json)) return null;
  const { additionalMetaData, ...rest } = isObject(json.userContextData) ? json.userContextData : {};
  const toggles: Record<string, string> = {};
  if (isObject(json.analyticsToggles)) {
    for (const [k, v] of Object.entries(json.analyticsToggles)) if (typeof v === "string") toggles[k] = v;
  }
  return { userContextData: { ...rest, ...(isObject(additionalMetaData) ? additionalMetaData : {}) }, analyticsToggles: toggles };
}

/**
 * The once-per-page-load slot on window. Plain data (not a promise) so copies of this library bundled by
 * other parts of the page, possibly other versions, share one fetch: the first starts it, the others poll
 * every 50 ms (spec §9 "Session-data polling interval").
 */
export const SESSION_SLOT = "__tailwiseAnalyticsSession";
interface SessionSlot {
  done: boolean;
  data: SessionData | null;
}
export type SessionWindow = { [SESSION_SLOT]?: SessionSlot };

export interface SessionDeps {
  /** undefined outside a browser. */
  win: SessionWindow | undefined;
  fetch: FetchLike | undefined;
  url: string;
  logger: Logger;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

async function fetchOnce({ fetch, url, logger }: SessionDeps): Promise<SessionData | null> {
  try {
    const res = await fetch!(url, { method: "GET", credentials: "include", headers: { accept: "application/json" } });
    if (!res.ok) {
      // spec §8: the status is warned and analytics is skipped silently.
      logger.warn(MESSAGES.SESSION_FETCH_NOT_OK, res.status);
      return null;
    }
    return parseSessionData(await res.json());
  } catch (error) {
    logger.warn(MESSAGES.UNABLE_TO_FETCH_SESSION, error);
    return null;
  }
}

export function getSessionData(deps: SessionDeps): Promise<SessionData | null> {
  const { win, logger } = deps;
  // spec §7: the call is sent only in a browser; elsewhere the result is null.
  if (!win || !deps.fetch) {
    logger.warn(MESSAGES.UNABLE_TO_FETCH_SESSION);
    return Promise.resolve(null);
  }
  const slot = win[SESSION_SLOT];
  if (slot?.done) return Promise.resolve(slot.data);
  if (!slot) {
    const mine: SessionSlot = { done: false, data: null };
    win[SESSION_SLOT] = mine;
    return fetchOnce(deps).then((data) => {
      mine.data = data;
      mine.done = true;
      return data;
    });
  }
  const wait = deps.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  return new Promise((resolve) => {
    let waited = 0;
    const poll = () => {
      if (slot.done) return resolve(slot.data);
      if (waited >= SESSION_POLL_TIMEOUT_MS) return resolve(null);
      waited += SESSION_POLL_INTERVAL_MS;
      wait(poll, SESSION_POLL_INTERVAL_MS);
    };
    poll();
  });
}
