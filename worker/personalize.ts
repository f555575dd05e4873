import { cartCountClass, cartLinkLabel } from "#app/cart/cart-link-label.ts";
import { XSRF_FIELD, XSRF_TOKEN_CHARS } from "#app/security/same-origin.ts";
import { PERSONAL_ISLAND_ID, PERSONAL_MARKERS, PERSONAL_MARKER_ATTRIBUTE, serializePersonal, type PersonalState } from "#app/visitor/personal.ts";
import { slotMark, templateFromMarkedText, type PageTemplate } from "./page-template";
import { NONCE_CHARS } from "./security-headers";

// One visitor's parts of a page rendered for nobody (a cached page, or a page about to be cached):
// the CSP nonce of this response, the XSRF token in every form, the header's cart count, its class
// and its label, and the JSON island the browser hydrates from (app/visitor/personal.ts). Declared
// once, as slots; a streamed page is rewritten as it passes (personalize), a kept page is cut into a
// template at the same places once (templateOfPage) and filled per answer (slotValues).

const marker = (name: string) => `[${PERSONAL_MARKER_ATTRIBUTE}="${name}"]`;

interface Slot {
  selector: string;
  /** An attribute's value, the element's text, or the element's content as HTML (the island's JSON, made safe by serializePersonal). */
  into: { attribute: string } | "text" | "html";
  value(personal: PersonalState, nonce: string): string;
  /** Every value's byte length, when it has one: a kept page's compressed pieces may refer back across it. */
  bytes?: number;
}

const SLOTS: readonly Slot[] = [
  { selector: "[nonce]", into: { attribute: "nonce" }, value: (_, nonce) => nonce, bytes: NONCE_CHARS },
  // The tokens this site issues; a visitor whose cookie holds another well-formed one gets the page uncompressed.
  { selector: `input[name="${XSRF_FIELD}"]`, into: { attribute: "value" }, value: (p) => p.xsrfToken, bytes: XSRF_TOKEN_CHARS },
  { selector: marker(PERSONAL_MARKERS.cartCount), into: "text", value: (p) => (p.cartCount === null ? "" : String(p.cartCount)) },
  // The same rule as the header component's.
  { selector: marker(PERSONAL_MARKERS.cartCount), into: { attribute: "class" }, value: (p) => cartCountClass(p.cartCount) },
  { selector: marker(PERSONAL_MARKERS.cartLink), into: { attribute: "aria-label" }, value: (p) => cartLinkLabel(p.cartCount) },
  { selector: `script#${PERSONAL_ISLAND_ID}`, into: "html", value: (p) => serializePersonal(p) },
];

/** Writes each slot's text (a visitor's value, or a template's mark) where it goes. */
function rewriter(text: (slot: Slot, index: number) => string): HTMLRewriter {
  return SLOTS.reduce(
    (rewriter, slot, index) =>
      rewriter.on(slot.selector, {
        element: (el) => {
          const value = text(slot, index);
          if (slot.into === "text") el.setInnerContent(value);
          else if (slot.into === "html") el.setInnerContent(value, { html: true });
          else el.setAttribute(slot.into.attribute, value);
        },
      }),
    new HTMLRewriter(),
  );
}

/** The page filled in for this visitor as it streams (nothing is buffered). */
export function personalize(response: Response, personal: PersonalState, nonce: string): Response {
  return rewriter((slot) => slot.value(personal, nonce)).transform(response);
}

/**
 * A complete page cut into a template at its slots, or null when it can't be one (its text contains
 * the mark character; worker/page-template.ts). Reads the whole body.
 */
export async function templateOfPage(response: Response): Promise<PageTemplate | null> {
  const marked = await rewriter((_, index) => slotMark(index))
    .transform(response)
    .text();
  return templateFromMarkedText(
    marked,
    SLOTS.length,
    SLOTS.map((slot) => slot.bytes ?? null),
  );
}

/** Each slot's value for this visitor, as a template is filled: the text the rewriter would have written. */
export function slotValues(personal: PersonalState, nonce: string): string[] {
  return SLOTS.map((slot) => {
    const value = slot.value(personal, nonce);
    if (slot.into === "html") return value;
    // The rewriter escapes what it writes: attribute values their quotes, text its markup characters.
    return slot.into === "text" ? escapeText(value) : value.replace(/"/g, "&quot;");
  });
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
