import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_PID_KEY } from "#analytics/constants.ts";
import { publishContent } from "#scripts/content/ops.ts";
import { DEFAULT_CONTENT_FILE } from "#scripts/content/cli.ts";
import type { KvStore } from "#scripts/kv-ops/kv-store.ts";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";

// Issue #11, spec §9: flags merged from the query (internal traffic or outside production), the
// experiment platform (running experiments in the published content), the environment and the page.
// The flag here is v2 price buckets: its effect is the price facet's labels.

const page = { accept: "text/html,application/xhtml+xml" };
const V1 = "$50 &amp; Above";
const V2 = "$50 - $75";
const island = (html: string) => JSON.parse(/<script type="application\/json" id="personal-state">([^<]*)<\/script>/.exec(html)?.[1] ?? "null");
const seed = JSON.parse(readFileSync(DEFAULT_CONTENT_FILE, "utf8"));

describe("the query source, outside production", () => {
  const worker = useWorker();
  it("sets a flag for this page only, which is then not kept at the edge", async () => {
    const flagged = await get(worker.mf, "/b/dog_c288?flags=priceBucketsV2:on", { headers: page });
    const html = await flagged.text();
    expect(html).toContain(V2);
    expect(html).not.toContain(V1);
    expect(flagged.headers.get("x-cache")).toBe("bypass");
    expect(await (await get(worker.mf, "/b/dog_c288", { headers: page })).text()).toContain(V1);
  });
  it("ignores a list with a mistake (the page as it would be)", async () => {
    const res = await get(worker.mf, "/b/dog_c288?flags=priceBuckets:on", { headers: page });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(V1);
  });
});

describe("the query source in production", () => {
  const TOKEN = "internal-token-0123456789";
  const worker = useWorker({ vars: { ENVIRONMENT: "prd", SITE_ORIGIN: "https://www.tailwise.test", INTERNAL_TRAFFIC_TOKEN: TOKEN, INTERNAL_IP_RANGES: "10.20.0.0/16" } });
  it("is only for internal traffic: by the header with its token, or from an internal address", async () => {
    expect(await (await get(worker.mf, "/b/dog_c288?flags=priceBucketsV2:on", { headers: page })).text()).toContain(V1);
    expect(await (await get(worker.mf, "/b/dog_c288?flags=priceBucketsV2:on", { headers: { ...page, "x-tailwise-internal": "guess" } })).text()).toContain(V1);
    expect(await (await get(worker.mf, "/b/dog_c288?flags=priceBucketsV2:on", { headers: { ...page, "x-tailwise-internal": TOKEN } })).text()).toContain(V2);
    expect(await (await get(worker.mf, "/b/dog_c288?flags=priceBucketsV2:on", { headers: { ...page, "cf-connecting-ip": "10.20.3.4" } })).text()).toContain(V2);
  });
});

describe("the experiment platform", () => {
  const worker = useWorker({ scratch: true, vars: { CONTENT_TTL_SECONDS: "0" } });
  const store = async (): Promise<KvStore> => {
    const kv = await worker.mf.getKVNamespace("CONTENT");
    return { description: "test KV", get: (key) => kv.get(key), put: (key, value) => kv.put(key, value) };
  };
  const withExperiment = (status: string, weights: [number, number]) => ({
    ...seed,
    experiments: [
      {
        id: "price-buckets-v2",
        name: "Price facet buckets v2",
        status,
        variants: [
          { name: "CONTROL", weight: weights[0] },
          { name: "VARIANT_01", weight: weights[1], flags: { priceBucketsV2: true } },
        ],
      },
    ],
  });

  it("gives a first visit its bucketing id, and a running experiment's variant sets its flags (kept per variant)", async () => {
    await publishContent({ store: await store(), log: () => {} }, withExperiment("running", [0, 10_000]), { source: "test" });
    const first = await get(worker.mf, "/b/dog_c288", { headers: page });
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith(`${ANONYMOUS_PID_KEY}=`));
    expect(cookie).toMatch(new RegExp(`^${ANONYMOUS_PID_KEY}=[0-9a-f-]{36}; Path=/; SameSite=Lax; Max-Age=31536000$`));
    const html = await first.text();
    expect(html).toContain(V2);
    expect(island(html).experiments).toEqual({ "price-buckets-v2": "VARIANT_01" });
    // The same visitor keeps their id (no new cookie) and their variant.
    const id = cookie!.split(";")[0];
    const again = await get(worker.mf, "/b/dog_c288", { headers: { ...page, cookie: id } });
    expect(again.headers.getSetCookie().some((line) => line.startsWith(`${ANONYMOUS_PID_KEY}=`))).toBe(false);
    expect(island(await again.text()).experiments).toEqual({ "price-buckets-v2": "VARIANT_01" });
  });

  it("a query still wins over the experiment; a paused experiment assigns nobody", async () => {
    expect(await (await get(worker.mf, "/b/dog_c288?flags=priceBucketsV2:off", { headers: page })).text()).toContain(V1);
    await publishContent({ store: await store(), log: () => {} }, withExperiment("paused", [0, 10_000]), { source: "test" });
    const html = await (await get(worker.mf, "/b/dog_c288", { headers: page })).text();
    expect(html).toContain(V1);
    expect(island(html).experiments).toEqual({});
  });

  it("splits visitors by the weights: CONTROL keeps the environment's flags", async () => {
    await publishContent({ store: await store(), log: () => {} }, withExperiment("running", [5000, 5000]), { source: "test" });
    const seen = { CONTROL: 0, VARIANT_01: 0 } as Record<string, number>;
    for (let i = 0; i < 40; i++) {
      const html = await (await get(worker.mf, "/b/dog_c288", { headers: { ...page, cookie: `${ANONYMOUS_PID_KEY}=visitor-${i}` } })).text();
      const variant = island(html).experiments["price-buckets-v2"] as string;
      seen[variant]++;
      expect(html.includes(V2), `visitor-${i} ${variant}`).toBe(variant === "VARIANT_01");
    }
    expect(seen.CONTROL).toBeGreaterThan(5);
    expect(seen.VARIANT_01).toBeGreaterThan(5);
  });
});

describe("flags that switch parts of pages off (spec §9; all on by default)", () => {
  const worker = useWorker();
  const text = async (path: string) => (await get(worker.mf, path, { headers: page })).text();

  it("landoWidgets: a listing's own widgets (the FAQ and its JSON-LD)", async () => {
    expect(await text("/b/dog_c288")).toContain('class="listing-faqs"');
    const off = await text("/b/dog_c288?flags=landoWidgets:off");
    expect(off).not.toContain('class="listing-faqs"');
    expect(off).not.toContain('"@type":"FAQPage"');
  });

  it("sponsoredBrandVideo: a brand's videos on its page", async () => {
    expect(await text("/brands/barkwell_c30001")).toContain('class="brand-videos"');
    expect(await text("/brands/barkwell_c30001?flags=sponsoredBrandVideo:off")).not.toContain('class="brand-videos"');
  });

  it("productCarousels: a product page's carousels", async () => {
    expect(await text("/whisker-co-high-protein-pork-stew/dp/504885")).toContain("Similar items");
    const off = await text("/whisker-co-high-protein-pork-stew/dp/504885?flags=productCarousels:off");
    expect(off).toContain('id="similar-items"');
    expect(off).not.toContain("Similar items");
  });
});
