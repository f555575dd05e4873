import { describe, expect, it } from "vitest";
import { useWorker } from "./use-worker";
import { get } from "./worker-harness";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";

// Issue #26: GET {market}/api/search-suggestions?q=… — the header's typeahead, answered by the built
// Worker over the seeded catalogue.
const worker = useWorker({ scratch: true });

interface Answer {
  q: string;
  terms: { label: string; href: string }[];
  categories: { label: string; href: string }[];
  brands: { label: string; href: string }[];
  products: { label: string; href: string }[];
}

const hrefs = (a: Answer) => [...a.terms, ...a.categories, ...a.brands, ...a.products].map((s) => s.href);

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("search suggestions in the $market market", ({ prefix }) => {
  it("suggest terms, categories and products for a prefix, linked in the market, cacheable at the edge", async () => {
    const res = await get(worker.mf, `${prefix}/api/search-suggestions?q=dog%20fo`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=300");
    const answer = (await res.json()) as Answer;
    expect(answer.q).toBe("dog fo");
    expect(answer.terms.map((t) => t.label)).toContain("dog food");
    expect(answer.terms.every((t) => t.label.startsWith("dog fo"))).toBe(true);
    expect(answer.categories.length).toBeGreaterThan(0);
    for (const c of answer.categories) expect(c.label.toLowerCase()).toMatch(/\bdog\b.*|.*\bfo/);
    expect(answer.products).toHaveLength(4);
    for (const href of hrefs(answer)) expect(href.startsWith(`${prefix}/`) && (prefix === "" ? !href.startsWith("/ca/") : true)).toBe(true);
    // a term leads to its search
    expect(answer.terms.find((t) => t.label === "dog food")?.href).toBe(`${prefix}/s?query=dog+food`);
  });

  it("suggest brands by the start of a word of their name", async () => {
    const catalogue = worker.db;
    const brand = await catalogue.prepare("SELECT label FROM facet_values WHERE facet_key = 'brand_facet' ORDER BY id LIMIT 1").first<{ label: string }>();
    const typed = brand!.label.slice(0, 4);
    const answer = (await (await get(worker.mf, `${prefix}/api/search-suggestions?q=${encodeURIComponent(typed)}`)).json()) as Answer;
    expect(answer.brands.map((b) => b.label)).toContain(brand!.label);
    expect(answer.brands.find((b) => b.label === brand!.label)?.href).toMatch(new RegExp(`^${prefix}/s\\?rh=brand_facet`));
  });
});

describe("what makes it fast (decision 0047)", () => {
  const ask = async (path: string) => (await (await get(worker.mf, path)).json()) as Answer;

  it("lists products from the third letter of a lone word: two letters alone match most of the catalogue", async () => {
    const two = await ask("/api/search-suggestions?q=do");
    expect(two.products).toEqual([]);
    expect(two.terms.map((t) => t.label)).toContain("dog");
    const three = await ask("/api/search-suggestions?q=dog");
    expect(three.products).toHaveLength(4);
  });

  it("answers what was typed the same however it was cased or spaced, echoing it as asked", async () => {
    const plain = await ask("/api/search-suggestions?q=cat%20li");
    const shouted = await ask("/api/search-suggestions?q=CAT%20%20Li");
    expect(shouted.q).toBe("CAT  Li");
    expect({ ...shouted, q: "" }).toEqual({ ...plain, q: "" });
    expect(plain.terms.map((t) => t.label)).toContain("cat litter");
  });

  it("keeps each market's answer apart: the same prefix links into each market", async () => {
    const us = await ask("/api/search-suggestions?q=kitt");
    const ca = await ask("/ca/api/search-suggestions?q=kitt");
    expect(us.terms.length).toBeGreaterThan(0);
    for (const href of hrefs(us)) expect(href.startsWith("/ca/")).toBe(false);
    for (const href of hrefs(ca)) expect(href.startsWith("/ca/")).toBe(true);
  });
});

describe("bad input gets a clear 4xx", () => {
  it.each([
    ["/api/search-suggestions", 400, "q (what was typed) is required"],
    ["/api/search-suggestions?q=d", 400, "q needs at least 2 characters"],
    [`/api/search-suggestions?q=${"a".repeat(201)}`, 400, "q is at most 200 characters"],
    ["/api/search-suggestions?q=dog&x=1", 400, "Invalid suggestions request"],
    [`/api/search-suggestions?q=dog&pad=${"b".repeat(1100)}`, 414, "longer than 1024 bytes"],
  ])("a request for %# answers %i", async (path, status, message) => {
    const res = await get(worker.mf, path);
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });

  it("a POST is refused: the endpoint reads only", async () => {
    const res = await get(worker.mf, "/api/search-suggestions?q=dog", { method: "POST", headers: { origin: "http://127.0.0.1:8787" } });
    expect([403, 405]).toContain(res.status);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a visitor passes its limit (300 a minute)", async () => {
    // a visitor is its XSRF token (a page gives one)
    const page = await get(worker.mf, "/");
    await page.arrayBuffer();
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.getSetCookie().join("\n"))![1];
    const headers = { cookie: `XSRF-TOKEN=${token}` };
    let res = page;
    // The windows are fixed (a new one starts each minute): a burst that crosses a window's end
    // starts counting again, so send up to twice the limit plus one; however the burst falls
    // across two windows, one of them passes the limit.
    const { limit } = RATE_LIMITS.suggestions.perVisitor;
    for (let i = 0; i < 2 * limit + 1 && res.status === 200; i++) {
      res = await get(worker.mf, `/api/search-suggestions?q=ca${i % 2 ? "t" : "n"}`, { headers });
      await res.arrayBuffer();
    }
    expect(res.status).toBe(429);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 120_000);
});
