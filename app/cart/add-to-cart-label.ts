// storefront spec §4 "Add-to-cart button label": Add to Cart, then Added to cart / Added, or an
// error message (§8 'Something went wrong. Please try again.'). Pure; the words are the locale
// files' (locales/*/listing.json `card.*`).
import type { TFunction } from "#app/i18n/translator.ts";

/** The `listing` namespace's key for each label. */
const ADD_TO_CART_LABEL_KEYS = {
  idle: "card.addToCart",
  justAdded: "card.addedToCart",
  added: "card.added",
} as const;

/** How long "Added to cart" shows before the button settles on "Added". */
export const JUST_ADDED_MS = 2500;

export type AddToCartPhase = "idle" | "adding" | "just-added" | "added" | "error";

export function addToCartPhase(input: { submitting: boolean; result: { ok: boolean } | undefined; settled: boolean }): AddToCartPhase {
  if (input.submitting) return "adding";
  if (!input.result) return "idle";
  if (!input.result.ok) return "error";
  return input.settled ? "added" : "just-added";
}

/** The button's words in this phase; `t` reads the `listing` namespace. */
export function addToCartLabel(phase: AddToCartPhase, t: TFunction): string {
  if (phase === "just-added") return t(ADD_TO_CART_LABEL_KEYS.justAdded);
  if (phase === "added") return t(ADD_TO_CART_LABEL_KEYS.added);
  return t(ADD_TO_CART_LABEL_KEYS.idle);
}
