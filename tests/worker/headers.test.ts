import { describe, expect, it } from "vitest";
import { BROWSER_UA, SITE_ORIGIN } from "./worker-harness";
import { useWorker } from "./use-worker";

// Issue #8 headers: HSTS on HTTPS, Permissions-Policy, cookies Secure over HTTPS, and canonical and
// alternate URLs from SITE_ORIGIN whatever host the request names.

const worker = useWorker({ scratch: true });
const fetchAt = (url: string, init: RequestInit = {}) =>
  worker.mf.dispatchFetch(url, {
    redirect: "manual",
    ...init,
    headers: { "user-agent": BROWSER_UA, accept: "text/html", ...(init.headers as Record<string, string>) },
  } as never);

describe("over HTTPS", () => {
  it("a page carries HSTS and Permissions-Policy, and its cookies are Secure", async () => {
    const res = await fetchAt("https://www.tailwise.test/b/dog_c288");
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/; Secure(;|$)/);
  });

  it("the cart cookie a form post sets is Secure too", async () => {
    const origin = "https://www.tailwise.test";
    const first = await fetchAt(`${origin}/app/cart`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join("\n"))![1];
    const item = await worker.db
      .prepare(
        "SELECT i.id FROM items i JOIN products p ON p.id = i.product_id WHERE i.inventory > 0 AND i.published = 1 AND p.published = 1 AND p.is_customizable = 0 AND p.is_gift_card = 0 ORDER BY i.id LIMIT 1",
      )
      .first<{ id: number }>();
    const res = await fetchAt(`${origin}/app/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", itemId: String(item!.id), _xsrf: decodeURIComponent(token) }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "x-forwarded-host": "www.tailwise.test",
        cookie: `XSRF-TOKEN=${token}`,
        "cf-connecting-ip": "10.9.8.7",
      },
    });
    expect(res.status).toBe(303);
    const cart = res.headers.getSetCookie().find((c) => c.startsWith("tailwise-cart="));
    expect(cart).toMatch(/; HttpOnly; Secure$/);
  });
});

describe("over plain HTTP (wrangler dev)", () => {
  it("no HSTS and no Secure cookies, or the browser would drop them", async () => {
    const res = await fetchAt(`${SITE_ORIGIN}/b/dog_c288`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
    for (const cookie of res.headers.getSetCookie()) expect(cookie).not.toMatch(/Secure/);
  });
});

describe("canonical and alternate URLs", () => {
  it.each([
    ["/b/dog_c288", "/b/dog_c288", "/ca/b/dog_c288"],
    ["/ca/b/dog_c288_p2", "/ca/b/dog_c288_p2", "/b/dog_c288_p2"],
    ["/app/content/terms", "/app/content/terms", "/ca/app/content/terms"],
    ["/ca/brands", "/ca/brands", "/brands"],
    ["/ca", "/ca", "/"],
  ])("%s: from SITE_ORIGIN, whatever host the request names", async (path, canonical, other) => {
    for (const [url, headers] of [
      [`https://evil.example${path}`, {}],
      [`${SITE_ORIGIN}${path}`, { host: "evil.example", "x-forwarded-host": "evil.example" }],
    ] as const) {
      const html = await (await fetchAt(url, { headers })).text();
      expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${canonical}"/>`);
      const own = canonical.startsWith("/ca") ? "en-CA" : "en-US";
      const otherLang = own === "en-CA" ? "en-US" : "en-CA";
      expect(html).toContain(`<link rel="alternate" hrefLang="${own}" href="${SITE_ORIGIN}${canonical}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="${otherLang}" href="${SITE_ORIGIN}${other}"/>`);
      expect(html).not.toContain("evil.example");
    }
  });

  it("a product page's canonical, alternates and JSON-LD URLs", async () => {
    const product = await worker.db.prepare("SELECT id, slug FROM products WHERE published = 1 ORDER BY id LIMIT 1").first<{ id: number; slug: string }>();
    const html = await (await fetchAt(`https://evil.example/ca/${product!.slug}/dp/${product!.id}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/ca/${product!.slug}/dp/${product!.id}"/>`);
    expect(html).toContain(`hrefLang="en-US" href="${SITE_ORIGIN}/${product!.slug}/dp/${product!.id}"`);
    expect(html).toContain(`"url":"${SITE_ORIGIN}/ca/${product!.slug}/dp/${product!.id}"`);
    expect(html).not.toContain("evil.example");
  });
});
