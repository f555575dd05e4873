import { describe, expect, it } from "vitest";
import { requestedReviewPage } from "./review-page-param";
import { ordinalsOnPage, REVIEWS_PER_PAGE, reviewPageCount, reviewPageHref } from "./review-pages";

const query = (text: string) => new URLSearchParams(text);

describe("requestedReviewPage", () => {
  it("is page 1 without the parameter, the page asked for up to the last", () => {
    expect(requestedReviewPage(query(""), 25)).toBe(1);
    expect(requestedReviewPage(query("reviewPage=3"), 25)).toBe(3);
  });
  it("is no page (a 404) past the last, for a product without reviews, or for anything that is not a page number", () => {
    expect(requestedReviewPage(query("reviewPage=4"), 25)).toBeNull();
    expect(requestedReviewPage(query("reviewPage=1"), 0)).toBeNull();
    for (const bad of ["0", "-1", "01", "1.5", "abc", "", "999999", "2&reviewPage=3"])
      expect(requestedReviewPage(query(`reviewPage=${bad}`), 5000), bad).toBeNull();
  });
});

describe("pages of reviews", () => {
  it(`holds ${REVIEWS_PER_PAGE} a page, the last what is left`, () => {
    expect(reviewPageCount(21)).toBe(3);
    expect(ordinalsOnPage(1, 21)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ordinalsOnPage(3, 21)).toEqual([20]);
  });
  it("links another page at the section, keeping the page's other parameters; page 1 without the number", () => {
    const url = new URL("https://shop.example/ca/kibble/dp/501?item=9&reviewPage=2");
    expect(reviewPageHref(url, 3)).toBe("/ca/kibble/dp/501?item=9&reviewPage=3#reviews");
    expect(reviewPageHref(url, 1)).toBe("/ca/kibble/dp/501?item=9#reviews");
  });
});
