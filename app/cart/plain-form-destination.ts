import { safeRedirectPath } from "#app/http/safe-redirect.ts";

// Where a cart change posted by a plain HTML form (no JavaScript) lands (issue #26, decision 0050).
// An add lands on the cart page, which says what was added and links back to the page it came from:
// going back to that page would reload it at its top with nothing but the header's count changed,
// and a kept (edge-cached) page cannot say anything to one shopper. Other changes come from the cart
// page and go back to it. A caller that names its page (`redirectTo`) goes there.

/** The cart page's query parameters after a plain-form add: the item added, and the page to go back to. */
export const ADDED_PARAMS = { item: "added", back: "back" } as const;

export interface PlainFormChange {
  intent: "add" | "set-quantity" | "remove" | "undo-remove";
  itemId: string;
  /** the form's own `redirectTo` field, if any */
  redirectTo: FormDataEntryValue | null;
  /** the same-origin page the form was posted from (app/http/safe-redirect.ts sameOriginReferer) */
  referer: string | null;
  /** the cart page's path in this market */
  cartPath: string;
}

const pathOf = (address: string) => address.split(/[?#]/, 1)[0];

export function plainFormDestination({ intent, itemId, redirectTo, referer, cartPath }: PlainFormChange): string {
  const named = safeRedirectPath(redirectTo, "");
  if (named) return named;
  const from = safeRedirectPath(referer, "");
  if (intent !== "add") return !from || pathOf(from) === cartPath ? cartPath : from;
  const params = new URLSearchParams({ [ADDED_PARAMS.item]: itemId });
  if (from && pathOf(from) !== cartPath) params.set(ADDED_PARAMS.back, from);
  return `${cartPath}?${params}`;
}
