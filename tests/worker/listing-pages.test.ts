import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_DATA_FOR, unexpected, validate } from "#app/seo/structured-data-validator.testkit.ts";
import { get, inHtml, SITE_ORIGIN, startWorker } from "./worker-harness";
import { cardNameOf } from "./surface-readers";

let mf: Miniflare;
beforeAll(async () => {
  mf = startWorker();
  await mf.ready;
});
afterAll(() => mf?.dispose());

const cardsIn = (html: string) => html.match(/<article class="card"/g)?.length ?? 0;
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe.each([
  { market: "US", prefix: "", lang: "en-US", phone: "1-800-555-0142", delivery: "1-3 day" },
  { market: "Canada", prefix: "/ca", lang: "en-CA", phone: "1-800-555-0199", delivery: "1-2 day" },
])("search page in the $market market", ({ prefix, lang, phone, delivery }) => {
  it("shows the first 36 matching products with the listing furniture", async () => {
    const res = await get(mf, `${prefix}/s?query=dog%20food`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(cardsIn(html)).toBe(36);
    expect(html).toMatch(/data-testid="result-count"[^>]*>[\d,]+ results for “dog food”/);
    expect(html).toContain('aria-label="Breadcrumb"');
    for (const label of ["Relevance", "Newest", "Bestselling", "Price low to high", "Price high to low", "Avg. Customer Review", "Most Reviewed"]) {
      expect(html).toContain(`>${label}</option>`);
    }
    expect(html).toContain('rel="next"');
    expect(html).toMatch(/class="facet__count">\(\d+\)/);
    expect(html).toMatch(/data-testid="price">\$\d+\.\d{2}</);
    expect(html).toContain(phone);
    expect(html).toContain(delivery);
  });

  it("keeps every in-site link inside the market", async () => {
    const html = await (await get(mf, `${prefix}/s?query=dog%20food`)).text();
    const siteLinks = hrefsIn(html).filter((h) => h.startsWith("/") && !h.startsWith("/build/") && !h.startsWith("/images/") && !h.startsWith("/favicon"));
    expect(siteLinks.length).toBeGreaterThan(50);
    const foreign = siteLinks.filter((h) =>
      prefix ? !(h === prefix || h.startsWith(`${prefix}/`) || h.startsWith(`${prefix}?`)) : h.startsWith("/ca/") || h === "/ca",
    );
    // The market switch is the one link that deliberately leaves the market.
    expect(foreign).toHaveLength(1);
  });

  it("pages, sorts and filters through the URL", async () => {
    const page2 = await (await get(mf, `${prefix}/s?query=dog%20food&page=2`)).text();
    expect(cardsIn(page2)).toBe(36);
    expect(page2).toContain("Showing 37–72 of");
    expect(page2).toContain('rel="prev"');

    const cheap = await (await get(mf, `${prefix}/s?query=dog%20food&sort=byLowestPrice`)).text();
    // the products' prices (a sponsored tile's is the advertiser's, wherever its slot is)
    const prices = cheap
      .split('<article class="card" ')
      .slice(1)
      .map((card) => Number(/data-testid="price">\$(\d+\.\d{2})</.exec(card)![1]));
    expect(prices.length).toBe(36);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const all = await (await get(mf, `${prefix}/s?query=dog%20food`)).text();
    const total = Number(all.match(/([\d,]+) results for/)![1].replace(/,/g, ""));
    const filtered = await (await get(mf, `${prefix}/s?query=dog%20food&rh=FoodForm:Dry`)).text();
    const filteredTotal = Number(filtered.match(/([\d,]+) results? for/)![1].replace(/,/g, ""));
    expect(filteredTotal).toBeGreaterThan(0);
    expect(filteredTotal).toBeLessThan(total);
    expect(filtered).toContain('aria-checked="true"');
  });

  it("lists a category with its descendants, and its _p2 page", async () => {
    const res = await get(mf, `${prefix}/b/dog_c288`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Dog</h1>");
    expect(cardsIn(html)).toBe(36);
    expect(html).toContain(`href="${prefix}/b/dog_c288_p2"`);
    const page2 = await get(mf, `${prefix}/b/dog_c288_p2`);
    expect(page2.status).toBe(200);
    expect(await page2.text()).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${prefix}/b/dog_c288_p2"`);
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("a high-value facet page in the $market market (issue #9)", ({ prefix }) => {
  /** The first brand of the Dog category, as the facet refresh names it (facet id and value id). */
  async function brandPage() {
    const res = await get(mf, `${prefix}/plp/api/facets`, {
      method: "POST",
      body: JSON.stringify({ groupId: "288" }),
      headers: { "content-type": "application/json" },
    });
    const { facets } = (await res.json()) as {
      facets: { key: string; facetId: number; values: { value: string; label: string; id: string; count: number }[] }[];
    };
    const brand = facets.find((f) => f.key === "brand_facet")!;
    const value = brand.values[0];
    // Any slug finds the page: the canonical one is what the wrong one redirects to.
    const wrong = await get(mf, `${prefix}/f/some-brand-dog_c288_f${brand.facetId}v${value.id.slice(0, 6)}`, { redirect: "manual" });
    expect(wrong.status).toBe(301);
    const path = new URL(wrong.headers.get("location")!, SITE_ORIGIN).pathname;
    return { value, path, facets };
  }

  it("redirects a wrong slug to the page's own (301), and a pair that is no page to the filtered category", async () => {
    const { value, path, facets } = await brandPage();
    expect(path).toBe(
      `${prefix}/f/${value.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-dog_c288_f${facets.find((f) => f.key === "brand_facet")!.facetId}v${value.id.slice(0, 6)}`,
    );
    const rating = facets.find((f) => f.key === "rating")!;
    const res = await get(mf, `${prefix}/f/stars-dog_c288_f${rating.facetId}v${rating.values[0].id.slice(0, 6)}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`${prefix}/b/dog_c288?rh=rating%3A${encodeURIComponent(rating.values[0].value)}`);
  });

  it("lets its own filter be removed (to the category), never repeats it in rh, and shows no filter as a breadcrumb", async () => {
    const { value, path } = await brandPage();
    const res = await get(mf, path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${value.label} Dog</h1>`);
    // the page's own pill and Clear all lead to the category page
    expect(html).toContain(`<a class="pill" href="${prefix}/b/dog_c288">${value.label}<span class="visually-hidden">, remove filter</span>`);
    // no link on the page repeats the page's own facet in rh (sort form, pagination, facet links)
    const own = `brand_facet:${encodeURIComponent(value.value)}`;
    expect(hrefsIn(html).filter((h) => h.includes(own))).toEqual([]);
    expect(html).not.toContain(`name="rh" value="brand_facet:${value.value}"`);
    expect(html).toContain(`href="${path}?page=2"`);
    // breadcrumbs: Home › Dog › the page itself, not the filter
    const trail = html.match(/aria-label="Breadcrumb"><ol>(.*?)<\/ol>/)![1];
    expect([...trail.matchAll(/<li>(?:<a[^>]*>|<span[^>]*>)([^<]*)</g)].map((m) => m[1])).toEqual(["Home", "Dog", `${value.label} Dog`]);
  });

  it("is what a plain category page links the value to, and the link answers 200 without a redirect", async () => {
    const { value, path } = await brandPage();
    const category = await (await get(mf, `${prefix}/b/dog_c288`)).text();
    expect(category).toContain(`<a href="${path}" role="checkbox" aria-checked="false">${value.label} `);
    // the same category filtered by something else links values to the filtered listing instead
    const filtered = await (await get(mf, `${prefix}/b/dog_c288?rh=rating:4`)).text();
    expect(filtered).not.toContain(`href="${path}"`);
    expect((await get(mf, path)).status).toBe(200);
  });

  it("keeps its own filter when another is added, and removing the other stays on the page", async () => {
    const { value, path } = await brandPage();
    const html = await (await get(mf, `${path}?rh=rating:4`)).text();
    expect(html).toContain(`<a class="pill" href="${path}">4 Stars &amp; Up<span class="visually-hidden">, remove filter</span>`);
    // (to a filtered category, which is not indexed: a crawler does not follow it, decision 0073)
    expect(html).toContain(
      `<a class="pill" href="${prefix}/b/dog_c288?rh=rating%3A4" rel="nofollow">${value.label}<span class="visually-hidden">, remove filter</span>`,
    );
  });

  it("shows no filter as a breadcrumb on a filtered category page", async () => {
    const html = await (await get(mf, `${prefix}/b/dog_c288?rh=onSpecial:true`)).text();
    const trail = html.match(/aria-label="Breadcrumb"><ol>(.*?)<\/ol>/)![1];
    expect(trail).not.toContain("On Special");
    expect(html).toContain('On Special<span class="visually-hidden">, remove filter</span>');
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("a listing page's SEO head in the $market market (issue #9)", ({ prefix }) => {
  const jsonLd = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json" id="listing-json-ld"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, unknown>[];
  const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("indexes a category page and describes it in JSON-LD that passes the validator", async () => {
    const html = await (await get(mf, `${prefix}/b/dog_c288`)).text();
    expect(meta(html, "robots")).toBe("index,follow");
    const [breadcrumbs, items, faq] = jsonLd(html);
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Home", item: `${SITE_ORIGIN}${prefix || "/"}` }, { name: "Dog" }],
    });
    const elements = items.itemListElement as { position: number; url: string }[];
    expect(elements).toHaveLength(36);
    expect(elements.map((e) => e.position)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    // the same products, in the same order, as the cards on the page
    // (the products, not the sponsored tiles among them)
    const cardLinks = [...html.matchAll(/<article class="card"[^>]*>[\s\S]*?<h3 class="card__name"><a href="([^"]+)"/g)].map((m) => `${SITE_ORIGIN}${m[1]}`);
    expect(elements.map((e) => e.url)).toEqual(cardLinks);
    // FAQPage: the questions the page shows, each with its answer
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(faq["@type"]).toBe("FAQPage");
    const faqSection = html.slice(html.indexOf('class="listing-faqs"'));
    expect(questions.map((q) => inHtml(q.name))).toEqual([...faqSection.matchAll(/<summary>([^<]+)<\/summary>/g)].map((m) => m[1]));
    for (const q of questions) expect(html).toContain(`<p>${inHtml(q.acceptedAnswer.text)}</p>`);
    expect(unexpected(await validate(breadcrumbs, items, faq), [...NO_DATA_FOR])).toEqual([]);
  });

  it("gives a sorted page 2 its unsorted canonical, its own title and description, noindex, and positions from 37", async () => {
    const first = await (await get(mf, `${prefix}/b/dog_c288`)).text();
    const html = await (await get(mf, `${prefix}/b/dog_c288_p2?sort=byName`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${prefix}/b/dog_c288_p2"/>`);
    expect(html).toContain(`<link rel="next" href="${SITE_ORIGIN}${prefix}/b/dog_c288_p3?sort=byName"/>`);
    expect(meta(html, "robots")).toBe("noindex,follow");
    expect(title(html)).toBe("Dog - Page 2 | Tailwise");
    expect(title(html)).not.toBe(title(first));
    expect(meta(html, "description")).toMatch(/^Shop [\d,]+ Dog products at Tailwise\. Page 2 of \d+\.$/);
    expect(meta(html, "description")).not.toBe(meta(first, "description"));
    expect((jsonLd(html)[1].itemListElement as { position: number }[])[0].position).toBe(37);
    // The FAQ belongs to the category's first page.
    expect(jsonLd(html).map((doc) => doc["@type"])).not.toContain("FAQPage");
    expect(html).not.toContain('class="listing-faqs"');
  });

  it("names both markets' twins (hreflang) and keeps searches and filter combinations out of the index", async () => {
    const search = await (await get(mf, `${prefix}/s?query=dog%20food`)).text();
    expect(meta(search, "robots")).toBe("noindex,follow");
    for (const [lang, path] of [
      ["en-US", ""],
      ["en-CA", "/ca"],
      ["x-default", ""],
    ]) {
      expect(search).toContain(`<link rel="alternate" hrefLang="${lang}" href="${SITE_ORIGIN}${path}/s?query=dog+food"/>`);
    }
    const filtered = await (await get(mf, `${prefix}/b/dog_c288?rh=rating:4`)).text();
    expect(meta(filtered, "robots")).toBe("noindex,follow");
    const none = await (await get(mf, `${prefix}/s?query=zzzzqqqxx`)).text();
    expect(meta(none, "robots")).toBe("noindex,follow");
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("every card rule, rendered, in the $market market (spec §3-§5, issue #9)", ({ prefix }) => {
  interface ApiCard {
    name: string;
    ratingCount: number;
    validatedStrikePrice: number | null;
    strikeSavingsPct: number | null;
    ppu: { price: number; unitOfMeasure: string } | null;
    promotions: { name: string }[];
    optionsMessage: string | null;
    mapMessage: string | null;
  }

  it("shows on each card what its §3 card says: strike and saving, ppu, the deal named, option summary, MAP, stars only with reviews", async () => {
    for (const path of ["/b/dog_c288?sort=byName", "/deals/todays-deal_c2723?sort=byName"]) {
      const [groupId] = path.match(/_c(\d+)/)!.slice(1);
      const api = (await (
        await get(mf, `${prefix}/plp/api/search`, {
          method: "POST",
          body: JSON.stringify({ groupId, sort: "byName" }),
          headers: { "content-type": "application/json" },
        })
      ).json()) as { products: ApiCard[] };
      const html = await (await get(mf, `${prefix}${path}`)).text();
      const cards = html
        .split('<article class="card"')
        .slice(1)
        .map((card) => card.slice(0, card.indexOf("</article>")));
      expect(cards).toHaveLength(api.products.length);
      api.products.forEach((card, i) => {
        const shown = cards[i];
        expect(cardNameOf(shown), card.name).toBe(card.name);
        // The brand once (issue #26): a name that starts with it shows that part as the brand line.
        expect(shown.match(/class="card__brand"/g), `${card.name}: one brand line`).toHaveLength(1);
        expect(shown.includes('class="stars"'), `${card.name}: stars only with reviews`).toBe(card.ratingCount > 0);
        expect(shown.includes('class="card__strike"'), `${card.name}: strike`).toBe(card.validatedStrikePrice !== null);
        if (card.validatedStrikePrice !== null && card.strikeSavingsPct! >= 1) expect(shown).toContain(`Save ${Math.floor(card.strikeSavingsPct!)}%`);
        expect(shown.includes('class="card__ppu"'), `${card.name}: ppu`).toBe(card.ppu !== null);
        // The deal says what it is (issue #24); '+N Deal(s)' counts only the promotions beyond it.
        expect(shown.includes('data-testid="deal"'), `${card.name}: deal`).toBe(card.promotions.length > 0);
        if (card.promotions.length) expect(shown).toContain(`Deal: ${card.promotions[0].name.replace(/&/g, "&amp;")}`);
        expect(shown.includes(">+1 Deal<"), `${card.name}: no '+1 Deal' for the one deal named`).toBe(false);
        if (card.optionsMessage) expect(shown).toContain(`${card.optionsMessage} available`);
        if (card.mapMessage) expect(shown).toContain(card.mapMessage);
      });
      if (!prefix) expect(html, "no strike price in the US (spec §4)").not.toContain('class="card__strike"');
    }
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("curated supplements in the $market market (spec §3, §9)", ({ prefix }) => {
  const block = (html: string) => /<section class="curated-supplements"[\s\S]*?<\/section>/.exec(html)?.[0];

  it("shows the five private-label supplements on a curated category, linking to their product pages", async () => {
    const html = await (await get(mf, `${prefix}/b/dog-fish-oil-omega-3_c417`)).text();
    const section = block(html);
    expect(section).toBeDefined();
    const titles = [...section!.matchAll(/<h3><a href="([^"]+)">([^<]+)<\/a><\/h3>/g)];
    expect(titles.map((m) => m[2])).toEqual([
      "Skin &amp; Coat Salmon Oil",
      "Probiotic Soft Chews",
      "Probiotic Powder for Cats",
      "Allergy &amp; Immune Soft Chews",
      "Omega-3 Fish Oil",
    ]);
    for (const [, href] of titles) {
      expect(href.startsWith(`${prefix}/`)).toBe(true);
      expect((await get(mf, href)).status, href).toBe(200);
    }
    expect(section).toContain("What customers notice");
  });

  it("is not shown on other categories, on a filtered curated category or on its page 2", async () => {
    for (const path of ["/b/dog_c288", "/b/dog-fish-oil-omega-3_c417?rh=rating:4", "/b/dog-fish-oil-omega-3_c417_p2"]) {
      const res = await get(mf, `${prefix}${path}`);
      if (res.status !== 200) continue; // a short category has no page 2
      expect(block(await res.text()), path).toBeUndefined();
    }
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("a high-value search landing page in the $market market (spec §2, issue #9)", ({ prefix }) => {
  it("is a listing of its search with its heading, curated copy, canonical and index", async () => {
    const res = await get(mf, `${prefix}/sp/grain-free-dog-food`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Grain-Free Dog Food</h1>");
    expect(html).toContain('<p class="listing-intro">Recipes made without corn, wheat or soy');
    expect(cardsIn(html)).toBe(36);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${prefix}/sp/grain-free-dog-food"/>`);
    expect(html).toContain('<meta name="robots" content="index,follow"/>');
    expect(html).toContain(`href="${prefix}/sp/grain-free-dog-food?page=2"`);
    // its filters stay on the page, without repeating the term
    const links = hrefsIn(html).filter((h) => h.includes("rh="));
    expect(links.length).toBeGreaterThan(10);
    expect(links.every((h) => h.startsWith(`${prefix}/sp/grain-free-dog-food?`) && !h.includes("query="))).toBe(true);
    // the same products as the search it stands for
    const search = await (await get(mf, `${prefix}/s?query=grain%20free%20dog%20food`)).text();
    expect(html.match(/data-part-number="[^"]+"/g)).toEqual(search.match(/data-part-number="[^"]+"/g));
  });

  it("answers 404 for a slug that is no landing page", async () => {
    expect((await get(mf, `${prefix}/sp/no-such-landing`)).status).toBe(404);
  });
});

describe("catalog prefixes", () => {
  it.each(["/deals/todays-deal_c2723", "/shops/new-arrivals_c12440", "/s/grain-free-dog-food_c21001", "/ca/deals/todays-deal_c2723"])(
    "%s lists its products",
    async (path) => {
      const res = await get(mf, path);
      expect(res.status).toBe(200);
      expect(cardsIn(await res.text())).toBeGreaterThan(0);
    },
  );

  it.each(["", "/ca"])("%s/brands links every brand page, and a brand page lists only that brand", async (prefix) => {
    const index = await get(mf, `${prefix}/brands`);
    expect(index.status).toBe(200);
    const links = hrefsIn(await index.text()).filter((h) => h.startsWith(`${prefix}/brands/`));
    expect(links.length).toBeGreaterThan(20);
    const page = await get(mf, links[0]);
    expect(page.status).toBe(200);
    const html = await page.text();
    const brand = html.match(/<h1>([^<]+)<\/h1>/)![1];
    const brandsOnCards = [...html.matchAll(/class="card__brand">([^<]+)</g)].map((m) => m[1]);
    expect(brandsOnCards.length).toBeGreaterThan(0);
    expect(new Set(brandsOnCards)).toEqual(new Set([brand]));
  });
});

describe("not found", () => {
  it.each([
    { path: "/no-such-page", phone: "1-800-555-0142", home: 'href="/"' },
    { path: "/b/nothing_c999999", phone: "1-800-555-0142", home: 'href="/"' },
    { path: "/ca/no-such-page", phone: "1-800-555-0199", home: 'href="/ca"' },
    { path: "/dp/999999999", phone: "1-800-555-0142", home: 'href="/"' },
  ])("$path answers 404 with the not-found page", async ({ path, phone, home }) => {
    const res = await get(mf, path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("<title>Page Not Found</title>");
    expect(html).toContain("Oops! Something&#x27;s not right.");
    expect(html).toContain(phone);
    expect(html).toContain(home);
  });
});

describe("no results", () => {
  it("shows the spec's messages and featured categories", async () => {
    const html = await (await get(mf, "/s?query=zzqxjv")).text();
    expect(html).toContain("We couldn&#x27;t sniff that out.");
    expect(html).toContain("There are no results for “zzqxjv”");
    for (const name of ["Dog", "Cat", "Fish", "Bird", "Small Pet", "Reptile", "Farm Animal", "Horse", "Pharmacy", "Pet Parent"]) {
      expect(html).toContain(`>${name}</a>`);
    }
  });

  it("suggests a near spelling and shows its results", async () => {
    const html = await (await get(mf, "/s?query=dgo%20food")).text();
    expect(html).toContain("Showing results for “dog food” instead.");
    expect(cardsIn(html)).toBe(36);
    // heading, title and breadcrumb name what was actually searched
    expect(html).toContain("<h1>dog food</h1>");
    expect(html).toContain("<title>dog food | Search | Tailwise</title>");
    expect(html).toContain("Results for “dog food”");
  });
});

describe("headers", () => {
  it("sends the security headers and Server-Timing on pages", async () => {
    const res = await get(mf, "/s?query=cat");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("server-timing")).toMatch(/search;dur=/);
    const html = await res.text();
    // Every script the page runs carries the nonce (a JSON data island or JSON-LD is data, never run).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("every product image in the catalogue loads (no broken image anywhere)", async () => {
    const db = await mf.getD1Database("DB");
    const { results } = await db.prepare("SELECT DISTINCT image FROM products").all<{ image: string }>();
    expect(results.length).toBeGreaterThan(10);
    for (const { image } of results) {
      const res = await get(mf, image);
      expect(res.status, image).toBe(200);
      expect(res.headers.get("content-type"), image).toMatch(/^image\//);
      await res.arrayBuffer();
    }
  });

  it("serves images and hashed build files from static assets", async () => {
    const html = await (await get(mf, "/s?query=cat")).text();
    // Cards show the product's drawn picture (issue #26, the Worker's answer); other images are static files.
    const image = html.match(/src="(\/images\/p\/[^"]+)"/)![1];
    const img = await get(mf, image);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    await img.arrayBuffer();
    const svg = await get(mf, "/images/products/cat-food.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    await svg.arrayBuffer();
    const script = html.match(/src="(\/build\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/build\/[^"]+\.js)"/)![1];
    const asset = await get(mf, script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });
});
