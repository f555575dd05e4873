import { parseCookies } from "#app/http/cookies.ts";

/**
 * New vs existing customer (storefront spec §6 "has purchased"). Orders are not stored on this site
 * (checkout is out of scope), so the signal is the cookie an account or order service sets after a
 * first order: `tailwise-has-purchased=1`. It only chooses what the page shows (the free-shipping
 * threshold, the welcome offer, the new-user CTA rule), never a price charged, so an unsigned cookie
 * is enough until the signed session of issue #11 replaces it (docs/decisions/0009).
 */
export const HAS_PURCHASED_COOKIE = "tailwise-has-purchased";

export function readHasPurchased(cookieHeader: string | null): boolean {
  return parseCookies(cookieHeader ?? "")[HAS_PURCHASED_COOKIE] === "1";
}
