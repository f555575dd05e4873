// The `reviewPage` query parameter, read on the server (app/product/load-product.server.ts) with zod:
// a page number, or the product page answers 404.
import { z } from "zod";
import { REVIEW_PAGE_PARAM, reviewPageCount } from "./review-pages";

// A page number as a link writes it: 1-5 digits, no sign, no leading zero (anything else is a 404).
const ReviewPageParam = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number);

/**
 * The page of reviews a query asks for: 1 without the parameter; null (the page answers 404) for a
 * parameter given twice, one that is not a page number, or a page past the last (a product with no
 * reviews has no page 2, nor an explicit page 1).
 */
export function requestedReviewPage(searchParams: URLSearchParams, total: number): number | null {
  const values = searchParams.getAll(REVIEW_PAGE_PARAM);
  if (values.length === 0) return 1;
  if (values.length > 1) return null;
  const parsed = ReviewPageParam.safeParse(values[0]);
  if (!parsed.success || parsed.data > reviewPageCount(total)) return null;
  return parsed.data;
}
