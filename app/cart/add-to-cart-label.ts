// storefront spec §4 "Add-to-cart button label": Add to Cart, then Added to cart / Added, or an
// error message (§8 'Something went wrong. Please try again.'). Pure.

const ADD_TO_CART_LABELS = {
  idle: "Add to Cart",
  justAdded: "Added to cart",
  added: "Added",
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

export function addToCartLabel(phase: AddToCartPhase): string {
  if (phase === "just-added") return ADD_TO_CART_LABELS.justAdded;
  if (phase === "added") return ADD_TO_CART_LABELS.added;
  return ADD_TO_CART_LABELS.idle;
}
