// The default, first-party collector served as /analytics/collector.js. It exposes
// window.tailwiseCollector = { track, page, identify, flush } (the "Analytics calls" of spec §3) and sends
// the Segment HTTP tracking API shape, POST {prefix}/v1/batch {batch: [...], sentAt}, so a real Segment
// or RudderStack endpoint can replace ours by configuration. Framework-free; nothing runs at import.

import { ANALYTICS_VERSION, ANONYMOUS_PID_KEY, COLLECTOR_GLOBAL, PRODUCT } from "../constants";
import { readCookie } from "../cookies";
import { isValidId, randomUuid } from "../identity";

const BATCH_PATH = "/v1/batch";
/** Debounce window: events of one interaction (click + impressions) share a request. */
const FLUSH_DELAY_MS = 250;
/** A steady trickle of events must not postpone sending forever: the debounce gives up after this. */
const MAX_FLUSH_WAIT_MS = 1000;
/** Send at once at this many queued messages, well inside Segment's 500 KB batch limit. */
export const MAX_BATCH_MESSAGES = 50;
const LIBRARY_NAME = `${PRODUCT}-collector`;

interface BatchMessage {
  type: "track" | "page" | "identify";
  event?: string;
  name?: string;
  properties?: Record<string, unknown>;
  /** Segment's identify carries traits, not properties. */
  traits?: Record<string, unknown>;
  messageId: string;
  timestamp: string;
  anonymousId: string;
  userId?: string;
  context: Record<string, unknown>;
}

export interface CollectorWindow {
  location: { href: string; pathname: string; search: string };
  document: { title?: string; referrer?: string; cookie: string };
  navigator?: { userAgent?: string; language?: string; sendBeacon?(url: string, data?: BodyInit): boolean };
  localStorage?: { getItem(key: string): string | null };
  addEventListener?(type: string, listener: () => void): void;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
  [key: string]: unknown;
}

export interface CollectorClientOptions {
  /** Market prefix: "" (US) or "/ca" (Canada); the endpoint is {prefix}/v1/batch. */
  prefix?: string;
  /** Full endpoint URL, for pointing at a hosted Segment/RudderStack data plane instead. */
  endpoint?: string;
  /** Sent in the body (Segment accepts it there) because sendBeacon cannot set an Authorization header. */
  writeKey?: string;
  flushDelayMs?: number;
  globalName?: string;
  uuid?: () => string;
  now?: () => Date;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface SegmentBatchClient {
  track(event: string, properties?: Record<string, unknown>): void;
  page(name?: string, properties?: Record<string, unknown>): void;
  identify(userId?: string, traits?: Record<string, unknown>): void;
  /** Sends the queue now; `beacon` uses navigator.sendBeacon (page is going away). */
  flush(beacon?: boolean): void;
  readonly queued: number;
}

/** The Canadian market keeps its pages, and so its endpoints, under /ca (storefront spec §3). */
export function marketPrefixFromPath(pathname: string): string {
  return /^\/ca(\/|$)/.test(pathname) ? "/ca" : "";
}

type NewMessage = Omit<BatchMessage, "messageId" | "timestamp" | "anonymousId" | "context">;

export function installSegmentBatchClient(win: CollectorWindow, options: CollectorClientOptions = {}): SegmentBatchClient {
  const globalName = options.globalName ?? COLLECTOR_GLOBAL;
  // The loader injects the script once, but a second copy must not start a second queue.
  const existing = win[globalName] as SegmentBatchClient | undefined;
  if (existing && typeof existing.track === "function") return existing;

  const settings = clientSettings(options);
  const { uuid, now } = settings;
  const queue = batchQueue(settings, batchPoster(win, settings));
  const anonymousId = anonymousIdReader(win, uuid);
  let userId: string | undefined;
  const enqueue = (message: NewMessage) =>
    queue.add({
      ...message,
      messageId: uuid(),
      timestamp: now().toISOString(),
      anonymousId: anonymousId(),
      ...(userId ? { userId } : {}),
      context: messageContext(win),
    });

  const client: SegmentBatchClient = {
    track: (event, properties = {}) => enqueue({ type: "track", event, properties }),
    page: (name, properties = {}) => enqueue({ type: "page", ...(name ? { name } : {}), properties }),
    identify(id, traits = {}) {
      if (id) userId = id;
      enqueue({ type: "identify", traits });
    },
    flush: (beacon = false) => queue.send(beacon),
    get queued() {
      return queue.size;
    },
  };
  sendWhenPageHides(win, queue.send);
  win[globalName] = client;
  return client;
}

interface ClientSettings {
  endpoint: string;
  writeKey?: string;
  uuid: () => string;
  now: () => Date;
  schedule: (fn: () => void, ms: number) => unknown;
  cancel: (handle: unknown) => void;
  delay: number;
}

/** The options with their defaults: the real clock, timers and uuids unless a test brings its own. */
function clientSettings(options: CollectorClientOptions): ClientSettings {
  return {
    endpoint: options.endpoint ?? `${options.prefix ?? ""}${BATCH_PATH}`,
    writeKey: options.writeKey,
    uuid: options.uuid ?? randomUuid,
    now: options.now ?? (() => new Date()),
    schedule: options.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms)),
    cancel: options.clearTimeout ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)),
    delay: options.flushDelayMs ?? FLUSH_DELAY_MS,
  };
}

/**
 * The analytics facade keeps the anonymous id in local storage and a cookie; read it per message so
 * an id the facade (re)writes later is picked up. Without one, a uuid of this page's own.
 */
function anonymousIdReader(win: CollectorWindow, uuid: () => string): () => string {
  let fallbackAnonymousId: string | undefined;
  return () => {
    let stored: string | null | undefined;
    try {
      stored = win.localStorage?.getItem(ANONYMOUS_PID_KEY);
    } catch {
      stored = undefined;
    }
    const id = [stored, readCookie(win.document, ANONYMOUS_PID_KEY)].find(isValidId);
    return id ?? (fallbackAnonymousId ??= uuid());
  };
}

/** Segment's context of a message: the library and the page as it is now. */
function messageContext(win: CollectorWindow): Record<string, unknown> {
  return {
    library: { name: LIBRARY_NAME, version: ANALYTICS_VERSION },
    page: {
      path: win.location.pathname,
      referrer: win.document.referrer ?? "",
      search: win.location.search,
      title: win.document.title ?? "",
      url: win.location.href,
    },
    userAgent: win.navigator?.userAgent,
    locale: win.navigator?.language,
  };
}

/**
 * The queued messages, sent together: at once at MAX_BATCH_MESSAGES, else after the debounce
 * (`delay`, but no later than MAX_FLUSH_WAIT_MS after the first queued message).
 */
function batchQueue({ now, schedule, cancel, delay }: ClientSettings, post: (batch: BatchMessage[], beacon: boolean) => void) {
  let queue: BatchMessage[] = [];
  let timer: unknown;
  let firstQueuedAt = 0;

  function send(beacon: boolean) {
    if (timer !== undefined) cancel(timer);
    timer = undefined;
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    post(batch, beacon);
  }

  function add(message: BatchMessage) {
    queue.push(message);
    if (queue.length >= MAX_BATCH_MESSAGES) return send(false);
    const at = now().getTime();
    if (queue.length === 1) firstQueuedAt = at;
    const wait = Math.min(delay, Math.max(0, firstQueuedAt + MAX_FLUSH_WAIT_MS - at));
    if (timer !== undefined) cancel(timer);
    timer = schedule(() => send(false), wait);
  }

  return {
    add,
    send,
    get size() {
      return queue.length;
    },
  };
}

/** POSTs one batch: by sendBeacon when the page is going away (`beacon`), else (or when refused) by a keepalive fetch. */
function batchPoster(win: CollectorWindow, { endpoint, writeKey, now }: ClientSettings) {
  return (batch: BatchMessage[], beacon: boolean) => {
    const body = JSON.stringify({ batch, sentAt: now().toISOString(), ...(writeKey ? { writeKey } : {}) });
    const nav = win.navigator;
    if (beacon && nav?.sendBeacon) {
      const data = typeof Blob === "undefined" ? body : new Blob([body], { type: "application/json" });
      if (nav.sendBeacon(endpoint, data)) return;
    }
    // keepalive lets the request outlive the page when sendBeacon is missing or refused.
    win
      .fetch?.(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true, credentials: "same-origin" })
      // Read the answer to its end: an unread body keeps the request open in Chromium, so the page
      // never looks idle to tools that wait for the network (Lighthouse, networkidle).
      .then((response) => (response as { text?: () => Promise<string> } | undefined)?.text?.())
      .catch(() => {
        // Analytics: a lost batch is not retried; messageIds let the server drop duplicates if it is resent.
      });
  };
}

/** pagehide fires on navigation and bfcache; visibilitychange covers mobile tab switches that end in a kill. */
function sendWhenPageHides(win: CollectorWindow, send: (beacon: boolean) => void): void {
  win.addEventListener?.("pagehide", () => send(true));
  win.addEventListener?.("visibilitychange", () => {
    if ((win.document as { visibilityState?: string }).visibilityState === "hidden") send(true);
  });
}
