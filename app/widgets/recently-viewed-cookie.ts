import { parseCookies, serializeCookie } from "#app/http/cookies.ts";

// The shopper's recently viewed products: a cookie the product page writes on every view, newest
// first, and the widget service's "Recently viewed" carousel reads (./carousel-service.server.ts).
// Its own small module: the product page records the view as soon as it runs, while the carousel's
// code (the widget client, its validation) loads only when its place nears the screen.

export const RECENTLY_VIEWED_COOKIE = "tailwise-recently-viewed";
export const MAX_RECENTLY_VIEWED = 12;

/** The cookie's part numbers (`2048851.2003451`), newest first; anything else in it is ignored. */
export function parseRecentlyViewed(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(".").filter((part) => /^\d{1,12}$/.test(part)))].slice(0, MAX_RECENTLY_VIEWED);
}

/** The cookie's value after viewing `partNumber`: it moves to the front, the oldest falls off. */
export function withRecentlyViewed(value: string | undefined, partNumber: string): string {
  return [partNumber, ...parseRecentlyViewed(value).filter((p) => p !== partNumber)].slice(0, MAX_RECENTLY_VIEWED).join(".");
}

/** Records a product page's view in the browser: a year, this site only. */
export function rememberViewed(partNumber: string): void {
  const current = parseCookies(document.cookie)[RECENTLY_VIEWED_COOKIE];
  document.cookie = serializeCookie(RECENTLY_VIEWED_COOKIE, withRecentlyViewed(current, partNumber), {
    maxAgeSeconds: 365 * 24 * 3600,
    secure: location.protocol === "https:",
  });
}
