// What a page shows that belongs to one visitor (docs/decisions/0011-edge-page-cache.md).
//
// A cacheable page is rendered once with NEUTRAL_PERSONAL and kept at the edge; every answer,
// hit or miss, is then filled in for its own visitor by the Worker (worker/personalize.ts): the
// hidden XSRF fields, the cart count and its label, the CSP nonce, and this island, a JSON
// script the browser reads before hydrating. Nothing personal is in any loader's data, so the
// hydration payload a cached page carries is the same for everyone.

export interface PersonalState {
  /** The browser's XSRF token (double-submit cookie): the value every form's hidden field carries. */
  xsrfToken: string;
  /**
   * Items in this market's cart (the header's count); null when the carts could not be read: the
   * header then shows no count (worker/personal.ts), and the page itself still renders.
   */
  cartCount: number | null;
  /** storefront spec §6: an existing customer (chooses the new-user CTA rule and free-shipping copy). */
  hasPurchased: boolean;
  /** analytics: a registered user (a verified session naming a customer; decision 0035). */
  registeredUser: boolean;
  /**
   * A registered user's customer id and known personalization id (analytics customerID / user_id and
   * abTestingKnownPID). Read by the analytics layer after hydration (app/analytics/page-identity.ts),
   * not with the rest: the page itself never shows them.
   */
  customerId?: string;
  knownPersonalizationId?: string;
  /** analytics: a crawler (its events are flagged, not dropped). */
  isBot: boolean;
  /** This request's id: the support code an error page shows. */
  requestId: string;
  /**
   * The visitor's experiment variants by experiment id (issue #11), written by the Worker; the
   * browser reads them after hydration (app/experiments/exposure.ts), not with the rest.
   */
  experiments?: Readonly<Record<string, string>>;
}

export const NEUTRAL_PERSONAL: PersonalState = Object.freeze({
  xsrfToken: "",
  cartCount: 0,
  hasPurchased: false,
  registeredUser: false,
  isBot: false,
  requestId: "",
});

/** The id of the JSON island; the Worker rewrites its text on every page answer. */
export const PERSONAL_ISLAND_ID = "personal-state";
/** Markers the Worker's rewriter looks for (and the only places a cached page differs per visitor). */
export const PERSONAL_MARKERS = { cartCount: "cart-count", cartLink: "cart-link" } as const;
export const PERSONAL_MARKER_ATTRIBUTE = "data-personal";

/** JSON that is safe inside a <script> element: `<` is escaped, so `</script>` cannot end it. */
export function serializePersonal(state: PersonalState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

const MAX_CART_COUNT = 10_000;

/**
 * The island's text back into a state; anything missing or of the wrong type falls back to neutral
 * (a hand-written check: this runs in the browser, where a schema library would cost more than it checks).
 */
export function parsePersonal(text: string | null | undefined): PersonalState {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? "");
  } catch {
    return { ...NEUTRAL_PERSONAL };
  }
  const value = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const str = (v: unknown, max: number) => (typeof v === "string" && v.length <= max ? v : "");
  const count = value.cartCount;
  return {
    xsrfToken: str(value.xsrfToken, 128),
    cartCount: count === null ? null : typeof count === "number" && Number.isInteger(count) && count >= 0 && count <= MAX_CART_COUNT ? count : 0,
    hasPurchased: value.hasPurchased === true,
    registeredUser: value.registeredUser === true,
    isBot: value.isBot === true,
    requestId: str(value.requestId, 128),
  };
}
