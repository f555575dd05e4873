import { z } from "zod";
import { imageKindOf } from "#app/images/product-image-url.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { pageQuery } from "#app/http/page-address.ts";
import { ordinalsOnPage, reviewPageCount, reviewPageHref } from "./review-pages";
import { averageRating, reviewTotal, starsOfReview, type StarCounts } from "./review-stars";
import { writtenReview } from "./written-review";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

const ReviewFactsRow = z.object({
  name: z.string(),
  brand_name: z.string(),
  image: z.string(),
  created_at: z.string(),
  created_days_ago: z.number(),
  one_star: z.number().nullable(),
  two_stars: z.number().nullable(),
  three_stars: z.number().nullable(),
  four_stars: z.number().nullable(),
  five_stars: z.number().nullable(),
});
export type ReviewFactsRow = z.infer<typeof ReviewFactsRow>;

/** What the reviews section (app/reviews/reviews-html.ts) shows: one page, ready to print. */
export interface ReviewsPage {
  total: number;
  average: number;
  /** reviews giving 5, 4, 3, 2 and 1 stars, in that order (the summary's bars) */
  starBars: Array<{ stars: number; count: number }>;
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
  reviews: Array<{ id: string; stars: number; author: string; date: string; isoDate: string; title: string; text: string }>;
}

/** The statement reading the facts a product's reviews are written from (one indexed read), batched with the product's own (app/product/load-product.server.ts). */
export const reviewFactsStatement = (db: CatalogueDb, productId: number) =>
  db
    .prepare(
      `SELECT p.name, b.name AS brand_name, p.image, p.created_at, p.created_days_ago,
              r.one_star, r.two_stars, r.three_stars, r.four_stars, r.five_stars
         FROM products p JOIN brands b ON b.id = p.brand_id LEFT JOIN review_star_counts r ON r.product_id = p.id
        WHERE p.id = ?1`,
    )
    .bind(productId);

/** The facts from that statement's result, or null for no such product. */
export function reviewFactsOf(result: D1Result | undefined): ReviewFactsRow | null {
  const row = result?.results[0];
  return row ? ReviewFactsRow.parse(row) : null;
}

export const starCountsOf = (row: ReviewFactsRow): StarCounts => [
  row.one_star ?? 0,
  row.two_stars ?? 0,
  row.three_stars ?? 0,
  row.four_stars ?? 0,
  row.five_stars ?? 0,
];

const DAY_MS = 86_400_000;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** The reviews' date format of a language, made on first use and kept by the isolate (costly to make, never changes). */
function dateFormatIn(language: string): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) dateFormats.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" })));
  return format;
}

/** One page of a product's reviews (`page` already checked by app/reviews/review-pages.ts requestedReviewPage). */
export function reviewsPage(productId: number, row: ReviewFactsRow, page: number, url: URL, market: MarketConfig): ReviewsPage {
  const counts = starCountsOf(row);
  const total = reviewTotal(counts);
  const pageCount = reviewPageCount(total);
  const product = { id: productId, name: row.name, brand: row.brand_name, kind: imageKindOf(row.image), ageDays: row.created_days_ago };
  // created_at is the load day minus created_days_ago: a review `daysAgo` before the load day is this many days after it.
  const createdAt = Date.parse(`${row.created_at}T00:00:00Z`);
  const dates = dateFormatIn(market.language);
  const seed = String(productId);
  // The page links carry the page's own parameters only: never campaign or click ids (issue #23 #4).
  const ownAddress = new URL(`${url.pathname}${pageQuery(url.searchParams)}`, url);
  return {
    total,
    average: averageRating(counts),
    starBars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts[stars - 1]! })),
    page,
    pageCount,
    previousHref: page > 1 ? reviewPageHref(ownAddress, page - 1) : null,
    nextHref: page < pageCount ? reviewPageHref(ownAddress, page + 1) : null,
    reviews: ordinalsOnPage(page, total).map((ordinal) => {
      const review = writtenReview(product, ordinal, total, starsOfReview(counts, ordinal, seed));
      const day = new Date(createdAt + (row.created_days_ago - review.daysAgo) * DAY_MS);
      return {
        id: `review-${productId}-${ordinal}`,
        stars: review.stars,
        author: review.author,
        date: dates.format(day),
        isoDate: day.toISOString().slice(0, 10),
        title: review.title,
        text: review.text,
      };
    }),
  };
}
