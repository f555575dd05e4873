import { z } from "zod";
import { parseCookies, serializeCookie } from "#app/http/cookies.ts";

// Decision 0079: after a write a shopper makes, the catalogue database's bookmark goes back to the
// browser in a short-lived cookie, so the visitor's next requests open their D1 session at or after
// it: a read replica answers them only once it has the write (read-your-write). Pure: the cookie's
// name, its reading (zod, length-limited: anything else is no bookmark) and its writing.

export const BOOKMARK_COOKIE = "tailwise-catalogue-bookmark";
/**
 * A replica is normally behind by well under a second; after a few minutes any replica has the
 * write, so the cookie lapses and the visitor's reads are free to go anywhere again.
 */
export const BOOKMARK_COOKIE_MAX_AGE_SECONDS = 5 * 60;
/** D1's bookmarks are ~60 characters; anything much longer is not one. */
export const MAX_BOOKMARK_LENGTH = 128;

/** A D1 bookmark as the Sessions API gives it: hex groups joined by dashes (`0000004f-00000001-00004fd5-9d8e…`). */
const Bookmark = z
  .string()
  .max(MAX_BOOKMARK_LENGTH)
  .regex(/^[0-9a-f]+(?:-[0-9a-f]+)+$/);

/** The visitor's bookmark, or null when the cookie is absent or is not a bookmark (ignored, never refused). */
export function bookmarkFromCookies(cookieHeader: string | null): string | null {
  const parsed = Bookmark.safeParse(parseCookies(cookieHeader ?? "")[BOOKMARK_COOKIE]);
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie carrying `bookmark`: HttpOnly (no script needs it), Secure on https, Lax, a few minutes, the whole site. */
export function bookmarkCookie(bookmark: string, https: boolean): string {
  return serializeCookie(BOOKMARK_COOKIE, bookmark, {
    httpOnly: true,
    secure: https,
    sameSite: "Lax",
    maxAgeSeconds: BOOKMARK_COOKIE_MAX_AGE_SECONDS,
    path: "/",
  });
}
