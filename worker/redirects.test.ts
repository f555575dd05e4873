import { describe, expect, it, vi } from "vitest";
import { CA_MARKET, US_MARKET, type MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import defaultTables from "#redirects/tables.json";
import { REDIRECTS_POINTER_KEY, redirectsVersionKey } from "#redirects/kv-keys.ts";
import type { RedirectTablesInput } from "#redirects/schema.ts";
import { FakeRedirectsKv, publishedDocument } from "#redirects/testing.ts";
import {
  createRedirectLayer,
  decideRedirect,
  PERMANENT_REDIRECT_CACHE_CONTROL,
  REDIRECT_REASON_HEADER,
  REDIRECT_TABLE_TTL_MS,
  REDIRECT_VERSION_HEADER,
  TEMPORARY_REDIRECT_CACHE_CONTROL,
} from "./redirects";
import { MAX_URL_LENGTH } from "./malformed-request";

const TABLES = defaultTables as RedirectTablesInput;
const MARKETS: MarketConfig[] = [US_MARKET, CA_MARKET];

function quietLog() {
  return { error: vi.fn(), warn: vi.fn() };
}

/** A layer over a fake KV, a fake clock and a log spy. */
async function setup(tables: RedirectTablesInput = TABLES, ttlMs = REDIRECT_TABLE_TTL_MS) {
  const kv = new FakeRedirectsKv();
  kv.publish(await publishedDocument(tables));
  let clock = 1_000_000;
  const log = quietLog();
  const layer = createRedirectLayer({ ttlMs, now: () => clock, log });
  const env = { REDIRECTS: kv.asKvNamespace() };
  /** Requests `pathAndQuery` as a shopper in `market` would (prefix included). */
  const get = (pathAndQuery: string, market: MarketConfig = US_MARKET, method = "GET") => {
    const url = new URL(withMarketPrefix(pathAndQuery, market), "https://www.tailwise.test");
    const path = market.pathPrefix ? url.pathname.slice(market.pathPrefix.length) || "/" : url.pathname;
    return layer.handle(new Request(url, { method }), env, market, path);
  };
  return { kv, layer, env, log, get, advance: (ms: number) => (clock += ms) };
}

describe("redirect layer: every entry of the default tables, in both markets", () => {
  for (const market of MARKETS) {
    it(`answers each static entry in ${market.name}, with and without a query string`, async () => {
      const { get } = await setup();
      for (const entry of TABLES.static) {
        const status = entry.permanent === false ? 302 : 301;
        const plain = await get(entry.from, market);
        expect(plain?.status, entry.from).toBe(status);
        expect(plain?.headers.get("location"), entry.from).toBe(withMarketPrefix(entry.to, market));
        expect(plain?.headers.get(REDIRECT_REASON_HEADER)).toBe("static-redirect");

        const withQuery = await get(`${entry.from}?utm_source=mail&page=2`, market);
        expect(withQuery?.headers.get("location"), entry.from).toBe(withMarketPrefix(`${entry.to}?utm_source=mail&page=2`, market));
      }
    });

    it(`answers each category id in ${market.name} from every listing URL shape, always 301`, async () => {
      const { get } = await setup();
      for (const { categoryId, to } of TABLES.categoryIds) {
        for (const source of [
          `/b/old-group_c${categoryId}`,
          `/b/old-group_c${categoryId}_p3`,
          `/b/old-group-${categoryId}`,
          `/deals/old-group-${categoryId}`,
          `/shops/old-group_c${categoryId}`,
          `/f/old-group-facet_c${categoryId}_f158v7a1c2e`,
        ]) {
          const response = await get(`${source}?sort=byNewest`, market);
          expect(response?.status, source).toBe(301);
          expect(response?.headers.get("location"), source).toBe(withMarketPrefix(`${to}?sort=byNewest`, market));
          expect(response?.headers.get(REDIRECT_REASON_HEADER)).toBe("static-id-based-redirect");
        }
      }
    });
  }
});

describe("redirect layer: the spec's examples", () => {
  it.each([
    ["/f/puppy-dry-dog-food_c3312_f158v7a1c2e", "/b/puppy-food_c11097"],
    ["/f/senior-dry-dog-food_c3312_f158v7a1c30", "/b/senior-dog-food_c11099"],
    ["/b/dog-food", "/b/dog-food_c20100"],
    ["/f/prescription-dog-medications_c2516_f201v0a9e11", "/b/dog-medication_c11561"],
    ["/f/prescription-heartworm-prevention_c2517_f201v0a9e20", "/b/heartworm_c11562"],
    ["/f/prescription-allergy-itch-relief_c2519_f201v0a9e30", "/b/allergy-relief_c11568"],
    ["/f/prescription-diabetes-insulin_c2545_f201v0a9e40", "/b/diabetes-insulin_c11576"],
    ["/deals", "/deals/todays-deal_c2723"],
    ["/b/home", "/"],
    ["/b/shop-by-brand", "/brands"],
    ["/b/vet-clinic", "/vet-care"],
    ["/b/dog-food-buying-guide", "/education/dog-food-guide"],
  ])("%s → %s (301), and under /ca", async (from, to) => {
    const { get } = await setup();
    const us = await get(from);
    expect([us?.status, us?.headers.get("location")]).toEqual([301, to]);
    const ca = await get(from, CA_MARKET);
    expect([ca?.status, ca?.headers.get("location")]).toEqual([301, to === "/" ? "/ca" : `/ca${to}`]);
  });

  it("gives 302 for a non-permanent entry, with no caching", async () => {
    const { get } = await setup();
    const response = await get("/deals/black-friday?ref=banner");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/deals/todays-deal_c2723?ref=banner");
    expect(response?.headers.get("cache-control")).toBe(TEMPORARY_REDIRECT_CACHE_CONTROL);
  });

  it("gives nothing for a path not in the tables: the request goes on to assets/Remix", async () => {
    const { get } = await setup();
    for (const path of ["/", "/b/dog-food_c20100", "/b/puppy-food_c11097", "/deals/todays-deal_c2723", "/dp/12345", "/b/dog-foods", "/brands/acme-3312"]) {
      expect(await get(path), path).toBeNull();
      expect(await get(path, CA_MARKET), path).toBeNull();
    }
  });

  it("sends the reason, the table version and a bounded cache lifetime with a 301", async () => {
    const { get, kv } = await setup();
    const response = await get("/b/cat-food");
    const pointer = JSON.parse(kv.values.get(REDIRECTS_POINTER_KEY)!);
    expect(response?.headers.get(REDIRECT_REASON_HEADER)).toBe("static-redirect");
    expect(response?.headers.get(REDIRECT_VERSION_HEADER)).toBe(pointer.version);
    expect(response?.headers.get("cache-control")).toBe(PERMANENT_REDIRECT_CACHE_CONTROL);
    expect(await response?.text()).toBe("");
  });
});

describe("redirect layer: matching rules", () => {
  it("ignores the query string when matching and carries it to the destination unchanged", async () => {
    const { get } = await setup();
    const response = await get("/b/dog-treats?utm_campaign=spring%20sale&a=1&a=2");
    expect(response?.headers.get("location")).toBe("/b/dog-treats_c20110?utm_campaign=spring%20sale&a=1&a=2");
  });

  it("leaves an address longer than the site answers to the 414 (its query made a Location no client reads; issue #23)", async () => {
    const { get } = await setup();
    const long = `/b/dog-treats?query=${"dog+".repeat(MAX_URL_LENGTH / 4)}`;
    expect(await get(long)).toBeNull();
    expect(await get(long, CA_MARKET)).toBeNull();
    const justFits = `/b/dog-treats?q=${"a".repeat(MAX_URL_LENGTH - "/b/dog-treats?q=".length)}`;
    expect((await get(justFits))?.status).toBe(301);
  });

  it("ignores letter case and trailing slashes (docs/decisions/0003)", async () => {
    const { get } = await setup();
    for (const path of ["/B/Dog-Food", "/b/dog-food/", "/B/DOG-FOOD//"]) {
      expect((await get(path))?.headers.get("location"), path).toBe("/b/dog-food_c20100");
      expect((await get(path, CA_MARKET))?.headers.get("location"), path).toBe("/ca/b/dog-food_c20100");
    }
  });

  it("redirects a search narrowed to a retired category, dropping only the c: pair from rh", async () => {
    const { get } = await setup();
    const response = await get("/s?query=kibble&rh=c:3312,BreedSize:Small&page=2");
    expect(response?.status).toBe(301);
    expect(response?.headers.get("location")).toBe("/b/dog-food_c20100?query=kibble&rh=BreedSize:Small&page=2");
    const ca = await get("/s?rh=c:2516", CA_MARKET);
    expect(ca?.headers.get("location")).toBe("/ca/b/dog-medication_c11561");
    expect(await get("/s?query=kibble&rh=c:288")).toBeNull();
  });

  it("prefers an exact static entry over the category-id table", async () => {
    const { get } = await setup();
    // Carries c3312 (in the id table) but is listed in the static table.
    const response = await get("/f/puppy-dry-dog-food_c3312_f158v7a1c2e");
    expect(response?.headers.get("location")).toBe("/b/puppy-food_c11097");
    expect(response?.headers.get(REDIRECT_REASON_HEADER)).toBe("static-redirect");
  });

  it("redirects GET and HEAD only", async () => {
    const { get } = await setup();
    expect((await get("/b/dog-food", US_MARKET, "HEAD"))?.status).toBe(301);
    expect(await get("/b/dog-food", US_MARKET, "POST")).toBeNull();
  });

  it("never loses or doubles the market prefix", async () => {
    const { env, layer } = await setup();
    const table = (await layer.loadTable(env))!;
    expect(decideRedirect(table, CA_MARKET, "/deals", "")?.location).toBe("/ca/deals/todays-deal_c2723");
    expect(decideRedirect(table, CA_MARKET, "/b/home", "x=1")?.location).toBe("/ca?x=1");
    expect(decideRedirect(table, US_MARKET, "/deals", "")?.location).toBe("/deals/todays-deal_c2723");
    for (const entry of TABLES.static) {
      const ca = decideRedirect(table, CA_MARKET, entry.from, "")!.location;
      expect(ca.startsWith("/ca"), entry.from).toBe(true);
      expect(ca.startsWith("/ca/ca"), entry.from).toBe(false);
    }
  });
});

describe("redirect layer: loading the tables from KV", () => {
  it("reads the pointer and the document once per refresh window, not per request", async () => {
    const { get, kv } = await setup();
    await get("/b/dog-food");
    await get("/b/cat-food");
    await get("/nothing");
    const pointer = JSON.parse(kv.values.get(REDIRECTS_POINTER_KEY)!);
    expect(kv.reads).toEqual([REDIRECTS_POINTER_KEY, redirectsVersionKey(pointer.version)]);
  });

  it("makes concurrent first requests share one load", async () => {
    const { get, kv } = await setup();
    await Promise.all([get("/b/dog-food"), get("/b/cat-food"), get("/b/cat-litter")]);
    expect(kv.reads).toHaveLength(2);
  });

  it("serves a newly published version after the TTL, without a restart", async () => {
    const { get, kv, advance } = await setup(TABLES, 5_000);
    expect((await get("/b/dog-food"))?.headers.get("location")).toBe("/b/dog-food_c20100");
    kv.publish(
      await publishedDocument(
        { static: [{ from: "/b/dog-food", to: "/b/puppy-food_c11097", permanent: false }], categoryIds: [] },
        new Date("2026-01-02T00:00:00Z"),
      ),
    );

    advance(4_999);
    expect((await get("/b/dog-food"))?.headers.get("location")).toBe("/b/dog-food_c20100");
    advance(1);
    const swapped = await get("/b/dog-food");
    expect([swapped?.status, swapped?.headers.get("location")]).toEqual([302, "/b/puppy-food_c11097"]);
    expect(await get("/b/cat-food")).toBeNull();
  });

  it("only re-reads the pointer when the version did not change", async () => {
    const { get, kv, advance } = await setup();
    await get("/b/dog-food");
    advance(REDIRECT_TABLE_TTL_MS);
    await get("/b/dog-food");
    expect(kv.reads.filter((key) => key === REDIRECTS_POINTER_KEY)).toHaveLength(2);
    expect(kv.reads.filter((key) => key !== REDIRECTS_POINTER_KEY)).toHaveLength(1);
  });

  it("with nothing published: no redirects, an error logged, no exception", async () => {
    const kv = new FakeRedirectsKv();
    const log = quietLog();
    const layer = createRedirectLayer({ log });
    const response = await layer.handle(new Request("https://x.test/b/dog-food"), { REDIRECTS: kv.asKvNamespace() }, US_MARKET, "/b/dog-food");
    expect(response).toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("no pointer key"));
  });

  it("keeps the last good table when the pointer names an invalid document, and logs why", async () => {
    const { get, kv, log, advance } = await setup();
    expect((await get("/b/dog-food"))?.status).toBe(301);
    kv.values.set(
      redirectsVersionKey("broken"),
      JSON.stringify({
        format: 1,
        version: "broken",
        publishedAt: "2026-01-03T00:00:00Z",
        destinations: ["https://evil.example"],
        static: [["/b/dog-food", 0, 301]],
        categoryIds: [],
      }),
    );
    kv.values.set(REDIRECTS_POINTER_KEY, JSON.stringify({ format: 1, version: "broken", previous: [], updatedAt: "2026-01-03T00:00:00Z" }));
    advance(REDIRECT_TABLE_TTL_MS);
    expect((await get("/b/dog-food"))?.headers.get("location")).toBe("/b/dog-food_c20100");
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/version broken is invalid: .*leaves the site.*keeping version/));

    // The rejected document is not downloaded again while the pointer still names it.
    const readsBefore = kv.reads.length;
    advance(REDIRECT_TABLE_TTL_MS);
    await get("/b/dog-food");
    expect(kv.reads.slice(readsBefore)).toEqual([REDIRECTS_POINTER_KEY]);
  });

  it.each([
    ["a pointer that is not JSON", (kv: FakeRedirectsKv) => kv.values.set(REDIRECTS_POINTER_KEY, "{not json")],
    [
      "a pointer naming a missing version",
      (kv: FakeRedirectsKv) =>
        kv.values.set(REDIRECTS_POINTER_KEY, JSON.stringify({ format: 1, version: "gone", previous: [], updatedAt: "2026-01-03T00:00:00Z" })),
    ],
    ["a deleted pointer", (kv: FakeRedirectsKv) => kv.values.delete(REDIRECTS_POINTER_KEY)],
    [
      "a document that is not JSON",
      (kv: FakeRedirectsKv) => {
        kv.values.set(redirectsVersionKey("v2"), "<html>");
        kv.values.set(REDIRECTS_POINTER_KEY, JSON.stringify({ format: 1, version: "v2", previous: [], updatedAt: "2026-01-03T00:00:00Z" }));
      },
    ],
    ["KV failing", (kv: FakeRedirectsKv) => (kv.failReads = new Error("KV GET failed: 503"))],
  ])("keeps the last good table with %s", async (_, breakIt) => {
    const { get, kv, log, advance } = await setup();
    expect((await get("/b/dog-food"))?.status).toBe(301);
    breakIt(kv);
    advance(REDIRECT_TABLE_TTL_MS);
    const response = await get("/b/dog-food");
    expect(response?.headers.get("location")).toBe("/b/dog-food_c20100");
    expect(log.error).toHaveBeenCalled();
  });

  it("never throws when KV fails on a cold isolate: the request just goes on", async () => {
    const kv = new FakeRedirectsKv();
    kv.failReads = new Error("KV GET failed: 503");
    const log = quietLog();
    const layer = createRedirectLayer({ log });
    await expect(layer.handle(new Request("https://x.test/b/dog-food"), { REDIRECTS: kv.asKvNamespace() }, US_MARKET, "/b/dog-food")).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("reading the tables from KV failed"), expect.any(Error));
  });

  it("waits a full TTL before retrying after a failure", async () => {
    const { get, kv, advance } = await setup();
    kv.failReads = new Error("down");
    await get("/b/dog-food");
    await get("/b/dog-food");
    expect(kv.reads).toHaveLength(1);
    kv.failReads = null;
    advance(REDIRECT_TABLE_TTL_MS);
    expect((await get("/b/dog-food"))?.status).toBe(301);
  });
});

describe("redirect layer: a corrupt live version after a restart (issue #8)", () => {
  const ALTERNATIVE = { static: [{ from: "/b/dog-food", to: "/b/puppy-food_c11097" }], categoryIds: [] };

  /** Points the pointer at `version` with `previous` as its history, as publish and rollback write it. */
  function pointAt(kv: FakeRedirectsKv, version: string, previous: string[]) {
    kv.values.set(REDIRECTS_POINTER_KEY, JSON.stringify({ format: 1, version, previous, updatedAt: "2026-01-05T00:00:00Z" }));
  }
  const corrupt = (kv: FakeRedirectsKv, version: string) => kv.values.set(redirectsVersionKey(version), '{"format":1,"version":"' + version + '","static":[[');

  /** A fresh isolate (a restart) over the same KV. */
  function restart(kv: FakeRedirectsKv) {
    const log = quietLog();
    const layer = createRedirectLayer({ log });
    const get = (path: string) => layer.handle(new Request(`https://www.tailwise.test${path}`), { REDIRECTS: kv.asKvNamespace() }, US_MARKET, path);
    return { layer, log, get };
  }

  it("serves the newest good version the pointer's history names, and says so", async () => {
    const { kv } = await setup();
    const good = JSON.parse(kv.values.get(REDIRECTS_POINTER_KEY)!).version as string;
    corrupt(kv, "v-broken");
    pointAt(kv, "v-broken", [good]);

    const { get, log } = restart(kv);
    const response = await get("/b/dog-food");
    expect([response?.status, response?.headers.get("location")]).toEqual([301, "/b/dog-food_c20100"]);
    expect(response?.headers.get(REDIRECT_VERSION_HEADER)).toBe(good);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`version v-broken is invalid: .*serving version ${good} from the pointer's history`)),
    );
  });

  it("walks past missing and invalid versions to the first good one, newest first", async () => {
    const { kv } = await setup();
    const oldest = JSON.parse(kv.values.get(REDIRECTS_POINTER_KEY)!).version as string;
    const newer = await publishedDocument(ALTERNATIVE, new Date("2026-01-02T00:00:00Z"));
    kv.values.set(redirectsVersionKey(newer.version), JSON.stringify(newer));
    corrupt(kv, "v-bad-1");
    corrupt(kv, "v-bad-2");
    pointAt(kv, "v-bad-2", ["v-gone", "v-bad-1", newer.version, oldest]);

    const { get, log } = restart(kv);
    const response = await get("/b/dog-food");
    expect(response?.headers.get("location")).toBe("/b/puppy-food_c11097");
    expect(response?.headers.get(REDIRECT_VERSION_HEADER)).toBe(newer.version);
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/v-bad-2 is invalid.*v-gone is missing.*v-bad-1 is invalid.*serving version/));
  });

  it("a warm isolate moves to the same version a cold one serves, and downloads nothing twice", async () => {
    const { kv, get, advance } = await setup();
    const oldest = JSON.parse(kv.values.get(REDIRECTS_POINTER_KEY)!).version as string;
    expect((await get("/b/dog-food"))?.headers.get(REDIRECT_VERSION_HEADER)).toBe(oldest);
    const newer = await publishedDocument(ALTERNATIVE, new Date("2026-01-02T00:00:00Z"));
    kv.publish(newer, new Date("2026-01-02T00:00:00Z"));
    corrupt(kv, "v-broken");
    pointAt(kv, "v-broken", [newer.version, oldest]);

    advance(REDIRECT_TABLE_TTL_MS);
    expect((await get("/b/dog-food"))?.headers.get(REDIRECT_VERSION_HEADER)).toBe(newer.version);

    const readsBefore = kv.reads.length;
    advance(REDIRECT_TABLE_TTL_MS);
    expect((await get("/b/dog-food"))?.headers.get(REDIRECT_VERSION_HEADER)).toBe(newer.version);
    // The broken one was rejected for good and the newer one is what this isolate has: only the pointer.
    expect(kv.reads.slice(readsBefore)).toEqual([REDIRECTS_POINTER_KEY]);
  });

  it("takes the live version once a missing one arrives", async () => {
    const { kv } = await setup();
    const good = JSON.parse(kv.values.get(REDIRECTS_POINTER_KEY)!).version as string;
    const late = await publishedDocument(ALTERNATIVE, new Date("2026-01-02T00:00:00Z"));
    pointAt(kv, late.version, [good]);

    let clock = 0;
    const layer = createRedirectLayer({ now: () => clock, log: quietLog() });
    const env = { REDIRECTS: kv.asKvNamespace() };
    expect((await layer.loadTable(env))?.version).toBe(good);
    kv.values.set(redirectsVersionKey(late.version), JSON.stringify(late));
    clock += REDIRECT_TABLE_TTL_MS;
    expect((await layer.loadTable(env))?.version).toBe(late.version);
  });

  it("with no good version at all: no redirects, one error, no exception", async () => {
    const kv = new FakeRedirectsKv();
    corrupt(kv, "v-bad-1");
    corrupt(kv, "v-bad-2");
    pointAt(kv, "v-bad-2", ["v-bad-1", "v-gone"]);
    const { get, log } = restart(kv);
    expect(await get("/b/dog-food")).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/v-bad-2 is invalid.*v-bad-1 is invalid.*v-gone is missing.*no redirects until a valid table is published/),
    );
  });
});
