// The widget service's carousel answer (spec §3, §4): validate the request, plan it, compute it from
// the catalogue, and give spec §4's reason when it shows nothing. What our GraphQL server resolves
// (app/graphql/widgets-schema.server.ts) and what a page asks directly when the widget service is
// this Worker's own (app/widgets/carousel-client.server.ts).
import { parseCookies } from "#app/http/cookies.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { shelfProductOf, type ShelfProductView } from "#app/content/zone-view.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import { describeIssues } from "#app/kv/versions.ts";
import { CarouselRequest, CAROUSELS, carouselOutcome, MIN_CAROUSEL_PRODUCTS, MIN_RECENTLY_VIEWED_PRODUCTS, planCarousel } from "./carousels";
import { parseRecentlyViewed, RECENTLY_VIEWED_COOKIE } from "./recently-viewed-cookie";
import { recommendedCards } from "./recommendations.server";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

export interface WidgetsContext {
  db: CatalogueDb;
  market: MarketConfig;
  cookie: string | null;
  log: (message: string, error?: unknown) => void;
}

/**
 * A card's shelf view, made once per card: the recommendations an isolate keeps are the same card
 * objects until the catalogue changes (./recommendations.server.ts), so a page's carousels cost a
 * lookup; a shopper's own cards (recently viewed) are new each time and their views go with them.
 */
const shelfViews = new WeakMap<ProductCard, ShelfProductView>();
function shelfViewOf(card: ProductCard, market: MarketConfig): ShelfProductView {
  let view = shelfViews.get(card);
  if (!view) shelfViews.set(card, (view = shelfProductOf(card, market)));
  return view;
}

/** A request that is not a carousel request (the GraphQL server answers it as BAD_USER_INPUT). */
export class CarouselRequestError extends Error {}

/** A carousel for a request (GraphQL arguments: nulls for what was not given). */
export async function answerCarousel(args: Record<string, unknown>, context: WidgetsContext) {
  const parsed = CarouselRequest.safeParse(Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null)));
  if (!parsed.success) throw new CarouselRequestError(`Invalid carousel request: ${describeIssues(parsed.error).join("; ")}`);
  const recentlyViewed = parseRecentlyViewed(parseCookies(context.cookie ?? "")[RECENTLY_VIEWED_COOKIE]);
  const plan = planCarousel(parsed.data, { recentlyViewed });
  if (!plan.ok) return { carouselId: plan.carouselId, title: plan.carouselId && CAROUSELS[plan.carouselId].title, products: [], reason: plan.reason };
  const title = CAROUSELS[plan.carouselId].title;
  try {
    const cards = await recommendedCards(context.db, context.market, plan, { refetch: parsed.data.items.some((item) => item.refetch) });
    const min = plan.carouselId === "recently-viewed" ? MIN_RECENTLY_VIEWED_PRODUCTS : MIN_CAROUSEL_PRODUCTS;
    const outcome = carouselOutcome(
      cards.map((card) => shelfViewOf(card, context.market)),
      min,
    );
    return { carouselId: plan.carouselId, title, ...outcome };
  } catch (error) {
    context.log(`carousel ${plan.carouselId} failed`, error);
    return { carouselId: plan.carouselId, title, products: [], reason: "error" };
  }
}
