import { beforeAll, describe, expect, it } from "vitest";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "#redirects/kv-keys.ts";
import { parseRedirectPointer } from "#redirects/document.ts";
import { ANALYTICS_TOGGLES_KEY } from "#app/analytics/toggles.ts";
import { contentPageKey } from "#app/content/content-page.ts";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";
import { Shopper } from "./buy-path-harness";

// Issue #8 fault suites: what a shopper gets when a store behind the worker is broken. Each block
// runs its own worker on a state made for the fault (nothing here touches the shared seeded state).

const page = { accept: "text/html,application/xhtml+xml" };

describe("a failing catalogue (D1 without tables: every query fails)", () => {
  const worker = useWorker({ empty: true });

  it.each([
    { path: "/s?query=dog", phone: "1-800-555-0142", home: 'href="/"' },
    { path: "/ca/b/dog_c288", phone: "1-800-555-0199", home: 'href="/ca"' },
    { path: "/good-bite-chews/dp/500001", phone: "1-800-555-0142", home: 'href="/"' },
    { path: "/ca/brands", phone: "1-800-555-0199", home: 'href="/ca"' },
  ])("$path answers 503 with the maintenance page and Retry-After", async ({ path, phone, home }) => {
    const res = await get(worker.mf, path, { headers: page });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    const html = await res.text();
    expect(html).toContain("Quick Feature Update!");
    expect(html).toMatch(/Support code(<!-- -->)?: <code class="support-code">[A-Z0-9]{8}<\/code>/);
    expect(html).toContain(phone);
    expect(html).toContain("Go Home");
    expect(html).toContain(home);
  });

  it("a client-side navigation (.data) to a listing answers 503 with Retry-After", async () => {
    const res = await get(worker.mf, "/b/dog_c288.data");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
  });

  it("the search API answers 503 with a JSON error and Retry-After", async () => {
    const res = await get(worker.mf, "/plp/api/search", { method: "POST", body: JSON.stringify({ term: "dog" }) });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(((await res.json()) as { error: string }).error).toMatch(/unavailable/);
  });

  it("pages that need no catalogue still render: home, terms, the cart", async () => {
    for (const path of ["/", "/ca", "/app/content/terms", "/app/cart"]) expect((await get(worker.mf, path, { headers: page })).status, path).toBe(200);
  });
});

/** The maintenance page as the listing's 503 shows it (spec §8): its copy, a support code, the market's phone, Go Home. */
function expectMaintenancePage(html: string, prefix: string) {
  expect(html).toContain("<title>Quick Feature Update!</title>");
  expect(html).toMatch(/Support code(<!-- -->)?: <code class="support-code">[A-Z0-9]{8}<\/code>/);
  expect(html).toContain(prefix ? "1-800-555-0199" : "1-800-555-0142");
  expect(html).toContain("Go Home");
}

describe.each([
  { market: "US", prefix: "", xMarket: "en-US", cookie: "tailwise-cart" },
  { market: "Canada", prefix: "/ca", xMarket: "en-CA", cookie: "tailwise-cart-ca" },
])("failing cart objects in the $market market (the catalogue is fine)", ({ prefix, xMarket, cookie }) => {
  // Every call to a cart's Durable Object fails (decision 0078), as when the objects cannot be reached.
  const worker = useWorker({ scratch: true, brokenCarts: true });
  let withCart: Shopper;
  let itemId: string;
  let productPath: string;

  beforeAll(async () => {
    const item = await worker.db
      .prepare(
        `SELECT i.id, p.slug, p.id AS product_id FROM items i JOIN products p ON p.id = i.product_id
          WHERE p.published = 1 AND i.published = 1 AND i.inventory > 0 AND i.discontinued = 0 AND p.is_discontinued = 0
            AND p.is_gift_card = 0 AND p.is_customizable = 0 ORDER BY i.id LIMIT 1`,
      )
      .first<{ id: number; slug: string; product_id: number }>();
    itemId = String(item!.id);
    productPath = `${prefix}/${item!.slug}/dp/${item!.product_id}`;
    // A shopper whose cart cookie names a cart (its object is where every call now fails).
    withCart = new Shopper(worker.mf);
    await withCart.get(prefix || "/");
    withCart.cookies.set(cookie, crypto.randomUUID());
  });

  it("the cart page answers 503 with Retry-After and the maintenance page, never a 500", async () => {
    const res = await withCart.get(`${prefix}/app/cart`, page);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expectMaintenancePage(await res.text(), prefix);
  });

  it("the cart page's data (.data, a client-side navigation) answers 503 with Retry-After", async () => {
    const res = await withCart.get(`${prefix}/app/cart.data`, { accept: "*/*" });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it.each([
    { who: "a shopper with a cart", fresh: false },
    { who: "a first add (no cart yet)", fresh: true },
  ])("a plain-form add by $who answers 503 with Retry-After, the maintenance page and the add-to-cart failure message", async ({ fresh }) => {
    const shopper = fresh ? new Shopper(worker.mf) : withCart;
    if (fresh) await shopper.get(prefix || "/");
    const res = await shopper.post(`${prefix}/app/cart`, { intent: "add", itemId, redirectTo: productPath });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await res.text();
    expectMaintenancePage(html, prefix);
    expect(html).toContain("Something went wrong. Please try again.");
  });

  it("a script add answers 503 with Retry-After and the add-to-cart failure message as data", async () => {
    const res = await withCart.post(`${prefix}/app/cart.data`, { intent: "add", itemId }, { script: xMarket });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await res.text();
    expect(body).toContain("Something went wrong. Please try again.");
    expect(body).not.toContain("<html");
  });

  it("a product page still renders; the header's cart link shows no count rather than a wrong one", async () => {
    const res = await withCart.get(productPath, page);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/aria-label="Cart"/);
    expect(html).not.toMatch(/aria-label="Cart, empty"/);
    expect(html).toMatch(/data-testid="cart-count"[^>]*><\/span>|<span[^>]*cart-link__count--empty[^>]*data-testid="cart-count"[^>]*><\/span>/);
  });
});

describe("an empty CONTENT KV (no pages, no analytics toggles)", () => {
  const worker = useWorker({ scratch: true });

  it("content pages render from the built-in copies, and every other page as usual", async () => {
    const kv = await worker.mf.getKVNamespace("CONTENT");
    for (const { name } of (await kv.list()).keys) await kv.delete(name);
    expect((await kv.list()).keys).toEqual([]);
    for (const [path, title] of [
      ["/app/content/terms", "Terms of use"],
      ["/ca/app/content/privacy", "Privacy"],
      ["/vet-care", "Vet Care"],
      ["/", "Tailwise"],
      ["/ca/b/dog_c288", "Dog"],
    ]) {
      const res = await get(worker.mf, path, { headers: page });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(title);
    }
  });

  it("the user-context call answers with the default toggles", async () => {
    const res = await get(worker.mf, "/app/rest/user-context?pageType=plp");
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain("collectorConfig");
  });
});

describe("a CONTENT KV holding garbage", () => {
  const worker = useWorker({ scratch: true });

  it("a page entry or a toggles value that is not JSON falls back to the built-ins", async () => {
    const kv = await worker.mf.getKVNamespace("CONTENT");
    await kv.put(contentPageKey("/app/content/terms"), "{not json");
    await kv.put(contentPageKey("/vet-care"), JSON.stringify({ title: 42 }));
    await kv.put(ANALYTICS_TOGGLES_KEY, "<html>");
    for (const path of ["/app/content/terms", "/ca/vet-care", "/"]) expect((await get(worker.mf, path, { headers: page })).status, path).toBe(200);
    expect((await get(worker.mf, "/app/rest/user-context?pageType=plp")).status).toBe(200);
  });
});

describe("a corrupt live redirect document after a restart", () => {
  const worker = useWorker({ scratch: true });

  it("serves the newest good version the pointer's history names", async () => {
    // The seeded state has one good version live; a later publish left a corrupt document live.
    const kv = await worker.mf.getKVNamespace("REDIRECTS");
    const pointer = parseRedirectPointer((await kv.get(REDIRECTS_POINTER_KEY))!);
    if (!pointer.ok) throw new Error(pointer.problems.join("; "));
    const good = pointer.value.version;
    await kv.put(redirectsVersionKey("20991231T000000000Z-corrupt"), '{"format":1,"version":"20991231T000000000Z-corrupt","static":[[');
    await kv.put(
      REDIRECTS_POINTER_KEY,
      JSON.stringify({ ...pointer.value, version: "20991231T000000000Z-corrupt", previous: [good, ...pointer.value.previous].slice(0, 20) }),
    );

    // This worker has not read the tables yet: its first request is a restarted isolate's.
    for (const [path, location] of [
      ["/b/dog-food", "/b/dog-food_c20100"],
      ["/ca/deals", "/ca/deals/todays-deal_c2723"],
      ["/b/old_c3312", "/b/dog-food_c20100"],
    ]) {
      const res = await get(worker.mf, path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
      expect(res.headers.get("x-redirect-version"), path).toBe(good);
    }
  });
});
