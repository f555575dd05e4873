// The general router (spec §7 POST {market}/api/api-router/graphql): the visitor's cart and user
// context, read as the cart page and the user-context API read them.
import { buildSchema } from "graphql";
import { cartIdFrom, readCart, type CartStore } from "#app/cart/cart.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { orderAmount } from "#app/pricing/format.ts";
import type { Visitor } from "#app/visitor/visitor.server.ts";
import { MAX_CART_LINES } from "#app/cart/cart-rules.ts";
import { freeShippingThreshold } from "#app/offers/offers.ts";
import type { FieldCosts, LoadBudget } from "./limits";

const ROUTER_SCHEMA_SDL = /* GraphQL */ `
  type CartLine {
    itemId: ID!
    partNumber: String!
    name: String!
    option: String!
    image: String!
    href: String!
    quantity: Int!
    autoship: Boolean!
    status: String!
    "A unit as the order charges it, and the line (promotions taken off): the cart page's figures."
    unitPrice: String!
    linePrice: String!
    "the line's promotion, by name"
    deal: String
  }

  type Cart {
    "Units on the cart's available lines."
    itemCount: Int!
    subtotal: String!
    lines: [CartLine!]!
  }

  type UserContext {
    market: String!
    registeredUser: Boolean!
    hasPurchased: Boolean!
    "The order total from which shipping is free for this visitor (spec §9)."
    freeShippingThreshold: Int!
  }

  type Query {
    cart: Cart!
    userContext: UserContext!
  }
`;

export interface RouterContext {
  /** the carts and the catalogue that prices them */
  store: CartStore;
  market: MarketConfig;
  cookie: string | null;
  visitor: Visitor;
  /** The request's loads: each cart read costs one (./limits.ts). */
  budget: LoadBudget;
}

/**
 * What the resolvers load (./limits.ts): a cart is one read and has at most MAX_CART_LINES lines; the
 * user context is the visitor the request already read.
 */
export const ROUTER_COSTS: FieldCosts = {
  "Query.cart": { loads: 1 },
  "Cart.lines": { size: MAX_CART_LINES },
};

export const routerSchema = buildSchema(ROUTER_SCHEMA_SDL);

export const routerRoot = {
  async cart(_args: unknown, { store, market, cookie, visitor, budget }: RouterContext) {
    budget.spend(1);
    const cart = await readCart(store, market, cartIdFrom(cookie, market), { customer: visitor.customer });
    return {
      itemCount: cart.totals.itemCount,
      subtotal: orderAmount(cart.totals.subtotalCents, market),
      lines: cart.lines.map((line) => ({
        ...line,
        href: withMarketPrefix(line.href, market),
        unitPrice: orderAmount(line.unitCents, market),
        linePrice: orderAmount(line.lineCents, market),
        deal: line.facts.deal?.name ?? null,
      })),
    };
  },
  userContext(_args: unknown, { market, visitor }: RouterContext) {
    const hasPurchased = visitor.customer === "existing";
    return { market: market.name, registeredUser: visitor.registeredUser, hasPurchased, freeShippingThreshold: freeShippingThreshold(market, hasPurchased) };
  },
};
