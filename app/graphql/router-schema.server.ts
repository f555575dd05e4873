// The general router (spec §7 POST {market}/api/api-router/graphql): the visitor's cart and user
// context, read as the cart page and the user-context API read them.
import { buildSchema } from "graphql";
import { cartIdFrom, readCart } from "#app/cart/cart.server.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { formatPrice } from "#app/pricing/format.ts";
import type { Visitor } from "#app/visitor/visitor.server.ts";
import { freeShippingThreshold } from "#app/cart/cart-rules.ts";

export const ROUTER_SCHEMA_SDL = /* GraphQL */ `
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
    linePrice: String!
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
  db: D1Database;
  market: MarketConfig;
  cookie: string | null;
  visitor: Visitor;
}

export const routerSchema = buildSchema(ROUTER_SCHEMA_SDL);

export const routerRoot = {
  async cart(_args: unknown, { db, market, cookie }: RouterContext) {
    const cart = await readCart(db, market, cartIdFrom(cookie, market));
    return {
      itemCount: cart.totals.itemCount,
      subtotal: formatPrice(cart.totals.subtotalCents / 100, { market }),
      lines: cart.lines.map((line) => ({ ...line, href: withMarketPrefix(line.href, market), linePrice: formatPrice(line.lineCents / 100, { market }) })),
    };
  },
  userContext(_args: unknown, { market, visitor }: RouterContext) {
    const hasPurchased = visitor.customer === "existing";
    return { market: market.name, registeredUser: visitor.registeredUser, hasPurchased, freeShippingThreshold: freeShippingThreshold(market, hasPurchased) };
  },
};
