import { describe, expect, it } from "vitest";
import { CACHE_POLICIES, cacheHeaders } from "#app/http/cache-policy.ts";
import { answerFromPageCache } from "./edge-cache";

// The cache step's timing rules against a stand-in for the Cache API (the real one is exercised
// through workerd in tests/worker/edge-cache.test.ts; stale answers need a clock a test can move).

class TestCache {
  readonly entries = new Map<string, { body: string; init: ResponseInit }>();
  async match(key: string) {
    const entry = this.entries.get(key);
    return entry && new Response(entry.body, entry.init);
  }
  async put(key: string, response: Response) {
    this.entries.set(key, { body: await response.text(), init: { status: response.status, headers: response.headers } });
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
}

function setup() {
  const cache = new TestCache();
  let clock = 1_000_000;
  let renders = 0;
  const background: Promise<unknown>[] = [];
  const page = (headers: Record<string, string> = cacheHeaders("page"), status = 200) => async () => {
    renders++;
    return new Response(`<p>render ${renders}</p>`, { status, headers: { "Content-Type": "text/html", ...headers } });
  };
  const deps = {
    cache: cache as unknown as Cache,
    waitUntil: (p: Promise<unknown>) => void background.push(p),
    time: <T>(_: string, work: () => Promise<T>) => work(),
    now: () => clock,
    log: { error: () => undefined },
  };
  const ask = async (render = page()) => {
    const { response, outcome } = await answerFromPageCache("k", render, deps);
    const body = await response.text();
    await Promise.all(background.splice(0));
    return { outcome, body, response };
  };
  return { cache, ask, page, tick: (seconds: number) => (clock += seconds * 1000), renders: () => renders };
}

const { freshSeconds, staleSeconds } = CACHE_POLICIES.page.edge;

describe("answerFromPageCache", () => {
  it("renders on a miss, streams the page and keeps it", async () => {
    const t = setup();
    expect(await t.ask()).toMatchObject({ outcome: "miss", body: "<p>render 1</p>" });
    expect(t.cache.entries.size).toBe(1);
  });

  it("answers from the cache while fresh, with the browser's Cache-Control and the copy's age", async () => {
    const t = setup();
    await t.ask();
    t.tick(freshSeconds - 1);
    const hit = await t.ask();
    expect(hit).toMatchObject({ outcome: "hit", body: "<p>render 1</p>" });
    expect(hit.response.headers.get("cache-control")).toBe(CACHE_POLICIES.page.header);
    expect(hit.response.headers.get("age")).toBe(String(freshSeconds - 1));
    expect(t.renders()).toBe(1);
  });

  it("answers a stale copy at once and replaces it in the background", async () => {
    const t = setup();
    await t.ask();
    t.tick(freshSeconds + 1);
    expect(await t.ask()).toMatchObject({ outcome: "stale", body: "<p>render 1</p>" });
    expect(t.renders()).toBe(2);
    expect(await t.ask()).toMatchObject({ outcome: "hit", body: "<p>render 2</p>" });
  });

  it("renders anew once the copy is older than the stale window", async () => {
    const t = setup();
    await t.ask();
    t.tick(freshSeconds + staleSeconds + 1);
    expect(await t.ask()).toMatchObject({ outcome: "miss", body: "<p>render 2</p>" });
  });

  it("keeps only successful pages its route marked, and none that sets a cookie", async () => {
    const t = setup();
    await t.ask(t.page({}, 200));
    await t.ask(t.page(cacheHeaders("page"), 404));
    await t.ask(t.page({ ...cacheHeaders("page"), "Set-Cookie": "a=b" }));
    await t.ask(t.page(cacheHeaders("personal")));
    expect(t.cache.entries.size).toBe(0);
  });

  it("drops a stale copy whose page is gone when it is rendered again", async () => {
    const t = setup();
    await t.ask();
    t.tick(freshSeconds + 1);
    expect(await t.ask(t.page(cacheHeaders("page"), 404))).toMatchObject({ outcome: "stale" });
    expect(t.cache.entries.size).toBe(0);
  });

  it("renders when the Cache API fails", async () => {
    const t = setup();
    t.cache.match = async () => {
      throw new Error("cache down");
    };
    expect(await t.ask()).toMatchObject({ outcome: "miss", body: "<p>render 1</p>" });
  });
});
