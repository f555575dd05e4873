import { beforeAll, describe, expect, it } from "vitest";
import { AD_CAMPAIGNS } from "#app/ads/campaigns.ts";
import { createXsrfToken } from "#app/security/same-origin.ts";
import { RATE_LIMITS } from "#app/security/rate-limit.ts";
import { useWorker } from "./use-worker";
import { cardNameOf } from "./surface-readers";
import { atStartOfWindow, get, inHtml, untilStored } from "./worker-harness";

// Sponsored products (spec §3 ad fields, §5 valid placement), their trackers, the sponsored-ad
// landing page (spec §2) and the educational widget, through the built worker.

const worker = useWorker({ scratch: true });
beforeAll(async () => {
  await worker.analytics.prepare("DELETE FROM ad_events").run();
});
const [barkwell] = AD_CAMPAIGNS;

/** The grid's tiles in order: "ad:{brand}" for a sponsored one, "p" for a product, "edu" for the guide, "cms" for CMS zone 19's card. */
function gridOf(html: string): string[] {
  const grid = html
    .slice(html.indexOf('class="product-grid"'), html.indexOf("</ol>", html.indexOf('class="product-grid"')))
    .replace(/<li class="card card--standard"[\s\S]*?<\/li>/g, '<li><div class="card card--cms"></div></li>');
  return [
    ...grid.matchAll(/<li[^>]*>\s*<(?:article|div) class="card( card--ad| card--educational| card--cms)?"[\s\S]*?(?:class="card__brand">([^<]*)<|<\/div>)/g),
  ].map((m) => (m[1] === " card--ad" ? `ad:${m[2]}` : m[1] === " card--educational" ? "edu" : m[1] === " card--cms" ? "cms" : "p"));
}

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("sponsored products on listings ($market)", ({ prefix }) => {
  it("a targeted category's first page shows the campaign's products in its slots, marked Sponsored, links rel=sponsored", async () => {
    const html = await (await get(worker.mf, `${prefix}/b/dog_c288`)).text();
    const grid = gridOf(html);
    const brand = inHtml(barkwell.brand);
    for (const { slot } of barkwell.slots) expect(grid[slot], `slot ${slot}`).toBe(`ad:${brand}`);
    expect(grid.filter((tile) => tile.startsWith("ad:"))).toHaveLength(barkwell.slots.length);
    expect(grid.filter((tile) => tile === "p")).toHaveLength(36);
    // An ad never repeats a product the page lists.
    const names = (kind: string) =>
      html
        .split(`<article class="${kind}"`)
        .slice(1)
        .map((card) => cardNameOf(card.slice(0, card.indexOf("</article>"))));
    const adNames = names("card card--ad");
    expect(adNames).toHaveLength(barkwell.slots.length);
    for (const name of adNames) expect(names("card")).not.toContain(name);
    expect((html.match(/class="card__sponsored">Sponsored</g) ?? []).length).toBe(barkwell.slots.length);
    expect((html.match(/rel="sponsored"/g) ?? []).length).toBe(barkwell.slots.length);
    // The page's data names the campaign, from which the browser makes the trackers (e2e: sponsored.spec.ts).
    expect(html).toContain(`\\"${barkwell.id}\\"`);
  });

  it("a search for a targeted word shows them too; page 2 and an untargeted category do not", async () => {
    expect(gridOf(await (await get(worker.mf, `${prefix}/s?query=dog%20treats`)).text()).some((tile) => tile.startsWith("ad:"))).toBe(true);
    expect(gridOf(await (await get(worker.mf, `${prefix}/b/dog_c288_p2`)).text()).some((tile) => tile.startsWith("ad:"))).toBe(false);
    expect(gridOf(await (await get(worker.mf, `${prefix}/b/fish_c10114`)).text()).some((tile) => tile.startsWith("ad:"))).toBe(false);
  });

  it("keep the order a shopper chose: none on a page sorted by price, rating or name (issue #26)", async () => {
    for (const sort of ["byHighestPrice", "byLowestPrice", "byRating", "byName"]) {
      const sorted = await (await get(worker.mf, `${prefix}/b/dog_c288?sort=${sort}`)).text();
      expect(
        gridOf(sorted).some((tile) => tile.startsWith("ad:")),
        sort,
      ).toBe(false);
      expect(
        gridOf(sorted).filter((tile) => tile === "p"),
        sort,
      ).toHaveLength(36);
    }
    const byPopularity = await (await get(worker.mf, `${prefix}/b/dog_c288?sort=byPopularity`)).text();
    expect(gridOf(byPopularity).some((tile) => tile.startsWith("ad:"))).toBe(true);
  });

  it("ads follow the shopper's filters: none when other brands are chosen", async () => {
    const otherBrand = await (await get(worker.mf, `${prefix}/b/dog_c288?rh=brand_facet:Northpaw`)).text();
    expect(gridOf(otherBrand).some((tile) => tile.startsWith("ad:"))).toBe(false);
    const dry = await (await get(worker.mf, `${prefix}/b/dog_c288?rh=FoodForm:Dry`)).text();
    expect(gridOf(dry).filter((tile) => tile.startsWith("ad:")).length).toBeGreaterThan(0);
  });

  it("a dog listing's first page has the dog food guide among its tiles", async () => {
    const html = await (await get(worker.mf, `${prefix}/b/dog_c288`)).text();
    expect(gridOf(html)).toContain("edu");
    expect(html).toContain(`href="${prefix}/education/dog-food-guide"`);
  });
});

describe("the sponsored-ad landing page /sl/{slug} (spec §2)", () => {
  it.each(["", "/ca"])("lists the campaign's brand in its category, with its heading, not indexed, without ads (market %j)", async (prefix) => {
    const res = await get(worker.mf, `${prefix}/sl/${barkwell.landing.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${inHtml(barkwell.landing.title)}</h1>`);
    expect(html).toContain(inHtml(barkwell.landing.intro));
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>');
    const brands = [...html.matchAll(/class="card__brand">([^<]*)</g)].map((m) => m[1]);
    expect(brands.length).toBe(36);
    expect(new Set(brands)).toEqual(new Set([inHtml(barkwell.brand)]));
    expect(html).not.toContain('class="card__sponsored"');
  });

  it("keeps other filters in its own address; an unknown slug is 404", async () => {
    const html = await (await get(worker.mf, `/sl/${barkwell.landing.slug}?rh=FoodForm:Dry`)).text();
    expect(html).toMatch(/class="facet-pill|Clear all/);
    expect(html).toContain(`href="/sl/${barkwell.landing.slug}"`);
    expect((await get(worker.mf, "/sl/no-such-campaign")).status).toBe(404);
  });
});

describe("ad trackers GET /ads/v1/event", () => {
  const tracker = (query: string, headers: Record<string, string> = {}) => get(worker.mf, `/ads/v1/event?${query}`, { headers });
  const count = async (type: string) =>
    (await worker.analytics
      .prepare("SELECT coalesce(sum(count), 0) AS n FROM ad_events WHERE campaign = ?1 AND type = ?2")
      .bind(barkwell.id, type)
      .first<{ n: number }>())!.n;

  it("counts an impression and a click per day, campaign, product and slot, answering 204", async () => {
    const before = await count("impression");
    const res = await tracker(`type=impression&campaign=${barkwell.id}&part=2048851&slot=1`);
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await get(worker.mf, `/ca/ads/v1/event?type=click&campaign=${barkwell.id}&part=2048851&slot=1`)).status).toBe(204);
    // Counted by the analytics queue's consumer (decision 0077), shortly after the 204.
    expect(
      await untilStored(
        () => count("impression"),
        (n) => n > before,
      ),
    ).toBe(before + 1);
    expect(
      await untilStored(
        () => count("click"),
        (n) => n > 0,
      ),
    ).toBeGreaterThan(0);
  });

  it.each([
    ["type=view&campaign=barkwell-dog&part=1&slot=1", "type"],
    ["type=click&campaign=nobody&part=1&slot=1", "campaign"],
    ["type=click&campaign=barkwell-dog&part=a%20b&slot=1", "part"],
    ["type=click&campaign=barkwell-dog&part=1&slot=-1", "slot"],
    ["type=click&campaign=barkwell-dog&part=1&slot=1&extra=1", "extra"],
    ["type=click&type=impression&campaign=barkwell-dog&part=1&slot=1", "type"],
  ])("refuses %s with 400 naming %s", async (query, field) => {
    const res = await tracker(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { field: string }[] }).issues[0].field).toBe(field);
  });

  it(`a visitor gets 429 with Retry-After past ${RATE_LIMITS.adEvents.perVisitor.limit} events a minute`, async () => {
    await atStartOfWindow(RATE_LIMITS.adEvents.perVisitor.windowSeconds, 20);
    const cookie = `XSRF-TOKEN=${createXsrfToken()}`;
    let last: Response | undefined;
    for (let i = 0; i <= RATE_LIMITS.adEvents.perVisitor.limit; i++) {
      last = (await tracker(`type=impression&campaign=${barkwell.id}&part=2048851&slot=1`, { cookie })) as unknown as Response;
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
