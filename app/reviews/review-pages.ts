// Which reviews a product page shows (docs/decisions/0058): pages of REVIEWS_PER_PAGE, newest first,
// chosen by the `reviewPage` query parameter so every page is a plain link that works without
// JavaScript and can be kept at the edge like the page itself. No zod here: the reviews section's
// links use this module in the browser; the parameter is read by ./review-page-param.ts.

export const REVIEWS_PER_PAGE = 10;
export const REVIEW_PAGE_PARAM = "reviewPage";
/** The anchor of the reviews section: the stars link to it, and every page link lands on it. */
export const REVIEWS_ANCHOR = "reviews";
/** The section's heading id, which the section is labelled by. */
export const REVIEWS_TITLE_ID = "reviews-title";

export const reviewPageCount = (total: number) => Math.ceil(total / REVIEWS_PER_PAGE);

/** The ordinals (0 is the newest) of the reviews on `page`. */
export function ordinalsOnPage(page: number, total: number): number[] {
  const first = (page - 1) * REVIEWS_PER_PAGE;
  return Array.from({ length: Math.max(0, Math.min(REVIEWS_PER_PAGE, total - first)) }, (_, i) => first + i);
}

/** The address of another page of reviews: the page's own address and query, with the page number (none for page 1), at the section. */
export function reviewPageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page === 1) params.delete(REVIEW_PAGE_PARAM);
  else params.set(REVIEW_PAGE_PARAM, String(page));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}#${REVIEWS_ANCHOR}`;
}
