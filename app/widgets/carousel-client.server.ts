// A page's carousels from the widget service (spec §7), asked on the server: with its urql client at
// the private regional host when WIDGETS_PRIVATE_HOST is set; else the service is this Worker's own
// and its answer is computed in process (app/widgets/carousel-service.server.ts), without a GraphQL
// round trip. A page waits at most the listing app's server timeout (500 ms) and the carousel race
// (2000 ms); a carousel that fails, is late, or has a reason (spec §4) is left out of the page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createWidgetClient, widgetClientOptions, WIDGET_TIMEOUTS_MS } from "#app/graphql/clients/widget-client.ts";
import type { ShelfProductView } from "#app/content/zone-view.ts";
import type { CarouselId } from "./carousels";
import type { ProductCarouselSlot } from "./product-carousel-slots";
import { CAROUSEL_QUERY, CarouselAnswer } from "./carousel-query";
import { answerCarousel } from "./carousel-service.server";
import { logError } from "#app/errors/log-line.ts";

export interface CarouselVariables {
  carouselId?: CarouselId;
  page?: string;
  slot?: string;
  categoryId?: string;
  items?: { partNumber: string; quantity: number; refetch?: boolean }[];
}

export interface ShownCarousel {
  title: string;
  products: ShelfProductView[];
}

async function clientFor(context: AppLoadContext, request: Request) {
  const env = context.cloudflare.env;
  const options = widgetClientOptions({
    environment: env.ENVIRONMENT,
    side: "server",
    market: context.market,
    clientVersion: context.clientVersion,
    privateHost: env.WIDGETS_PRIVATE_HOST,
    siteOrigin: env.SITE_ORIGIN,
    shopper: { request, requestId: context.requestId, classification: await context.visitor() },
    timeoutMs: WIDGET_TIMEOUTS_MS.listingServer,
  });
  return createWidgetClient(options, "server", fetch);
}

type Answer = CarouselAnswer["carousel"];

/** `work`, or a rejection once `ms` have passed (the timer cleared either way: nothing left behind the request). */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The widget service's answer: its urql client at the private host (checked with zod: another
 * service's answer), or this Worker's own computed in process within the listing app's server
 * timeout (typed: our own code).
 */
async function carouselAnswer(context: AppLoadContext, request: Request, variables: CarouselVariables): Promise<Answer> {
  if (context.cloudflare.env.WIDGETS_PRIVATE_HOST) {
    const result = await (await clientFor(context, request)).query(CAROUSEL_QUERY, variables).toPromise();
    if (result.error) throw result.error;
    return CarouselAnswer.parse(result.data).carousel;
  }
  const log = (message: string, error?: unknown) => logError(context.requestId, message, error);
  return within(
    answerCarousel({ ...variables }, { db: context.catalogue.db, market: context.market, cookie: request.headers.get("cookie"), log }),
    WIDGET_TIMEOUTS_MS.listingServer,
  );
}

/** One carousel as the page shows it, or null (logged when it failed rather than had nothing). */
export async function fetchCarousel(context: AppLoadContext, request: Request, variables: CarouselVariables): Promise<ShownCarousel | null> {
  try {
    const answer = await within(carouselAnswer(context, request, variables), WIDGET_TIMEOUTS_MS.carouselRace);
    if (answer.reason || !answer.products.length) return null;
    return { title: answer.title ?? "", products: answer.products };
  } catch (error) {
    console.error(
      `[${context.requestId}] carousel ${variables.carouselId ?? `${variables.page}/${variables.slot}`} unavailable: ${(error as Error).message ?? error}`,
    );
    return null;
  }
}

/** A product page's carousels (similar items, bought together) for its item, in their order; those with nothing left out. */
export async function fetchProductCarousels(
  context: AppLoadContext,
  request: Request,
  partNumber: string,
  slots: readonly ProductCarouselSlot[],
): Promise<ShownCarousel[]> {
  const items = [{ partNumber, quantity: 1 }];
  const carousels = await Promise.all(slots.map((slot) => fetchCarousel(context, request, { page: "pdp", slot, items })));
  return carousels.filter((carousel) => carousel !== null);
}
