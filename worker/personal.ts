import { isbot } from "isbot";
import { readVisitor } from "#app/analytics/user-context.server.ts";
import { cartIdFrom, readCartCount } from "#app/cart/cart.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { readHasPurchased } from "#app/visitor/has-purchased.server.ts";
import { NEUTRAL_PERSONAL, type PersonalState } from "#app/visitor/personal.ts";
import type { VisitorClass } from "./edge-cache-rules";

/** New or existing customer: the one personal fact a cached page is rendered for (its key says which). */
export function visitorClassOf(request: Request): VisitorClass {
  return readHasPurchased(request.headers.get("cookie")) ? "existing" : "new";
}

/** What a cached page is rendered with: nobody's, apart from the visitor class its key names. */
export function neutralPersonal(visitorClass: VisitorClass): PersonalState {
  return { ...NEUTRAL_PERSONAL, hasPurchased: visitorClass === "existing" };
}

/**
 * This visitor's state, read from the request (its cookies and user agent) and, when it has a cart,
 * the cart's count from D1. A broken cart table must not take every page down: the count is then 0.
 */
export async function readPersonal(
  request: Request,
  db: D1Database,
  market: MarketConfig,
  ids: { xsrfToken: string; requestId: string },
): Promise<PersonalState> {
  const cookie = request.headers.get("cookie");
  const cartId = cartIdFrom(cookie, market);
  const cartCount = cartId ? await readCartCount(db, market, cartId).catch(() => 0) : 0;
  return {
    xsrfToken: ids.xsrfToken,
    cartCount,
    hasPurchased: readHasPurchased(cookie),
    registeredUser: readVisitor(cookie).registeredUser,
    isBot: isbot(request.headers.get("user-agent") ?? ""),
    requestId: ids.requestId,
  };
}
