import { describe, expect, it } from "vitest";
import { CACHE_POLICIES, cacheHeaders } from "#app/http/cache-policy.ts";
import { gunzipSync } from "node:zlib";
import { BoundedCache } from "#app/search/bounded-cache.ts";
import { acceptsGzip, answerFromKeptPage, answerFromPageCache, type KeptPage } from "./edge-cache";
import { templateFromMarkedText } from "./page-template";

// The cache step's timing rules against a stand-in for the Cache API (the real one is exercised
// through workerd in tests/worker/edge-cache.test.ts; stale answers need a clock a test can move).
// Each isolate keeps pages in its own memory; they share the Cache API. Pages here have no slots
// (the rewriter that finds them is workerd's), so a kept page is filled with no values.

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
  const page =
    (headers: Record<string, string> = cacheHeaders("page"), status = 200) =>
    async () => {
      renders++;
      return new Response(`<p>render ${renders}</p>`, { status, headers: { "Content-Type": "text/html", ...headers } });
    };
  const isolate = () => new BoundedCache<string, KeptPage>(1024 * 1024, (_, page) => page.template.bytes);
  const isolates = { a: isolate(), b: isolate() };
  const deps = {
    cache: cache as unknown as Cache,
    waitUntil: (p: Promise<unknown>) => void background.push(p),
    time: <T>(_: string, work: () => Promise<T>) => work(),
    templateOf: async (response: Response) => templateFromMarkedText(await response.text(), 0),
    now: () => clock,
    log: { error: () => undefined },
  };
  const ask = async (render = page(), on: keyof typeof isolates = "a") => {
    const answer = await answerFromPageCache("k", render, { ...deps, memory: isolates[on] });
    const { outcome } = answer;
    const response = "kept" in answer ? answerFromKeptPage(answer.kept, [], false, clock) : answer.response;
    const from = "kept" in answer ? "memory" : "response";
    const body = await response.text();
    await Promise.all(background.splice(0));
    return { outcome, body, response, from };
  };
  return { cache, isolates, ask, page, deps, background, tick: (seconds: number) => (clock += seconds * 1000), renders: () => renders };
}

/** A body that streams `chunks`, then ends, or breaks with `error`. */
function streamOf(chunks: string[], error?: Error): ReadableStream<Uint8Array> {
  const queue = [...chunks];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next !== undefined) controller.enqueue(new TextEncoder().encode(next));
      else if (error) controller.error(error);
      else controller.close();
    },
  });
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
    expect(await t.ask()).toMatchObject({ outcome: "hit", from: "memory", body: "<p>render 2</p>" });
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
    expect(t.isolates.a.size).toBe(0);
  });

  it("keeps what it renders in the isolate's memory too, and answers from there", async () => {
    const t = setup();
    await t.ask();
    expect(t.isolates.a.size).toBe(1);
    expect(await t.ask()).toMatchObject({ outcome: "hit", from: "memory", body: "<p>render 1</p>" });
  });

  it("keeps a machine document (a sitemap) in the Cache API only, in every isolate, and answers it from there", async () => {
    const t = setup();
    const document = t.page(cacheHeaders("machineDocument"));
    expect(await t.ask(document, "a")).toMatchObject({ outcome: "miss" });
    expect(t.cache.entries.size).toBe(1);
    expect(await t.ask(document, "a")).toMatchObject({ outcome: "hit", from: "response", body: "<p>render 1</p>" });
    const other = await t.ask(document, "b");
    expect(other).toMatchObject({ outcome: "hit", from: "response", body: "<p>render 1</p>" });
    expect(other.response.headers.get("cache-control")).toBe(CACHE_POLICIES.machineDocument.header);
    expect([t.isolates.a.size, t.isolates.b.size, t.renders()]).toEqual([0, 0, 1]);
  });

  it("keeps a streamed document only once the visitor has read it whole, byte for byte", async () => {
    const t = setup();
    const chunks = ["<rss>", "<item>é</item>".repeat(1000), "</rss>"];
    const streamed = async () => new Response(streamOf(chunks), { headers: cacheHeaders("machineDocument") });
    const miss = await t.ask(streamed);
    expect([miss.outcome, miss.body]).toEqual(["miss", chunks.join("")]);
    expect(await t.ask(streamed)).toMatchObject({ outcome: "hit", body: chunks.join("") });
  });

  it("never keeps a stream that breaks midway, nor one the visitor left", async () => {
    const t = setup();
    const broken = async () => new Response(streamOf(["<rss>", "<item/>"], new Error("catalogue gone")), { headers: cacheHeaders("machineDocument") });
    await expect(t.ask(broken)).rejects.toThrow("catalogue gone");
    expect(t.cache.entries.size).toBe(0);
    const left = await answerFromPageCache("k", async () => new Response(streamOf(["<rss>", "</rss>"]), { headers: cacheHeaders("machineDocument") }), {
      ...t.deps,
      memory: t.isolates.a,
    });
    await ("response" in left && left.response.body?.cancel());
    await Promise.all(t.background.splice(0));
    expect(t.cache.entries.size).toBe(0);
  });

  it("in another isolate, answers from the Cache API, then from the template it kept in the background", async () => {
    const t = setup();
    await t.ask(t.page(), "a");
    t.tick(5);
    const other = await t.ask(t.page(), "b");
    expect(other).toMatchObject({ outcome: "hit", from: "response", body: "<p>render 1</p>" });
    expect(other.response.headers.get("age")).toBe("5");
    expect(t.isolates.b.size).toBe(1);
    const again = await t.ask(t.page(), "b");
    expect(again).toMatchObject({ outcome: "hit", from: "memory", body: "<p>render 1</p>" });
    expect(again.response.headers.get("age")).toBe("5");
    expect(t.renders()).toBe(1);
  });

  it("answers the stored copy as it is when it can't be cut into a template", async () => {
    const t = setup();
    await t.ask(t.page(), "a");
    const answer = await answerFromPageCache("k", t.page(), {
      cache: t.cache as unknown as Cache,
      waitUntil: () => undefined,
      time: (_, work) => work(),
      templateOf: async () => null,
      now: () => t.tick(0),
      memory: new BoundedCache<string, KeptPage>(1024, () => 1),
    });
    expect(answer.outcome).toBe("hit");
    expect("response" in answer && (await answer.response.text())).toBe("<p>render 1</p>");
    expect(t.renders()).toBe(1);
  });

  it("renders when the Cache API fails", async () => {
    const t = setup();
    t.cache.match = async () => {
      throw new Error("cache down");
    };
    expect(await t.ask()).toMatchObject({ outcome: "miss", body: "<p>render 1</p>" });
  });
});

describe("a kept page's answer", () => {
  const kept: KeptPage = {
    template: templateFromMarkedText("<p>kibble “30 lb”</p>", 0)!,
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    policy: "page",
    edge: CACHE_POLICIES.page.edge,
    storedAt: 0,
  };

  it("is gzip, compressed already, when the browser takes it, and plain otherwise", async () => {
    const zipped = answerFromKeptPage(kept, [], true, 3000);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString()).toBe("<p>kibble “30 lb”</p>");
    const plain = answerFromKeptPage(kept, [], false, 3000);
    expect(plain.headers.has("content-encoding")).toBe(false);
    expect(await plain.text()).toBe("<p>kibble “30 lb”</p>");
    expect(plain.headers.get("cache-control")).toBe(CACHE_POLICIES.page.header);
    expect(plain.headers.get("age")).toBe("3");
  });

  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["x-gzip", true],
    ["gzip;q=0", false],
    ["identity", false],
    ["", false],
  ])("Accept-Encoding %j takes gzip: %s", (header, takes) => {
    expect(acceptsGzip(header)).toBe(takes);
  });
});
