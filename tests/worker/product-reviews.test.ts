import { describe, expect, it } from "vitest";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";
import { firstOpenableProduct } from "./openable-product";

// The reviews behind a product's stars (issue #26, docs/decisions/0058) through the built worker: the
// seeded star counts agree with what every card shows, the product page's reviews say the card's
// figures, they come in pages of 10 by plain links, and a page number that is not one is a 404.

const worker = useWorker();

const page = async (path: string) => {
  const res = await get(worker.mf, path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const summaryOf = (html: string) => /data-testid="reviews-summary">[\s\S]*?<\/span>([\d.]+) out of 5 stars from ([\d,]+) (reviews?)<\/p>/.exec(html);
const reviewIdsOf = (html: string) => [...html.matchAll(/<li class="review" id="(review-\d+-\d+)">/g)].map((m) => m[1]);
const productWith = (where: string) => firstOpenableProduct(worker.db, where);

describe("the seeded reviews", () => {
  it("count what each product's stars count, and average its rating", async () => {
    const { results } = await worker.db
      .prepare(
        `SELECT p.id, p.rating, p.rating_count,
                COALESCE(r.one_star + r.two_stars + r.three_stars + r.four_stars + r.five_stars, 0) AS reviews,
                COALESCE(ROUND((r.one_star + 2 * r.two_stars + 3 * r.three_stars + 4 * r.four_stars + 5 * r.five_stars) * 1.0
                  / (r.one_star + r.two_stars + r.three_stars + r.four_stars + r.five_stars), 1), 0) AS average
           FROM products p LEFT JOIN review_star_counts r ON r.product_id = p.id`,
      )
      .all<{ id: number; rating: number; rating_count: number; reviews: number; average: number }>();
    expect(results.length).toBeGreaterThan(1000);
    expect(results.filter((p) => p.reviews !== p.rating_count)).toEqual([]);
    expect(results.filter((p) => Math.abs(p.average - p.rating) > 0.001)).toEqual([]);
  });
});

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("a product's reviews in the $market market", ({ prefix }) => {
  it("say on the product page what the product's card says on the listing", async () => {
    const listing = await page(`${prefix}/b/dog_c288`);
    const cards = [
      ...listing.matchAll(
        /<h3 class="card__name"><a href="([^"]+)"[^>]*>[\s\S]*?<\/h3><p class="stars" role="img" aria-label="Rated ([\d.]+) out of 5 stars, ([\d,]+) (reviews?)"/g,
      ),
    ].slice(0, 6);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const [, href, rating, count, noun] of cards) {
      expect(noun, href).toBe(count === "1" ? "review" : "reviews");
      const html = await page(href!.replace(/&amp;/g, "&"));
      const summary = summaryOf(html);
      expect(summary, href).not.toBeNull();
      expect([summary![1], summary![2], summary![3]], href).toEqual([rating, count, noun]);
      // the stars on the page lead to the reviews
      expect(html).toMatch(/<a class="product-page__rating" href="#reviews"><p class="stars" role="img" aria-label="Rated [\d.]+ out of 5 stars/);
      expect(reviewIdsOf(html).length).toBe(Math.min(10, Number(count!.replace(/,/g, ""))));
    }
  });

  it("says '1 review', never '1 reviews', for a product with one review", async () => {
    const p = (await productWith("p.rating_count = 1"))!;
    const html = await page(`${prefix}/${p.slug}/dp/${p.id}`);
    expect(html).toContain(`aria-label="Rated ${p.rating.toFixed(1)} out of 5 stars, 1 review"`);
    expect(summaryOf(html)!.slice(1)).toEqual([p.rating.toFixed(1), "1", "review"]);
    expect(html).not.toMatch(/\b1 reviews\b/);
    expect(html).not.toContain('aria-label="Pages of reviews"');
  });

  it("come 10 a page, newest first, by plain links that keep the chosen option", async () => {
    const p = (await productWith("p.rating_count BETWEEN 21 AND 29"))!;
    const path = `${prefix}/${p.slug}/dp/${p.id}`;
    const first = await page(path);
    const link = (href: string, words: string) => new RegExp(`<a [^>]*href="${href.replace(/[?]/g, "\\?")}"[^>]*>${words}</a>`);
    expect(first).toMatch(link(`${path}?reviewPage=2#reviews`, "Older reviews"));
    expect(first).toContain("Page 1 of 3");
    const second = await page(`${path}?reviewPage=2`);
    expect(second).toMatch(link(`${path}#reviews`, "Newer reviews"));
    expect(second).toMatch(link(`${path}?reviewPage=3#reviews`, "Older reviews"));
    const last = await page(`${path}?reviewPage=3`);
    expect(last).not.toContain("Older reviews");
    const ids = [first, second, last].flatMap(reviewIdsOf);
    expect(ids).toHaveLength(p.rating_count);
    expect(new Set(ids).size).toBe(p.rating_count);
    // dates never go up down the list
    const dates = [first, second, last].flatMap((html) => [...html.matchAll(/<time datetime="(\d{4}-\d\d-\d\d)">/g)].map((m) => m[1]!));
    expect(dates).toEqual([...dates].sort().reverse());
    // another option's address keeps its item on the next page's link
    const item = await worker.db
      .prepare("SELECT id FROM items WHERE product_id = ?1 AND published = 1 ORDER BY id DESC LIMIT 1")
      .bind(p.id)
      .first<{ id: number }>();
    expect(await page(`${path}?item=${item!.id}`)).toContain(`href="${path}?item=${item!.id}&amp;reviewPage=2#reviews"`);
  });

  it("answer 404, never 500, for a page number that is not one of them", async () => {
    const p = (await productWith("p.rating_count BETWEEN 21 AND 29"))!;
    const none = (await productWith("p.rating_count = 0 AND p.is_gift_card = 0"))!;
    const path = `${prefix}/${p.slug}/dp/${p.id}`;
    for (const query of [
      "reviewPage=4",
      "reviewPage=0",
      "reviewPage=-1",
      "reviewPage=abc",
      "reviewPage=",
      "reviewPage=1e3",
      "reviewPage=2&reviewPage=3",
      `reviewPage=${"9".repeat(40)}`,
    ]) {
      expect((await get(worker.mf, `${path}?${query}`)).status, query).toBe(404);
    }
    expect((await get(worker.mf, `${prefix}/${none.slug}/dp/${none.id}?reviewPage=1`)).status).toBe(404);
    const html = await page(`${prefix}/${none.slug}/dp/${none.id}`);
    expect(html).toContain("No reviews yet.");
  });
});
