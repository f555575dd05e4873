import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, SITE_ORIGIN, startWorker } from "./worker-harness";

interface Tables {
  static: { from: string; to: string; permanent?: boolean }[];
  categoryIds: { categoryId: number; to: string }[];
}
const tables = JSON.parse(readFileSync("redirects/tables.json", "utf8")) as Tables;
const markets = [
  { name: "US", prefix: "" },
  { name: "Canada", prefix: "/ca" },
];
const withPrefix = (prefix: string, to: string) => (prefix && to === "/" ? prefix : prefix + to);

let mf: Miniflare;
beforeAll(async () => {
  mf = startWorker();
  await mf.ready;
});
afterAll(() => mf?.dispose());

describe.each(markets)("the static table in the $name market", ({ prefix }) => {
  it.each(tables.static.map((entry) => [entry.from, entry.to, entry.permanent === false ? 302 : 301] as const))("%s → %s (%i)", async (from, to, status) => {
    const res = await get(mf, `${prefix}${from}?utm_source=mail&page=2`);
    expect(res.status).toBe(status);
    expect(res.headers.get("location")).toBe(`${withPrefix(prefix, to)}?utm_source=mail&page=2`);
    expect(res.headers.get("x-redirect-reason")).toBe("static-redirect");
  });

  it.each([...new Set([...tables.static, ...tables.categoryIds].map((e) => e.to))])("destination %s answers 200 itself", async (to) => {
    const res = await get(mf, withPrefix(prefix, to));
    expect(res.status, `${withPrefix(prefix, to)} → ${res.headers.get("location")}`).toBe(200);
  });
});

describe.each(markets)("the category-id table in the $name market", ({ prefix }) => {
  it.each(tables.categoryIds.map((e) => [e.categoryId, e.to] as const))("group %i goes to %s from any listing URL", async (id, to) => {
    for (const source of [`/b/anything_c${id}`, `/b/anything_c${id}_p3`, `/s?query=food&rh=c:${id}`]) {
      const res = await get(mf, prefix + source);
      expect(res.status, source).toBe(301);
      expect(res.headers.get("location")!.startsWith(withPrefix(prefix, to)), source).toBe(true);
      expect(res.headers.get("x-redirect-reason")).toBe("static-id-based-redirect");
    }
  });
});

describe("requests the tables do not name", () => {
  it.each(["/b/dog_c288", "/ca/b/dog_c288", "/s?query=dog"])("%s is not redirected", async (path) => {
    const res = await get(mf, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-redirect-reason")).toBeNull();
  });

  it("the legacy /b/{slug}-{id} shape answers 200, canonical to the _c{id} form", async () => {
    for (const prefix of ["", "/ca"]) {
      const res = await get(mf, `${prefix}/b/puppy-11097`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(new RegExp(`<link rel="canonical" href="${SITE_ORIGIN}${prefix}/b/[a-z-]+_c11097"`));
    }
  });
});

describe.each(markets)("loader redirects in the $name market", ({ prefix }) => {
  const expectRedirect = async (path: string, location: string | RegExp, reason: string) => {
    const res = await get(mf, prefix + path);
    expect(res.status, path).toBe(301);
    const actual = res.headers.get("location")!;
    if (typeof location === "string") expect(actual).toBe(prefix + location);
    else expect(actual.slice(prefix.length)).toMatch(location);
    expect(actual.startsWith(`${prefix}/`) || actual === prefix).toBe(true);
    expect(res.headers.get("x-redirect-reason")).toBe(reason);
    expect(res.headers.get("cache-control"), "a permanent loader redirect may be cached").toBe("public, max-age=3600");
  };

  it("incorrect slug → the canonical category URL", () => expectRedirect("/b/doggies_c288_p2?sort=byRating", "/b/dog_c288_p2?sort=byRating", "incorrect-slug"));
  it("replacement group → the replacing group", () => expectRedirect("/b/pet-meds_c20998", "/b/pharmacy_c2515", "replacement-group"));
  it("page past the maximum → the last page", () => expectRedirect("/b/dog_c288_p999", /^\/b\/dog_c288_p\d+$/, "page-exceeds-maximum"));
  it("invalid rh pairs are stripped", () =>
    expectRedirect("/s?query=dog&rh=Colour:red,FoodForm:Dry%20Food", "/s?query=dog&rh=FoodForm%3ADry+Food", "strip-invalid-rh"));
  it("invalid facet id pair → the listing without it", () => expectRedirect("/f/dry-dog-food_c288_f999v000000", "/b/dog_c288", "invalid-facet-id-pair"));
  it("a brand-only filter → the brand's page", async () => {
    const listing = (await (await get(mf, "/plp/api/search", { method: "POST", body: JSON.stringify({ groupId: "288" }) })).json()) as {
      facets: { key: string; values: { value: string }[] }[];
    };
    const brand = listing.facets.find((f) => f.key === "brand_facet")?.values[0]?.value;
    if (!brand) throw new Error("the listing has no brand facet");
    await expectRedirect(`/s?rh=brand_facet:${encodeURIComponent(brand)}`, /^\/brands\/[a-z0-9-]+_c\d+$/, "brand-facet-to-brands-page");
  });

  it("unpublished group → nearest published ancestor; out-of-stock product shown; off-sale product 302; wrong product slug", async () => {
    const db = await mf.getD1Database("DB");
    const hidden = await db
      .prepare("SELECT c.id, c.slug FROM categories c WHERE c.published = 0 AND c.replacement_group_id IS NULL AND c.parent_id IS NOT NULL LIMIT 1")
      .first<{ id: number; slug: string }>();
    expect(hidden, "the catalogue has an unpublished category").toBeTruthy();
    const res = await get(mf, `${prefix}/b/${hidden!.slug}_c${hidden!.id}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("x-redirect-reason")).toBe("unpublished-group");

    const empty = await db
      .prepare(
        "SELECT p.id, p.slug FROM products p WHERE p.published = 1 AND p.is_discontinued = 0 AND NOT EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0 AND i.published = 1) LIMIT 1",
      )
      .first<{ id: number; slug: string }>();
    expect(empty, "the catalogue has a zero-inventory product").toBeTruthy();
    const outOfStock = await get(mf, `${prefix}/${empty!.slug}/dp/${empty!.id}`);
    expect(outOfStock.status, "an out-of-stock product is shown, not redirected").toBe(200);
    expect(await outOfStock.text()).toMatch(/Temporarily Out of Stock|No Longer Available/);

    const offSale = await db.prepare("SELECT p.id, p.slug FROM products p WHERE p.published = 0 LIMIT 1").first<{ id: number; slug: string }>();
    expect(offSale, "the catalogue has an unpublished product").toBeTruthy();
    const temporary = await get(mf, `${prefix}/${offSale!.slug}/dp/${offSale!.id}`);
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("x-redirect-reason")).toBe("unpublished-product");
    expect(temporary.headers.get("cache-control"), "a temporary loader redirect is not cached").toBe("no-store");
    expect(temporary.headers.get("location")).toMatch(new RegExp(`^${prefix}/(b|s|deals|shops|brands)/[a-z0-9-]+_c\\d+$`));

    const stocked = await db
      .prepare(
        "SELECT p.id, p.slug FROM products p WHERE p.published = 1 AND EXISTS (SELECT 1 FROM items i WHERE i.product_id = p.id AND i.inventory > 0 AND i.published = 1) LIMIT 1",
      )
      .first<{ id: number; slug: string }>();
    await expectRedirect(`/wrong-slug/dp/${stocked!.id}`, `/${stocked!.slug}/dp/${stocked!.id}`, "incorrect-slug");
    expect((await get(mf, `${prefix}/${stocked!.slug}/dp/${stocked!.id}`)).status).toBe(200);
  });
});

/** The first answer that satisfies `done` within ~6 s (a few refresh windows). */
type Answer = { headers: { get(name: string): string | null }; arrayBuffer(): Promise<ArrayBuffer> };
async function until<R extends Answer>(attempt: () => Promise<R>, done: (r: R) => boolean): Promise<R> {
  let response: R | undefined;
  for (let i = 0; i < 6; i++) {
    await new Promise((r) => setTimeout(r, 1_000));
    response = await attempt();
    await response.arrayBuffer();
    if (done(response)) break;
  }
  return response!;
}

describe("ops swap tables without a redeploy", () => {
  let dir: string;
  let swap: Miniflare;
  const cli = (command: string, ...args: string[]) =>
    execFileSync("npx", ["tsx", `scripts/redirects/${command}.ts`, "--local", "--persist-to", dir, ...args], { encoding: "utf8", stdio: "pipe" });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "tailwise-swap-"));
    cli("publish");
    swap = startWorker({ stateDir: dir, vars: { REDIRECTS_TTL_SECONDS: "1" } });
    await swap.ready;
  }, 120_000);
  afterAll(async () => {
    await swap?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a published version is served within the refresh window, and a rollback restores the old one", async () => {
    const before = await get(swap, "/b/dog-food");
    expect(before.status).toBe(301);
    const oldTarget = before.headers.get("location");

    const edited: Tables = structuredClone(tables);
    edited.static.find((e) => e.from === "/b/dog-food")!.to = "/vet-care";
    edited.static.push({ from: "/b/weekly-special", to: "/deals/todays-deal_c2723", permanent: false });
    const file = path.join(dir, "tables.json");
    writeFileSync(file, JSON.stringify(edited));
    const output = cli("publish", "--file", file);
    expect(output).toMatch(/added 1, changed 1, removed 0/);

    // Live within the (1 s) refresh window; polled, as the CLI writes from another process.
    const after = await until(
      () => get(swap, "/ca/b/dog-food"),
      (r) => r.headers.get("location") === "/ca/vet-care",
    );
    expect(after.headers.get("location")).toBe("/ca/vet-care");
    const temporary = await get(swap, "/b/weekly-special");
    expect(temporary.status).toBe(302);

    cli("rollback");
    const restored = await until(
      () => get(swap, "/b/dog-food"),
      (r) => r.headers.get("location") === oldTarget,
    );
    expect(restored.headers.get("location")).toBe(oldTarget);
    expect((await get(swap, "/b/weekly-special")).status).toBe(404);
  }, 120_000);
});
