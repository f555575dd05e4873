import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, BOOKMARK_COOKIE_MAX_AGE_SECONDS, MAX_BOOKMARK_LENGTH, bookmarkCookie, bookmarkFromCookies } from "./bookmark-cookie";

// Decision 0079: the bookmark a shopper's write leaves rides in a short-lived cookie; what comes back
// is used only when it is a bookmark, and anything else is ignored (never refused).

const BOOKMARK = "0000004f-00000001-00004fd5-9d8e3c2b1a0f4e5d6c7b8a9f0e1d2c3b";

describe("bookmarkFromCookies", () => {
  it("reads the bookmark a write left, beside the visitor's other cookies", () => {
    expect(bookmarkFromCookies(`XSRF-TOKEN=abc; ${BOOKMARK_COOKIE}=${BOOKMARK}; tailwise-cart=x`)).toBe(BOOKMARK);
  });

  it("reads what bookmarkCookie wrote (round trip)", () => {
    const [pair] = bookmarkCookie(BOOKMARK, true).split("; ");
    expect(bookmarkFromCookies(pair)).toBe(BOOKMARK);
  });

  it("is null without a cookie header or without the cookie", () => {
    expect(bookmarkFromCookies(null)).toBeNull();
    expect(bookmarkFromCookies("XSRF-TOKEN=abc")).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["not hex", "zzzzzzzz-00000001"],
    ["one group, no dash", "0000004f"],
    ["a constraint, not a bookmark", "first-primary"],
    ["SQL", "1'; DROP TABLE items; --"],
    ["upper case", BOOKMARK.toUpperCase()],
    ["percent-encoded junk", "%E0%A4%A"],
    ["over the length limit", `0-${"a".repeat(MAX_BOOKMARK_LENGTH)}`],
  ])("ignores a malformed one (%s)", (_what, value) => {
    expect(bookmarkFromCookies(`${BOOKMARK_COOKIE}=${value}`)).toBeNull();
  });
});

describe("bookmarkCookie", () => {
  it("is HttpOnly, SameSite=Lax, site-wide and lapses after a few minutes; Secure on https", () => {
    expect(bookmarkCookie(BOOKMARK, true)).toBe(
      `${BOOKMARK_COOKIE}=${BOOKMARK}; Path=/; SameSite=Lax; Max-Age=${BOOKMARK_COOKIE_MAX_AGE_SECONDS}; HttpOnly; Secure`,
    );
    expect(BOOKMARK_COOKIE_MAX_AGE_SECONDS).toBeLessThanOrEqual(10 * 60);
  });

  it("is not Secure on plain http (a local server must still get it back)", () => {
    expect(bookmarkCookie(BOOKMARK, false)).not.toContain("Secure");
  });
});
