import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { MARKET_HEADER } from "#app/security/same-origin.ts";
import { hitRateLimitForRequest } from "#app/security/rate-limit.server.ts";
import { rateLimitedMessage } from "#app/security/rate-limit.ts";
import { applyCartCommand, cartCookie, cartIdFrom, cartStoreOf, parseCartCommand, readCart } from "./cart.server";
import { cartClaimKey } from "./cart-claim.server";
import { cartPath } from "#app/urls/site-paths.ts";
import { cartSnapshot } from "./cart-snapshot";
import { plainFormDestination } from "./plain-form-destination";
import { sameOriginReferer } from "#app/http/safe-redirect.ts";
import { readFormData } from "#app/http/read-body.ts";
import { RETRY_AFTER_SECONDS } from "#app/http/retry-after.ts";
import type { CartActionData } from "./use-cart-fetcher";
import { CART_FAILURE_MESSAGE } from "./cart-rules";
import { cacheHeaders } from "#app/http/cache-policy.ts";
import { logError } from "#app/errors/log-line.ts";
import { serviceUnavailable } from "#app/errors/service-unavailable.server.ts";

/**
 * POST {market}/app/cart. A script (a Remix fetcher: it sends `x-market`) gets the change as data,
 * and after an add the cart as it now is (the mini-cart's line and subtotal); a plain HTML form gets
 * a 303 to the cart page after an add (saying what was added, with a link back to the page it came
 * from) and back to the page it came from after another change (`redirectTo` if sent: ./plain-form-destination.ts),
 * or, when the change was refused, the cart page with the reason. Same-origin and XSRF were checked by the Worker.
 */

export async function cartAction({ request, context }: ActionFunctionArgs) {
  const { market } = context;
  const fromScript = request.headers.has(MARKET_HEADER);
  const form = await readFormData(request);
  if (!form) {
    return data({ ok: false, error: "Send the cart change as a form (application/x-www-form-urlencoded or multipart/form-data)." } satisfies CartActionData, {
      status: 415,
      headers: cacheHeaders("none"),
    });
  }
  const fail = (status: number, body: CartActionData & { ok: false }, headers: HeadersInit = {}) =>
    data(body, { status, headers: { ...cacheHeaders("none"), ...headers } });

  const parsed = parseCartCommand(form);
  if (!parsed.ok) return fail(400, { ok: false, error: parsed.error, field: parsed.field });

  const cartId = cartIdFrom(request.headers.get("cookie"), market);
  // The browser's verified XSRF token: what its concurrent first adds share (cart-claim.server.ts).
  const claimKey = await cartClaimKey(market, context.xsrfToken);
  // The visitor is the browser (its XSRF token): the same before and after its cart exists.
  const limited = await hitRateLimitForRequest(request, context, "cart");
  if (!limited.allowed) return fail(429, { ok: false, error: rateLimitedMessage(limited.retryAfter) }, { "Retry-After": String(limited.retryAfter) });

  let result;
  try {
    result = await context.timing.time("cart", () => applyCartCommand(cartStoreOf(context), market, { cartId, claimKey }, parsed.command));
  } catch (error) {
    // The store failed. A plain form's answer is a page: the maintenance page (503, thrown to the
    // root's error boundary) saying the change did not happen; a script shows the message where the
    // shopper clicked. Both say when to try again.
    if (!fromScript) throw serviceUnavailable(context, "cart", error, { retryAfter: RETRY_AFTER_SECONDS.write, message: CART_FAILURE_MESSAGE });
    logError(context.requestId, "cart command failed", error);
    return fail(503, { ok: false, error: CART_FAILURE_MESSAGE }, { "Retry-After": RETRY_AFTER_SECONDS.write });
  }
  if (!result.ok) return fail(result.status, { ok: false, error: result.error, ...(result.field && { field: result.field }) });

  const headers = new Headers(cacheHeaders("none"));
  // Every change renews the cookie: an active shopper's cart does not expire 30 days after it began.
  headers.append("Set-Cookie", cartCookie(request, market, result.cartId));
  const { command } = parsed;
  if (!fromScript) {
    const back = plainFormDestination({
      intent: command.intent,
      itemId: command.itemId,
      redirectTo: form.get("redirectTo"),
      referer: sameOriginReferer(request),
      cartPath: cartPath(market),
    });
    return redirect(back, { status: 303, headers });
  }
  const cart = command.intent === "add" ? await snapshotAfterAdd(context, result.cartId, command.itemId) : undefined;
  return data({ ok: true, change: result.change, count: result.count, ...(cart && { cart }) } satisfies CartActionData, { headers });
}

/**
 * The cart after an add, priced for who is shopping (as the cart page prices it), for the mini-cart.
 * The add itself has succeeded: if the cart cannot be read now, the answer goes without it.
 */
async function snapshotAfterAdd(context: ActionFunctionArgs["context"], cartId: string, itemId: string) {
  try {
    const { customer } = await context.visitor();
    return cartSnapshot(await readCart(cartStoreOf(context), context.market, cartId, { customer }), itemId);
  } catch (error) {
    logError(context.requestId, "cart read after an add failed", error);
    return undefined;
  }
}
