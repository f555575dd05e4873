// The reviews section's content as HTML text (docs/decisions/0058, 0072): a page of reviews is about
// a hundred elements that never change once shown, so the server writes them as a string rather
// than as React elements (a third of a millisecond less on every uncached product page: issue #26),
// and the browser keeps that HTML. After a client-side navigation the browser writes the same string.
// One owner of the section's markup; every text goes through escapeHtml.

import { formatEnglishNumber } from "#app/i18n/english-numbers.ts";
import { addResources, type TFunction } from "#app/i18n/translator.ts";
import { escapeHtml } from "#app/ui/escape-html.ts";
import reviewsCopy from "#locales/en-US/product-reviews.json";
import type { ReviewsPage } from "./load-reviews.server";

// The section's words come with the writer: the browser loads both only when it writes a section.
// It imports nothing a product page's own chunks hold but the shared translator: a module reached
// from this lazy file as well as from the page would be split into a file of its own (decision 0087).
addResources("en-US", "shop", reviewsCopy);

const stars = (rating: number, label?: string) =>
  label === undefined
    ? `<span class="stars" aria-hidden="true" style="--rating:${rating}"></span>`
    : `<p class="stars" role="img" aria-label="${escapeHtml(label)}" style="--rating:${rating}"></p>`;

/**
 * The summary (average, count, a bar per star), one page of reviews newest first, and links to the
 * newer and older pages: plain links (`?reviewPage=N#reviews`), which the island follows in place.
 */
export function reviewsSectionHtml(reviews: ReviewsPage, t: TFunction, { titleId }: { titleId: string }): string {
  const { total, average, starBars, page, pageCount, previousHref, nextHref } = reviews;
  const heading = `<h2 id="${titleId}">${escapeHtml(t("reviews.title"))}</h2>`;
  if (total === 0) return `${heading}<p>${escapeHtml(t("reviews.none"))}</p>`;
  const summary =
    `<div class="reviews__summary"><p class="reviews__average" data-testid="reviews-summary">${stars(average)}` +
    `${escapeHtml(t("reviews.summary", { average: average.toFixed(1), count: total, shownCount: formatEnglishNumber(total) }))}</p>` +
    `<ul class="reviews__bars">${starBars
      .map(
        ({ stars: n, count }) =>
          `<li><span class="reviews__bar-label">${escapeHtml(t("reviews.stars", { count: n }))}</span>` +
          `<meter min="0" max="${total}" value="${count}" aria-hidden="true"></meter>` +
          `<span class="reviews__bar-count">${escapeHtml(t("reviews.count", { count, shownCount: formatEnglishNumber(count) }))}</span></li>`,
      )
      .join("")}</ul></div>`;
  const list = `<ol class="reviews__list" data-testid="reviews-list">${reviews.reviews
    .map(
      (review) =>
        `<li class="review" id="${review.id}"><article aria-labelledby="${review.id}-title">` +
        `<h3 id="${review.id}-title" class="review__title">${escapeHtml(review.title)}</h3>` +
        stars(review.stars, t("reviews.rated", { stars: review.stars })) +
        `<p class="review__byline">${escapeHtml(t("reviews.by", { author: review.author }))} · <time datetime="${review.isoDate}">${escapeHtml(review.date)}</time></p>` +
        `<p class="review__text">${escapeHtml(review.text)}</p></article></li>`,
    )
    .join("")}</ol>`;
  const link = (href: string | null, rel: string, words: string) =>
    href ? `<a href="${escapeHtml(href)}" rel="${rel}" class="reviews__page-link">${escapeHtml(words)}</a>` : "";
  const pages =
    pageCount > 1
      ? `<nav class="reviews__pages" aria-label="${escapeHtml(t("reviews.pages"))}">${link(previousHref, "prev", t("reviews.newer"))}` +
        `<span aria-current="page">${escapeHtml(t("reviews.pageOf", { page, pageCount }))}</span>${link(nextHref, "next", t("reviews.older"))}</nav>`
      : "";
  return heading + summary + list + pages;
}
