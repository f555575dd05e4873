import { describe, expect, it } from "vitest";
import { isRequestError, requestErrorCopy, requestErrorTitle } from "./request-error";

describe("requestErrorCopy", () => {
  it("an address that names nothing gets the not-found page (spec §8: title Page Not Found)", () => {
    expect(requestErrorCopy(404)).toBe("notFound");
    expect(requestErrorTitle(404)).toBe("Page Not Found");
  });

  it("a method the page does not take says so", () => {
    expect(requestErrorCopy(405)).toBe("notAllowed");
  });

  it("an over-long address says it is too long", () => {
    expect(requestErrorCopy(414)).toBe("tooLong");
  });

  it("any other request error is a bad request", () => {
    for (const status of [400, 403, 413, 415, 422, 429]) expect(requestErrorCopy(status), String(status)).toBe("badRequest");
  });
});

describe("isRequestError", () => {
  it("is true for 4xx only: a 5xx is our failure and shows the maintenance page", () => {
    expect([399, 400, 404, 499, 500, 503].map(isRequestError)).toEqual([false, true, true, true, false, false]);
  });
});
