import { isbot } from "isbot";
import { cartIdFrom, readCartCount, type CartStore } from "#app/cart/cart.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { NEUTRAL_PERSONAL, type PersonalState } from "#app/visitor/personal.ts";
import type { Visitor } from "#app/visitor/visitor.server.ts";
import type { Assignment } from "#app/experiments/experiments.ts";
import { channelOf } from "#app/visitor/visitor-class.ts";
import type { VisitorClass } from "./edge-cache-rules";

/** What a cached page is rendered with: nobody's, apart from the visitor class its key names. */
export function neutralPersonal(visitorClass: VisitorClass): PersonalState {
  return { ...NEUTRAL_PERSONAL, hasPurchased: visitorClass === "existing" };
}

/** Who a cached page is rendered for: an anonymous visitor of the class its key names, on the channel its user agent says (kept with the request). */
export function neutralVisitor(visitorClass: VisitorClass, userAgent: string | null): Visitor {
  return {
    customer: visitorClass,
    loyaltyMember: false,
    channel: channelOf(userAgent),
    internal: false,
    signedIn: false,
    isBot: isbot(userAgent ?? ""),
    session: null,
    registeredUser: false,
  };
}

/**
 * This visitor's state, read from the request (its cookies and user agent, the verified session)
 * and, when it has a cart, the cart's count from its object. A failing cart store must not take every page
 * down: a product or listing page is still worth showing, so only the count is left out (null, the
 * header shows "Cart" with no number). Not 0: that would tell the shopper their cart is empty.
 * The cart page itself, which is nothing without the cart, answers 503 (app/routes/cart.tsx).
 */
export async function readPersonal(
  request: Request,
  store: Pick<CartStore, "CARTS">,
  market: MarketConfig,
  visitor: Visitor,
  ids: { xsrfToken: string; requestId: string; experiments: readonly Assignment[] },
): Promise<PersonalState> {
  const cookie = request.headers.get("cookie");
  const cartId = cartIdFrom(cookie, market);
  const cartCount = cartId
    ? await readCartCount(store, market, cartId).catch((error: unknown) => {
        console.error(`[${ids.requestId}] cart count unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      })
    : 0;
  return {
    xsrfToken: ids.xsrfToken,
    cartCount,
    hasPurchased: visitor.customer === "existing",
    registeredUser: visitor.registeredUser,
    ...(visitor.registeredUser && { customerId: visitor.customerId, knownPersonalizationId: visitor.knownPersonalizationId }),
    isBot: visitor.isBot,
    requestId: ids.requestId,
    experiments: Object.fromEntries(ids.experiments.map((assignment) => [assignment.experimentId, assignment.variant])),
  };
}
