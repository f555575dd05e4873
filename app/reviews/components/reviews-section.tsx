import { Link } from "@remix-run/react";
import type { CSSProperties } from "react";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import reviewsCopy from "#locales/en-US/product-reviews.json";
import type { ReviewsPage } from "../load-reviews.server";
import { REVIEWS_ANCHOR } from "../review-pages";

addResources("en-US", "shop", reviewsCopy);

const starFill = (rating: number) => ({ "--rating": rating }) as CSSProperties;

/**
 * The product's reviews behind its stars (docs/decisions/0058): the summary (average, count, a bar per
 * star), one page of reviews newest first, and links to the newer and older pages. The pages are plain
 * links (`?reviewPage=N#reviews`): without JavaScript the server renders the page asked for; with it
 * the router loads it in place and scrolls to the section, as the browser does.
 */
export function ReviewsSection({ reviews }: { reviews: ReviewsPage }) {
  const { t } = useTranslation("shop");
  const { total, average, starBars, page, pageCount, previousHref, nextHref } = reviews;
  return (
    <section id={REVIEWS_ANCHOR} className="reviews" aria-labelledby="reviews-title" tabIndex={-1}>
      <h2 id="reviews-title">{t("reviews.title")}</h2>
      {total === 0 ? (
        <p>{t("reviews.none")}</p>
      ) : (
        <>
          <div className="reviews__summary">
            <p className="reviews__average" data-testid="reviews-summary">
              <span className="stars" aria-hidden="true" style={starFill(average)} />
              {t("reviews.summary", { average: average.toFixed(1), count: total, shownCount: total.toLocaleString("en") })}
            </p>
            <ul className="reviews__bars">
              {starBars.map(({ stars, count }) => (
                <li key={stars}>
                  <span className="reviews__bar-label">{t("reviews.stars", { count: stars })}</span>
                  <meter min={0} max={total} value={count} aria-hidden="true" />
                  <span className="reviews__bar-count">{t("reviews.count", { count, shownCount: count.toLocaleString("en") })}</span>
                </li>
              ))}
            </ul>
          </div>
          <ol className="reviews__list" data-testid="reviews-list">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="review" id={review.id}>
                <article aria-labelledby={`${review.id}-title`}>
                  <h3 id={`${review.id}-title`} className="review__title">
                    {review.title}
                  </h3>
                  <p className="stars" role="img" aria-label={t("reviews.rated", { stars: review.stars })} style={starFill(review.stars)} />
                  <p className="review__byline">
                    {t("reviews.by", { author: review.author })} · <time dateTime={review.isoDate}>{review.date}</time>
                  </p>
                  <p className="review__text">{review.text}</p>
                </article>
              </li>
            ))}
          </ol>
          {pageCount > 1 ? (
            <nav className="reviews__pages" aria-label={t("reviews.pages")}>
              {previousHref ? (
                <Link to={previousHref} rel="prev" className="reviews__page-link">
                  {t("reviews.newer")}
                </Link>
              ) : null}
              <span aria-current="page">{t("reviews.pageOf", { page, pageCount })}</span>
              {nextHref ? (
                <Link to={nextHref} rel="next" className="reviews__page-link">
                  {t("reviews.older")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
