// The widget service (spec §7 POST {market}/api/widgets/graphql): carousels by carouselId or by
// page and slot, with the widget call payload (spec §3), computed from the catalogue
// (app/widgets/recommendations.server.ts), and spec §4's reason codes when one shows nothing.
import { buildSchema, GraphQLError } from "graphql";
import { answerCarousel, CarouselRequestError, type WidgetsContext } from "#app/widgets/carousel-service.server.ts";

export type { WidgetsContext };

export const WIDGETS_SCHEMA_SDL = /* GraphQL */ `
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

  type CarouselProduct {
    partNumber: String!
    name: String!
    href: String!
    image: String!
    price: String!
    strikePrice: String
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
    try {
      return await answerCarousel(args, context);
    } catch (error) {
      if (error instanceof CarouselRequestError) throw new GraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
      throw error;
    }
  },
};
