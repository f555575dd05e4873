import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serviceUnavailable } from "#app/errors/service-unavailable.server.ts";
import { cartIdFrom, readCart } from "./cart.server";

/** The cart page's loader (app/routes/cart.tsx): this shopper's cart, priced for who is shopping. */
export async function loadCartPage({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const cartId = cartIdFrom(request.headers.get("cookie"), context.market);
  try {
    // Priced for who is shopping: a new customer's first Autoship order has its own price (app/pricing/order-pricing.ts).
    const { customer } = await context.visitor();
    return { cart: await context.timing.time("cart", () => readCart(context.cloudflare.env.DB, context.market, cartId, { customer })) };
  } catch (error) {
    // A cart that cannot be read is the maintenance page (503, Retry-After), as a listing's catalogue.
    throw serviceUnavailable(context, "cart", error);
  }
}
