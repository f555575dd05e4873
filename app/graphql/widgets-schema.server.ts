// The widget service (spec §7 POST {market}/api/widgets/graphql): carousels by carouselId or by
// page and slot, with the widget call payload (spec §3), computed from the catalogue
// (app/widgets/recommendations.server.ts), and spec §4's reason codes when one shows nothing.
import { buildSchema, GraphQLError } from "graphql";
import { parseCookies } from "#app/http/cookies.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { shelfProductOf } from "#app/content/zone-view.ts";
import { describeIssues } from "#app/kv/versions.ts";
import { CarouselRequest, CAROUSELS, carouselOutcome, MIN_CAROUSEL_PRODUCTS, MIN_RECENTLY_VIEWED_PRODUCTS, parseRecentlyViewed, planCarousel, RECENTLY_VIEWED_COOKIE } from "#app/widgets/carousels.ts";
import { recommendedCards } from "#app/widgets/recommendations.server.ts";

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

export interface WidgetsContext {
  db: D1Database;
  market: MarketConfig;
  cookie: string | null;
  log: (message: string, error?: unknown) => void;
}

export const widgetsSchema = buildSchema(WIDGETS_SCHEMA_SDL);

export const widgetsRoot = {
  async carousel(args: Record<string, unknown>, context: WidgetsContext) {
    const parsed = CarouselRequest.safeParse(Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null)));
    if (!parsed.success) throw new GraphQLError(`Invalid carousel request: ${describeIssues(parsed.error).join("; ")}`, { extensions: { code: "BAD_USER_INPUT" } });
    const recentlyViewed = parseRecentlyViewed(parseCookies(context.cookie ?? "")[RECENTLY_VIEWED_COOKIE]);
    const plan = planCarousel(parsed.data, { recentlyViewed });
    if (!plan.ok) return { carouselId: plan.carouselId, title: plan.carouselId && CAROUSELS[plan.carouselId].title, products: [], reason: plan.reason };
    const title = CAROUSELS[plan.carouselId].title;
    try {
      const cards = await recommendedCards(context.db, context.market, plan);
      const min = plan.carouselId === "recently-viewed" ? MIN_RECENTLY_VIEWED_PRODUCTS : MIN_CAROUSEL_PRODUCTS;
      const outcome = carouselOutcome(cards.map((card) => shelfProductOf(card, context.market)), min);
      return { carouselId: plan.carouselId, title, ...outcome };
    } catch (error) {
      context.log(`carousel ${plan.carouselId} failed`, error);
      return { carouselId: plan.carouselId, title, products: [], reason: "error" };
    }
  },
};
