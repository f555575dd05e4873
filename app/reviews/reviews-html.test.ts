import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/i18n/translator.ts";
import type { ReviewsPage } from "./load-reviews.server";
import { reviewsSectionHtml } from "./reviews-html";

// (the writer adds its own words to the "shop" namespace)
const t = translatorFor("en-US", ["shop"]);

const review = (n: number, text: string): ReviewsPage["reviews"][number] => ({
  id: `review-7-${n}`,
  stars: 4,
  author: "Priya",
  date: "November 28, 2026",
  isoDate: "2026-11-28",
  title: "Worth it",
  text,
});
const page = (over: Partial<ReviewsPage>): ReviewsPage => ({
  total: 1,
  average: 4,
  starBars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })),
  page: 1,
  pageCount: 1,
  previousHref: null,
  nextHref: null,
  reviews: [review(0, "Good")],
  ...over,
});

describe("the reviews section's HTML", () => {
  it("says one review in the singular and offers no pages for one page", () => {
    const html = reviewsSectionHtml(page({}), t, { titleId: "reviews-title" });
    expect(html).toContain("4.0 out of 5 stars from 1 review</p>");
    expect(html).not.toMatch(/\b1 reviews\b/);
    expect(html).not.toContain("Pages of reviews");
  });

  it("writes every text as text: a review's words can never become markup", () => {
    const html = reviewsSectionHtml(page({ reviews: [review(0, `Scout's <b>"favourite"</b> & more`)] }), t, { titleId: "reviews-title" });
    expect(html).toContain(`<p class="review__text">Scout&#39;s &lt;b&gt;&quot;favourite&quot;&lt;/b&gt; &amp; more</p>`);
    expect(html).not.toContain("<b>");
  });

  it("links the newer and older pages, with the current one between", () => {
    const html = reviewsSectionHtml(
      page({ total: 25, page: 2, pageCount: 3, previousHref: "/kibble/dp/7?a=1#reviews", nextHref: "/kibble/dp/7?reviewPage=3#reviews" }),
      t,
      { titleId: "reviews-title" },
    );
    expect(html).toMatch(
      /<nav class="reviews__pages" aria-label="Pages of reviews"><a href="\/kibble\/dp\/7\?a=1#reviews" rel="prev"[^>]*>Newer reviews<\/a><span aria-current="page">Page 2 of 3<\/span><a href="\/kibble\/dp\/7\?reviewPage=3#reviews" rel="next"[^>]*>Older reviews<\/a><\/nav>/,
    );
  });

  it("says so when there are no reviews", () => {
    expect(reviewsSectionHtml(page({ total: 0, reviews: [] }), t, { titleId: "reviews-title" })).toBe(
      '<h2 id="reviews-title">Customer reviews</h2><p>No reviews yet.</p>',
    );
  });
});
