import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { serviceUnavailable } from "#app/errors/service-unavailable.server.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { CART_PATH } from "#app/urls/site-paths.ts";
import { cartIdFrom, cartStoreOf, readCart, readCartCount, type Cart } from "./cart.server";
import { ADDED_PARAMS } from "./plain-form-destination";

/** The cart page's query after a plain-form add (./plain-form-destination.ts): anything else is ignored. */
const AddedQuery = z.object({
  [ADDED_PARAMS.item]: z.string().regex(/^\d{1,12}$/),
  [ADDED_PARAMS.back]: z.string().max(2000).optional(),
});

/** What a plain-form add lands on: the line it added, and the page it came from. */
export interface AddedConfirmation {
  name: string;
  option: string;
  /** the same-origin page the add was made on, or null */
  back: string | null;
}

/** The cart page's loader (app/routes/cart.tsx): this shopper's cart, priced for who is shopping. */
export async function loadCartPage({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const cartId = cartIdFrom(request.headers.get("cookie"), context.market);
  let cart: Cart;
  try {
    // Priced for who is shopping: a new customer's first Autoship order has its own price (app/pricing/order-pricing.ts).
    const { customer } = await context.visitor();
    cart = await context.timing.time("cart", () => readCart(cartStoreOf(context), context.market, cartId, { customer }));
  } catch (error) {
    // A cart that cannot be read is the maintenance page (503, Retry-After), as a listing's catalogue.
    throw serviceUnavailable(context, "cart", error);
  }
  return { cart, added: addedConfirmation(new URL(request.url).searchParams, cart), otherMarketCart: await otherMarketCart(request, context, cart) };
}

/** The other market's cart, when this one is empty and that one is not: where the shopper's items are. */
export interface OtherMarketCart {
  region: "us" | "ca";
  count: number;
  href: string;
}

/**
 * Each market keeps its own cart (docs/decisions/0009): a shopper who switches market finds this
 * one empty. Rather than say nothing, the empty cart says where their items are (issue #26). A
 * count the database cannot give is no reason to fail the page: the empty cart is shown without it.
 */
async function otherMarketCart(request: Request, context: Pick<LoaderFunctionArgs, "context">["context"], cart: Cart): Promise<OtherMarketCart | null> {
  if (cart.lines.length > 0) return null;
  const other = context.market.region === "ca" ? US_MARKET : CA_MARKET;
  const count = await readCartCount(context.cloudflare.env, other, cartIdFrom(request.headers.get("cookie"), other)).catch(() => 0);
  return count > 0 ? { region: other.region, count, href: withMarketPrefix(CART_PATH, other) } : null;
}

function addedConfirmation(params: URLSearchParams, cart: Cart): AddedConfirmation | null {
  const query = AddedQuery.safeParse(Object.fromEntries(params));
  if (!query.success) return null;
  const line = cart.lines.find((l) => l.itemId === query.data[ADDED_PARAMS.item]);
  if (!line) return null;
  const back = safeRedirectPath(query.data[ADDED_PARAMS.back] ?? null, "");
  return { name: line.name, option: line.option, back: back || null };
}
