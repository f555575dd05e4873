import shop from "#locales/en-US/shop.json";

// The header cart link's accessible name. One function for the page (React) and for the Worker,
// which fills the count into cached pages (app/visitor/personal.ts): both must say the same words.
// The strings are the shop namespace's, chosen the way i18next does (`_zero` first for 0).
const plural = new Intl.PluralRules("en-US");

/** The header count's classes: hidden when the cart is empty. */
export function cartCountClass(count: number): string {
  return count === 0 ? "cart-link__count cart-link__count--empty" : "cart-link__count";
}

export function cartLinkLabel(count: number): string {
  const { headerLink_zero: zero, headerLink_one: one, headerLink_other: other } = shop.cart;
  const template = count === 0 ? zero : plural.select(count) === "one" ? one : other;
  return template.replace("{{count}}", String(count));
}
