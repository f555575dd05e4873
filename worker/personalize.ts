import { cartCountClass, cartLinkLabel } from "#app/cart/cart-link-label.ts";
import { XSRF_FIELD } from "#app/security/same-origin.ts";
import { PERSONAL_ISLAND_ID, PERSONAL_MARKERS, PERSONAL_MARKER_ATTRIBUTE, serializePersonal, type PersonalState } from "#app/visitor/personal.ts";

/**
 * Fills one visitor's parts into a page rendered for nobody (a cached page, or a page about to be
 * cached): the CSP nonce of this response, the XSRF token in every form, the header's cart count and
 * its label, and the JSON island the browser hydrates from (app/visitor/personal.ts). Streams: the
 * page is rewritten as it passes, nothing is buffered.
 */
export function personalize(response: Response, personal: PersonalState, nonce: string): Response {
  const marker = (name: string) => `[${PERSONAL_MARKER_ATTRIBUTE}="${name}"]`;
  return new HTMLRewriter()
    .on("[nonce]", { element: (el) => void el.setAttribute("nonce", nonce) })
    .on(`input[name="${XSRF_FIELD}"]`, { element: (el) => void el.setAttribute("value", personal.xsrfToken) })
    .on(marker(PERSONAL_MARKERS.cartCount), {
      element: (el) => {
        el.setInnerContent(String(personal.cartCount));
        // The same rule as the header component's.
        el.setAttribute("class", cartCountClass(personal.cartCount));
      },
    })
    .on(marker(PERSONAL_MARKERS.cartLink), { element: (el) => void el.setAttribute("aria-label", cartLinkLabel(personal.cartCount)) })
    .on(`script#${PERSONAL_ISLAND_ID}`, { element: (el) => void el.setInnerContent(serializePersonal(personal), { html: true }) })
    .transform(response);
}
