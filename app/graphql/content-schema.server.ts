// The content proxy (spec §7): `ContentFederated` (page(pageId, generalType, selectionKey,
// zoneRangeFrom, zoneRangeTo) → page.metadata and page.zones) and the older `Eyebrow`
// (eyeBrow.components). Our own implementation answers from the live managed content in the
// CONTENT KV (app/content/live-content.server.ts); the storefront calls it through the address in
// CONTENT_PROXY_URL, which defaults to this server (app/content/content-client.server.ts).
import { buildSchema } from "graphql";
import { contentPage, eyeBrow, type ContentContext, type PageArgs } from "#app/content/content-pages.server.ts";
import { JSONScalar } from "./json-scalar";
import type { FieldCosts } from "./limits";

export type { ContentContext };

const CONTENT_SCHEMA_SDL = /* GraphQL */ `
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

export const contentSchema = (() => {
  const schema = buildSchema(CONTENT_SCHEMA_SDL);
  Object.assign(schema.getType("JSON")!, { serialize: JSONScalar.serialize, parseValue: JSONScalar.parseValue, parseLiteral: JSONScalar.parseLiteral });
  return schema;
})();

/**
 * Nothing here loads per field (./limits.ts): a page and the eyebrow are read from the live content,
 * which the Worker reads once a request (from what the isolate keeps); each field costs 1.
 */
export const CONTENT_COSTS: FieldCosts = {};

export const contentRoot = {
  page: (args: PageArgs, context: ContentContext) => contentPage(args, context),
  eyeBrow: (_args: unknown, context: ContentContext) => eyeBrow(context),
};
