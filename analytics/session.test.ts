import { describe, expect, it, vi } from "vitest";
import { logged, spyConsole } from "./fakes.testkit";
import { createLogger } from "./logger";
import { SESSION_SLOT, type SessionWindow, getSessionData, parseSessionData, userContextUrl } from "./session";

const okResponse = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

describe("the user-context session call (spec §7)", () => {
  it("is GET {prefix}/app/rest/user-context?pageType={pageType}&lib={fixed value}", () => {
    expect(userContextUrl("", "", "plp")).toBe("/app/rest/user-context?pageType=plp&lib=tailwise-analytics");
    expect(userContextUrl("https://www.tailwise.com", "/ca", "search results")).toBe(
      "https://www.tailwise.com/ca/app/rest/user-context?pageType=search+results&lib=tailwise-analytics",
    );
  });
  it("reads userContextData (additionalMetaData merged flat) and analyticsToggles", () => {
    expect(
      parseSessionData({
        userContextData: { hasPurchased: true, additionalMetaData: { triedAutoship: true } },
        analyticsToggles: { collectorConfig: "{}", bad: 5 },
      }),
    ).toEqual({ userContextData: { hasPurchased: true, triedAutoship: true }, analyticsToggles: { collectorConfig: "{}" } });
    expect(parseSessionData("nope")).toBeNull();
    expect(parseSessionData({})).toEqual({ userContextData: {}, analyticsToggles: {} });
  });
  it("outside a browser resolves null with 'Unable to fetch session data'", async () => {
    const console = spyConsole();
    const r = await getSessionData({ win: undefined, fetch: vi.fn(), url: "/x", logger: createLogger(console, () => false) });
    expect(r).toBeNull();
    expect(logged(console.warn)).toContain("Unable to fetch session data");
  });
  it("warns the status and resolves null when the answer is not OK", async () => {
    const console = spyConsole();
    const fetch = vi.fn(() => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) }));
    const r = await getSessionData({ win: {}, fetch, url: "/x", logger: createLogger(console, () => false) });
    expect(r).toBeNull();
    expect(console.warn.mock.calls[0]).toContain(503);
  });
  it("warns and resolves null when the request fails", async () => {
    const console = spyConsole();
    const fetch = vi.fn(() => Promise.reject(new TypeError("offline")));
    expect(await getSessionData({ win: {}, fetch, url: "/x", logger: createLogger(console, () => false) })).toBeNull();
    expect(logged(console.warn)).toContain("Unable to fetch session data");
  });
  it("is made once per page load: later callers share the first result", async () => {
    const win: SessionWindow = {};
    const fetch = vi.fn(() => okResponse({ analyticsToggles: { a: "1" } }));
    const logger = createLogger(spyConsole(), () => false);
    const [a, b] = await Promise.all([getSessionData({ win, fetch, url: "/x", logger }), getSessionData({ win, fetch, url: "/x", logger })]);
    const c = await getSessionData({ win, fetch, url: "/x", logger });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    expect(c).toEqual(a);
  });
  it("a caller arriving while the fetch is in flight polls every 50 ms", async () => {
    const win: SessionWindow = { [SESSION_SLOT]: { done: false, data: null } }; // another bundle is fetching
    const delays: number[] = [];
    const timers: (() => void)[] = [];
    const p = getSessionData({
      win,
      fetch: vi.fn(),
      url: "/x",
      logger: createLogger(spyConsole(), () => false),
      setTimeout: (fn, ms) => {
        delays.push(ms);
        timers.push(fn);
      },
    });
    timers.shift()!();
    timers.shift()!();
    win[SESSION_SLOT]!.data = { userContextData: { hasPurchased: true }, analyticsToggles: {} };
    win[SESSION_SLOT]!.done = true;
    timers.shift()!();
    expect(await p).toEqual({ userContextData: { hasPurchased: true }, analyticsToggles: {} });
    expect(delays).toEqual([50, 50, 50]);
  });
});
