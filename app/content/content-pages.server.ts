// The content proxy's answers (spec §7 ContentFederated's page, Eyebrow's components) from the live
// managed content: what our GraphQL server resolves (app/graphql/content-schema.server.ts), and what
// a page reads directly when the proxy is this Worker's own (no GraphQL round trip in process).
import type { MarketConfig } from "#app/markets/config.ts";
import { HEADER_PAGE_ID, managedPageFor, type ContentSource } from "./content-document";
import { orderedZones } from "./zones";

export interface ContentContext {
  region: MarketConfig["region"];
  content: () => Promise<ContentSource | null>;
}

export interface PageArgs {
  pageId: string;
  generalType?: string | null;
  selectionKey?: string | null;
  zoneRangeFrom?: number | null;
  zoneRangeTo?: number | null;
}

/** A page's metadata and its zones whose order is within the range (all without one), or null. */
export async function contentPage({ pageId, zoneRangeFrom, zoneRangeTo }: PageArgs, context: ContentContext) {
  const content = await context.content();
  const page = content && managedPageFor(content, pageId, context.region);
  if (!page) return null;
  const from = zoneRangeFrom ?? Number.NEGATIVE_INFINITY;
  const to = zoneRangeTo ?? Number.POSITIVE_INFINITY;
  return { metadata: page.metadata, zones: orderedZones(page).filter((zone) => zone.order >= from && zone.order <= to) };
}

/** The header banner's components, zones in order (Eyebrow), or null. */
export async function eyeBrow(context: ContentContext) {
  const content = await context.content();
  const page = content && managedPageFor(content, HEADER_PAGE_ID, context.region);
  return page ? { components: orderedZones(page).flatMap((zone) => zone.components) } : null;
}
