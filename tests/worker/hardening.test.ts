import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUM_FORBIDDEN_MESSAGE } from "#app/api/rum-measurements.server.ts";
import { freePort, get, rawRequest, SITE_ORIGIN, startWorker } from "./worker-harness";
import { useWorker } from "./use-worker";
import { BODY_ON_GET_PATHS, corruptLiveContent, FOREIGN_ORIGINS, PLANTED, RUM_BEACON, withPlantedIds } from "./attack-repros";

// Issue #23's attack repros against the built worker in workerd, each written to fail before its
// fix: what an attacker or an unlucky first request could do to a fresh isolate, the edge cache, or
// a request's body, and that a page is answered within a second afterwards. (GraphQL's shapes are in
// graphql-attacks.test.ts; the bodies under real `wrangler dev` in wrangler-dev-hardening.test.ts.)

const page = { accept: "text/html,application/xhtml+xml" };
/** What "the store still answers" means after an attack: a page within a second. */
const PAGE_WITHIN_MS = 1_000;

/** The request's status and time; a request that gets no answer in `limitMs` fails the test. */
async function timed(mf: Miniflare, path: string, limitMs: number, init: RequestInit = {}) {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path}: no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    const res = await Promise.race([get(mf, path, { headers: page, ...init }), noAnswer]);
    const body = await Promise.race([res.text(), noAnswer]);
    return { status: res.status, body, ms: Date.now() - started, headers: res.headers };
  } finally {
    clearTimeout(timer);
  }
}

const expectPageSoon = async (mf: Miniflare, path = "/b/dog_c288") => {
  const answer = await timed(mf, path, PAGE_WITHIN_MS);
  expect(answer.status, path).toBe(200);
};

describe("a fresh isolate whose first listing request is a loader redirect (issue #23 #1)", () => {
  // Each case restarts the isolate: its first request is the redirect, then every kind of page.
  const firsts: { reason: string; on: string; path: (facts: Facts) => string }[] = [
    { reason: "incorrect-slug", on: "a category", path: () => "/b/x_c288" },
    { reason: "unpublished-group", on: "a category", path: (f) => `/b/${f.hidden.slug}_c${f.hidden.id}` },
    { reason: "replacement-group", on: "a category", path: () => "/b/pet-meds_c20998" },
    { reason: "page-exceeds-maximum", on: "a Canadian category", path: () => "/ca/b/dog_c288_p999" },
    { reason: "strip-invalid-rh", on: "a search", path: () => "/s?query=dog&rh=Colour:red,FoodForm:Dry%20Food" },
    { reason: "invalid-facet-id-pair", on: "a facet page", path: () => "/f/dry-dog-food_c288_f999v000000" },
    { reason: "incorrect-slug", on: "a product", path: (f) => `/wrong-slug/dp/${f.product.id}` },
    { reason: "unpublished-product", on: "a product", path: (f) => `/${f.offSale.slug}/dp/${f.offSale.id}` },
  ];
  interface Facts {
    hidden: { id: number; slug: string };
    product: { id: number; slug: string };
    offSale: { id: number; slug: string };
  }
  let facts: Facts;
  beforeAll(async () => {
    const mf = startWorker();
    const db = (await mf.getD1Database("DB")) as unknown as D1Database;
    facts = {
      hidden: (await db
        .prepare("SELECT id, slug FROM categories WHERE published = 0 AND replacement_group_id IS NULL AND parent_id IS NOT NULL LIMIT 1")
        .first())!,
      product: (await db
        .prepare(
          "SELECT p.id, p.slug FROM products p WHERE p.published = 1 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0 AND i.published = 1) LIMIT 1",
        )
        .first())!,
      offSale: (await db.prepare("SELECT id, slug FROM products WHERE published = 0 LIMIT 1").first())!,
    };
    await mf.dispose();
  });

  it.each(firsts)("$reason on $on first: every page kind answers afterwards, in both markets", async ({ reason, path }) => {
    const mf = startWorker();
    try {
      const first = await timed(mf, path(facts), 10_000);
      expect([301, 302]).toContain(first.status);
      expect(first.headers.get("x-redirect-reason")).toBe(reason);
      // A cold isolate loads its facet index with the first search: a few hundred ms here; a lost load would never answer.
      for (const next of [
        "/s?query=dog",
        "/ca/s?query=cat%20food",
        "/b/dog_c288",
        "/ca/b/dog_c288.data",
        "/b/dog_c288?sort=byPopularity",
        "/deals/todays-deal_c2723",
        "/brands",
        `/${facts.product.slug}/dp/${facts.product.id}`,
        "/",
      ]) {
        const answer = await timed(mf, next, 5_000);
        expect(answer.status, next).toBe(200);
      }
      const api = await timed(mf, "/plp/api/search", 5_000, {
        method: "POST",
        body: JSON.stringify({ groupId: "288", sort: "byLowestPrice" }),
        headers: { "content-type": "application/json" },
      });
      expect(api.status).toBe(200);
      await expectPageSoon(mf);
    } finally {
      await mf.dispose();
    }
  });
});

describe("campaign and click ids on a kept page (issue #23 #4)", () => {
  const worker = useWorker({ vars: { CATALOGUE_VERSION_TTL_SECONDS: "0" } });
  let product: string;
  beforeAll(async () => {
    const row = (await worker.db
      .prepare(
        "SELECT p.id, p.slug FROM products p WHERE p.published = 1 AND p.is_discontinued = 0 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0 AND i.published = 1) LIMIT 1 OFFSET 7",
      )
      .first<{ id: number; slug: string }>())!;
    product = `/${row.slug}/dp/${row.id}`;
  });

  it.each(["/b/dog_c288?page=2", "/ca/s?query=salmon", "/deals/todays-deal_c2723", "/brands", "/", "PRODUCT", "/ca/PRODUCT"])(
    "%s renders none of them, for the visitor who brought them nor for the next one (the cached copy)",
    async (template) => {
      const path = template.replace("/PRODUCT", product).replace("PRODUCT", product);
      const first = await timed(worker.mf, withPlantedIds(path), 10_000);
      expect(first.status).toBe(200);
      expect(first.body).not.toMatch(PLANTED);
      const next = await timed(worker.mf, path, 10_000);
      expect(next.headers.get("x-cache"), "the next visitor gets the copy the first one caused").toMatch(/hit|stale/);
      expect(next.body).not.toMatch(PLANTED);
      // The page's own parameters stay on its links (a product's item, a listing's page).
      if (path.includes("page=2")) expect(first.body).toContain("/ca/b/dog_c288?page=2");
    },
  );

  it("a client-side navigation's data does not carry them either", async () => {
    const data = await timed(worker.mf, withPlantedIds("/b/dog_c288.data"), 10_000);
    expect(data.status).toBe(200);
    expect(data.body).not.toMatch(PLANTED);
  });
});

describe("GET and HEAD with a body (issue #23 #7)", () => {
  // Fetch cannot send these: a plain HTTP client on the worker's own port can.
  let port: number;
  let mf: Miniflare;
  beforeAll(async () => {
    port = await freePort();
    mf = startWorker({ port });
    await mf.ready;
  });
  afterAll(() => mf?.dispose());
  it.each(BODY_ON_GET_PATHS.flatMap((path) => [["GET", path] as const, ["HEAD", path] as const]))(
    "%s %s with a body is a 400 before any route, never a 500",
    async (method, path) => {
      for (const framing of ["content-length", "chunked"] as const) {
        const answer = await rawRequest(port, { method, path, headers: { "content-type": "application/x-www-form-urlencoded" }, bodyBytes: 4000, framing });
        expect(answer.error, `${method} ${path} ${framing}`).toBeUndefined();
        expect(answer.status, `${method} ${path} ${framing}`).toBe(400);
      }
    },
  );

  it("leaves the worker answering pages", () => expectPageSoon(mf));

  // The soak's finding (BENCH_ONLY=soak): an old address the redirect tables know, with a query of
  // tens of KB, was redirected with all of it in its Location, which clients cannot read.
  it.each(["/b/dog-food", "/ca/b/old_c3312"])("%s with a query longer than the site answers is a 414 a client can read, not a redirect", async (path) => {
    const answer = await rawRequest(port, { method: "GET", path: `${path}?query=${"dog+".repeat(6_000)}` });
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(414);
    expect(answer.headers?.location).toBeUndefined();
  });
});

describe("managed content after a restart with a corrupt live version (issue #23 #10)", () => {
  const worker = useWorker({ scratch: true });
  const island = (html: string) => JSON.parse(/<script type="application\/json" id="personal-state">([^<]*)<\/script>/.exec(html)?.[1] ?? "null");

  it("serves the newest good version the pointer's history names: the banner, and a first visit's experiments", async () => {
    // Before any request: this isolate has read nothing, as after a restart.
    await corruptLiveContent(await worker.mf.getKVNamespace("CONTENT"));

    const home = await timed(worker.mf, "/b/dog_c288", 10_000);
    expect(home.status).toBe(200);
    expect(home.body).toContain('class="site-banner"');
    expect(Object.keys(island(home.body).experiments ?? {}).length, "a new visitor is in the seeded running experiments").toBeGreaterThan(0);
  });
});

describe("RUM beacons from elsewhere (issue #23 #11)", () => {
  const worker = useWorker({ vars: { ANALYTICS_WRITE_KEYS: "rum-test-write-key" } });
  const post = (headers: Record<string, string>) =>
    worker.mf.dispatchFetch(`${SITE_ORIGIN}/api/rum`, {
      method: "POST",
      body: RUM_BEACON,
      headers: { "content-type": "text/plain;charset=UTF-8", "cf-connecting-ip": "10.77.1.2", ...headers },
    } as never);

  it("refuses a cross-site page's beacon and one without an Origin, as the collector does", async () => {
    for (const headers of FOREIGN_ORIGINS) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ error: RUM_FORBIDDEN_MESSAGE });
    }
  });

  it("takes our own pages' beacons, and a server client's with a write key", async () => {
    expect((await post({ origin: SITE_ORIGIN })).status).toBe(204);
    expect((await post({ authorization: `Basic ${btoa("rum-test-write-key:")}` })).status).toBe(204);
  });
});
