import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_PID_KEY, ANONYMOUS_PID_MINTED_COOKIE } from "#analytics/constants.ts";
import { publishContent } from "#scripts/content/ops.ts";
import { DEFAULT_CONTENT_FILE } from "#scripts/content/cli.ts";
import type { KvStore } from "#scripts/kv-ops/kv-store.ts";
import { SESSION_COOKIE } from "#app/visitor/session.ts";
import { get } from "./worker-harness";
import { signedSession } from "./signed-session";
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
  const worker = useWorker({
    vars: { ENVIRONMENT: "prd", SITE_ORIGIN: "https://www.tailwise.test", INTERNAL_TRAFFIC_TOKEN: TOKEN, INTERNAL_IP_RANGES: "10.20.0.0/16" },
  });
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
    // Marked as the Worker's, for this browser session: an id kept in local storage wins over it (decision 0035).
    const minted = cookie!.split(";")[0].split("=")[1];
    expect(first.headers.getSetCookie()).toContain(`${ANONYMOUS_PID_MINTED_COOKIE}=${minted}; Path=/; SameSite=Lax`);
    const html = await first.text();
    expect(html).toContain(V2);
    expect(island(html).experiments).toEqual({ "price-buckets-v2": "VARIANT_01" });
    // The same visitor keeps their id (no new cookie) and their variant.
    const id = cookie!.split(";")[0];
    const again = await get(worker.mf, "/b/dog_c288", { headers: { ...page, cookie: id } });
    expect(again.headers.getSetCookie().some((line) => line.startsWith(`${ANONYMOUS_PID_KEY}=`) || line.startsWith(`${ANONYMOUS_PID_MINTED_COOKIE}=`))).toBe(
      false,
    );
    expect(island(await again.text()).experiments).toEqual({ "price-buckets-v2": "VARIANT_01" });
  });

  it("a query still wins over the experiment; a paused experiment assigns nobody", async () => {
    expect(await (await get(worker.mf, "/b/dog_c288?flags=priceBucketsV2:off", { headers: page })).text()).toContain(V1);
    await publishContent({ store: await store(), log: () => {} }, withExperiment("paused", [0, 10_000]), { source: "test" });
    const html = await (await get(worker.mf, "/b/dog_c288", { headers: page })).text();
    expect(html).toContain(V1);
    expect(island(html).experiments).toEqual({});
  });

  it("assigns only its audience: a members' experiment reaches an active loyalty member, not a new visitor (spec §6)", async () => {
    const members = withExperiment("running", [0, 10_000]);
    members.experiments[0] = { ...members.experiments[0], audience: { loyaltyMember: true } };
    await publishContent({ store: await store(), log: () => {} }, members, { source: "test" });
    const visitor = `${ANONYMOUS_PID_KEY}=0b6f2d3e-1111-4222-8333-944455556666`;
    const anonymous = await (await get(worker.mf, "/b/dog_c288", { headers: { ...page, cookie: visitor } })).text();
    expect(anonymous).toContain(V1);
    expect(island(anonymous).experiments).toEqual({});
    const member = `${SESSION_COOKIE}=${await signedSession({ hasPurchased: true, membershipStatus: "ACTIVE", sub: "member-1" })}`;
    const html = await (await get(worker.mf, "/b/dog_c288", { headers: { ...page, cookie: `${visitor}; ${member}` } })).text();
    expect(html).toContain(V2);
    expect(island(html).experiments).toEqual({ "price-buckets-v2": "VARIANT_01" });
    // a lapsed membership is not active
    const lapsed = `${SESSION_COOKIE}=${await signedSession({ membershipStatus: "EXPIRED" })}`;
    expect(await (await get(worker.mf, "/b/dog_c288", { headers: { ...page, cookie: `${visitor}; ${lapsed}` } })).text()).toContain(V1);
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

describe("the flags' other uses (spec §9; each switched by query here)", () => {
  const worker = useWorker();
  const text = async (path: string) => (await get(worker.mf, path, { headers: page })).text();

  it("plpHeader: a curated search's introduction heads its page", async () => {
    const intro = "Recipes made without corn, wheat or soy";
    expect(await text("/sp/grain-free-dog-food")).toContain(intro);
    expect(await text("/sp/grain-free-dog-food?flags=plpHeader:off")).not.toContain(intro);
  });

  it("didYouMean: a term that finds nothing shows a near spelling's results, or nothing with the flag off", async () => {
    expect(await text("/s?query=dgo%20food")).toContain("Showing results for “dog food” instead.");
    const off = await text("/s?query=dgo%20food&flags=didYouMean:off");
    expect(off).not.toContain("Showing results for");
    expect(off).not.toContain('class="card"');
  });

  it("visuallySimilar: an out-of-stock card offers Shop Similar", async () => {
    expect(await text("/b/cat_c325")).toContain("card__similar-link");
    const off = await text("/b/cat_c325?flags=visuallySimilar:off");
    expect(off).toContain("Temporarily Out of Stock");
    expect(off).not.toContain("card__similar-link");
  });

  it("highValueFacetLinks: a plain category's values link to their facet pages", async () => {
    expect(await text("/b/dog_c288")).toMatch(/href="\/f\/[^"]+_c288_f/);
    expect(await text("/b/dog_c288?flags=highValueFacetLinks:off")).not.toMatch(/href="\/f\//);
  });

  it("parallelListingCalls: the sponsored products are the same whether searched beside the listing or after it", async () => {
    const ads = (html: string) => [...html.matchAll(/class="card card--ad"[\s\S]*?class="card__brand">([^<]*)</g)].map((m) => m[1]);
    const beside = ads(await text("/b/dog_c288"));
    expect(beside.length).toBeGreaterThan(0);
    expect(ads(await text("/b/dog_c288?flags=parallelListingCalls:off"))).toEqual(beside);
  });

  it("partNumberLinks: cards link to /{slug}/sku/{part number}, which is the product page with that item", async () => {
    expect(await text("/b/dog_c288")).not.toMatch(/href="\/[^"/]+\/sku\//);
    const html = await text("/ca/b/dog_c288?flags=partNumberLinks:on");
    const link = /href="(\/ca\/[^"/]+\/sku\/[^"]+)"/.exec(html)?.[1];
    expect(link).toBeDefined();
    const res = await get(worker.mf, link!, { headers: page });
    expect(res.status).toBe(200);
    const product = await res.text();
    // the item a part number names is the one shown: the page's add-to-cart form adds it (a card of
    // a product with one item may carry the product's own part number: its page shows the product)
    const links = [...html.matchAll(/href="(\/ca\/[^"/]+\/sku\/[^"]+)"/g)].map((m) => m[1]);
    const items = await Promise.all(
      links.map((href) =>
        worker.db
          .prepare("SELECT id, inventory FROM items WHERE part_number = ?1")
          .bind(decodeURIComponent(href.split("/sku/")[1]))
          .first<{ id: number; inventory: number }>(),
      ),
    );
    const inStock = items.findIndex((item) => item !== null && item.inventory > 0);
    expect(inStock, "a card links to an item in stock by its part number").toBeGreaterThanOrEqual(0);
    const shown = await (await get(worker.mf, links[inStock], { headers: page })).text();
    expect(shown).toContain(`name="itemId" value="${items[inStock]!.id}"`);
    // one page per product for search engines: its canonical is the /dp/ path
    expect(product).toMatch(/<link rel="canonical" href="[^"]+\/ca\/[^"/]+\/dp\/\d+"\/>/);
    expect((await get(worker.mf, "/some-product/sku/NO-SUCH-PART", { headers: page })).status).toBe(404);
    // a wrong slug keeps the part-number form
    const moved = await get(worker.mf, link!.replace(/^\/ca\/[^/]+/, "/ca/old-name"), { headers: page, redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(link);
    // an item not on sale: its product's own page, never another item under its part number
    const hidden = await worker.db
      .prepare("SELECT i.part_number, p.slug, p.id FROM items i JOIN products p ON p.id = i.product_id WHERE i.published = 0 AND p.published = 1 LIMIT 1")
      .first<{ part_number: string; slug: string; id: number }>();
    expect(hidden, "the catalogue has an unpublished item of a product on sale").toBeTruthy();
    const gone = await get(worker.mf, `/${hidden!.slug}/sku/${hidden!.part_number}`, { headers: page, redirect: "manual" });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe(`/${hidden!.slug}/dp/${hidden!.id}`);
  });

  it("boughtTogether: a product page's second carousel", async () => {
    const product = "/whisker-co-high-protein-pork-stew/dp/504885";
    expect(await text(product)).toContain("Frequently bought together");
    const off = await text(`${product}?flags=boughtTogether:off`);
    expect(off).toContain("Similar items");
    expect(off).not.toContain("Frequently bought together");
  });

  it("notifyMe: an out-of-stock product page offers the notify-me form", async () => {
    const p = await worker.db
      .prepare(
        "SELECT p.id, p.slug FROM products p WHERE p.published = 1 AND p.is_discontinued = 0 AND NOT EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0) LIMIT 1",
      )
      .first<{ id: number; slug: string }>();
    const path = `/${p!.slug}/dp/${p!.id}`;
    expect(await text(path)).toContain(`name="productId" value="${p!.id}"`);
    const off = await text(`${path}?flags=notifyMe:off`);
    expect(off).toContain("Temporarily Out of Stock");
    expect(off).not.toContain(`name="productId" value="${p!.id}"`);
  });

  it("miniPdp: the options overlay's answer carries the product's summary", async () => {
    const options = async (query: string) =>
      (await get(worker.mf, `/plp/api/product-options?id=504885${query}`, { headers: { accept: "application/json" } })).json();
    expect(await options("")).not.toHaveProperty("summary");
    const mini = (await options("&flags=miniPdp:on")) as { summary: { brand: string; image: string; description: string } };
    expect(mini.summary.brand).toBe("Whisker & Co");
    expect(mini.summary.description.length).toBeGreaterThan(20);
    expect(mini.summary.image).toMatch(/^\//);
  });
});

describe("the brand-path experiment on the site's brand links (spec §4)", () => {
  const worker = useWorker({ scratch: true, vars: { CONTENT_TTL_SECONDS: "0" } });
  const text = async (path: string) => (await get(worker.mf, path, { headers: page })).text();
  const variantBrand = "/brands/happy-hound-bakery_c30018";
  const controlBrand = "/brands/barkwell_c30001";

  it("the brand finder links a VARIANT_01 brand by its longer path with brandExp, or its short path with brandShortPaths", async () => {
    const finder = await text("/brands");
    expect(finder).toContain(`href="${variantBrand}?brandExp=VARIANT_01"`);
    expect(finder).toContain(`href="${controlBrand}"`);
    const short = await text("/ca/brands?flags=brandShortPaths:on");
    expect(short).toContain(`href="/ca${variantBrand}"`);
    expect(short).not.toContain("brandExp");
  });

  it("a product's brand links to the brand's page", async () => {
    expect(await text("/whisker-co-high-protein-pork-stew/dp/504885")).toContain('href="/brands/whisker-co_c30002"');
  });

  it("a VARIANT_01 brand's page reached by the longer path shows its videos above the products", async () => {
    const kv = await worker.mf.getKVNamespace("CONTENT");
    const store: KvStore = { description: "test KV", get: (key) => kv.get(key), put: (key, value) => kv.put(key, value) };
    const video = { ...seed.brandVideos[0], brand: "Happy Hound Bakery", title: "Inside the Happy Hound bakery" };
    await publishContent({ store, log: () => {} }, { ...seed, brandVideos: [...seed.brandVideos, video] }, { source: "test" });
    const order = (html: string) => html.indexOf('class="brand-videos"') < html.indexOf('class="product-grid"');
    const plain = await text(variantBrand);
    expect(plain).toContain('class="brand-videos"');
    expect(order(plain)).toBe(false);
    const variant = await text(`${variantBrand}?brandExp=VARIANT_01`);
    expect(variant).toContain('class="brand-videos"');
    expect(order(variant)).toBe(true);
    // the same page: its canonical has no experiment parameter
    expect(variant).toMatch(/<link rel="canonical" href="[^"]+\/brands\/happy-hound-bakery_c30018"\/>/);
  });

  it("keeps the longer path's page at the edge like any page; another brandExp value is not kept", async () => {
    const longer = `${variantBrand}?brandExp=VARIANT_01`;
    await get(worker.mf, longer, { headers: page });
    expect((await get(worker.mf, longer, { headers: page })).headers.get("x-cache")).toBe("hit");
    expect((await get(worker.mf, `${variantBrand}?brandExp=SOMETHING`, { headers: page })).headers.get("x-cache")).not.toBe("hit");
  });
});
