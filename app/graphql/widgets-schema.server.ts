// The widget service (spec §7 POST {market}/api/widgets/graphql): carousels by carouselId or by
// page and slot, with the widget call payload (spec §3), computed from the catalogue
// (app/widgets/recommendations.server.ts), and spec §4's reason codes when one shows nothing.
import { buildSchema, GraphQLError } from "graphql";
import { answerCarousel, CarouselRequestError, type WidgetsContext as CarouselContext } from "#app/widgets/carousel-service.server.ts";
import { MAX_CAROUSEL_PRODUCTS } from "#app/widgets/carousels.ts";
import { STOCK_ENUM } from "./stock-enum";
import { PRICE_VIEW_FIELDS } from "./price-view-sdl";
import type { FieldCosts, LoadBudget } from "./limits";

/** A carousel's context, and the request's catalogue loads: each carousel costs one (./limits.ts). */
export interface WidgetsContext extends CarouselContext {
  budget: LoadBudget;
}

/**
 * What the resolvers load (./limits.ts): a carousel is one catalogue load (one query for its cards,
 * or the isolate's kept answer), and shows at most MAX_CAROUSEL_PRODUCTS products.
 */
export const WIDGETS_COSTS: FieldCosts = {
  "Query.carousel": { loads: 1 },
  "Carousel.products": { size: MAX_CAROUSEL_PRODUCTS },
};

const WIDGETS_SCHEMA_SDL = /* GraphQL */ `
  "spec §4 carousel reason codes: why a carousel has no products."
  enum CarouselReason {
    error
    insufficientrecords
    loading
    requirementsunmet
  }

  "spec §3 the widget call payload: a product the carousel is about."
  input WidgetCallItem {
    partNumber: String!
    quantity: Int!
    refetch: Boolean
  }

  "A product's stock state (app/catalogue/stock.ts)."
  enum CarouselStock {
    IN_STOCK
    OUT_OF_STOCK
    DISCONTINUED
  }

  "A product as a carousel shows it: its prices as every surface words them (app/pricing/price-view.ts)."
  type CarouselProduct {
    partNumber: String!
    name: String!
    href: String!
    image: String!
    ${PRICE_VIEW_FIELDS}
    stock: CarouselStock!
    rating: Float!
    ratingCount: Int!
  }

  "A carousel has no id of its own: what it shows depends on who asks (caches keep it keyless)."
  type Carousel {
    carouselId: String
    title: String
    products: [CarouselProduct!]!
    reason: CarouselReason
  }

  type Query {
    carousel(carouselId: String, page: String, slot: String, categoryId: String, items: [WidgetCallItem!]): Carousel!
  }
`;

export const widgetsSchema = buildSchema(WIDGETS_SCHEMA_SDL);

export const widgetsRoot = {
  async carousel(args: Record<string, unknown>, context: WidgetsContext) {
    context.budget.spend(1);
    try {
      const carousel = await answerCarousel(args, context);
      return { ...carousel, products: carousel.products.map((product) => ({ ...product, stock: STOCK_ENUM[product.stock] })) };
    } catch (error) {
      if (error instanceof CarouselRequestError) throw new GraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
      throw error;
    }
  },
};
