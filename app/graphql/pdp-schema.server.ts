// The product page's GraphQL server (spec §7 POST {market}/api/pdp/graphql, refused without
// Apollo-Require-Preflight: true): a product, its items, its option groups and its reviews summary,
// from the same catalogue reader as the product page (app/product/product.server.ts).
import { buildSchema, GraphQLError } from "graphql";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { buildProductPath } from "#app/urls/listing-url.ts";
import { STOCK_ENUM } from "./stock-enum";
import { PRICE_VIEW_FIELDS } from "./price-view-sdl";
import { loadProduct, type ProductDetail } from "#app/product/product.server.ts";
import { optionKinds } from "#app/product/options.ts";
import { entriesOf, type FieldCosts, type LoadBudget } from "./limits";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

const PDP_SCHEMA_SDL = /* GraphQL */ `
  enum StockState {
    IN_STOCK
    OUT_OF_STOCK
    DISCONTINUED
  }

  type Item {
    id: ID!
    partNumber: String!
    name: String!
    size: String
    flavor: String
    color: String
    "The item's prices as every surface words them (app/pricing/price-view.ts)."
    ${PRICE_VIEW_FIELDS}
    stock: StockState!
  }

  type OptionGroup {
    "Size, Flavor or Color"
    name: String!
    values: [String!]!
  }

  "What the catalogue knows of a product's reviews: their average and how many there are."
  type ReviewsSummary {
    averageRating: Float!
    count: Int!
  }

  type Product {
    id: ID!
    partNumber: String!
    name: String!
    brand: String!
    href: String!
    image: String!
    description: String!
    stock: StockState!
    items: [Item!]!
    options: [OptionGroup!]!
    reviewsSummary: ReviewsSummary!
  }

  type Query {
    "A product by its catalog entry id (the product page's /dp/{id}), or null."
    product(id: ID!): Product
    "Several products at once (at most 24), in the order asked; unknown ids are left out."
    items(ids: [ID!]!): [Product!]!
  }
`;

export interface PdpContext {
  db: CatalogueDb;
  market: MarketConfig;
  /** The request's catalogue loads: each product costs one (./limits.ts). */
  budget: LoadBudget;
}

/** What the resolvers load (./limits.ts): a product is one catalogue load, `items` one per id, each id's product selected once. */
export const PDP_COSTS: FieldCosts = {
  "Query.product": { loads: 1 },
  "Query.items": { loads: entriesOf("ids"), size: entriesOf("ids") },
};

export const pdpSchema = buildSchema(PDP_SCHEMA_SDL);

const MAX_ITEMS = 24;

function idOf(id: string): number {
  if (!/^\d{1,12}$/.test(id)) throw new GraphQLError(`Invalid product id ${JSON.stringify(id)}: digits only.`, { extensions: { code: "BAD_USER_INPUT" } });
  return Number(id);
}

function productView(product: ProductDetail, market: MarketConfig) {
  return {
    id: product.id,
    partNumber: product.partNumber,
    name: product.name,
    brand: product.brand.name,
    href: withMarketPrefix(buildProductPath({ catalogEntryId: product.id, slug: product.slug }), market),
    image: product.image,
    description: product.description,
    stock: STOCK_ENUM[product.availability],
    items: product.items.map((item) => ({
      id: item.id,
      partNumber: item.partNumber,
      name: item.name,
      size: item.size,
      flavor: item.flavor,
      color: item.color,
      ...item.prices,
      stock: STOCK_ENUM[item.stock],
    })),
    options: optionKinds(product.items).map(({ key, name }) => ({
      name,
      values: [...new Set(product.items.map((item) => item[key]).filter((v): v is string => !!v))],
    })),
    reviewsSummary: { averageRating: product.rating, count: product.ratingCount },
  };
}

export const pdpRoot = {
  async product({ id }: { id: string }, context: PdpContext) {
    const productId = idOf(id);
    context.budget.spend(1);
    const product = await loadProduct(context.db, context.market, productId);
    return product?.published ? productView(product, context.market) : null;
  },
  async items({ ids }: { ids: string[] }, context: PdpContext) {
    if (ids.length > MAX_ITEMS) throw new GraphQLError(`Ask for at most ${MAX_ITEMS} products at once.`, { extensions: { code: "BAD_USER_INPUT" } });
    const productIds = ids.map(idOf);
    // All the ids' loads are counted before any is made: a list the budget cannot pay for loads nothing.
    context.budget.spend(productIds.length);
    const products = await Promise.all(productIds.map((id) => loadProduct(context.db, context.market, id)));
    return products.flatMap((product) => (product?.published ? [productView(product, context.market)] : []));
  },
};
