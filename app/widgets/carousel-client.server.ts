// A page's carousels from the widget service (spec §7), asked on the server with its urql client:
// the private regional host when WIDGETS_PRIVATE_HOST is set, else this Worker's own server in
// process. A page waits at most the listing app's server timeout (500 ms) and the carousel race
// (2000 ms); a carousel that fails, is late, or has a reason (spec §4) is left out of the page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import { createWidgetClient, widgetClientOptions, WIDGET_TIMEOUTS_MS } from "#app/graphql/clients/widget-client.ts";
import type { ShelfProductView } from "#app/content/zone-view.ts";
import type { CarouselId } from "./carousels";
import { CAROUSEL_QUERY, CarouselAnswer } from "./carousel-query";

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

function clientFor(context: AppLoadContext, request: Request) {
  const env = context.cloudflare.env;
  const options = widgetClientOptions({
    environment: env.ENVIRONMENT,
    side: "server",
    market: context.market,
    clientVersion: context.clientVersion,
    privateHost: env.WIDGETS_PRIVATE_HOST,
    siteOrigin: env.SITE_ORIGIN,
    request,
    isBot: isbot(request.headers.get("user-agent") ?? ""),
    timeoutMs: WIDGET_TIMEOUTS_MS.listingServer,
  });
  const inProcess: typeof fetch = async (input, init) => {
    const { answerGraphQL } = await import("#app/graphql/servers.server.ts");
    return answerGraphQL(new Request(input, init), "/api/widgets/graphql", { env, market: context.market, requestId: context.requestId, content: context.content });
  };
  return createWidgetClient(options, "server", env.WIDGETS_PRIVATE_HOST ? fetch : inProcess);
}

/** One carousel as the page shows it, or null (logged when it failed rather than had nothing). */
export async function fetchCarousel(context: AppLoadContext, request: Request, variables: CarouselVariables): Promise<ShownCarousel | null> {
  const race = new Promise<null>((resolve) => setTimeout(() => resolve(null), WIDGET_TIMEOUTS_MS.carouselRace));
  try {
    const result = await Promise.race([clientFor(context, request).query(CAROUSEL_QUERY, variables).toPromise(), race]);
    if (!result) throw new Error(`no answer within ${WIDGET_TIMEOUTS_MS.carouselRace} ms`);
    if (result.error) throw result.error;
    const answer = CarouselAnswer.parse(result.data).carousel;
    if (answer.reason || !answer.products.length) return null;
    return { title: answer.title ?? "", products: answer.products };
  } catch (error) {
    console.error(`[${context.requestId}] carousel ${variables.carouselId ?? `${variables.page}/${variables.slot}`} unavailable: ${(error as Error).message ?? error}`);
    return null;
  }
}
