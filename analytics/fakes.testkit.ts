// Fakes of the browser pieces the analytics layer takes as dependencies, for node unit tests.
import { vi } from "vitest";
import { type AnalyticsOptions, type AnalyticsWindow, createAnalytics } from "./index";
import type { ObserverConstructor, ObserverEntry } from "./element-tracking";

export class FakeStorage {
  map = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.map.set(k, v);
  }
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** document.cookie semantics: reading lists name=value pairs, writing sets one cookie and keeps its attributes. */
export class FakeCookieDocument {
  jar = new Map<string, string>();
  writes: string[] = [];
  referrer = "";
  title = "Dog Food | Tailwise";
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.jar.set(k, v);
  }
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  set cookie(text: string) {
    this.writes.push(text);
    const [pair] = text.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    if (/max-age=(0|-)/i.test(text)) this.jar.delete(name);
    else this.jar.set(name, pair.slice(eq + 1).trim());
  }
  attributesOf(name: string) {
    return [...this.writes].reverse().find((w) => w.startsWith(`${name}=`));
  }
}

export function spyConsole() {
  return { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** All console arguments of one level, flattened to strings, for "this exact text was logged" checks. */
export function logged(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.flat().map((a) => (a instanceof Error ? a.message : String(a)));
}

/** An IntersectionObserver whose visibility the test drives with `show(element, ratio)`. */
export function fakeIntersectionObserver() {
  const instances: { callback: (e: ObserverEntry[]) => void; options: { threshold: number }; observed: Set<unknown> }[] = [];
  const Observer = class {
    observed = new Set<unknown>();
    constructor(
      public callback: (e: ObserverEntry[]) => void,
      public options: { threshold: number },
    ) {
      instances.push(this);
    }
    observe(t: unknown) {
      this.observed.add(t);
    }
    unobserve(t: unknown) {
      this.observed.delete(t);
    }
    disconnect() {
      this.observed.clear();
    }
  };
  const show = (target: unknown, intersectionRatio: number) => {
    for (const o of instances) if (o.observed.has(target)) o.callback([{ target, isIntersecting: intersectionRatio > 0, intersectionRatio }]);
  };
  return { Observer: Observer as unknown as ObserverConstructor, instances, show };
}

export class FakeElement {
  listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  click() {
    for (const fn of this.listeners.get("click") ?? []) fn();
  }
}

export const IOS_UA = "tailwise-ios/25.40.0 (iPhone; iOS 17.4) Mobile";
export const ANDROID_UA = "tailwise-android/25.40.0 (Linux; Android 14; Pixel 8) Mobile";
export const DESKTOP_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
export const LINKER_ID = "a1b2c3d4-e5f6-a7b8-c9d0-e1f2a3b4c5d6";

export interface FakeWindowInit {
  href?: string;
  cookies?: Record<string, string>;
  local?: Record<string, string>;
  session?: Record<string, string>;
  userAgent?: string;
  referrer?: string;
}

/** A window with real URL parsing, storage, cookies, a head to append scripts to, and listeners. */
export function fakeWindow(init: FakeWindowInit = {}) {
  const url = new URL(init.href ?? "https://www.tailwise.com/b/dog/food_c288?utm_source=news&page=2");
  const document = Object.assign(new FakeCookieDocument(init.cookies), {
    head: {
      appended: [] as { src: string; onload: (() => void) | null; onerror: (() => void) | null }[],
      appendChild(node: never) {
        (this.appended as unknown[]).push(node);
      },
    },
    createElement: (_tag: "script") => ({ src: "", async: false, onload: null, onerror: null }),
  });
  document.referrer = init.referrer ?? "";
  const listeners = new Map<string, (() => void)[]>();
  const win = {
    location: {
      href: url.href,
      hostname: url.hostname,
      pathname: url.pathname,
      port: url.port,
      protocol: url.protocol,
      hash: url.hash,
      search: url.search,
    },
    document,
    localStorage: new FakeStorage(init.local),
    sessionStorage: new FakeStorage(init.session),
    navigator: { userAgent: init.userAgent ?? DESKTOP_UA },
    dataLayer: [] as Record<string, unknown>[],
    addEventListener(type: string, fn: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), fn]);
    },
    dispatch(type: string) {
      for (const fn of listeners.get(type) ?? []) fn();
    },
  };
  return win as typeof win & AnalyticsWindow;
}

/** A collector that records the calls the platform would receive. */
export function recordingCollector() {
  const calls: { fn: string; args: unknown[] }[] = [];
  return {
    calls,
    track: (...args: unknown[]) => void calls.push({ fn: "track", args }),
    page: (...args: unknown[]) => void calls.push({ fn: "page", args }),
    identify: (...args: unknown[]) => void calls.push({ fn: "identify", args }),
  };
}

export const flushPromises = () => new Promise((r) => setTimeout(r, 0));

/** Toggles that load the first-party collector (the user-context answer's analyticsToggles). */
export const COLLECTOR_TOGGLES = {
  collectorConfig: JSON.stringify({ default: { platforms: ["tailwise"], url: "/analytics/collector.js" } }),
};

/**
 * A facade on a fake window whose collector records every call; `tracks()` lists the track calls
 * as one object each (name and properties).
 */
export function analyticsUnderTest(init: FakeWindowInit = {}, options: Partial<AnalyticsOptions> = {}, toggles: Record<string, string> = COLLECTOR_TOGGLES) {
  // A test may hand in a window of its own (a frame, a scrolled page, a device that says more).
  const win = (options.window as ReturnType<typeof fakeWindow> | undefined) ?? fakeWindow(init);
  const console = spyConsole();
  const collector = recordingCollector();
  const injected: string[] = [];
  const analytics = createAnalytics({
    pageType: "plp",
    marketPrefix: "",
    environment: "prd",
    console,
    uuid: () => "anon-uuid",
    loadSessionData: async () => ({ userContextData: { hasPurchased: true, activeAutoship: false }, analyticsToggles: toggles }),
    injectScript: async (url) => {
      injected.push(url);
      win.tailwiseCollector = collector;
    },
    ...options,
    window: win,
  });
  const tracks = () =>
    collector.calls
      .filter((c) => c.fn === "track")
      .map((c) => ({ ...(c.args[1] as Record<string, unknown>), name: c.args[0] as string }) as Record<string, unknown> & { name: string });
  return { win, console, collector, injected, analytics, tracks };
}
