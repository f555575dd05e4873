import { describe, expect, it, vi } from "vitest";
import { FakeCookieDocument, FakeStorage } from "../fakes.testkit";
import { BatchRequest } from "./batch-schema";
import { installSegmentBatchClient, marketPrefixFromPath } from "./segment-batch-client";

function setup(options: { beacon?: boolean; beaconAccepts?: boolean; pathname?: string } = {}) {
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const listeners = new Map<string, () => void>();
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve({}));
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit) => options.beaconAccepts ?? true);
  const document = Object.assign(new FakeCookieDocument(), { title: "Dog Food", referrer: "https://ref.example/", visibilityState: "visible" });
  const win: Record<string, unknown> & Parameters<typeof installSegmentBatchClient>[0] = {
    location: { href: "https://www.tailwise.com/b/dog?x=1", pathname: options.pathname ?? "/b/dog", search: "?x=1" },
    document,
    navigator: { userAgent: "UA", language: "en-US", ...(options.beacon ? { sendBeacon } : {}) },
    localStorage: new FakeStorage({ abTestingAnonymousPID: "anon-1" }),
    addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
    fetch,
  };
  let n = 0;
  let clock = Date.parse("2024-05-01T12:00:00.000Z");
  const client = installSegmentBatchClient(win, {
    prefix: "/ca",
    uuid: () => `id-${++n}`,
    now: () => new Date(clock),
    setTimeout: (fn, ms) => {
      const t = { fn, ms, cancelled: false };
      timers.push(t);
      return t;
    },
    clearTimeout: (t) => void ((t as { cancelled: boolean }).cancelled = true),
  });
  const runTimers = () => timers.filter((t) => !t.cancelled).forEach((t) => ((t.cancelled = true), t.fn()));
  const bodies = () => fetch.mock.calls.map((c) => JSON.parse(c[1].body as string));
  return { win, client, fetch, sendBeacon, timers, runTimers, bodies, listeners, document, tick: (ms: number) => (clock += ms) };
}

describe("segment-batch-client: window.tailwiseCollector", () => {
  it("installs { track, page, identify } on the window, once", () => {
    const { win, client } = setup();
    expect(win.tailwiseCollector).toBe(client);
    expect(installSegmentBatchClient(win)).toBe(client);
  });
  it("batches calls within ~250 ms into one POST {prefix}/v1/batch in the Segment shape", () => {
    const { client, fetch, timers, runTimers, bodies } = setup();
    client.page("Page Viewed", { page_type: "plp" });
    client.track("Product Clicked", { products: [{ product_id: "1" }] });
    expect(fetch).not.toHaveBeenCalled();
    expect(timers.at(-1)!.ms).toBe(250);
    runTimers();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/ca/v1/batch");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
    const body = bodies()[0];
    expect(body.sentAt).toBe("2024-05-01T12:00:00.000Z");
    expect(body.batch).toEqual([
      {
        type: "page",
        name: "Page Viewed",
        properties: { page_type: "plp" },
        messageId: "id-1",
        timestamp: "2024-05-01T12:00:00.000Z",
        anonymousId: "anon-1",
        context: {
          library: { name: "tailwise-collector", version: "1.307.0" },
          page: { path: "/b/dog", referrer: "https://ref.example/", search: "?x=1", title: "Dog Food", url: "https://www.tailwise.com/b/dog?x=1" },
          userAgent: "UA",
          locale: "en-US",
        },
      },
      expect.objectContaining({ type: "track", event: "Product Clicked", properties: { products: [{ product_id: "1" }] }, messageId: "id-2" }),
    ]);
    expect(BatchRequest.safeParse(body).success).toBe(true);
  });
  it("debounces: each call restarts the wait, but never past 1 s after the first queued call", () => {
    const { client, timers, tick } = setup();
    client.track("A");
    tick(200);
    client.track("B");
    expect(timers[0].cancelled).toBe(true);
    expect(timers[1].ms).toBe(250);
    tick(700);
    client.track("C");
    expect(timers[2].ms).toBe(100);
  });
  it("identify sets userId for later messages and sends traits", () => {
    const { client, runTimers, bodies } = setup();
    client.track("Before");
    client.identify("c-42", { registeredUser: true });
    client.track("After");
    runTimers();
    const [before, identify, after] = bodies()[0].batch;
    expect(before.userId).toBeUndefined();
    expect(identify).toMatchObject({ type: "identify", userId: "c-42", traits: { registeredUser: true } });
    expect(after.userId).toBe("c-42");
  });
  it("falls back to the anonymous id cookie, then to one generated id", () => {
    const a = setup();
    a.win.localStorage = new FakeStorage();
    a.document.cookie = "abTestingAnonymousPID=from-cookie";
    a.client.track("X");
    a.runTimers();
    expect(a.bodies()[0].batch[0].anonymousId).toBe("from-cookie");
    const b = setup();
    b.win.localStorage = new FakeStorage({ abTestingAnonymousPID: "null" });
    b.client.track("X");
    b.client.track("Y");
    b.runTimers();
    const [x, y] = b.bodies()[0].batch;
    expect(x.anonymousId).toBe(y.anonymousId);
    expect(x.anonymousId).toMatch(/^id-/);
  });
  it("flushes on pagehide with navigator.sendBeacon when available", () => {
    const { client, listeners, sendBeacon, fetch } = setup({ beacon: true });
    client.track("Last");
    listeners.get("pagehide")!();
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0][0]).toBe("/ca/v1/batch");
    expect(fetch).not.toHaveBeenCalled();
    expect(client.queued).toBe(0);
  });
  it("uses fetch with keepalive when sendBeacon is missing or refuses", () => {
    const refused = setup({ beacon: true, beaconAccepts: false });
    refused.client.track("Last");
    refused.listeners.get("pagehide")!();
    expect(refused.fetch).toHaveBeenCalledOnce();
    const none = setup();
    none.client.track("Last");
    none.listeners.get("pagehide")!();
    expect(none.fetch.mock.calls[0][1]).toMatchObject({ keepalive: true });
  });
  it("flushes when the page becomes hidden (mobile tab switch)", () => {
    const { client, listeners, document, sendBeacon } = setup({ beacon: true });
    client.track("X");
    listeners.get("visibilitychange")!();
    expect(sendBeacon).not.toHaveBeenCalled();
    document.visibilityState = "hidden";
    listeners.get("visibilitychange")!();
    expect(sendBeacon).toHaveBeenCalledOnce();
  });
  it("sends immediately at 50 queued messages", () => {
    const { client, fetch } = setup();
    for (let i = 0; i < 50; i++) client.track(`E${i}`);
    expect(fetch).toHaveBeenCalledOnce();
    expect(client.queued).toBe(0);
  });
  it("sends nothing for an empty queue", () => {
    const { client, fetch } = setup();
    client.flush();
    expect(fetch).not.toHaveBeenCalled();
  });
  it("puts the write key in the body when configured", () => {
    const fetch = vi.fn((_u: string, _i: RequestInit) => Promise.resolve({}));
    const win = { location: { href: "", pathname: "/", search: "" }, document: { cookie: "" }, fetch };
    const client = installSegmentBatchClient(win, { writeKey: "wk", globalName: "other" });
    client.track("X");
    client.flush();
    expect(JSON.parse(fetch.mock.calls[0][1].body as string).writeKey).toBe("wk");
  });
});

describe("market prefix from the page path", () => {
  it("is /ca under /ca and empty elsewhere", () => {
    expect(marketPrefixFromPath("/ca")).toBe("/ca");
    expect(marketPrefixFromPath("/ca/b/dog")).toBe("/ca");
    expect(marketPrefixFromPath("/cat-food")).toBe("");
    expect(marketPrefixFromPath("/b/dog")).toBe("");
  });
});
