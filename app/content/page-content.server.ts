// A page's managed content for its loader (issue #10): a page from the content proxy, or the listing
// zones that apply from the live content (read once a request by the Worker), and the products
// their shelves name from the catalogue. Content never breaks a page: without it (nothing published, the
// KV unreadable) or with the catalogue failing, the page renders without those parts (logged).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { cardsByPartNumber } from "#app/catalogue/cards-by-part-number.server.ts";
import type { ProductCard } from "#app/catalogue/product-card.ts";
import { fetchContentPage, type ContentRequest } from "#app/graphql/clients/content-client.server.ts";
import { zonesForListing, type ListingPageParameters } from "./listing-zones";
import { carouselIdsIn, componentViews, partNumbersIn, type ResolvedShelves, type ShelfProductView, type ZoneComponentView } from "./zone-view";
import { fetchCarousel } from "#app/widgets/carousel-client.server.ts";
import { keptForCatalogue } from "#app/widgets/recommendations.server.ts";
import { CAROUSELS, type CarouselId } from "#app/widgets/carousels.ts";
import { LISTING_ZONE_NAMES, orderedZones, type ContentComponent, type ContentPageMetadata, type ListingZoneName } from "./zones";
import { logError } from "#app/errors/log-line.ts";
import { fillOfferPlaceholders } from "#app/offers/managed-copy.ts";
import { offersFor, type VisitorOffers } from "#app/offers/offers.ts";

/**
 * What managed content's offer placeholders say for this visitor (decision 0037): a page the edge
 * keeps is rendered for its key's class, so this is that class's.
 */
async function visitorOffers(context: AppLoadContext): Promise<VisitorOffers> {
  return offersFor(context.market, (await context.visitor()).customer === "existing");
}

export interface ManagedPageView {
  metadata: ContentPageMetadata;
  zones: { order: number; components: ZoneComponentView[] }[];
}

export type ListingZonesView = Partial<Record<ListingZoneName, ZoneComponentView[]>>;

/** The cards a page's shelves name; none (logged) when the catalogue fails. */
async function shelfCards(context: AppLoadContext, components: readonly ContentComponent[]): Promise<Map<string, ProductCard>> {
  const partNumbers = partNumbersIn(components);
  if (!partNumbers.length) return new Map();
  try {
    const db = context.catalogue.db;
    return await context.timing.time("shelves", () =>
      keptForCatalogue(
        db,
        `shelf|${context.market.region}|${partNumbers.join(",")}`,
        () => cardsByPartNumber(db, context.market, partNumbers),
        (cards) => cards.size,
      ),
    );
  } catch (error) {
    logError(context.requestId, "content shelves unavailable", error);
    return new Map();
  }
}

/** The carousels a page's components name, from the widget service (each left out when it has nothing). */
async function shelfCarousels(
  context: AppLoadContext,
  request: Request,
  components: readonly ContentComponent[],
  categoryId?: string,
): Promise<Map<string, ShelfProductView[]>> {
  const ids = carouselIdsIn(components).filter((id): id is CarouselId => id in CAROUSELS);
  const answers = await Promise.all(ids.map((carouselId) => fetchCarousel(context, request, { carouselId, ...(categoryId && { categoryId }) })));
  return new Map(ids.flatMap((id, index) => (answers[index] ? [[id, answers[index]!.products] as const] : [])));
}

/** Everything a page's shelves show: catalogue cards and carousels, asked at once. */
async function resolveShelves(
  context: AppLoadContext,
  request: Request,
  components: readonly ContentComponent[],
  categoryId?: string,
): Promise<ResolvedShelves> {
  const [cards, carousels] = await Promise.all([shelfCards(context, components), shelfCarousels(context, request, components, categoryId)]);
  return { cards, carousels };
}

/**
 * A managed page (the header banner, the home page) for the request's market, from the content
 * proxy (spec §7 ContentFederated; app/graphql/clients/content-client.server.ts), or null.
 */
export async function managedPageView(context: AppLoadContext, request: Request, content: ContentRequest): Promise<ManagedPageView | null> {
  const page = await fetchContentPage(context, request, content);
  if (!page) return null;
  const offers = await visitorOffers(context);
  const zones = orderedZones(page).map((zone) => ({ ...zone, components: fillOfferPlaceholders(zone.components, offers) }));
  const shelves = await resolveShelves(
    context,
    request,
    zones.flatMap((zone) => zone.components),
  );
  return { metadata: page.metadata, zones: zones.map((zone) => ({ order: zone.order, components: componentViews(zone.components, context.market, shelves) })) };
}

/** A managed page's components in zone order, flattened (the header banner's parts). */
export function pageComponents(page: ManagedPageView | null): ZoneComponentView[] {
  return page ? page.zones.flatMap((zone) => zone.components) : [];
}

/** The CMS zones a listing page shows (spec §3), each zone's components as the page renders them. */
export async function listingZonesView(context: AppLoadContext, request: Request, page: Omit<ListingPageParameters, "region">): Promise<ListingZonesView> {
  const { content } = await context.content();
  if (!content) return {};
  const zones = zonesForListing(content.listing, { ...page, region: context.market.region });
  const shelves = await resolveShelves(context, request, Object.values(zones).flat(), page.lineage[0]);
  const offers = await visitorOffers(context);
  const views: ListingZonesView = {};
  for (const name of LISTING_ZONE_NAMES) {
    const components = zones[name];
    if (!components) continue;
    const rendered = componentViews(fillOfferPlaceholders(components, offers), context.market, shelves);
    if (rendered.length) views[name] = rendered;
  }
  return views;
}
