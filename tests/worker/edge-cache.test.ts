import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { Shopper } from "./buy-path-harness";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "#redirects/kv-keys.ts";
import { SESSION_COOKIE } from "#app/visitor/session.ts";
import { signedSession } from "./signed-session";
import { SITE_ORIGIN } from "./worker-harness";

// The edge page cache (issue #8, docs/decisions/0011) through the built worker in workerd: anonymous
// pages come from the Cache API after their first render, and nothing one shopper sees reaches another.

const worker = useWorker({ vars: { CATALOGUE_VERSION_TTL_SECONDS: "0", REDIRECTS_TTL_SECONDS: "0" } });

let buyable: { id: number; slug: string; product_id: number };
beforeAll(async () => {
  buyable = (await worker.db
    .prepare(
      `SELECT i.id, p.slug, p.id AS product_id FROM items i JOIN products p ON p.id = i.product_id
        WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
          AND p.is_gift_card = 0 AND p.is_customizable = 0 AND p.is_prescription = 0 AND p.is_rx_vet_diet = 0
        ORDER BY i.id LIMIT 1`,
    )
    .first())!;
});

const island = (html: string) => JSON.parse(/<script type="application\/json" id="personal-state">([^<]*)<\/script>/.exec(html)?.[1] ?? "null");
const cspNonce = (res: { headers: { get(name: string): string | null } }) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
/** A path nobody else in this run asks for, so its first answer is a miss. */
let unique = 0;
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}page=${++unique + 1}`;

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("the $market market", ({ prefix }) => {
  it("renders a listing once, then answers it from the edge cache, saying so", async () => {
    const path = fresh(`${prefix}/b/dog_c288`);
    const first = await new Shopper(worker.mf).get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(first.headers.get("server-timing")).toMatch(/search;dur=.*cache;desc="miss"/);
    const firstHtml = await first.text();
    const second = await new Shopper(worker.mf).get(path);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("server-timing")).toContain('cache;desc="hit"');
    expect(second.headers.get("server-timing")).not.toContain("search;dur");
    // The browser's copy is personal: it must always come back to the edge.
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    expect(second.headers.has("x-edge-cache-policy")).toBe(false);
    const secondHtml = await second.text();
    // Same page, apart from what is filled in per visitor.
    const strip = (html: string) => html.replace(/nonce="[^"]*"|value="[^"]*"|<script type="application\/json" id="personal-state">[^<]*/g, "");
    expect(strip(secondHtml)).toBe(strip(firstHtml));
  });

  it("gives each shopper their own token, cart count, nonce and request id on a cached page", async () => {
    const path = fresh(`${prefix}/b/dog_c288`);
    // Shopper A has two items in the cart and renders the page first.
    const a = new Shopper(worker.mf);
    await a.get(prefix || "/");
    const added = await a.post(`${prefix}/app/cart`, { intent: "add", itemId: String(buyable.id), quantity: "2" });
    expect(added.status).toBe(303);
    const aPage = await a.get(path);
    expect(aPage.headers.get("x-cache")).toBe("miss");
    const aHtml = await aPage.text();
    expect(aHtml).toMatch(/aria-label="Cart, 2 items"/);
    expect(aHtml).toMatch(/data-testid="cart-count"[^>]*>2</);
    expect(island(aHtml)).toMatchObject({ xsrfToken: a.xsrf, cartCount: 2 });

    // Shopper B, a new browser, gets the cached copy with none of A's parts.
    const b = new Shopper(worker.mf);
    const bPage = await b.get(path);
    expect(bPage.headers.get("x-cache")).toBe("hit");
    const bHtml = await bPage.text();
    expect(b.xsrf).toMatch(/.{20,}/);
    expect(bHtml).not.toContain(a.xsrf);
    expect(bHtml).toMatch(/aria-label="Cart, empty"/);
    expect(bHtml).toMatch(/data-testid="cart-count" class="cart-link__count cart-link__count--empty"|cart-link__count--empty[^>]*data-testid="cart-count"/);
    const tokens = [...bHtml.matchAll(/name="_xsrf" value="([^"]*)"/g)].map((m) => m[1]);
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set([b.xsrf]));
    const state = island(bHtml);
    expect(state).toMatchObject({ xsrfToken: b.xsrf, cartCount: 0, hasPurchased: false });
    expect(state.requestId).not.toBe(island(aHtml).requestId);
    const nonce = cspNonce(bPage);
    const nonces = new Set([...bHtml.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
    expect(nonces).toEqual(new Set([nonce]));
    expect(nonce).not.toBe(cspNonce(aPage));

    // A again: the cached copy, with A's cart.
    const again = await a.get(path);
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(await again.text()).toMatch(/data-testid="cart-count"[^>]*>2</);
  });

  it("answers a browser that takes gzip with the kept page compressed already; it reads back to the plain answer", async () => {
    const path = fresh(`${prefix}/b/cat_c325`);
    const shopper = new Shopper(worker.mf);
    await shopper.get(path, { "accept-encoding": "gzip" });
    const zipped = await shopper.get(path, { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("x-cache")).toBe("hit");
    // Miniflare hands the header over as mf-content-encoding, so that its fetch leaves the body as sent.
    expect(zipped.headers.get("content-encoding") ?? zipped.headers.get("mf-content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    // ...and inflates the body for the test (a real client reads the gzip member the Worker sent).
    const zippedHtml = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString("utf8") : new TextDecoder().decode(bytes);
    const sentBytes = Number(zipped.headers.get("content-length"));
    const plain = await shopper.get(path, { "accept-encoding": "identity" });
    expect(plain.headers.get("x-cache")).toBe("hit");
    expect(plain.headers.get("content-encoding") ?? plain.headers.get("mf-content-encoding")).toBeNull();
    const plainHtml = await plain.text();
    // What went over the wire was compressed: a fraction of the page.
    expect(sentBytes).toBeGreaterThan(0);
    expect(sentBytes).toBeLessThan(plainHtml.length / 3);
    const perAnswer = (html: string) => html.replace(/nonce="[^"]*"|"requestId":"[^"]*"/g, "");
    expect(perAnswer(zippedHtml)).toBe(perAnswer(plainHtml));
    expect(zippedHtml).toContain(`"xsrfToken":"${shopper.xsrf}"`);
  });

  it("keeps new and existing customers' pages apart (their calls to action differ)", async () => {
    const path = fresh(`${prefix}/s?query=dog`);
    expect((await new Shopper(worker.mf).get(path)).headers.get("x-cache")).toBe("miss");
    const existing = new Shopper(worker.mf);
    existing.cookies.set(SESSION_COOKIE, await signedSession({ hasPurchased: true }));
    const page = await existing.get(path);
    expect(page.headers.get("x-cache")).toBe("miss");
    expect(island(await page.text())).toMatchObject({ hasPurchased: true });
    expect((await existing.get(path)).headers.get("x-cache")).toBe("hit");
  });

  it("caches product, brand and content pages too", async () => {
    for (const path of [`${prefix}/${buyable.slug}/dp/${buyable.product_id}`, `${prefix}/brands`, `${prefix}/app/content/terms`]) {
      const first = await new Shopper(worker.mf).get(path);
      expect(first.status, path).toBe(200);
      await first.text();
      const second = await new Shopper(worker.mf).get(path);
      expect(second.headers.get("x-cache"), path).toBe("hit");
    }
  });

  it("never caches the cart, the app webview, or a page with a parameter it does not know", async () => {
    const shopper = new Shopper(worker.mf);
    for (const [path, headers] of [
      [`${prefix}/app/cart`, {}],
      [`${prefix}/app/checkout`, {}],
      [`${prefix}/b/dog_c288`, { "user-agent": "tailwise-ios/25.40.0 (iPhone; iOS 18.0)" }],
      [`${prefix}/b/dog_c288?view=grid`, {}],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await shopper.get(path, headers);
        await res.text();
        expect(res.headers.get("x-cache"), path).toBe("bypass");
      }
    }
  });

  it("shares one copy between URLs that differ only in parameter order or campaign tags", async () => {
    const n = ++unique + 1;
    const first = await new Shopper(worker.mf).get(`${prefix}/s?query=cat&page=${n}&sort=byPriceAsc`);
    expect(first.headers.get("x-cache")).toBe("miss");
    await first.text();
    const second = await new Shopper(worker.mf).get(`${prefix}/s?sort=byPriceAsc&utm_source=mail&page=${n}&query=cat`);
    expect(second.headers.get("x-cache")).toBe("hit");
  });
});

describe("machine documents: the sitemaps (docs/decisions/0063)", () => {
  const crawler = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
  const fetchAs = (path: string) => worker.mf.dispatchFetch(`${SITE_ORIGIN}${path}`, { headers: crawler, redirect: "manual" } as never);

  it("renders the index and a product file once, then answers them from the edge, public for crawlers and with no cookie", async () => {
    const index = await fetchAs("/sitemap.xml");
    const productFile = new URL(/<loc>([^<]+-products-\d+\.xml)<\/loc>/.exec(await index.clone().text())![1]).pathname;
    for (const path of ["/sitemap.xml", productFile]) {
      const first = path === "/sitemap.xml" ? index : await fetchAs(path);
      expect(first.headers.get("x-cache"), path).toBe("miss");
      const body = await first.text();
      const second = await fetchAs(path);
      expect(second.status, path).toBe(200);
      expect(second.headers.get("x-cache"), path).toBe("hit");
      expect(second.headers.get("cache-control"), path).toBe("public, max-age=300, stale-while-revalidate=3600");
      expect(second.headers.get("content-type"), path).toContain("application/xml");
      expect(second.headers.has("set-cookie"), path).toBe(false);
      expect(second.headers.has("x-edge-cache-policy"), path).toBe(false);
      expect(await second.text(), path).toBe(body);
    }
  });

  it("a reseed (a new catalogue version) renders them anew", async () => {
    await (await fetchAs("/sitemaps/us-categories-1.xml")).text();
    expect((await fetchAs("/sitemaps/us-categories-1.xml")).headers.get("x-cache")).toBe("hit");
    await worker.db.prepare("INSERT INTO catalogue_meta (key, value) VALUES ('edge_cache_test', ?1)").bind(String(Date.now())).run();
    try {
      expect((await fetchAs("/sitemaps/us-categories-1.xml")).headers.get("x-cache")).toBe("miss");
    } finally {
      await worker.db.prepare("DELETE FROM catalogue_meta WHERE key = 'edge_cache_test'").run();
    }
  });
});

describe("purge by version", () => {
  it("a reseed (a new catalogue version) renders pages anew", async () => {
    const path = fresh("/b/dog_c288");
    await (await new Shopper(worker.mf).get(path)).text();
    expect((await new Shopper(worker.mf).get(path)).headers.get("x-cache")).toBe("hit");
    await worker.db.prepare("INSERT INTO catalogue_meta (key, value) VALUES ('edge_cache_test', ?1)").bind(String(Date.now())).run();
    try {
      expect((await new Shopper(worker.mf).get(path)).headers.get("x-cache")).toBe("miss");
    } finally {
      await worker.db.prepare("DELETE FROM catalogue_meta WHERE key = 'edge_cache_test'").run();
    }
  });

  it("a redirect table swap renders pages anew", async () => {
    const kv = (await worker.mf.getKVNamespace("REDIRECTS")) as unknown as KVNamespace;
    const path = fresh("/b/dog_c288");
    await (await new Shopper(worker.mf).get(path)).text();
    expect((await new Shopper(worker.mf).get(path)).headers.get("x-cache")).toBe("hit");
    // Publish the live table again under a new version, as `redirects:publish` would.
    const original = (await kv.get(REDIRECTS_POINTER_KEY))!;
    const pointer = JSON.parse(original);
    const document = JSON.parse((await kv.get(redirectsVersionKey(pointer.version)))!);
    const version = `edge-cache-test-${Date.now()}`;
    await kv.put(redirectsVersionKey(version), JSON.stringify({ ...document, version }));
    await kv.put(REDIRECTS_POINTER_KEY, JSON.stringify({ ...pointer, version, previous: [pointer.version, ...pointer.previous].slice(0, 20) }));
    try {
      expect((await new Shopper(worker.mf).get(path)).headers.get("x-cache")).toBe("miss");
    } finally {
      await kv.put(REDIRECTS_POINTER_KEY, original);
      await kv.delete(redirectsVersionKey(version));
    }
  });
});
