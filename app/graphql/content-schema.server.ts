// The content proxy (spec §7): `ContentFederated` (page(pageId, generalType, selectionKey,
// zoneRangeFrom, zoneRangeTo) → page.metadata and page.zones) and the older `Eyebrow`
// (eyeBrow.components). Our own implementation answers from the live managed content in the
// CONTENT KV (app/content/live-content.server.ts); the storefront calls it through the address in
// CONTENT_PROXY_URL, which defaults to this server (app/content/content-client.server.ts).
import { buildSchema } from "graphql";
import { HEADER_PAGE_ID, managedPageFor, type ContentSource } from "#app/content/content-document.ts";
import { orderedZones } from "#app/content/zones.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { JSONScalar } from "./json-scalar";

export const CONTENT_SCHEMA_SDL = /* GraphQL */ `
  "A managed content component (app/content/zones.ts): its kind, then the kind's fields."
  scalar JSON

  type PageMetadata {
    id: String!
    metaTitle: String
    canonicalUrl: String
    metaDescription: String
  }

  type Zone {
    order: Int!
    components: [JSON!]!
  }

  type Page {
    metadata: PageMetadata!
    zones: [Zone!]!
  }

  type EyeBrow {
    "The header banner's components, zones in order."
    components: [JSON!]!
  }

  type Query {
    "A page's zones whose order is within zoneRangeFrom..zoneRangeTo (all when not given), or null when there is no such page."
    page(pageId: String!, generalType: String, selectionKey: String, zoneRangeFrom: Int, zoneRangeTo: Int): Page
    "The header banner (the older variant of ContentFederated with the header's page id)."
    eyeBrow: EyeBrow
  }
`;

export interface ContentContext {
  region: MarketConfig["region"];
  content: () => Promise<ContentSource | null>;
}

interface PageArgs {
  pageId: string;
  generalType?: string | null;
  selectionKey?: string | null;
  zoneRangeFrom?: number | null;
  zoneRangeTo?: number | null;
}

export const contentSchema = (() => {
  const schema = buildSchema(CONTENT_SCHEMA_SDL);
  Object.assign(schema.getType("JSON")!, { serialize: JSONScalar.serialize, parseValue: JSONScalar.parseValue, parseLiteral: JSONScalar.parseLiteral });
  return schema;
})();

export const contentRoot = {
  async page({ pageId, zoneRangeFrom, zoneRangeTo }: PageArgs, context: ContentContext) {
    const content = await context.content();
    const page = content && managedPageFor(content, pageId, context.region);
    if (!page) return null;
    const from = zoneRangeFrom ?? Number.NEGATIVE_INFINITY;
    const to = zoneRangeTo ?? Number.POSITIVE_INFINITY;
    return { metadata: page.metadata, zones: orderedZones(page).filter((zone) => zone.order >= from && zone.order <= to) };
  },
  async eyeBrow(_args: unknown, context: ContentContext) {
    const content = await context.content();
    const page = content && managedPageFor(content, HEADER_PAGE_ID, context.region);
    return page ? { components: orderedZones(page).flatMap((zone) => zone.components) } : null;
  },
};
