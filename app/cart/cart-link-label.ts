import { englishPluralCategory } from "#app/i18n/english-numbers.ts";
import shop from "#locales/en-US/shop.json";

// The header cart link's accessible name. One function for the page (React) and for the Worker,
// which fills the count into cached pages (app/visitor/personal.ts): both must say the same words.
// The strings are the shop namespace's, chosen the way i18next does (`_zero` first for 0), with
// English's plural rule written out (no Intl: its first use costs a page 36-100 ms, decision 0083).

/** The header count's classes: hidden when the cart is empty, or its count unknown (null: the carts could not be read). */
export function cartCountClass(count: number | null): string {
  return !count ? "cart-link__count cart-link__count--empty" : "cart-link__count";
}

/**
 * "Cart, 3 items". An unknown count (null) is just "Cart": saying "empty" would tell a shopper
 * whose cart is fine, only unreadable for a moment, that it was lost.
 */
export function cartLinkLabel(count: number | null): string {
  const { headerLink: unknown, headerLink_zero: zero, headerLink_one: one, headerLink_other: other } = shop.cart;
  if (count === null) return unknown;
  const template = count === 0 ? zero : englishPluralCategory(count) === "one" ? one : other;
  return template.replace("{{count}}", String(count));
}
